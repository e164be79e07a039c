import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { FieldLabel } from "~/components/ui/FormFields";
import { controlClasses } from "~/components/ui/control-styles";
import { useTranslation } from "~/i18n/translate";
import type { EarningsEstimate as Estimate } from "./driver-terms";

/**
 * The choice the form shows: the visitor's latest move at once (the control keeps its focus), and
 * whatever the loader read after a reload or back/forward.
 */
function useShownChoice(estimate: Estimate) {
  const [shown, setShown] = useState<{ vehicle: string; hours: number }>(estimate);
  const [seen, setSeen] = useState(estimate);
  if (seen !== estimate) {
    setSeen(estimate);
    setShown(estimate);
  }
  return [shown, setShown] as const;
}

/**
 * Hours per week × vehicle → an estimate of a driver's earnings. A plain GET form: without JavaScript
 * "Calculate" reloads the page at this section with the answer; with it, each change asks the loader
 * again without moving the page. The amounts come formatted from the loader (ADR 032).
 */
export function EarningsEstimate({ estimate }: { estimate: Estimate }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const { min, max, step } = estimate.hoursRange;
  const [shown, setShown] = useShownChoice(estimate);
  return (
    <section id="earnings" aria-labelledby="earnings-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14">
      <h2 id="earnings-title" className="text-3xl font-bold text-brand-900">
        {t("driversPage.earningsTitle")}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("driversPage.earningsIntro")}</p>
      <Form
        method="get"
        action="/drivers#earnings"
        preventScrollReset
        replace
        onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        className="mt-6 grid max-w-3xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      >
        <input type="hidden" name="lng" value={i18n.language} />
        <div>
          <FieldLabel htmlFor="earnings-vehicle" label={t("driversPage.earningsVehicle")} />
          <select
            id="earnings-vehicle"
            name="vehicle"
            value={shown.vehicle}
            onChange={(event) => setShown({ ...shown, vehicle: event.target.value })}
            className={controlClasses}
          >
            {estimate.vehicleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="earnings-hours" label={t("driversPage.earningsHours", { hours: shown.hours })} />
          <input
            id="earnings-hours"
            name="hours"
            type="range"
            min={min}
            max={max}
            step={step}
            value={shown.hours}
            onChange={(event) => setShown({ ...shown, hours: Number(event.target.value) })}
            aria-valuetext={t("driversPage.earningsHours", { hours: shown.hours })}
            className="block h-11 w-full accent-brand-900"
          />
        </div>
        <output
          htmlFor="earnings-vehicle earnings-hours"
          className="block rounded-xl bg-brand-50 p-4 text-brand-950 sm:col-span-2"
          data-testid="earnings-result"
        >
          <span className="block text-2xl font-bold">
            {t("driversPage.earningsWeekly", { amount: estimate.weeklyText })}
          </span>
          <span className="mt-1 block text-lg">
            {t("driversPage.earningsMonthly", { amount: estimate.monthlyText, rate: estimate.hourlyText })}
          </span>
        </output>
        {estimate.examples && (
          <p className="font-semibold text-red-800 sm:col-span-2">{t("driversPage.earningsExamples")}</p>
        )}
        <p className="sm:col-span-2">
          <button type="submit" className={buttonClasses("secondary")}>
            {t("driversPage.earningsCalculate")}
          </button>
        </p>
      </Form>
    </section>
  );
}
