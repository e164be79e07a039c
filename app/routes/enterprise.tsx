import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { ContactCta } from "~/components/layout/ContactCta";
import { HeroModal } from "~/components/layout/HeroModal";
import { RouteHero } from "~/components/layout/RouteHero";
import { enterpriseFaqs } from "~/content/faqs";
import { localize } from "~/content/localized";
import { services } from "~/content/services";
import { enterpriseTestimonials } from "~/content/testimonials";
import { vehicles } from "~/content/vehicles";
import { getLanguage } from "~/i18n/middleware.server";
import type { Language } from "~/i18n/languages";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/enterprise";
import { hydrateWhenVisible, preloadSections } from "~/components/ui/HydrateWhenVisible";

export const meta = metaFor("enterprise");

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
const TestimonialGrid = hydrateWhenVisible("testimonials", () =>
  import("~/features/testimonials/TestimonialGrid").then((module) => module.TestimonialGrid),
);

/** The business proposal form (issue 4) fills this slot; it loads when the modal first opens. */
const ProposalFormSlot = lazy(() => import("~/features/enterprise/ProposalFormSlot"));

export async function loader({ context }: Route.LoaderArgs) {
  await preloadSections(ServiceList, FleetGrid, FaqAccordion, TestimonialGrid);
  const language = getLanguage(context) as Language;
  return {
    services: localize(services, language),
    vehicles: localize(vehicles, language),
    faqs: localize(enterpriseFaqs, language),
    testimonials: localize(enterpriseTestimonials, language),
  };
}

export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero
        page="enterprise"
        actionSlot={
          <HeroModal
            label={t("pages.enterprise.heroCta")}
            title={t("enterprisePage.modalTitle")}
            Content={ProposalFormSlot}
          />
        }
      />
      <ServiceList id="business-services" title={t("enterprisePage.servicesTitle")} services={loaderData.services} />
      <FleetGrid id="business-vehicles" title={t("enterprisePage.vehiclesTitle")} vehicles={loaderData.vehicles} />
      <FaqAccordion id="faq" items={loaderData.faqs} />
      <section aria-labelledby="business-testimonials-title" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="business-testimonials-title" className="text-3xl font-bold text-brand-900">
            {t("enterprisePage.testimonialsTitle")}
          </h2>
          <div className="mt-8">
            <TestimonialGrid testimonials={loaderData.testimonials} />
          </div>
        </div>
      </section>
      <ContactCta title={t("enterprisePage.ctaTitle")} text={t("enterprisePage.ctaText")} />
    </>
  );
}
