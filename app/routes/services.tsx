import { useTranslation } from "~/i18n/translate";
import { ContactCta } from "~/components/layout/ContactCta";
import { RouteHero } from "~/components/layout/RouteHero";
import { generalFaqs } from "~/content/faqs";
import { localize } from "~/content/localized";
import { services } from "~/content/services";
import { priceListForPage } from "~/modules/price-list/price-list.server";
import { ServiceGrid } from "~/features/services/ServiceGrid";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/services";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";

export const meta = metaFor("services");

// Sections below the first screen hydrate (and download their code) when they near the viewport.
const PriceListSection = hydrateWhenVisible("price-list", () =>
  import("~/modules/price-list/PriceListSection").then((module) => module.PriceListSection),
);
const FaqAccordion = hydrateWhenVisible("faq", () =>
  import("~/features/faq/FaqAccordion").then((module) => module.FaqAccordion),
);

export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { env, database } = context.get(appServicesContext);
  return {
    language,
    services: localize(services, language),
    faqs: localize(generalFaqs, language),
    priceList: await priceListForPage({ dataDir: env.dataDir, db: database.db }, language),
  };
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="services" to="/contact" />
      <ServiceGrid title={t("services.subtitle")} services={loaderData.services} />
      <PriceListSection file={loaderData.priceList} />
      <FaqAccordion id="faq" items={loaderData.faqs} />
      <ContactCta />
    </>
  );
}
