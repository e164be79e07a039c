import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "~/config/company";
import { seedPrices } from "~/modules/price-list/seed-prices";
import { vehicles } from "~/content/vehicles";
import { bandLabels } from "~/modules/price-list/price-table";
import { pdfTexts, serviceLabels } from "~/modules/price-list/texts";
import { languages } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import { pdfTextLines } from "../support/pdf-text";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

// The PDF's standard fonts have no narrow spaces: the generator prints plain ones.
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

let site: SiteProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "kamba-price-list-"));
  site = await startSite({ DATA_DIR: dataDir, SEED_DEMO: "false" });
  await waitUntilReady(site);
});
afterAll(async () => {
  site?.child.kill("SIGTERM");
  await site?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe("the price-list PDF a visitor downloads", () => {
  for (const language of languages) {
    it(`shows, in ${language}, every vehicle's prices per distance band, the extras, the date and the contacts`, async () => {
      const response = await fetch(`${site.url}/pdf/price-list-${language}.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const lines = pdfTextLines(Buffer.from(await response.arrayBuffer()));
      const text = lines.join("\n");
      const money = (amount: number) => plain(formatAoa(amount, language));

      expect(lines.slice(0, 2)).toEqual([company.name, pdfTexts.title[language]]);
      const { table } = seedPrices;
      expect(bandLabels(table.bandLimitsKm, "pt")).toEqual(["Até 5 km", "5 a 15 km", "15 a 30 km"]);
      for (const band of bandLabels(table.bandLimitsKm, language)) expect(lines).toContain(band);
      // Each vehicle's row reads: its name, its three band prices, the extra kilometre.
      for (const delivery of table.deliveries) {
        const label = vehicles.find((vehicle) => vehicle.type === delivery.vehicle)!.label[language];
        const row = [label, ...delivery.prices.map(money), money(delivery.extraKm)];
        const at = lines.indexOf(label);
        expect(lines.slice(at, at + row.length), `row of ${label}`).toEqual(row);
      }
      const charges = { ...table.services, ...table.surcharges };
      for (const [key, label] of Object.entries(serviceLabels)) {
        const at = lines.indexOf(label[language]);
        const price = money(charges[key as keyof typeof charges]);
        expect(lines.slice(at, at + 2), label[language]).toEqual([label[language], price]);
      }
      expect(text).toContain(plain(pdfTexts.placeholder[language]));
      const since = formatDate(new Date(`${seedPrices.effectiveOn}T12:00:00Z`).toISOString(), language);
      expect(text).toContain(plain(pdfTexts.validFrom[language].replace("{date}", since)));
      expect(text).toContain(company.phone.display);
      expect(text).toContain(company.email);
    });
  }
});
