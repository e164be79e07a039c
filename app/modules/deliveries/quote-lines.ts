import type { TranslateFunction } from "~/i18n/translate";
import { formatAoa } from "~/lib/money";
import { intlLocale, type Language } from "~/i18n/languages";
import { numberFormat } from "~/lib/intl-formatters";
import type { PriceQuote, Uncovered } from "./pricing";

/**
 * What a price's lines are worded with besides the page's texts, in the page's language: the server
 * reads it from the price table and hands it to the browser, which never loads the table itself.
 */
export type QuoteWording = {
  /** Each distance band as the price table names it ("Até 5 km"), first band first. */
  bands: readonly string[];
  /** The last band's limit, in km: kilometres beyond it are priced one by one. */
  lastLimitKm: number;
  /** The night surcharge's hours, "20:00–06:00". */
  nightHours: string;
};

/**
 * The lines of a price, in the page's language: the band's price for the vehicle, then each surcharge
 * it carries. The server's quote and the browser's estimate write them with this one function.
 */
export function quoteLines(
  price: PriceQuote,
  { vehicleLabel, wording }: { vehicleLabel: string; wording: QuoteWording },
  t: TranslateFunction,
  language: Language,
): Array<{ label: string; amount: string }> {
  const money = (amount: number) => formatAoa(amount, language);
  return [
    {
      label: t("deliveries.base", { vehicle: vehicleLabel, band: wording.bands[price.band] }),
      amount: money(price.base),
    },
    ...(price.extraKm > 0
      ? [
          {
            label: t("deliveries.beyond", { km: price.extraKm, limit: wording.lastLimitKm }),
            amount: money(price.extraPrice),
          },
        ]
      : []),
    ...(price.refrigerated > 0
      ? [{ label: t("deliveries.refrigeratedSurcharge"), amount: money(price.refrigerated) }]
      : []),
    ...(price.night > 0
      ? [{ label: t("deliveries.nightSurcharge", { hours: wording.nightHours }), amount: money(price.night) }]
      : []),
  ];
}

/** Why there is no price for a trip, in the page's language: the server's quote and the browser's estimate say it alike. */
export function uncoveredText(why: Uncovered, vehicleLabel: string, t: TranslateFunction, language: Language): string {
  if (why.reason === "province") return t("deliveries.uncovered.province", { province: why.province });
  if (why.reason === "vehicle") return t("deliveries.uncovered.vehicle", { vehicle: vehicleLabel });
  const km = numberFormat(intlLocale[language], { maximumFractionDigits: 0 }).format(why.maxKm);
  return t("deliveries.uncovered.distance", { vehicle: vehicleLabel, km });
}
