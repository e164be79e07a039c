import { describe, expect, it } from "vitest";
import { vehicleTypes } from "~/domain/choices";
import { localize } from "~/content/localized";
import { seedPrices } from "~/modules/price-list/seed-prices";
import { lowestDeliveryPrice } from "~/modules/price-list/price-table";
import { services } from "~/content/services";
import { vehicles } from "~/content/vehicles";
import { pairPages } from "~/features/highlights/PairedSlideshow";
import { formatAoa, formatFileSize } from "~/lib/money";

describe("typed content", () => {
  it("picks one language at any depth and leaves other values alone", () => {
    const content = {
      id: 3,
      name: { pt: "Mota", en: "Motorbike", fr: "Moto" },
      list: [{ label: { pt: "a", en: "b", fr: "c" }, size: [1, 2] }],
      features: { pt: ["x"], en: ["y"], fr: ["z"] },
    };
    expect(localize(content, "fr")).toEqual({
      id: 3,
      name: "Moto",
      list: [{ label: "c", size: [1, 2] }],
      features: ["z"],
    });
  });

  it("has the six services with ids 1 to 6 and the six vehicles of the one vehicle list", () => {
    expect(services.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(vehicles.map((vehicle) => vehicle.type)).toEqual([...vehicleTypes]);
    expect(vehicles.map((vehicle) => [vehicle.maxLoadKg, vehicle.volumeLitres ?? null])).toEqual([
      [20, null],
      [50, 200],
      [100, 400],
      [200, 800],
      [300, 1000],
      [500, 2000],
    ]);
    expect(vehicles[0]?.sizeCm).toEqual([35, 40, 35]);
  });

  it("prices every vehicle of the catalogue, and quotes the lowest", () => {
    expect(seedPrices.table.deliveries.map((row) => row.vehicle)).toEqual([...vehicleTypes]);
    expect(lowestDeliveryPrice(seedPrices.table)).toBe(1500);
    const withoutMoto = seedPrices.table.deliveries.map((row) => ({ ...row, offered: row.vehicle !== "moto" }));
    expect(lowestDeliveryPrice({ ...seedPrices.table, deliveries: withoutMoto })).toBe(2500);
    expect(formatAoa(1500, "pt")).toMatch(/1\s?500/);
    expect(formatFileSize(3_456, "fr")).toMatch(/^3\s?ko$/);
    expect(formatFileSize(346_000, "en")).toMatch(/^346\s?kB$/);
  });
});

describe("paired slideshow pages", () => {
  it("pairs consecutive items, the last pair wrapping to the first; two or fewer make one page", () => {
    expect(pairPages([1, 2, 3, 4, 5])).toEqual([
      [1, 2],
      [3, 4],
      [5, 1],
    ]);
    expect(pairPages([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(pairPages([1, 2])).toEqual([[1, 2]]);
    expect(pairPages([1])).toEqual([[1]]);
  });
});
