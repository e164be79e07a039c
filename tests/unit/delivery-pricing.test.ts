import { describe, expect, it } from "vitest";
import { priceTable } from "~/content/price-list";
import { vehicleTypes } from "~/domain/choices";
import { isNightInLuanda, quoteDelivery, type QuoteRequest } from "~/modules/deliveries/pricing";
import { deliveryTariff } from "~/modules/deliveries/tariff";

/** A weekday at noon in Luanda (11:00 UTC): no night surcharge. */
const noon = new Date("2026-12-02T11:00:00Z");
const quote = (request: Partial<QuoteRequest>) =>
  quoteDelivery(deliveryTariff, { vehicle: "moto", distanceKm: 1, refrigerated: false, pickupAt: noon, ...request });
const extra = (key: string) => priceTable.extras.find((candidate) => candidate.key === key)!.price;

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
});
