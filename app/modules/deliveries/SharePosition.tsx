import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "~/lib/page-speed/use-hydrated";

/** How often the phone's position is sent while shared: within the 15-30 s a customer expects. */
const SEND_EVERY_MS = 20_000;

type Sharing = "off" | "on" | "denied";

/**
 * The driver's consent to share their position, asked by a button (never on opening the page): while
 * on and the page open, the phone's position goes to the site every SEND_EVERY_MS; off when they say so
 * or the page closes. Without JavaScript there is nothing to share, and nothing is shown.
 */
export function SharePosition({ token }: { token: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [sharing, setSharing] = useState<Sharing>("off");
  useEffect(() => {
    if (sharing !== "on") return;
    let lastSent = 0;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        if (Date.now() - lastSent < SEND_EVERY_MS) return;
        lastSent = Date.now();
        void fetch(`/driver/${token}/position`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
        })
          .then((response) => response.status === 410 && setSharing("off"))
          // The network dropped: the next position tries again.
          .catch(() => {});
      },
      () => setSharing("denied"),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [sharing, token]);
  if (!hydrated || !("geolocation" in navigator)) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="share-title">
      <h2 id="share-title" className="text-lg font-bold text-brand-900">
        {t("driverJob.shareTitle")}
      </h2>
      <p className="text-slate-700">{t("driverJob.shareIntro")}</p>
      <p role="status" className="mt-2 font-semibold">
        {sharing === "on" ? t("driverJob.sharing") : sharing === "denied" ? t("driverJob.denied") : ""}
      </p>
      <button
        type="button"
        onClick={() => setSharing(sharing === "on" ? "off" : "on")}
        className={buttonClasses(sharing === "on" ? "secondary" : "primary", "mt-2 w-full")}
      >
        {sharing === "on" ? t("driverJob.stop") : t("driverJob.share")}
      </button>
    </section>
  );
}
