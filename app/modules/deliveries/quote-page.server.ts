import { company, hours } from "~/config/company";
import { vehicles } from "~/content/vehicles";
import { vehicleTypes, type VehicleType } from "~/domain/choices";
import { intlLocale, type Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { createTranslator } from "~/i18n/translate";
import { isAcceptableText } from "~/lib/text-rules";
import { formatAoa } from "~/lib/money";
import { numberFormat } from "~/lib/intl-formatters";
import { pdfTexts } from "~/modules/price-list/texts";
import { bandLabels, type PricesInForce } from "~/modules/price-list/price-table";
import { roadDistanceKm } from "./distance";
import { findPlace, placeLabel, placesNamed, searchPlaces, type Place } from "./places";
import { readWhen } from "./pickup-time";
import type { DeliveryTariff } from "~/modules/price-list/price-table";
import { quoteDelivery, uncoveredTrip } from "./pricing";
import { quoteLines, uncoveredText, type QuoteWording } from "./quote-lines";

/** The longest place name a visitor may type: far above any of Angola's. */
const MAX_PLACE_LENGTH = 80;

/** A place as the visitor typed it: found, one of several, unknown, or not given. */
export type PlaceAnswer =
  | { state: "found"; place: Place; label: string }
  | { state: "choose"; typed: string; choices: Array<{ id: string; label: string }> }
  | { state: "unknown"; typed: string }
  | { state: "missing"; typed: string };

/**
 * The place a visitor typed: a place's id (a choice they followed), its label ("Viana, Luanda", as the
 * form shows a found place), or a name that only one place answers to exactly; else the places it could be.
 */
function readPlace(typed: string | null): PlaceAnswer {
  const text = (typed ?? "").trim().slice(0, MAX_PLACE_LENGTH);
  if (text === "") return { state: "missing", typed: "" };
  // Control and direction characters never name a place: say so with what is left of the text.
  if (!isAcceptableText(text, "line")) return { state: "unknown", typed: text.replace(/\p{C}/gu, "") };
  const byId = findPlace(text);
  if (byId) return { state: "found", place: byId, label: placeLabel(byId) };
  const [name, province] = text.split(",").map((part) => part.trim());
  const exact = placesNamed(name!, province);
  if (exact.length === 1) return { state: "found", place: exact[0]!, label: placeLabel(exact[0]!) };
  const matches = searchPlaces(name!, 8);
  if (matches.length === 0) return { state: "unknown", typed: text };
  return {
    state: "choose",
    typed: text,
    choices: matches.map((place) => ({ id: place.id, label: placeLabel(place) })),
  };
}

/** "20:00–06:00": the night's hours read the same in every language. */
const nightHours = `${company.nightHours.from}–${company.nightHours.to}`;

/** The price table's words a price's lines need, in the visitor's language (the browser gets them as data). */
const quoteWording = (tariff: DeliveryTariff, language: Language): QuoteWording => ({
  bands: bandLabels(tariff.bandLimitsKm, language),
  lastLimitKm: tariff.bandLimitsKm.at(-1)!,
  nightHours,
});

const formatKm = (km: number, language: Language) =>
  numberFormat(intlLocale[language], { maximumFractionDigits: 1 }).format(km);

function readVehicle(value: string | null): VehicleType | null {
  return vehicleTypes.find((type) => type === value) ?? null;
}

/**
 * Everything the quote page shows, read from its address (a GET form): the places, vehicle and time as
 * understood, and the price when all of them are, with its lines written in the visitor's language.
 */
export function quotePage(params: URLSearchParams, language: Language, prices: PricesInForce, now = new Date()) {
  const tariff = prices.table;
  const { t } = createTranslator(language, messages[language]);
  const asked = params.has("from") || params.has("to") || params.has("vehicle");
  // A place chosen among several comes after the typed text (the chosen button follows the field).
  const from = readPlace(params.getAll("from").at(-1) ?? null);
  const to = readPlace(params.getAll("to").at(-1) ?? null);
  const vehicle = readVehicle(params.get("vehicle"));
  const when = readWhen({ when: params.get("when"), day: params.get("day"), time: params.get("time") }, now);
  const refrigerated = params.get("refrigerated") === "on";
  // A vehicle the table does not offer is not proposed (an address naming it is told why there is no price).
  const vehicleOptions = vehicles
    .filter((entry) => tariff.deliveries.some((row) => row.vehicle === entry.type && row.offered))
    .map((entry) => ({
      value: entry.type,
      label: entry.label[language],
      fits: t("deliveries.fits", { kg: entry.maxLoadKg }),
    }));
  const form = {
    from: from.state === "found" ? from.label : from.typed,
    to: to.state === "found" ? to.label : to.typed,
    vehicle,
    when: params.get("when") === "later" ? "later" : "now",
    day: params.get("day") ?? "",
    time: params.get("time") ?? "",
    refrigerated,
  };
  const base = {
    asked,
    from,
    to,
    form,
    vehicleOptions,
    vehicleMissing: asked && !vehicle,
    when: when.state,
    deliveryHours: hours.deliveriesSentence[language],
    // While the price table holds the seed's example prices, every quote says so, as the price list does.
    examplePrices: prices.example ? pdfTexts.placeholder[language] : null,
    // What the browser prices an estimate with as the visitor chooses: the same tariff, as data.
    estimate: { tariff, wording: quoteWording(tariff, language) },
  };
  if (from.state !== "found" || to.state !== "found" || !vehicle || when.state === "invalid" || when.state === "past") {
    return { ...base, quote: null, uncovered: null };
  }
  const distanceKm = roadDistanceKm(from.place, to.place);
  const pickupAt = when.state === "later" ? when.at : now;
  const vehicleLabel = vehicles.find((entry) => entry.type === vehicle)!.label[language];
  const uncovered = uncoveredTrip(tariff, { vehicle, distanceKm, provinces: [from.place.province, to.place.province] });
  const price = quoteDelivery(tariff, { vehicle, distanceKm, refrigerated, pickupAt });
  if (uncovered || !price) {
    const why = uncovered ?? { reason: "vehicle" as const };
    return { ...base, quote: null, uncovered: uncoveredText(why, vehicleLabel, t, language) };
  }
  const money = (amount: number) => formatAoa(amount, language);
  const lines = quoteLines(price, { vehicleLabel, wording: quoteWording(tariff, language) }, t, language);
  const whenText = when.state === "later" ? `${form.day} ${form.time}` : t("deliveries.now");
  return {
    ...base,
    uncovered: null,
    quote: {
      /** What the request form under the quote carries, for the server to price again. */
      request: {
        from: from.place.id,
        to: to.place.id,
        vehicle,
        when: when.state,
        day: form.day,
        time: form.time,
        refrigerated,
      },
      route: t("deliveries.route", { from: from.place.name, to: to.place.name, km: formatKm(distanceKm, language) }),
      lines,
      total: money(price.total),
      whatsappText: t("deliveries.whatsappMessage", {
        from: from.label,
        to: to.label,
        vehicle: vehicleLabel,
        when: whenText,
        price: money(price.total),
      }),
    },
  };
}
