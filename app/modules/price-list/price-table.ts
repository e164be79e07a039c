import type { Language } from "~/i18n/languages";
import { numberFormat } from "~/lib/intl-formatters";
import { intlLocale } from "~/i18n/languages";
import type { VehicleType } from "~/domain/choices";

/** One vehicle's line of the price table: whether it is offered, its band prices, the kilometre beyond, its reach. */
type VehiclePrices = {
  vehicle: VehicleType;
  offered: boolean;
  /** One price per distance band, in kwanzas. */
  prices: readonly number[];
  /** The price of each kilometre beyond the last band. */
  extraKm: number;
  /** The longest trip it takes, in km by road; null for no limit. */
  maxKm: number | null;
};

/**
 * The part of the price table a delivery's price is computed from: a price per vehicle and distance
 * band, a price per kilometre beyond the last band, the surcharges a delivery may carry, and where the
 * company delivers (the provinces it serves, how far each vehicle goes).
 */
export type DeliveryTariff = {
  /** The upper limit of each distance band, in km, ascending (5, 15, 30). */
  bandLimitsKm: readonly number[];
  deliveries: readonly VehiclePrices[];
  surcharges: { refrigerated: number; night: number };
  /** The provinces a delivery may start or end in, as the places name them ("Luanda", "Huíla"). */
  provinces: readonly string[];
};

/**
 * The company's price table: what a delivery costs (the tariff quotes are computed from) and the price
 * of the other services the price list prints. Admins save a new one with the day it takes effect.
 */
export type PriceTable = DeliveryTariff & {
  /** Stock management per m² and month; invitation delivery per unit. */
  services: { stock: number; invitations: number };
};

/** The price table in force on a day, and whether it is the company's own or the seed's example prices. */
export type PricesInForce = {
  table: PriceTable;
  /** The day it took effect, `YYYY-MM-DD` in Luanda. */
  effectiveOn: string;
  /** True while no table saved by an admin is in force: every price shown says it is an example. */
  example: boolean;
};

const bandWords: Record<Language, { first: string; next: string }> = {
  pt: { first: "Até {to} km", next: "{from} a {to} km" },
  en: { first: "Up to {to} km", next: "{from} to {to} km" },
  fr: { first: "Jusqu'à {to} km", next: "{from} à {to} km" },
};

/** The distance bands as the price list and a quote's lines name them: "Até 5 km", "5 a 15 km", … */
export function bandLabels(limitsKm: readonly number[], language: Language): string[] {
  const km = numberFormat(intlLocale[language], { maximumFractionDigits: 0 });
  return limitsKm.map((limit, index) =>
    (index === 0 ? bandWords[language].first : bandWords[language].next)
      .replace("{from}", km.format(limitsKm[index - 1] ?? 0))
      .replace("{to}", km.format(limit)),
  );
}

/** The lowest price of a delivery, quoted as "from …" on the home page. */
export function lowestDeliveryPrice(table: PriceTable): number {
  return Math.min(...table.deliveries.filter((row) => row.offered).flatMap((row) => row.prices));
}
