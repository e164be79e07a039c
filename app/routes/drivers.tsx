import { useTranslation } from "~/i18n/translate";
import { Link, useNavigate } from "react-router";
import { ContactCta } from "~/components/layout/ContactCta";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { LoadingNotice } from "~/components/ui/LoadingNotice";
import { Dialog } from "~/components/ui/Dialog";
import { Toasts } from "~/components/ui/Toasts";
import { driverBenefits, partnerDriverCards } from "~/content/driver-benefits";
import { driverFaqs } from "~/content/faqs";
import { localize } from "~/content/localized";
import { services } from "~/content/services";
import { serviceListItem } from "~/features/services/service-list-item";
import { vehicles } from "~/content/vehicles";
import { BenefitCards } from "~/features/drivers/BenefitCards";
import { DriverRequirements } from "~/features/drivers/DriverRequirements";
import { driverRequirements, earningsEstimate } from "~/features/drivers/driver-terms";
import { EarningsEstimate } from "~/features/drivers/EarningsEstimate";
import { driverApplicationSchema } from "~/features/drivers/driver-application-schema";
import { driverSubmissions } from "~/features/drivers/driver-application.server";
import { getLanguage } from "~/i18n/middleware.server";
import { handlePublicForm, newSubmissionKey } from "~/modules/submissions/public-form.server";
import { keepFormWhenOffline } from "~/lib/forms/keep-when-offline";
import { publicFormHeaders } from "~/lib/forms/public-form-response";
import { useReopenPendingForm } from "~/lib/forms/use-form-draft";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { preloadOnIntent } from "~/lib/page-speed/preload-on-intent";
import { metaFor } from "~/lib/seo";
import { keepDataWhenModalToggles, useUrlModal } from "~/lib/use-url-modal";
import type { Route } from "./+types/drivers";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";

export const headers = publicFormHeaders;

export const clientAction = keepFormWhenOffline;

export const shouldRevalidate = keepDataWhenModalToggles;

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
// The sign-up form's code (checks, phone numbers) loads when the form nears the viewport or the
// visitor first taps; until then the server-rendered form posts without JavaScript.
const loadDriverForm = () =>
  import("~/features/drivers/DriverApplicationForm").then((module) => module.DriverApplicationForm);
const DriverApplicationForm = hydrateWhenVisible("sign-up-form", loadDriverForm);
const DriverApplicationModalForm = hydrateWhenVisible("sign-up-modal-form", loadDriverForm, <LoadingNotice />);

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const requirements = driverRequirements(language);
  return {
    requirements,
    // `?vehicle=&hours=` from the estimate's GET form; without them, the defaults.
    estimate: earningsEstimate(new URL(request.url).searchParams, language),
    submissionKey: newSubmissionKey(),
    partnerCards: localize(partnerDriverCards, language),
    benefits: localize(driverBenefits, language),
    services: localize(services, language).map(serviceListItem),
    // A driver is shown what each vehicle and its driver must meet, not what customers get from it.
    vehicles: localize(vehicles, language).map(({ idealFor: _idealFor, features: _features, ...vehicle }) => ({
      ...vehicle,
      requirements: requirements.vehicles.find((terms) => terms.vehicle === vehicle.type)?.requirements ?? [],
    })),
    faqs: localize(driverFaqs, language),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    form: "driver",
    schema: driverApplicationSchema,
    ...driverSubmissions,
    invalidMessage: "driverForm.invalidData",
    failureMessage: "driverForm.errorMessage",
  });
}

export default function DriversPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const modal = useUrlModal("sign-up");
  const navigate = useNavigate();
  useReopenPendingForm("driver-modal", () => modal.open || void navigate(modal.openHref, { preventScrollReset: true }));

  return (
    <>
      <Toasts position="top-center" />
      <RouteHero
        page="drivers"
        actionSlot={
          <Link
            to={modal.openHref}
            preventScrollReset
            className={buttonClasses("primary")}
            {...preloadOnIntent(DriverApplicationModalForm.preload)}
          >
            {t("pages.drivers.heroCta")}
          </Link>
        }
      />
      <SentConfirmation
        name="driver-modal"
        next={t("driverForm.confirmationText")}
        againLabel={t("driverForm.sendAnother")}
        againHref={modal.openHref}
        testId="driver-modal-sent"
        className="mx-4 mt-6 sm:mx-auto sm:max-w-3xl"
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
      <DriverRequirements requirements={loaderData.requirements} />
      <EarningsEstimate estimate={loaderData.estimate} />
      <PageSection id="sign-up" title={t("driverForm.standaloneTitle")}>
        <p>{t("driverForm.standaloneIntro")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-base shadow-sm sm:p-8">
          <DriverApplicationForm variant="standalone" submissionKey={loaderData.submissionKey} />
        </div>
      </PageSection>
      <FaqAccordion id="faq" items={loaderData.faqs} />
      {/* The page ends with the drivers' own next step, not the customers' call to action. */}
      <ContactCta
        title={t("driversPage.ctaTitle")}
        text={t("driversPage.ctaText")}
        action={{ label: t("driversPage.ctaButton"), to: "#sign-up" }}
      />
      <Dialog
        open={modal.open}
        onClose={modal.close}
        title={t("driverForm.modalTitle")}
        closeHref="/drivers"
        className="w-[min(44rem,calc(100vw-1.5rem))]"
      >
        <DriverApplicationModalForm variant="modal" submissionKey={loaderData.submissionKey} onClose={modal.close} />
      </Dialog>
    </>
  );
}
