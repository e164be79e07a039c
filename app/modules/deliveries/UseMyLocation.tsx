import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import type { PlaceOption } from "./live-estimate";
import { placeNearVisitor } from "./place-lookup";

type Asking = { state: "idle" | "locating" | "refused" | "far" } | { state: "found"; label: string };

/**
 * "Use my location" beside the pickup field: the browser asks the visitor for their position only when
 * they tap it, and the field takes the place nearest them. Refused or failing, it says so politely and
 * nothing else changes. Without JavaScript or geolocation there is no button.
 */
export function UseMyLocation({ onFound }: { onFound: (place: PlaceOption) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<Asking>({ state: "idle" });
  if (!hydrated || !("geolocation" in navigator)) return null;
  const locating = asking.state === "locating";
  const locate = async () => {
    if (locating) return;
    setAsking({ state: "locating" });
    const located = await placeNearVisitor();
    if ("problem" in located) return setAsking({ state: located.problem });
    onFound(located.place);
    setAsking({ state: "found", label: located.place.label });
  };
  const message = {
    idle: "",
    locating: t("deliveries.locating"),
    refused: t("deliveries.locationRefused"),
    far: t("deliveries.locationFar"),
    found: asking.state === "found" ? t("deliveries.locationFound", { place: asking.label }) : "",
  }[asking.state];
  return (
    <>
      <button
        type="button"
        onClick={() => void locate()}
        // Not disabled while it asks: a disabled button would drop the keyboard's focus.
        aria-disabled={locating || undefined}
        className={buttonClasses("secondary", "shrink-0 px-4 aria-disabled:cursor-wait aria-disabled:opacity-75")}
      >
        <LocateFixed aria-hidden="true" className="size-5" />
        {t("deliveries.useMyLocation")}
      </button>
      <p role="status" className="basis-full text-sm text-slate-700">
        {message}
      </p>
    </>
  );
}
