import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { ContactCta } from "~/components/layout/ContactCta";
import { HeroModal } from "~/components/layout/HeroModal";
import { RouteHero } from "~/components/layout/RouteHero";
import { partnerDriverCards, driverBenefits } from "~/content/driver-benefits";
import { driverFaqs } from "~/content/faqs";
import { localize } from "~/content/localized";
import { services } from "~/content/services";
import { vehicles } from "~/content/vehicles";
import { BenefitCards } from "~/features/drivers/BenefitCards";
import { getLanguage } from "~/i18n/middleware.server";
import type { Language } from "~/i18n/languages";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/drivers";
import { hydrateWhenVisible, preloadSections } from "~/components/ui/HydrateWhenVisible";

export const meta = metaFor("drivers");

// Sections below the first screen hydrate (and download their code) when they near the viewport.
const ServiceList = hydrateWhenVisible("services", () =>
  import("~/features/services/ServiceList").then((module) => module.ServiceList),
);
const FleetGrid = hydrateWhenVisible("fleet", () =>
  import("~/features/fleet/FleetGrid").then((module) => module.FleetGrid),
);
const FaqAccordion = hydrateWhenVisible("faq", () =>
  import("~/features/faq/FaqAccordion").then((module) => module.FaqAccordion),
);

/** The sign-up form (issue 4) fills this slot; it loads when the modal first opens. */
const SignUpFormSlot = lazy(() => import("~/features/drivers/SignUpFormSlot"));

export async function loader({ context }: Route.LoaderArgs) {
  await preloadSections(ServiceList, FleetGrid, FaqAccordion);
  const language = getLanguage(context) as Language;
  return {
    partnerCards: localize(partnerDriverCards, language),
    benefits: localize(driverBenefits, language),
    services: localize(services, language),
    vehicles: localize(vehicles, language),
    faqs: localize(driverFaqs, language),
  };
}

export default function DriversPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero
        page="drivers"
        actionSlot={
          <HeroModal label={t("pages.drivers.heroCta")} title={t("driversPage.modalTitle")} Content={SignUpFormSlot} />
        }
      />
      <BenefitCards
        id="partner"
        title={t("pages.drivers.heroTitle")}
        intro={t("driversPage.partnerIntro")}
        items={loaderData.partnerCards}
        columns={4}
      />
      <BenefitCards
        id="driver-benefits"
        title={t("driversPage.benefitsTitle")}
        items={loaderData.benefits}
        columns={3}
        tinted
      />
      <ServiceList id="driver-services" title={t("driversPage.servicesTitle")} services={loaderData.services} />
      <FleetGrid id="driver-vehicles" title={t("driversPage.vehiclesTitle")} vehicles={loaderData.vehicles} />
      <FaqAccordion id="faq" items={loaderData.faqs} />
      <ContactCta />
    </>
  );
}
