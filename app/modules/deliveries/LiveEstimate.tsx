import { useTranslation } from "~/i18n/translate";
import { formatAoa } from "~/lib/money";
import { estimateDelivery, type EstimateChoices } from "./live-estimate";
import type { DeliveryTariff } from "~/modules/price-list/price-table";
import { quoteLines, uncoveredText, type QuoteWording } from "./quote-lines";

/** The choices the server's quote on the page answers, as the request form carries them. */
type Quoted = {
  from: string;
  to: string;
  vehicle: string;
  when: string;
  day: string;
  time: string;
  refrigerated: boolean;
} | null;

/** Whether the server's quote beside the form answers these very choices (then it says it all). */
function answeredByQuote(choices: EstimateChoices, quoted: Quoted): boolean {
  if (!quoted) return false;
  const later = choices.when === "later";
  return (
    choices.from?.id === quoted.from &&
    choices.to?.id === quoted.to &&
    choices.vehicle === quoted.vehicle &&
    later === (quoted.when === "later") &&
    (!later || (choices.day === quoted.day && choices.time === quoted.time)) &&
    choices.refrigerated === quoted.refrigerated
  );
}

/**
 * The price as the visitor chooses, before they send the form: computed in the browser by the server's
 * own function, tariff and wording (the loader's), from the places chosen in the lists. Announced
 * politely; it says it is an estimate. Nothing until both places, a vehicle and a valid time are known,
 * and nothing when the server's quote on the page already answers the same choices. Amounts are formatted
 * here, after the visitor's action, never during hydration (ADR 032).
 */
export function LiveEstimate({
  estimate,
  choices,
  now,
  vehicles,
  quoted,
}: {
  estimate: { tariff: DeliveryTariff; wording: QuoteWording };
  choices: EstimateChoices;
  /** When the visitor last changed a choice (null before: the page shows the server's answer). */
  now: Date | null;
  vehicles: ReadonlyArray<{ value: string; label: string }>;
  quoted: Quoted;
}) {
  const { t, i18n } = useTranslation();
  const priced = now && !answeredByQuote(choices, quoted) ? estimateDelivery(estimate.tariff, choices, now) : null;
  const vehicleLabel = vehicles.find((vehicle) => vehicle.value === priced?.vehicle)?.label ?? "";
  return (
    <div aria-live="polite" data-testid="live-estimate">
      {priced && "uncovered" in priced && (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
          {uncoveredText(priced.uncovered, vehicleLabel, t, i18n.language)}
        </p>
      )}
      {priced && "price" in priced && (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-brand-900">{t("deliveries.liveTitle")}</p>
          <dl className="mt-2 space-y-1 text-sm">
            {quoteLines(priced.price, { vehicleLabel, wording: estimate.wording }, t, i18n.language).map((line) => (
              <div key={line.label} className="flex justify-between gap-4">
                <dt className="text-slate-700">{line.label}</dt>
                <dd className="font-semibold text-slate-900">{line.amount}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-brand-200 pt-1 text-lg">
              <dt className="font-bold text-brand-900">{t("deliveries.total")}</dt>
              <dd className="font-bold text-brand-900" data-testid="live-total">
                {formatAoa(priced.price.total, i18n.language)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-700">{t("deliveries.liveNote")}</p>
        </div>
      )}
    </div>
  );
}
