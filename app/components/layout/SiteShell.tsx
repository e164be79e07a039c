import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent-500 px-4 py-3 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("meta.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
