import { ChevronDown } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Link, useLocation } from "react-router";
import { HoverDisclosure } from "~/components/ui/HoverDisclosure";
import { languages, type Language } from "~/i18n/languages";
import { sitePath } from "~/lib/site-path";
import { Flag } from "./Flag";

/**
 * The same address with `lng` set: the server renders it in that language and remembers the choice. The
 * links keep the scroll position (`preventScrollReset`; followed before the page's code ran, the early
 * script in lib/page-speed/early-taps.ts keeps it across the reload).
 */
export function useLanguageHref() {
  const { pathname, search } = useLocation();
  return (language: Language) => {
    const params = new URLSearchParams(search);
    params.set("lng", language);
    return `${sitePath(pathname)}?${params.toString()}`;
  };
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  const hrefFor = useLanguageHref();
  return (
    <HoverDisclosure
      className="text-white"
      triggerClassName="flex min-h-11 items-center gap-1.5 rounded-md px-2 hover:bg-white/10"
      trigger={
        <>
          <Flag language={current} className="rounded-sm" />
          <span className="text-sm font-semibold uppercase" aria-hidden="true">
            {current}
          </span>
          <span className="sr-only">{t("language.current", { language: t(`language.names.${current}`) })}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </>
      }
      panelClassName="min-w-40 rounded-lg bg-white p-1 text-slate-900 shadow-lg"
      align="end"
    >
      <ul aria-label={t("language.label")}>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={hrefFor(language)}
              preventScrollReset
              lang={language}
              hrefLang={language}
              aria-current={language === current ? "true" : undefined}
              className="flex min-h-11 items-center gap-2 rounded-md px-3 hover:bg-brand-50 aria-[current]:font-semibold"
            >
              <Flag language={language} className="rounded-sm" />
              {t(`language.names.${language}`)}
            </Link>
          </li>
        ))}
      </ul>
    </HoverDisclosure>
  );
}
