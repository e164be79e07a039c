import { driverTerms } from "~/content/driver-terms";
import { vehicles } from "~/content/vehicles";
import type { VehicleType } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import { formatAoa } from "~/lib/money";

/** What the estimate form shows: the choice read from the address, and the amounts already written out. */
export type EarningsEstimate = {
  vehicle: VehicleType;
  hours: number;
  hoursRange: { min: number; max: number; step: number };
  vehicleOptions: Array<{ value: VehicleType; label: string }>;
  /** Amounts in kwanzas as the page's language writes them, formatted where loaded (ADR 032). */
  hourlyText: string;
  weeklyText: string;
  monthlyText: string;
  /** The figures are the module's examples, not the company's rates: the page says so. */
  examples: boolean;
};

const WEEKS_PER_MONTH = 52 / 12;

const vehicleLabel = (type: VehicleType, language: Language) =>
  vehicles.find((vehicle) => vehicle.type === type)?.label[language] ?? type;

/** The hours asked for, on the slider's steps and within its range; anything else is the default. */
function hoursFrom(text: string | null): number {
  const { min, max, step, default: fallback } = driverTerms.hoursPerWeek;
  const asked = text !== null && /^\d{1,3}$/.test(text) ? Number(text) : fallback;
  return Math.min(max, Math.max(min, Math.round(asked / step) * step));
}

/**
 * A driver's earnings estimate from the address (`?vehicle=van&hours=30`), read the way every form's
 * input is: an unknown vehicle or a malformed number falls back to the defaults, never an error.
 */
export function earningsEstimate(search: URLSearchParams, language: Language): EarningsEstimate {
  const terms =
    driverTerms.vehicles.find((candidate) => candidate.vehicle === search.get("vehicle")) ?? driverTerms.vehicles[0]!;
  const hours = hoursFrom(search.get("hours"));
  const weekly = hours * terms.hourlyEarningsAoa;
  const { min, max, step } = driverTerms.hoursPerWeek;
  return {
    vehicle: terms.vehicle,
    hours,
    hoursRange: { min, max, step },
    vehicleOptions: driverTerms.vehicles.map((candidate) => ({
      value: candidate.vehicle,
      label: vehicleLabel(candidate.vehicle, language),
    })),
    hourlyText: formatAoa(terms.hourlyEarningsAoa, language),
    weeklyText: formatAoa(weekly, language),
    monthlyText: formatAoa(Math.round(weekly * WEEKS_PER_MONTH), language),
    examples: driverTerms.examples,
  };
}

export type DriverRequirements = {
  vehicles: Array<{ vehicle: VehicleType; label: string; requirements: string[] }>;
  everyVehicle: string[];
  documents: string[];
};

/** What each vehicle must meet and the documents to bring, in one language. */
export function driverRequirements(language: Language): DriverRequirements {
  return {
    vehicles: driverTerms.vehicles.map((terms) => ({
      vehicle: terms.vehicle,
      label: vehicleLabel(terms.vehicle, language),
      requirements: [...terms.requirements[language]],
    })),
    everyVehicle: [...driverTerms.everyVehicle[language]],
    documents: [...driverTerms.documents[language]],
  };
}
