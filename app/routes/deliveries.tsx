import { Form, Link } from "react-router";
import { PageHero } from "~/components/layout/PageHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { MessageLine, useMessageText } from "~/components/ui/FieldErrors";
import { FormNotice } from "~/components/ui/FormNotice";
import { TextField } from "~/components/ui/FormFields";
import { whatsappLink } from "~/config/company";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import { metaFor } from "~/lib/seo";
import { keepFormWhenOffline } from "~/lib/forms/keep-when-offline";
import { formMessageOf, publicFormHeaders, type PublicFormResponse } from "~/lib/forms/public-form-response";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";
import { deliveryRequestServerSchema, deliverySubmissions } from "~/modules/deliveries/delivery-request.server";
import { quotePage, type PlaceAnswer } from "~/modules/deliveries/quote-page.server";
import { trackingHref } from "~/modules/deliveries/tracking-href";
import { handlePublicForm, newSubmissionKey } from "~/modules/submissions/public-form.server";
import type { Route } from "./+types/deliveries";

export const meta = metaFor("deliveries");

export const headers = publicFormHeaders;

export const clientAction = keepFormWhenOffline;

// The request form's code loads when it nears the viewport or at the first tap; until then the
// server-rendered form posts without JavaScript.
const DeliveryRequestForm = hydrateWhenVisible("delivery-request", () =>
  import("~/modules/deliveries/DeliveryRequestForm").then((module) => module.DeliveryRequestForm),
);

export function loader({ request, context }: Route.LoaderArgs) {
  const page = quotePage(new URL(request.url).searchParams, getLanguage(context));
  return { ...page, submissionKey: page.quote ? newSubmissionKey() : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    form: "delivery",
    schema: deliveryRequestServerSchema,
    ...deliverySubmissions,
    invalidMessage: "deliveries.request.invalid",
    failureMessage: "deliveries.request.failure",
  });
}

/** What to tell the visitor about the place they typed, if anything. */
function usePlaceMessage(answer: PlaceAnswer, asked: boolean): string | undefined {
  const { t } = useTranslation();
  if (answer.state === "choose") return t("deliveries.choose");
  if (answer.state === "unknown") return t("deliveries.notFound", { typed: answer.typed });
  return answer.state === "missing" && asked ? t("deliveries.required") : undefined;
}

