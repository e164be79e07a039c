import { describe, expect, it } from "vitest";
import { vehicleTypes } from "~/domain/choices";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import { languages } from "~/i18n/languages";
import { pt } from "~/i18n/pt";
import { createTranslator } from "~/i18n/translate";
import { formatAoa } from "~/lib/money";
import { estimateDelivery, type EstimateChoices, type PlaceOption } from "~/modules/deliveries/live-estimate";
import { answerPlaceSearch } from "~/modules/deliveries/place-search.server";
import { quoteLines, uncoveredText } from "~/modules/deliveries/quote-lines";
import { quotePage } from "~/modules/deliveries/quote-page.server";
import { seedInForce } from "~/modules/price-list/price-tables.server";

/** A place as the browser gets it from the place search. */
function option(typed: string): PlaceOption {
  const answer = answerPlaceSearch(new URLSearchParams({ q: typed }));
  if (answer.status !== 200) throw new Error(typed);
  return answer.places[0]!;
}

const catalogues = { pt, en, fr };

/** The price of an estimate that has one (a trip the table covers). */
function priced(estimate: ReturnType<typeof estimateDelivery>) {
  if (!estimate || !("price" in estimate)) throw new Error(`no price: ${JSON.stringify(estimate)}`);
  return estimate.price;
}
const noon = new Date("2030-06-10T11:00:00Z");
const night = new Date("2030-06-10T21:30:00Z");

/** The quote form's address for these choices, as the browser sends it once a place is chosen (its label). */
function address(choices: EstimateChoices): URLSearchParams {
  const params = new URLSearchParams({ from: choices.from!.label, to: choices.to!.label });
  for (const name of ["vehicle", "when", "day", "time"] as const) if (choices[name]) params.set(name, choices[name]);
  if (choices.refrigerated) params.set("refrigerated", "on");
  return params;
}

describe("the estimate the browser shows as the visitor chooses", () => {
  const trips = [
    ["Talatona", "Viana"],
    ["Samba", "Benguela"],
    ["Kilamba", "Kilamba"],
    ["Cacuaco", "Lubango"],
  ] as const;
  const times = [
    { now: noon, when: "now", day: "", time: "" },
    { now: night, when: "now", day: "", time: "" },
    { now: noon, when: "later", day: "2030-06-11", time: "22:15" },
    { now: noon, when: "later", day: "2030-06-11", time: "09:00" },
  ];

  it("equals the server's quote for the same choices: total and lines, in every language", () => {
    let compared = 0;
    for (const [from, to] of trips) {
      for (const vehicle of vehicleTypes) {
        for (const refrigerated of [false, true]) {
          for (const { now, ...when } of times) {
            const choices = { from: option(from), to: option(to), vehicle, refrigerated, ...when };
            for (const language of languages) {
              const page = quotePage(address(choices), language, seedInForce, now);
              const estimate = estimateDelivery(page.estimate.tariff, choices, now);
              expect(page.quote, `${from} → ${to}`).not.toBeNull();
              expect(estimate).not.toBeNull();
              const { t } = createTranslator(language, catalogues[language]);
              const vehicleLabel = page.vehicleOptions.find((entry) => entry.value === vehicle)!.label;
              expect(formatAoa(priced(estimate).total, language)).toBe(page.quote!.total);
              expect(
                quoteLines(priced(estimate), { vehicleLabel, wording: page.estimate.wording }, t, language),
              ).toEqual(page.quote!.lines);
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(trips.length * vehicleTypes.length * 2 * times.length * languages.length);
  });

  it("waits for both places, a vehicle and a valid time that has not passed", () => {
    const { estimate } = quotePage(new URLSearchParams(), "pt", seedInForce, noon);
    const complete: EstimateChoices = {
      from: option("Talatona"),
      to: option("Viana"),
      vehicle: "moto",
      when: "now",
      day: null,
      time: null,
      refrigerated: false,
    };
    expect(estimateDelivery(estimate.tariff, complete, noon)).not.toBeNull();
    for (const missing of [
      { from: null },
      { to: null },
      { vehicle: null },
      { vehicle: "plane" },
      { when: "later", day: "", time: "" },
      { when: "later", day: "2030-02-30", time: "10:00" },
      { when: "later", day: "2030-06-10", time: "25:00" },
      { when: "later", day: "2020-01-01", time: "10:00" },
    ]) {
      expect(estimateDelivery(estimate.tariff, { ...complete, ...missing }, noon), JSON.stringify(missing)).toBeNull();
    }
  });

  it("says, as the server's page does, when the table does not cover the trip", () => {
    const table = {
      ...seedInForce.table,
      deliveries: seedInForce.table.deliveries.map((row) => (row.vehicle === "moto" ? { ...row, maxKm: 20 } : row)),
      provinces: ["Luanda"],
    };
    const prices = { ...seedInForce, table };
    const cases = [
      {
        from: "Talatona",
        to: "Cacuaco",
        vehicle: "moto",
        says: { pt: "faz no máximo 20 km", en: "goes 20 km at most" },
      },
      { from: "Talatona", to: "Lubango", vehicle: "van", says: { pt: "província de Huíla", en: "Huíla province" } },
    ] as const;
    for (const { from, to, vehicle, says } of cases) {
      const choices = {
        from: option(from),
        to: option(to),
        vehicle,
        when: "now",
        day: "",
        time: "",
        refrigerated: false,
      };
      for (const language of ["pt", "en"] as const) {
        const page = quotePage(address(choices), language, prices, noon);
        const estimate = estimateDelivery(page.estimate.tariff, choices, noon);
        expect(page.quote).toBeNull();
        expect(page.uncovered).toContain(says[language]);
        const { t } = createTranslator(language, catalogues[language]);
        expect(estimate && "uncovered" in estimate).toBe(true);
        const label = page.vehicleOptions.find((entry) => entry.value === vehicle)!.label;
        if (estimate && "uncovered" in estimate)
          expect(uncoveredText(estimate.uncovered, label, t, language)).toBe(page.uncovered);
      }
    }
  });
});
