import { useTranslation } from "~/i18n/translate";
import { Link, useActionData, useNavigate } from "react-router";
import { ContactCta } from "~/components/layout/ContactCta";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { LoadingNotice } from "~/components/ui/LoadingNotice";
import { Dialog } from "~/components/ui/Dialog";
import { Toasts } from "~/components/ui/Toasts";
import { enterpriseFaqs } from "~/content/faqs";
import { localize } from "~/content/localized";
import { services } from "~/content/services";
import { serviceListItem } from "~/features/services/service-list-item";
import { enterpriseTestimonials } from "~/content/testimonials";
import { vehicles } from "~/content/vehicles";
import { enterpriseRequestSchema } from "~/features/enterprise/enterprise-request-schema";
import { enterpriseSubmissions } from "~/features/enterprise/enterprise-request.server";
import { getLanguage } from "~/i18n/middleware.server";
import { formErrors } from "~/lib/forms/field-names";
import { handlePublicForm, newSubmissionKey } from "~/modules/submissions/public-form.server";
import { keepFormWhenOffline } from "~/lib/forms/keep-when-offline";
import { publicFormHeaders } from "~/lib/forms/public-form-response";
import { useReopenPendingForm } from "~/lib/forms/use-form-draft";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { preloadOnIntent } from "~/lib/page-speed/preload-on-intent";
import { requestedService } from "~/features/services/get-started";
import { metaFor } from "~/lib/seo";
import { keepDataWhenModalToggles, useUrlModal } from "~/lib/use-url-modal";
import type { Route } from "./+types/enterprise";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";

export const headers = publicFormHeaders;

export const clientAction = keepFormWhenOffline;

export const shouldRevalidate = keepDataWhenModalToggles;

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
// The proposal form's code loads when the visitor heads for the button or opens the modal.
const EnterpriseRequestForm = hydrateWhenVisible(
  "proposal-form",
  () => import("~/features/enterprise/EnterpriseRequestForm").then((module) => module.EnterpriseRequestForm),
  <LoadingNotice />,
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = getLanguage(context);
  return {
    submissionKey: newSubmissionKey(),
    serviceName: requestedService(request.url)?.name[language],
    services: localize(services, language).map(serviceListItem),
    vehicles: localize(vehicles, language),
    faqs: localize(enterpriseFaqs, language),
    testimonials: localize(enterpriseTestimonials, language),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    form: "enterprise",
    schema: enterpriseRequestSchema,
    ...enterpriseSubmissions,
    invalidMessage: "enterpriseForm.invalidData",
    // Shown in parentheses after "Error submitting the form. Please try again." (spec.md section 8).
    failureMessage: formErrors.unavailable,
  });
}

export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const modal = useUrlModal("proposal");
  const navigate = useNavigate();
  useReopenPendingForm(
    "enterprise-request",
    () => modal.open || void navigate(modal.openHref, { preventScrollReset: true }),
  );
  // A form posted without JavaScript comes back with its answer in the modal.
  const answered = useActionData() !== undefined;

  return (
    <>
      <Toasts position="top-center" />
      <RouteHero
        page="enterprise"
        actionSlot={
          <Link
            to={modal.openHref}
            preventScrollReset
            className={buttonClasses("primary")}
            {...preloadOnIntent(EnterpriseRequestForm.preload)}
          >
            {t("pages.enterprise.heroCta")}
          </Link>
        }
      />
      <SentConfirmation
        name="enterprise-request"
        next={t("enterpriseForm.thanksText")}
        againLabel={t("enterpriseForm.sendAnother")}
        againHref={modal.openHref}
        testId="enterprise-request-sent"
        className="mx-4 mt-6 sm:mx-auto sm:max-w-3xl"
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
      <Dialog
        open={modal.open || answered}
        onClose={modal.close}
        title={t("enterpriseForm.modalTitle")}
        closeHref="/enterprise"
        className="w-[min(44rem,calc(100vw-1.5rem))]"
      >
        <EnterpriseRequestForm
          submissionKey={loaderData.submissionKey}
          onClose={modal.close}
          message={loaderData.serviceName && t("serviceGrid.proposalMessage", { service: loaderData.serviceName })}
        />
      </Dialog>
    </>
  );
}
