import type { PriceTable } from "./price-table";

/**
 * The price table the site starts with, until an admin saves the company's own in the back-office
 * (`/admin/prices`). EXAMPLE PRICES: while this table is the one in force, the price list, its PDFs and
 * every quote say that the figures are examples.
 */
export const seedPrices: { effectiveOn: string; table: PriceTable } = {
  effectiveOn: "2025-08-01",
  table: {
    bandLimitsKm: [5, 15, 30],
    deliveries: [
      { vehicle: "moto", offered: true, prices: [1500, 2500, 4000], extraKm: 100, maxKm: null },
      { vehicle: "city-car", offered: true, prices: [2500, 4000, 6000], extraKm: 150, maxKm: null },
      { vehicle: "utility-car", offered: true, prices: [4000, 6000, 9000], extraKm: 200, maxKm: null },
      { vehicle: "hiace", offered: true, prices: [7000, 10000, 15000], extraKm: 300, maxKm: null },
      { vehicle: "van", offered: true, prices: [9000, 13000, 19000], extraKm: 350, maxKm: null },
      { vehicle: "truck", offered: true, prices: [15000, 22000, 30000], extraKm: 500, maxKm: null },
    ],
    surcharges: { refrigerated: 2000, night: 1500 },
    services: { stock: 3500, invitations: 600 },
    // All of Luanda (with Icolo e Bengo, part of it until 2024) and the coverage cities' provinces.
    provinces: ["Luanda", "Icolo e Bengo", "Benguela", "Huíla", "Huambo", "Malanje", "Bié"],
  },
};
