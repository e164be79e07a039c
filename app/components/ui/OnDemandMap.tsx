import { MapPin } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "./button-styles";
import { useHydrated } from "~/lib/page-speed/use-hydrated";

/** The OpenStreetMap embed of a point, and its "open in maps" address. */
function mapAddresses({ latitude, longitude }: { latitude: number; longitude: number }) {
  const d = 0.012;
  const bbox = [longitude - d, latitude - d, longitude + d, latitude + d].map((n) => n.toFixed(5)).join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    open: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}

/** What the map's box says, in the page's words: its title, why it is not shown yet, the two buttons. */
type MapLabels = { title: string; notice: string; show: string; open: string };

/**
 * A 300 px map of a point (the office, a driver's last position) that contacts the map service only
 * when the visitor asks for it (no third-party request on page load); the box is reserved so nothing shifts.
 */
export function OnDemandMap({
  latitude,
  longitude,
  labels,
}: {
  latitude: number;
  longitude: number;
  labels: MapLabels;
}) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const addresses = mapAddresses({ latitude, longitude });
  return (
    <figure className="space-y-2">
      <div className="relative h-[300px] overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {shown ? (
          <iframe
            src={addresses.embed}
            title={labels.title}
            className="h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-700">
            <MapPin aria-hidden="true" className="size-10 text-brand-700" />
            <p className="text-sm">{labels.notice}</p>
            {hydrated && (
              <button type="button" className={buttonClasses("secondary")} onClick={() => setShown(true)}>
                {labels.show}
              </button>
            )}
          </div>
        )}
      </div>
      <figcaption>
        <a
          href={addresses.open}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {labels.open}
        </a>
      </figcaption>
    </figure>
  );
}
