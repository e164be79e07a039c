import type { VehicleType } from "~/domain/choices";
import { roadDistanceKm } from "./distance";
import { readWhen } from "./pickup-time";
import type { DeliveryTariff } from "~/modules/price-list/price-table";
import { quoteDelivery, uncoveredTrip, type PriceQuote, type Uncovered } from "./pricing";

/** A place as the place search answers it (/deliveries/places): what the browser needs to price a trip. */
export type PlaceOption = { id: string; label: string; province: string; latitude: number; longitude: number };

/** The quote form's choices as the browser holds them: the places chosen from the list, the rest as typed. */
export type EstimateChoices = {
  from: PlaceOption | null;
  to: PlaceOption | null;
  vehicle: string | null;
  when: string | null;
  day: string | null;
  time: string | null;
  refrigerated: boolean;
};

/** The vehicle chosen, if the tariff names it (read from the tariff: the list of vehicles stays off the page's code). */
const vehicleOf = (tariff: DeliveryTariff, value: string | null): VehicleType | null =>
  tariff.deliveries.find((row) => row.vehicle === value)?.vehicle ?? null;

/**
 * The price of the delivery chosen so far, as the server's quote computes it for the same choices (the
 * same distance, time rule and pricing function), or null until both places, a vehicle and a valid time
 * are known; or why the price table does not cover the trip (a vehicle not offered or going less far, a
 * province not served).
 */
export function estimateDelivery(
  tariff: DeliveryTariff,
  choices: EstimateChoices,
  now: Date,
): ({ vehicle: VehicleType } & ({ price: PriceQuote } | { uncovered: Uncovered })) | null {
  const vehicle = vehicleOf(tariff, choices.vehicle);
  const when = readWhen(choices, now);
  if (!choices.from || !choices.to || !vehicle || when.state === "invalid" || when.state === "past") return null;
  const distanceKm = roadDistanceKm(choices.from, choices.to);
  const pickupAt = when.state === "later" ? when.at : now;
  const provinces = [choices.from.province, choices.to.province];
  const uncovered = uncoveredTrip(tariff, { vehicle, distanceKm, provinces });
  if (uncovered) return { uncovered, vehicle };
  const price = quoteDelivery(tariff, { vehicle, distanceKm, refrigerated: choices.refrigerated, pickupAt });
  return price ? { price, vehicle } : { uncovered: { reason: "vehicle" }, vehicle };
}
