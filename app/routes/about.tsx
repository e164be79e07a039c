import { useTranslation } from "~/i18n/translate";
import { ContactCta } from "~/components/layout/ContactCta";
import { RouteHero } from "~/components/layout/RouteHero";
import { company } from "~/config/company";
import { generalFaqs } from "~/content/faqs";
import { aboutHighlights } from "~/content/highlights";
import { localize } from "~/content/localized";
import { services } from "~/content/services";
import { serviceListItem } from "~/features/services/service-list-item";
import { priceListForPage } from "~/modules/price-list/price-list.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";

export const meta = metaFor("about");

// Sections below the first screen hydrate (and download their code) when they near the viewport.
const ServiceList = hydrateWhenVisible("services", () =>
  import("~/features/services/ServiceList").then((module) => module.ServiceList),
);
const PriceListSection = hydrateWhenVisible("price-list", () =>
  import("~/modules/price-list/PriceListSection").then((module) => module.PriceListSection),
);
const PairedSlideshow = hydrateWhenVisible("highlights", () =>
  import("~/features/highlights/PairedSlideshow").then((module) => module.PairedSlideshow),
);
const FaqAccordion = hydrateWhenVisible("faq", () =>
  import("~/features/faq/FaqAccordion").then((module) => module.FaqAccordion),
);
const AppDownload = hydrateWhenVisible("app-download", () =>
  import("~/features/app-download/AppDownload").then((module) => module.AppDownload),
);

export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { env, database } = context.get(appServicesContext);
  return {
    language,
    motto: company.motto[language],
    services: localize(services, language).map(serviceListItem),
    highlights: localize(aboutHighlights, language),
    faqs: localize(generalFaqs, language),
    priceList: await priceListForPage({ dataDir: env.dataDir, db: database.db }, language),
  };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="about" to="/careers" />
      <section aria-labelledby="story-title" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="story-title" className="text-3xl font-bold text-brand-900">
          {t("about.subtitle")}
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700">
          <p className="text-xl font-semibold text-brand-800">{loaderData.motto}</p>
          <p>{t("about.description")}</p>
          <p>{t("aboutPage.story")}</p>
        </div>
      </section>
      <ServiceList id="offered" title={t("aboutPage.servicesTitle")} services={loaderData.services} />
      <PriceListSection file={loaderData.priceList} />
      <PairedSlideshow title={t("aboutPage.highlightsTitle")} highlights={loaderData.highlights} />
      <FaqAccordion id="faq" items={loaderData.faqs} />
      <AppDownload />
      <ContactCta />
    </>
  );
}