/** A place's field; when the name fits several places, a button for each sends the form with that one. */
function PlaceField({
  field,
  answer,
  asked,
  value,
}: {
  field: "from" | "to";
  answer: PlaceAnswer;
  asked: boolean;
  value: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <TextField
        id={field}
        name={field}
        label={t(`deliveries.${field}`)}
        hint={t("deliveries.placeHint")}
        defaultValue={value}
        maxLength={80}
        autoComplete="off"
        error={usePlaceMessage(answer, asked)}
      />
      {answer.state === "choose" && (
        <ul className="mt-1 flex flex-wrap gap-2">
          {answer.choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="submit"
                name={field}
                value={choice.id}
                className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The answer to a request posted to an address that carries no quote (a form sent without JavaScript
 * from a page since changed): the request form is not on the page to show it.
 */
function RequestAnswer({ response }: { response: PublicFormResponse }) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10">
      {response.outcome === "stored" ? (
        <FormNotice kind="success">
          {t("deliveries.request.success", { reference: response.reference })}{" "}
          <Link className="underline" to={trackingHref(response.reference ?? "")}>
            {t("deliveries.request.track")}
          </Link>
        </FormNotice>
      ) : (
        <FormNotice kind="error">{text(formMessageOf(response))}</FormNotice>
      )}
    </div>
  );
}

/** The quote: where from, where to, which vehicle and when, and the price as the price table computes it. */
export default function DeliveriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, from, to, quote, asked } = loaderData;
  const whenProblem = loaderData.when === "invalid" || loaderData.when === "past";
  return (
    <>
      <PageHero
        title={t("pages.deliveries.heroTitle")}
        subtitle={t("pages.deliveries.heroSubtitle")}
        image="hero/deliveries"
        action={{ label: t("pages.deliveries.heroCta"), to: "/services#price-list" }}
      />
      {actionData && !quote && <RequestAnswer response={actionData as PublicFormResponse} />}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        {/* A new answer shows the form as the server understood it ("viana" → "Viana, Luanda"). */}
        <Form key={JSON.stringify(form)} method="get" className="space-y-6" aria-labelledby="quote-form-title">
          <h2 id="quote-form-title" className="text-2xl font-bold text-brand-900">
            {t("deliveries.formTitle")}
          </h2>
          <PlaceField field="from" answer={from} asked={asked} value={form.from} />
          <PlaceField field="to" answer={to} asked={asked} value={form.to} />
          <fieldset aria-describedby={loaderData.vehicleMissing ? "vehicle-error" : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t("deliveries.vehicle")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {loaderData.vehicleOptions.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="vehicle"
                    value={option.value}
                    defaultChecked={form.vehicle === option.value}
                    className="size-5 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{option.label}</span>
                    <span className="block text-sm text-slate-600">{option.fits}</span>
                  </span>
                </label>
              ))}
            </div>
            <MessageLine
              id="vehicle-error"
              messages={loaderData.vehicleMissing ? [t("deliveries.vehicleRequired")] : undefined}
            />
          </fieldset>
          <fieldset aria-describedby={whenProblem ? "when-error" : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t("deliveries.when")}</legend>
            <div className="flex flex-wrap gap-4">
              {(["now", "later"] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="when"
                    value={choice}
                    defaultChecked={form.when === choice}
                    className="size-5 accent-brand-700"
                  />
                  {t(`deliveries.${choice}`)}
                </label>
              ))}
            </div>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <TextField id="day" name="day" type="date" label={t("deliveries.day")} defaultValue={form.day} />
              <TextField id="time" name="time" type="time" label={t("deliveries.time")} defaultValue={form.time} />
            </div>
            <MessageLine
              id="when-error"
              messages={
                whenProblem
                  ? [t(loaderData.when === "past" ? "deliveries.whenPast" : "deliveries.whenInvalid")]
                  : undefined
              }
            />
          </fieldset>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="refrigerated"
              defaultChecked={form.refrigerated}
              className="size-5 accent-brand-700"
            />
            {t("deliveries.refrigerated")}
          </label>
          <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
            {t("deliveries.submit")}
          </button>
          <p className="text-sm text-slate-600">{t("deliveries.placesSource")}</p>
        </Form>
        {quote && (
          <section aria-labelledby="quote-title" className="self-start rounded-2xl bg-brand-50 p-6" aria-live="polite">
            <h2 id="quote-title" className="text-2xl font-bold text-brand-900">
              {t("deliveries.priceTitle")}
            </h2>
            <p className="mt-2 text-slate-700">{quote.route}</p>
            {loaderData.examplePrices && <p className="mt-2 font-semibold text-red-800">{loaderData.examplePrices}</p>}
            <dl className="mt-4 space-y-2">
              {quote.lines.map((line) => (
                <div key={line.label} className="flex justify-between gap-4">
                  <dt className="text-slate-700">{line.label}</dt>
                  <dd className="font-semibold text-slate-900">{line.amount}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-xl">
                <dt className="font-bold text-brand-900">{t("deliveries.total")}</dt>
                <dd className="font-bold text-brand-900" data-testid="quote-total">
                  {quote.total}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-700">
              {t("deliveries.estimateNote")} {loaderData.deliveryHours}
            </p>
            <a href={whatsappLink(quote.whatsappText)} className={buttonClasses("primary", "mt-4 w-full")}>
              {t("deliveries.askOnWhatsapp")}
            </a>
          </section>
        )}
      </div>
      {quote && loaderData.submissionKey && (
        <DeliveryRequestForm submissionKey={loaderData.submissionKey} quote={quote.request} />
      )}
    </>
  );
}
