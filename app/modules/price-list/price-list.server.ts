import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { company, postalAddressLine } from "~/config/company";
import { vehicles } from "~/content/vehicles";
import { asLanguage, intlLocale, languages, type Language } from "~/i18n/languages";
import type { Database } from "~/db/client.server";
import { formatDate } from "~/lib/format";
import { formatFileSize } from "~/lib/money";
import { uploadedPriceList, type UploadedPriceList } from "./price-list-upload.server";
import { priceRows } from "./price-rows";
import type { PricesInForce } from "./price-table";
import { pricesInForce } from "./price-tables.server";
import { pdfTexts } from "./texts";

export type PriceListFile = {
  /** Public address of the PDF. */
  url: string;
  filePath: string;
  fileName: string;
  sizeBytes: number;
  /** ISO date-time of the file's last change (the day the prices took effect). */
  updatedAt: string;
};

const priceListUrl = (language: Language) => `/pdf/price-list-${language}.pdf`;
const publicFileName = (language: Language) => `${company.shortName.toLowerCase()}-price-list-${language}.pdf`;

/** `price-list-pt.pdf` → `pt`. */
export function languageOfPriceList(fileName: string): Language | null {
  return asLanguage(/^price-list-(\w+)\.pdf$/.exec(fileName)?.[1]);
}

// The standard PDF fonts only know the Windows-1252 characters: swap the narrow spaces Intl uses.
const printable = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

