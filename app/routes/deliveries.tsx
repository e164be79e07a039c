import { Link } from "react-router";
import { PageHero } from "~/components/layout/PageHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { useMessageText } from "~/components/ui/FieldErrors";
import { FormNotice } from "~/components/ui/FormNotice";
import { whatsappLink } from "~/config/company";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import { metaFor } from "~/lib/seo";
import { keepFormWhenOffline } from "~/lib/forms/keep-when-offline";
import { formMessageOf, publicFormHeaders, type PublicFormResponse } from "~/lib/forms/public-form-response";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";
import { deliverySubmissions } from "~/modules/deliveries/delivery-request.server";
import { pricesInForce } from "~/modules/price-list/price-tables.server";
import { appServicesContext } from "~/lib/app-context.server";
import { quotePage } from "~/modules/deliveries/quote-page.server";
import { trackingHref } from "~/modules/deliveries/tracking-href";
import { handlePublicForm, newSubmissionKey } from "~/modules/submissions/public-form.server";
import type { Route } from "./+types/deliveries";

export const meta = metaFor("deliveries");

export const headers = publicFormHeaders;

export const clientAction = keepFormWhenOffline;

// The quote form's code (the place lists, "use my location", the estimate as the visitor chooses) loads
// when the form nears the viewport or at the first tap; until then the server-rendered GET form works as
// it does without JavaScript.
const QuoteForm = hydrateWhenVisible("delivery-quote", () =>
  import("~/modules/deliveries/QuoteForm").then((module) => module.QuoteForm),
);

// The request form's code loads when it nears the viewport or at the first tap; until then the
// server-rendered form posts without JavaScript.
const DeliveryRequestForm = hydrateWhenVisible("delivery-request", () =>
  import("~/modules/deliveries/DeliveryRequestForm").then((module) => module.DeliveryRequestForm),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const prices = await pricesInForce(context.get(appServicesContext).database.db);
  const page = quotePage(new URL(request.url).searchParams, getLanguage(context), prices);
  return { ...page, submissionKey: page.quote ? newSubmissionKey() : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const prices = await pricesInForce(context.get(appServicesContext).database.db);
  return handlePublicForm({
    request,
    context,
    form: "delivery",
    ...deliverySubmissions(prices.table),
    invalidMessage: "deliveries.request.invalid",
    failureMessage: "deliveries.request.failure",
  });
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
  const { form, quote } = loaderData;
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
        <QuoteForm
          form={form}
          from={loaderData.from}
          to={loaderData.to}
          asked={loaderData.asked}
          vehicleOptions={loaderData.vehicleOptions}
          vehicleMissing={loaderData.vehicleMissing}
          when={loaderData.when}
          estimate={loaderData.estimate}
          quoted={quote?.request ?? null}
        />
        {loaderData.uncovered && (
          <div className="self-start" aria-live="polite">
            <FormNotice kind="error">{loaderData.uncovered}</FormNotice>
          </div>
        )}
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
