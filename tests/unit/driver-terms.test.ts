import { describe, expect, it } from "vitest";
import { driverTerms } from "~/content/driver-terms";
import { earningsEstimate } from "~/features/drivers/driver-terms";
import { languages } from "~/i18n/languages";
import { formatAoa } from "~/lib/money";

const estimate = (query: string, language: (typeof languages)[number] = "pt") =>
  earningsEstimate(new URLSearchParams(query), language);

describe("a driver's earnings estimate", () => {
  it.each(languages)("is hours per week × the vehicle's hourly figure, in kwanzas as %s writes them", (language) => {
    const van = driverTerms.vehicles.find((terms) => terms.vehicle === "van")!;
    const result = estimate("vehicle=van&hours=30", language);
    expect(result).toMatchObject({ vehicle: "van", hours: 30, examples: driverTerms.examples });
    expect(result.weeklyText).toBe(formatAoa(30 * van.hourlyEarningsAoa, language));
    expect(result.monthlyText).toBe(formatAoa(Math.round((30 * van.hourlyEarningsAoa * 52) / 12), language));
    expect(result.hourlyText).toBe(formatAoa(van.hourlyEarningsAoa, language));
  });

  it("reads anything else in the address as the defaults, on the slider's range and steps", () => {
    const { min, max, default: fallback } = driverTerms.hoursPerWeek;
    const first = driverTerms.vehicles[0]!.vehicle;
    expect(estimate("")).toMatchObject({ vehicle: first, hours: fallback });
    expect(estimate("vehicle=<script>&hours=-4")).toMatchObject({ vehicle: first, hours: fallback });
    expect(estimate("hours=1e9").hours).toBe(fallback);
    expect(estimate("hours=999").hours).toBe(max);
    expect(estimate("hours=1").hours).toBe(min);
    expect(estimate("hours=23").hours).toBe(25);
  });
});
