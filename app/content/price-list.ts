import type { VehicleType } from "~/domain/choices";
import type { Localized } from "./localized";

/**
 * The price table the price-list PDFs are generated from (one PDF per language).
 *
 * PLACEHOLDER PRICES: every amount below is an example, not a real tariff. Replace them with the
 * company's prices and set `updatedOn` to the day they take effect; the PDFs are regenerated from
 * this module and the site shows the new date and file size by itself.
 */
export const priceTable = {
  placeholder: true,
  /** The day these prices took effect (shown as the PDF's date). */
  updatedOn: "2025-08-01",
  currency: "AOA",
  /** The upper limit of each distance band, in km (the bands' labels below say the same). */
  bandLimitsKm: [5, 15, 30],
  distanceBands: [
    { pt: "Até 5 km", en: "Up to 5 km", fr: "Jusqu'à 5 km" },
    { pt: "5 a 15 km", en: "5 to 15 km", fr: "5 à 15 km" },
    { pt: "15 a 30 km", en: "15 to 30 km", fr: "15 à 30 km" },
  ] satisfies Localized[],
  /** Price in kwanzas per vehicle and distance band, then per extra kilometre beyond 30 km. */
  deliveries: [
    { vehicle: "moto", prices: [1500, 2500, 4000], extraKm: 100 },
    { vehicle: "city-car", prices: [2500, 4000, 6000], extraKm: 150 },
    { vehicle: "utility-car", prices: [4000, 6000, 9000], extraKm: 200 },
    { vehicle: "hiace", prices: [7000, 10000, 15000], extraKm: 300 },
    { vehicle: "van", prices: [9000, 13000, 19000], extraKm: 350 },
    { vehicle: "truck", prices: [15000, 22000, 30000], extraKm: 500 },
  ] satisfies Array<{ vehicle: VehicleType; prices: [number, number, number]; extraKm: number }>,
  extras: [
    {
      key: "stock",
      label: {
        pt: "Gestão de stock (por m² e por mês)",
        en: "Stock management (per m² per month)",
        fr: "Gestion de stock (par m² et par mois)",
      },
      price: 3500,
    },
    {
      key: "invitations",
      label: {
        pt: "Entrega de convites (por unidade, a partir de 50)",
        en: "Invitation delivery (each, from 50)",
        fr: "Remise d'invitations (l'unité, à partir de 50)",
      },
      price: 600,
    },
    {
      key: "refrigerated",
      label: {
        pt: "Transporte refrigerado (acréscimo por entrega)",
        en: "Refrigerated transport (surcharge per delivery)",
        fr: "Transport réfrigéré (supplément par livraison)",
      },
      price: 2000,
    },
    {
      key: "night",
      label: {
        pt: "Entrega urgente noturna (acréscimo)",
        en: "Urgent night delivery (surcharge)",
        fr: "Livraison urgente de nuit (supplément)",
      },
      price: 1500,
    },
  ] satisfies Array<{ key: string; label: Localized; price: number }>,
} as const;

/** The lowest delivery price, quoted as "from ..." on the home page. */
export const lowestDeliveryPrice = Math.min(...priceTable.deliveries.flatMap((row) => row.prices));