async function drawPdf(language: Language, prices: PricesInForce): Promise<PDFKit.PDFDocument> {
  // pdfkit and its fonts (about 26 MB resident) load when a list is first drawn, not with the site.
  const { default: PDFDocument } = await import("pdfkit");
  const tr = (text: { pt: string; en: string; fr: string }) => printable(text[language]);
  const table = priceRows(language, prices);
  const updated = new Date(`${prices.effectiveOn}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `${tr(pdfTexts.title)} – ${company.name}`,
      Author: company.name,
      CreationDate: updated,
      ModDate: updated,
    },
    lang: intlLocale[language],
  });
  const navy = "#0f2a44";
  const left = 50;
  const width = doc.page.width - 100;

  doc.rect(0, 0, doc.page.width, 110).fill(navy);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(24).text(company.name, left, 34);
  doc.font("Helvetica").fontSize(14).text(tr(pdfTexts.title), left, 66);
  doc.moveDown(3);
  if (table.placeholder)
    doc.fillColor("#b42318").font("Helvetica-Bold").fontSize(11).text(printable(table.placeholder), left, 130);

  // Deliveries: one row per vehicle, one column per distance band, then the extra kilometre.
  doc.fillColor(navy).font("Helvetica-Bold").fontSize(15).text(printable(table.deliveries.title), left, 165);
  const bands = prices.table.bandLimitsKm.length;
  const columnWidth = [130, ...prices.table.bandLimitsKm.map(() => (width - 130 - 110) / bands), 110];
  let y = 195;
  const row = (cells: string[], header: boolean) => {
    let x = left;
    if (header) doc.rect(left, y - 5, width, 22).fill("#e3edf7");
    doc
      .fillColor("#0f172a")
      .font(header ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10);
    cells.map(printable).forEach((cell, index) => {
      doc.text(cell, x + 4, y, { width: (columnWidth[index] ?? 80) - 8, align: index === 0 ? "left" : "right" });
      x += columnWidth[index] ?? 80;
    });
    y += 24;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .strokeColor("#cbd5e1")
      .lineWidth(0.5)
      .stroke();
  };
  row(table.deliveries.columns, true);
  for (const delivery of table.deliveries.rows) row([delivery.vehicle, ...delivery.prices], false);

  y += 20;
  doc.fillColor(navy).font("Helvetica-Bold").fontSize(15).text(printable(table.extras.title), left, y);
  y += 30;
  columnWidth.splice(0, columnWidth.length, width - 150, 150);
  row(table.extras.columns, true);
  for (const extra of table.extras.rows) row([extra.label, extra.price], false);

  y += 20;
  doc
    .fillColor("#334155")
    .font("Helvetica")
    .fontSize(10)
    .text(printable(table.coverage), left, y, { width })
    .moveDown(0.5)
    .text(printable(table.validFrom), { width });
  doc
    .fontSize(10)
    .text(
      `${company.phone.display} · ${company.email} · ${printable(postalAddressLine())}`,
      left,
      doc.page.height - 80,
      {
        width,
        align: "center",
      },
    );
  doc.end();
  return doc;
}

/** A fingerprint of everything printed, so a changed table or identity gets a new file. */
const fingerprintOf = (prices: PricesInForce) =>
  createHash("sha256")
    .update(JSON.stringify([prices, pdfTexts, company, vehicles.map((v) => v.label)]))
    .digest("hex")
    .slice(0, 12);

const pending = new Map<string, Promise<PriceListFile>>();

async function describe(filePath: string, language: Language): Promise<PriceListFile> {
  const info = await stat(filePath);
  return {
    url: priceListUrl(language),
    filePath,
    fileName: publicFileName(language),
    sizeBytes: info.size,
    updatedAt: info.mtime.toISOString(),
  };
}

async function generate(dataDir: string, language: Language, prices: PricesInForce): Promise<PriceListFile> {
  const folder = path.resolve(dataDir, "price-list");
  const filePath = path.join(folder, `price-list-${language}-${fingerprintOf(prices)}.pdf`);
  try {
    return await describe(filePath, language);
  } catch {
    // Not generated yet: write it to a temporary name, then move it in place in one step.
  }
  await mkdir(folder, { recursive: true });
  const temporary = `${filePath}.${process.pid}.tmp`;
  await pipeline(await drawPdf(language, prices), createWriteStream(temporary));
  const updated = new Date(`${prices.effectiveOn}T12:00:00Z`);
  await utimes(temporary, updated, updated);
  await rename(temporary, filePath);
  return describe(filePath, language);
}

/**
 * What a page needs to show the price list: its address, name, real size and date (not its path on
 * disk). An uploaded PDF replaces the generated one, and with it the HTML tables, which would show the
 * generated prices beside a PDF that may say otherwise.
 */
export async function priceListForPage({ dataDir, db }: { dataDir: string; db: Database }, language: Language) {
  const uploaded = await uploadedPriceList(db, language);
  const wording = (updatedAt: string, sizeBytes: number) => ({
    updatedText: formatDate(updatedAt, language),
    sizeText: formatFileSize(sizeBytes, language),
  });
  if (uploaded) {
    return {
      url: `${priceListUrl(language)}?v=${uploaded.version}`,
      fileName: publicFileName(language),
      sizeBytes: uploaded.sizeBytes,
      updatedAt: uploaded.uploadedAt,
      ...wording(uploaded.uploadedAt, uploaded.sizeBytes),
      table: null,
    };
  }
  const prices = await pricesInForce(db);
  const { url, fileName, sizeBytes, updatedAt } = await priceListFile(dataDir, language, prices);
  return {
    url: `${url}?v=${fingerprintOf(prices)}`,
    fileName,
    sizeBytes,
    updatedAt,
    ...wording(updatedAt, sizeBytes),
    table: priceRows(language, prices),
  };
}

/** The PDF `/pdf/price-list-<language>.pdf` serves: the uploaded one when there is one, else the generated one. */
export async function priceListToServe(
  { dataDir, db }: { dataDir: string; db: Database },
  language: Language,
): Promise<
  { kind: "uploaded"; uploaded: UploadedPriceList; fileName: string } | { kind: "generated"; file: PriceListFile }
> {
  const uploaded = await uploadedPriceList(db, language);
  if (uploaded) return { kind: "uploaded", uploaded, fileName: publicFileName(language) };
  return { kind: "generated", file: await priceListFile(dataDir, language, await pricesInForce(db)) };
}

/**
 * The price-list PDF of a language, generated from the price table in force into DATA_DIR on its first
 * use. Its date is the day the prices took effect; its size is the real file's.
 */
export function priceListFile(dataDir: string, language: Language, prices: PricesInForce): Promise<PriceListFile> {
  const key = `${dataDir}:${language}:${fingerprintOf(prices)}`;
  let file = pending.get(key);
  if (!file) {
    file = generate(dataDir, language, prices);
    file.catch(() => pending.delete(key));
    pending.set(key, file);
  }
  return file;
}

/**
 * The price lists of every language not replaced by an upload, drawn ahead of their first visitor: the
 * embedded database's preparation does it in its child process (ADR 069), so the site's first pages do not
 * load the PDF library and its fonts into the site's memory for good.
 */
export async function drawPriceLists({ dataDir, db }: { dataDir: string; db: Database }): Promise<void> {
  const prices = await pricesInForce(db);
  for (const language of languages) {
    if (!(await uploadedPriceList(db, language))) await priceListFile(dataDir, language, prices);
  }
}
