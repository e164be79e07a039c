import type { VehicleType } from "~/domain/choices";

/** The prices' editor has three distance bands, as the price list prints them. */
export const BANDS = [0, 1, 2] as const;

/** The editor's field names: one place, so the page (PriceEditor.tsx) and its reader cannot drift apart. */
export const priceField = {
  band: (index: number) => `band-${index}`,
  offered: (vehicle: VehicleType) => `offered-${vehicle}`,
  price: (vehicle: VehicleType, band: number) => `price-${vehicle}-${band}`,
  extraKm: (vehicle: VehicleType) => `extra-${vehicle}`,
  reach: (vehicle: VehicleType) => `reach-${vehicle}`,
  charges: ["refrigerated", "night", "stock", "invitations"] as const,
  effectiveOn: "effectiveOn",
  note: "note",
};
