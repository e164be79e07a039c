import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Link, useRouteLoaderData } from "react-router";
import { company, hours, officeHoursRows, postalAddressLine } from "~/config/company";
import { renderWhenNear } from "~/lib/page-speed/render-when-near";
import { languages } from "~/i18n/languages";
import { useLanguageHref } from "./LanguageSwitcher";
import { footerQuickLinks } from "./navigation";
import { SocialIcon } from "./SocialIcon";
import { WhatsAppButton } from "./WhatsAppButton";

const networks = ["facebook", "instagram", "linkedin"] as const;
const languageHeadingId = "footer-language";

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const root = useRouteLoaderData("root") as { year?: number } | undefined;
  const year = root?.year ?? new Date().getFullYear();
  const hrefFor = useLanguageHref();

  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className={`${renderWhenNear} mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {company.name}
          </h2>
          <p className="mt-3">{t("footer.description")}</p>
          <h3 className="mt-6 font-semibold text-white">{t("footer.followUs")}</h3>
          <ul className="mt-2 flex gap-2">
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={company.social[network]}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t(`social.${network}`, { name: company.name })}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {t(`nav.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {t("footer.contactTitle")}
          </h2>
          <ul className="mt-3 space-y-1">
            <li className="flex items-center gap-2">
              <Phone size={20} aria-hidden="true" className="shrink-0 text-accent-500" />
              <a href={`tel:${company.phone.e164}`} className="py-2.5 hover:text-white hover:underline">
                {company.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail size={20} aria-hidden="true" className="shrink-0 text-accent-500" />
              {/* On a narrow screen the address may wrap, but only before the "@", never inside a word. */}
              <a href={`mailto:${company.email}`} className="py-2.5 hover:text-white hover:underline">
                <span className="whitespace-nowrap">{company.email.split("@")[0]}</span>
                <wbr />
                <span className="whitespace-nowrap">@{company.email.split("@")[1]}</span>
              </a>
            </li>
            <li className="flex gap-2 pt-2">
              <MapPin size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent-500" />
              <address className="not-italic">{postalAddressLine()}</address>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="text-lg font-bold text-white">
            {t("footer.hoursTitle")}
          </h2>
          {/* Both schedules, each named, from the identity module: the office's, then the deliveries'. */}
          <dl className="mt-3 space-y-2">
            {officeHoursRows(i18n.language).map((row) => (
              <div key={row.days} className="flex gap-2">
                {/* The icon sits in the <dt>: a <dl> group <div> holds only <dt> and <dd> (valid HTML). */}
                <dt className="flex gap-2">
                  <Clock size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent-500" />
                  {t("common.labelled", { label: row.days })}
                </dt>
                <dd>{row.times}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3">
            {t("common.labelled", { label: t("footer.deliveries") })} {hours.deliveries[i18n.language]}
          </p>
          <h3 id={languageHeadingId} className="mt-6 font-semibold text-white">
            {t("language.label")}
          </h3>
          <ul className="mt-1 flex gap-4">
            {languages.map((language) => (
              <li key={language}>
                {/* The fragment brings a visitor without JavaScript back to this list after the reload. */}
                <Link
                  to={`${hrefFor(language)}#${languageHeadingId}`}
                  preventScrollReset
                  lang={language}
                  hrefLang={language}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {t(`language.names.${language}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        {/* On a phone the page ends below the floating chat button, so it covers none of this line. */}
        <p className="mx-auto max-w-7xl px-4 pt-5 pb-24 text-sm sm:pb-5">
          © {year} {company.name}. {t("footer.rights")}
        </p>
      </div>
      <WhatsAppButton />
    </footer>
  );
}
