import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedPrices } from "~/modules/price-list/seed-prices";
import { languageOfPriceList, priceListFile } from "~/modules/price-list/price-list.server";
import { seedInForce } from "~/modules/price-list/price-tables.server";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "price-list-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("price-list PDFs", () => {
  it("are generated once per language and table into DATA_DIR, dated by the price table, with their real size", async () => {
    const [pt, en] = await Promise.all([
      priceListFile(dataDir, "pt", seedInForce),
      priceListFile(dataDir, "en", seedInForce),
    ]);
    for (const file of [pt, en]) {
      const bytes = await readFile(file.filePath);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(file.sizeBytes).toBe(bytes.length);
      expect(file.updatedAt.slice(0, 10)).toBe(seedPrices.effectiveOn);
      expect(path.dirname(file.filePath)).toBe(path.join(dataDir, "price-list"));
    }
    expect(pt.url).toBe("/pdf/price-list-pt.pdf");
    expect(pt.filePath).not.toBe(en.filePath);
    expect(await priceListFile(dataDir, "pt", seedInForce)).toEqual(pt);
    // Another table is another file, dated by its own day.
    const dearer = {
      effectiveOn: "2030-01-15",
      example: false,
      table: { ...seedInForce.table, surcharges: { refrigerated: 1, night: 2 } },
    };
    const next = await priceListFile(dataDir, "pt", dearer);
    expect(next.filePath).not.toBe(pt.filePath);
    expect(next.updatedAt.slice(0, 10)).toBe("2030-01-15");
  });

  it("answer only for the three languages", () => {
    expect(languageOfPriceList("price-list-fr.pdf")).toBe("fr");
    expect(languageOfPriceList("price-list-de.pdf")).toBeNull();
    expect(languageOfPriceList("../price-list-pt.pdf")).toBeNull();
  });
});
