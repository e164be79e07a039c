import { describe, expect, it } from "vitest";
import { seedPrices } from "~/modules/price-list/seed-prices";
import { vehicleTypes } from "~/domain/choices";
import { isNightInLuanda, quoteDelivery, uncoveredTrip, type QuoteRequest } from "~/modules/deliveries/pricing";
import type { PriceTable } from "~/modules/price-list/price-table";

const priceTable = seedPrices.table;

/** A weekday at noon in Luanda (11:00 UTC): no night surcharge. */
const noon = new Date("2026-12-02T11:00:00Z");
const quote = (request: Partial<QuoteRequest>) =>
  quoteDelivery(priceTable, { vehicle: "moto", distanceKm: 1, refrigerated: false, pickupAt: noon, ...request });
const extra = (key: "refrigerated" | "night") => priceTable.surcharges[key];

describe("the price of a delivery, from the price table", () => {
  it("is the vehicle's price for the distance band, each band's upper limit inside it", () => {
    for (const row of priceTable.deliveries) {
      const limits = priceTable.bandLimitsKm;
      limits.forEach((limit, band) => {
        const lower = band === 0 ? 0 : limits[band - 1]!;
        for (const distanceKm of [lower + 0.1, (lower + limit) / 2, limit]) {
          const price = quote({ vehicle: row.vehicle, distanceKm });
          expect(price, `${row.vehicle} ${distanceKm} km`).toMatchObject({ band, base: row.prices[band], extraKm: 0 });
          expect(price!.total).toBe(row.prices[band]);
        }
      });
    }
    expect(quote({ distanceKm: 0 })!.total).toBe(priceTable.deliveries[0]!.prices[0]);
  });

  it("adds each whole kilometre beyond the last band at the vehicle's rate, a part of one counting whole", () => {
    const last = priceTable.bandLimitsKm.at(-1)!;
    for (const row of priceTable.deliveries) {
      const top = row.prices.at(-1)!;
      expect(quote({ vehicle: row.vehicle, distanceKm: last + 0.2 })!.total).toBe(top + row.extraKm);
      expect(quote({ vehicle: row.vehicle, distanceKm: last + 1 })!.total).toBe(top + row.extraKm);
      expect(quote({ vehicle: row.vehicle, distanceKm: last + 12.5 })).toMatchObject({
        extraKm: 13,
        extraPrice: 13 * row.extraKm,
        total: top + 13 * row.extraKm,
      });
    }
    // Floating point just past the limit is the limit.
    expect(quote({ distanceKm: last + 1e-9 })!.extraKm).toBe(0);
  });

  it("adds the refrigerated surcharge when asked, and the night surcharge from 20:00 to 06:00 in Luanda", () => {
    expect(quote({ refrigerated: true })).toMatchObject({ refrigerated: extra("refrigerated"), night: 0 });
    const at = (utc: string) => quote({ pickupAt: new Date(`2026-12-02T${utc}Z`) })!.night;
    // Luanda is UTC+1: 19:59 there is 18:59 UTC.
    expect(at("18:59:59")).toBe(0);
    expect(at("19:00:00")).toBe(extra("night"));
    expect(at("23:30:00")).toBe(extra("night"));
    expect(at("04:59:59")).toBe(extra("night"));
    expect(at("05:00:00")).toBe(0);
    const both = quote({
      vehicle: "van",
      distanceKm: 40,
      refrigerated: true,
      pickupAt: new Date("2026-12-02T22:00:00Z"),
    })!;
    const van = priceTable.deliveries.find((row) => row.vehicle === "van")!;
    expect(both.total).toBe(van.prices[2]! + 10 * van.extraKm + extra("refrigerated") + extra("night"));
  });

  it("has a price for every vehicle of the catalogue, and none for a distance that is not one", () => {
    for (const vehicle of vehicleTypes) expect(quote({ vehicle }), vehicle).not.toBeNull();
    for (const distanceKm of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(quote({ distanceKm })).toBeNull();
    expect(isNightInLuanda(new Date("2026-12-02T21:00:00+01:00"))).toBe(true);
  });

  it("follows the table it is given: another band's limits, prices and surcharges", () => {
    const dearer: PriceTable = {
      ...priceTable,
      bandLimitsKm: [10, 20, 50],
      deliveries: priceTable.deliveries.map((row) => ({ ...row, prices: [100, 200, 300], extraKm: 7 })),
      surcharges: { refrigerated: 11, night: 13 },
    };
    const at = (distanceKm: number, refrigerated = false) =>
      quoteDelivery(dearer, { vehicle: "truck", distanceKm, refrigerated, pickupAt: noon })!.total;
    expect([at(10), at(10.1), at(50), at(52.5)]).toEqual([100, 200, 300, 300 + 3 * 7]);
    expect(at(1, true)).toBe(111);
  });
});

describe("where the price table delivers", () => {
  const covered: PriceTable = {
    ...priceTable,
    deliveries: priceTable.deliveries.map((row) =>
      row.vehicle === "moto" ? { ...row, maxKm: 40 } : row.vehicle === "truck" ? { ...row, offered: false } : row,
    ),
    provinces: ["Luanda", "Benguela"],
  };
  const trip = (vehicle: QuoteRequest["vehicle"], distanceKm: number, provinces = ["Luanda", "Luanda"]) =>
    uncoveredTrip(covered, { vehicle, distanceKm, provinces });

  it("covers a trip of an offered vehicle within its reach, both ends in provinces served", () => {
    expect(trip("moto", 40)).toBeNull();
    expect(trip("van", 600, ["Luanda", "Benguela"])).toBeNull();
  });

  it("says which: a vehicle not offered (never priced), a trip beyond its reach, a province not served", () => {
    expect(trip("truck", 5)).toEqual({ reason: "vehicle" });
    expect(quoteDelivery(covered, { vehicle: "truck", distanceKm: 5, refrigerated: false, pickupAt: noon })).toBeNull();
    expect(trip("moto", 40.1)).toEqual({ reason: "distance", maxKm: 40 });
    expect(trip("van", 300, ["Luanda", "Huíla"])).toEqual({ reason: "province", province: "Huíla" });
    expect(trip("van", 300, ["Cabinda", "Luanda"])).toEqual({ reason: "province", province: "Cabinda" });
  });
});
