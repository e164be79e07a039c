import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { PageHero } from "~/components/layout/PageHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { TextField } from "~/components/ui/FormFields";
import { OnDemandMap } from "~/components/ui/OnDemandMap";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";
import { metaFor } from "~/lib/seo";
import { trackingPage, type TrackingView } from "~/modules/deliveries/tracking-page.server";
import type { Route } from "./+types/track";

export const meta = metaFor("track");

/** A delivery's state is never kept (the loader says so); the empty form is kept like the other pages. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return trackingPage(
    context.get(appServicesContext),
    context.get(clientAddressContext),
    new URL(request.url).searchParams,
    getLanguage(context),
  );
}

/** While the delivery moves, each change the server announces redraws the page (no reload, no polling). */
function useLiveUpdates(delivery: TrackingView) {
  const { revalidate } = useRevalidator();
  const { live, reference, version } = delivery;
  useEffect(() => {
    if (!live) return;
    const events = new EventSource(`/track/events?number=${reference}&seen=${encodeURIComponent(version)}`);
    events.addEventListener("change", () => void revalidate());
    return () => events.close();
  }, [live, reference, version, revalidate]);
}

function DeliveryTimeline({ delivery }: { delivery: TrackingView }) {
  const { t } = useTranslation();
  useLiveUpdates(delivery);
  return (
    <section aria-labelledby="tracked-title" className="space-y-6" data-testid="tracked-delivery">
      <div>
        <h2 id="tracked-title" className="text-2xl font-bold text-brand-900">
          {t("track.title", { reference: delivery.reference })}
        </h2>
        <p className="mt-1 text-lg font-semibold text-slate-800" aria-live="polite" data-testid="tracked-status">
          {t("track.current", { status: delivery.status })}
        </p>
      </div>
      <ol className="space-y-3 border-l-4 border-brand-100 pl-6">
        {delivery.steps.map((step) => (
          <li key={step.step} className="relative" data-step={step.step} data-done={step.at ? "" : undefined}>
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[2.05rem] size-4 rounded-full ${step.at ? "bg-brand-700" : "border-2 border-slate-400 bg-white"}`}
            />
            <p className={step.at ? "font-semibold text-slate-900" : "text-slate-600"}>{step.label}</p>
            <p className="text-sm text-slate-700">{step.at ?? t("track.pending")}</p>
            {step.step === "confirmed" && step.at && delivery.confirmedPrice && (
              <p className="text-sm text-slate-800">{delivery.confirmedPrice}</p>
            )}
            {step.step === "driver-assigned" && step.at && delivery.driver && (
              <p className="text-sm text-slate-800">{delivery.driver}</p>
            )}
            {step.step === "delivered" && step.at && delivery.receivedBy && (
              <p className="text-sm text-slate-800">{delivery.receivedBy}</p>
            )}
            {step.step === "cancelled" && delivery.cancelReason && (
              <p className="text-sm text-slate-800">{delivery.cancelReason}</p>
            )}
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">
        {t("track.times")} {delivery.live && t("track.live")}
      </p>
      {delivery.position && (
        <div>
          <p className="mb-2 font-semibold text-slate-800">{delivery.position.caption}</p>
          <OnDemandMap
            latitude={delivery.position.latitude}
            longitude={delivery.position.longitude}
            labels={{
              title: t("track.map.title"),
              notice: t("track.map.notice"),
              show: t("track.map.show"),
              open: t("track.map.open"),
            }}
          />
        </div>
      )}
    </section>
  );
}

/** Tracking by number: a GET form, and the delivery's steps with their times in Luanda. */
export default function TrackPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = loaderData;
  const problem =
    answer.state === "not-found"
      ? t("track.notFound", { typed: answer.typed })
      : answer.state === "limited"
        ? t("track.limited", { minutes: answer.minutes })
        : undefined;
  return (
    <>
      <PageHero
        title={t("pages.track.heroTitle")}
        subtitle={t("pages.track.heroSubtitle")}
        image="hero/track"
        action={{ label: t("pages.track.heroCta"), to: "/deliveries" }}
      />
      {/* Tall enough that the footer (laid out when near, ADR 033) stays below a phone's first screen. */}
      <div className="mx-auto grid min-h-[60svh] max-w-6xl content-start gap-10 px-4 py-14 lg:grid-cols-[2fr_3fr]">
        <Form key={answer.typed} method="get" className="space-y-4 self-start" aria-labelledby="track-form-title">
          <h2 id="track-form-title" className="text-2xl font-bold text-brand-900">
            {t("track.formTitle")}
          </h2>
          <TextField
            id="number"
            name="number"
            label={t("track.number")}
            hint={t("track.numberHint")}
            defaultValue={answer.typed}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={problem}
          />
          <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
            {t("track.submit")}
          </button>
        </Form>
        {answer.state === "found" && <DeliveryTimeline delivery={answer.delivery} />}
      </div>
    </>
  );
}
