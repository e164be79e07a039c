import { data } from "react-router";
import { vehicles } from "~/content/vehicles";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { createTranslator } from "~/i18n/translate";
import type { AppServices } from "~/lib/app-context.server";
import { formatDateTime } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import { trackDelivery, type TrackedDelivery } from "./tracking.server";

/** The longest text read from the number box: far above a tracking number with spaces. */
const MAX_TYPED = 40;

/** A delivery as its tracking page shows it, every text already in the visitor's language. */
function trackingView(delivery: TrackedDelivery, language: Language) {
  const { t } = createTranslator(language, messages[language]);
  const when = (at: string | null) => (at ? formatDateTime(at, language) : null);
  const cancelled = delivery.status === "cancelled";
  // A cancelled delivery shows the steps it reached, then its cancellation; a running one every step.
  const steps = delivery.steps
    .filter((step) => !cancelled || step.at)
    .map((step) => ({ step: step.step, label: t(`track.steps.${step.step}`), at: when(step.at) }));
  if (cancelled) steps.push({ step: "cancelled", label: t("track.steps.cancelled"), at: when(delivery.cancelledAt) });
  const vehicle = vehicles.find((entry) => entry.type === delivery.driver?.vehicle)?.label[language];
  return {
    reference: delivery.reference,
    status: t(`track.steps.${delivery.status}`),
    steps,
    confirmedPrice: delivery.confirmedPrice
      ? t("track.confirmedPrice", { price: formatAoa(delivery.confirmedPrice, language) })
      : null,
    driver: delivery.driver
      ? vehicle
        ? t("track.driver", { name: delivery.driver.firstName, vehicle })
        : delivery.driver.firstName
      : null,
    receivedBy: delivery.receivedBy ? t("track.receivedBy", { name: delivery.receivedBy }) : null,
    cancelReason: delivery.cancelReason ? t("track.cancelReason", { reason: delivery.cancelReason }) : null,
    position: delivery.position
      ? {
          latitude: delivery.position.latitude,
          longitude: delivery.position.longitude,
          caption: t("track.position", { time: formatDateTime(delivery.position.at, language) }),
        }
      : null,
    /** Still moving: the page listens for changes. */
    live: delivery.status !== "delivered" && !cancelled,
    version: delivery.version,
  };
}

export type TrackingView = ReturnType<typeof trackingView>;

/**
 * The tracking page's answer to `?number=`: the delivery, "not found" (counted: past TRACKING_MISS_LIMIT
 * misses from one address every lookup from it is refused for the rest of the window), or nothing asked.
 */
/**
 * A delivery's state is one visitor's and changes: never kept by a browser, a proxy or the page cache. The
 * empty form is the same for everyone, and is kept like the other pages.
 */
const ONE_VISITORS = { "Cache-Control": "private, no-store" };

export async function trackingPage(
  services: AppServices,
  clientAddress: string,
  params: URLSearchParams,
  language: Language,
) {
  const typed = (params.get("number") ?? "").trim().slice(0, MAX_TYPED).replace(/\p{C}/gu, "");
  if (typed === "") return { state: "ask" as const, typed };
  const misses = services.formRateLimits.trackingMisses;
  const spent = await misses.spent(clientAddress);
  if (!spent.allowed) {
    const minutes = Math.ceil(spent.retryAfterSeconds / 60);
    return data(
      { state: "limited" as const, typed, minutes },
      { status: 429, headers: { ...ONE_VISITORS, "Retry-After": String(spent.retryAfterSeconds) } },
    );
  }
  const delivery = await trackDelivery(services.database.db, typed);
  if (!delivery) {
    await misses.take(clientAddress);
    return data({ state: "not-found" as const, typed }, { status: 404, headers: ONE_VISITORS });
  }
  return data(
    { state: "found" as const, typed: delivery.reference, delivery: trackingView(delivery, language) },
    { headers: ONE_VISITORS },
  );
}
