import { company } from "~/config/company";
import type { VehicleType } from "~/domain/choices";
import type { DeliveryTariff } from "~/modules/price-list/price-table";

/** Why the price table has no price for a trip: the vehicle is not offered, goes less far, or a place is not served. */
export type Uncovered =
  { reason: "vehicle" } | { reason: "distance"; maxKm: number } | { reason: "province"; province: string };

/** Whether the price table covers a trip: its vehicle offered and going that far, both ends in provinces served. */
export function uncoveredTrip(
  tariff: DeliveryTariff,
  trip: { vehicle: VehicleType; distanceKm: number; provinces: readonly string[] },
): Uncovered | null {
  const row = tariff.deliveries.find((candidate) => candidate.vehicle === trip.vehicle);
  if (!row?.offered) return { reason: "vehicle" };
  const outside = trip.provinces.find((province) => !tariff.provinces.includes(province));
  if (outside !== undefined) return { reason: "province", province: outside };
  if (row.maxKm !== null && trip.distanceKm > row.maxKm) return { reason: "distance", maxKm: row.maxKm };
  return null;
}

/** Night, when the night surcharge applies, in whole hours of Luanda (UTC+1, no daylight saving). */
const NIGHT_HOURS = {
  from: Number(company.nightHours.from.slice(0, 2)),
  to: Number(company.nightHours.to.slice(0, 2)),
};

export type QuoteRequest = {
  vehicle: VehicleType;
  /** The distance the delivery covers by road, in km. */
  distanceKm: number;
  refrigerated: boolean;
  /** When the pickup is wanted. */
  pickupAt: Date;
};

export type PriceQuote = {
  /** The band the distance falls in (0 for the first), or the last band when it runs beyond it. */
  band: number;
  /** The band's price for the vehicle. */
  base: number;
  /** Whole kilometres beyond the last band, and their price. */
  extraKm: number;
  extraPrice: number;
  refrigerated: number;
  night: number;
  total: number;
};

/** The hour of a moment in Luanda (0-23). */
function hourInLuanda(at: Date): number {
  return (at.getUTCHours() + 1) % 24;
}

export function isNightInLuanda(at: Date): boolean {
  const hour = hourInLuanda(at);
  return hour >= NIGHT_HOURS.from || hour < NIGHT_HOURS.to;
}

/**
 * The price of a delivery, in kwanzas: the vehicle's price for the distance band, plus each whole
 * kilometre beyond the last band (a part of one counts whole), plus the surcharges. The same function runs
 * in the browser as the visitor chooses and on the server, which never trusts a posted price.
 * Null when the table does not offer the vehicle (whether it covers the trip is `uncoveredTrip`'s to say).
 */
export function quoteDelivery(tariff: DeliveryTariff, request: QuoteRequest): PriceQuote | null {
  const row = tariff.deliveries.find((candidate) => candidate.vehicle === request.vehicle);
  if (!row?.offered || !Number.isFinite(request.distanceKm) || request.distanceKm < 0) return null;
  const limits = tariff.bandLimitsKm;
  const lastLimit = limits[limits.length - 1]!;
  const within = limits.findIndex((limit) => request.distanceKm <= limit);
  const band = within === -1 ? limits.length - 1 : within;
  const base = row.prices[band]!;
  // Rounded to the metre first, so 30.0000001 km of floating point does not count a kilometre.
  const beyond = Math.round((request.distanceKm - lastLimit) * 1000) / 1000;
  const extraKm = beyond > 0 ? Math.ceil(beyond) : 0;
  const extraPrice = extraKm * row.extraKm;
  const refrigerated = request.refrigerated ? tariff.surcharges.refrigerated : 0;
  const night = isNightInLuanda(request.pickupAt) ? tariff.surcharges.night : 0;
  return { band, base, extraKm, extraPrice, refrigerated, night, total: base + extraPrice + refrigerated + night };
}
