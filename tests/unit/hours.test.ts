import { describe, expect, it } from "vitest";
import { company, hours, officeHoursRows } from "~/config/company";
import * as appLinks from "~/content/app-links";
import * as careersBenefits from "~/content/careers-benefits";
import * as driverBenefits from "~/content/driver-benefits";
import * as driverTerms from "~/content/driver-terms";
import * as faqs from "~/content/faqs";
import * as highlights from "~/content/highlights";
import { localize } from "~/content/localized";
import * as priceList from "~/modules/price-list/texts";
import * as privacy from "~/content/privacy";
import * as services from "~/content/services";
import * as testimonials from "~/content/testimonials";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import * as vehicles from "~/content/vehicles";
import { languages, type Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { organizationJsonLd } from "~/lib/structured-data";

/** Every string of a value, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const contentModules = [
  appLinks,
  careersBenefits,
  driverBenefits,
  driverTerms,
  faqs,
  highlights,
  priceList,
  privacy,
  services,
  testimonials,
  vehicles,
];

/**
 * Words that name when the company works: a day of the week, a clock time, "24/7", "24 hours a day",
 * "at any hour". ("Within 2 hours" or "the last 24 hours" are durations, not a schedule.)
 */
const schedule: Record<Language, RegExp> = {
  pt: /24\/7|24 ?h\b|24 horas por dia|qualquer hora|\b(segunda|terça|quarta|quinta|sexta|sábado|domingo)\b|\b\d{1,2}[:h]\d{2}\b/i,
  en: /24\/7|24 ?h\b|24 hours a day|round the clock|any hour|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b\d{1,2}:\d{2}\b/i,
  fr: /24\/7|24 ?h\b|h\/24|j\/7|24 heures sur 24|toute heure|\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b|\b\d{1,2}[:h]\d{2}\b/i,
};

describe("hours: one statement, from the identity module", () => {
  it.each(languages)("every text that names hours says the module's office or delivery hours (%s)", (language) => {
    const texts = [
      ...strings(localize(contentModules, language)),
      ...strings({ ...messages[language], admin: undefined }),
    ].filter((text) => schedule[language].test(text));
    // The FAQ, the slides, the cards and the contact page all name hours.
    expect(texts.length).toBeGreaterThan(4);
    for (const text of texts) {
      const fromModule = text.includes(hours.office[language]) || text.includes(hours.deliveries[language]);
      // A text with a placeholder for the hours is filled from the module where it is shown.
      expect(fromModule || text.includes("{{hours}}"), text).toBe(true);
    }
  });

  it.each(languages)("says which schedule it is: the office's (phone, e-mail) or the deliveries' (%s)", (language) => {
    expect(hours.officeSentence[language]).toContain(hours.office[language]);
    expect(hours.deliveriesSentence[language]).toContain(hours.deliveries[language]);
    expect(officeHoursRows(language).map((row) => row.times)).toEqual(["8:00–18:00", "8:00–14:00"]);
  });

  it("gives search engines the office's hours from the same module", () => {
    const business = organizationJsonLd("https://kamba.example", "pt");
    expect(business.openingHoursSpecification.map((slot) => [slot.opens, slot.closes])).toEqual(
      company.officeHours.map((slot) => [slot.opens, slot.closes]),
    );
  });
});

describe("the driver sign-up's vehicle picker", () => {
  it.each(languages)("tells drivers what their vehicle needs, not what customers are sold (%s)", (language) => {
    const forCustomers = vehiclePickerOptions(language);
    const forDrivers = vehiclePickerOptions(language, "driver");
    const sellingPoints = vehicles.vehicles.flatMap((vehicle) => vehicle.features[language]);
    for (const option of forDrivers) {
      const terms = driverTerms.driverTerms.vehicles.find((candidate) => candidate.vehicle === option.value)!;
      for (const requirement of terms.requirements[language]) expect(option.description).toContain(requirement);
      const customerOption = forCustomers.find((candidate) => candidate.value === option.value)!;
      expect(option.description).not.toBe(customerOption.description);
      for (const point of sellingPoints) expect(option.tags).not.toContain(point);
    }
    expect(forDrivers.map((option) => option.label)).toEqual(forCustomers.map((option) => option.label));
  });
});
