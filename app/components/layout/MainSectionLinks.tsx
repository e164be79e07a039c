import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { footerQuickLinks } from "./navigation";

/** The site's main pages, offered where a visitor is stuck (page not found, page that failed). */
export function MainSectionLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="main-sections-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="main-sections-title" className="text-2xl font-bold text-brand-900">
        {t("notFound.sectionsTitle")}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
        {footerQuickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t(`nav.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
