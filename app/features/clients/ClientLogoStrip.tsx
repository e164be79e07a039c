import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { clientLogoSize, clientLogos } from "~/content/client-logos";

/**
 * The ten client logos, twice in a row, scrolling without end (a CSS animation at about 0.8 px per
 * frame). It pauses under the pointer and with its pause button, and stands still for visitors who
 * prefer reduced motion.
 */
export function ClientLogoStrip({ title }: { title: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const logos = (copy: "first" | "second") =>
    clientLogos.map((client) => (
      <li key={`${copy}-${client.name}`} className="shrink-0">
        <img
          src={client.logo}
          alt={copy === "first" ? client.name : ""}
          width={clientLogoSize.width}
          height={clientLogoSize.height}
          loading="lazy"
          decoding="async"
          className="h-16 w-40 object-contain"
        />
      </li>
    ));
  return (
    <section aria-labelledby="clients-title" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex items-center justify-between gap-4">
        <h2 id="clients-title" className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <button
          type="button"
          className="logo-strip-toggle needs-script flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 text-brand-900 hover:bg-brand-50"
          aria-label={paused ? t("home.playLogos") : t("home.pauseLogos")}
          onClick={() => setPaused(!paused)}
        >
          {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
        </button>
      </div>
      <div className="logo-strip mt-8 overflow-hidden" data-paused={paused} data-testid="logo-strip">
        <div className="logo-strip-track flex w-max gap-12">
          <ul className="flex gap-12">{logos("first")}</ul>
          <ul className="flex gap-12" aria-hidden="true">
            {logos("second")}
          </ul>
        </div>
      </div>
    </section>
  );
}
