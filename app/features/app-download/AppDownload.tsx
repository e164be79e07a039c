import { Smartphone } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { appLinks } from "~/content/app-links";

function StoreBadge({ href, top, store, icon }: { href: string; top: string; store: string; icon: string }) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex min-h-14 items-center gap-3 rounded-xl bg-black px-5 py-2 text-white hover:bg-slate-800"
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={icon} fill="currentColor" />
      </svg>
      <span className="text-left leading-tight">
        <span className="block text-xs">{top}</span>
        <span className="block text-lg font-semibold">{store}</span>
      </span>
    </a>
  );
}

/** The mobile app block: what the app does and where to get it. */
export function AppDownload() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="app-download-title" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-500 text-brand-950">
            <Smartphone aria-hidden="true" />
          </span>
          <div>
            <h2 id="app-download-title" className="text-3xl font-bold">
              {t("appDownload.title")}
            </h2>
            <p className="mt-2 max-w-xl text-lg text-slate-100">{t("appDownload.text")}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <StoreBadge
            href={appLinks.android}
            top={t("appDownload.googlePlayTop")}
            store="Google Play"
            icon="M4 3l10 9-10 9V3zm11.5 10.4L18 16l-9.5 5.4 7-7.9zM18 8l-2.5 2.6L8.5 2.6 18 8zm1.3.8L22 12l-2.7 3.2L16.4 12l2.9-3.2z"
          />
          <StoreBadge
            href={appLinks.ios}
            top={t("appDownload.appStoreTop")}
            store="App Store"
            icon="M7 2h10a2 2 0 012 2v16a2 2 0 01-2 2H7a2 2 0 01-2-2V4a2 2 0 012-2zm0 3v13h10V5H7zm4 14.2a1 1 0 102 0 1 1 0 00-2 0z"
          />
        </div>
      </div>
    </section>
  );
}
