import { useTranslation } from "~/i18n/translate";
import { RouteHero } from "~/components/layout/RouteHero";
import { hydrateWhenVisible } from "~/lib/hydrate-when-visible";
import { company, postalAddressLine } from "~/config/company";
import { contactMessageSchema } from "~/features/contact/contact-schema";
import { contactSubmissions } from "~/features/contact/contact.server";
import { OnDemandMap } from "~/features/contact/OnDemandMap";
import { handlePublicForm, newSubmissionKey } from "~/lib/forms/guard.server";
import { publicFormHeaders } from "~/lib/forms/public-form-response";
import { requestedService } from "~/features/services/get-started";
import { getLanguage } from "~/i18n/middleware.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const headers = publicFormHeaders;

export const meta = metaFor("contact");

// The form's code (checks, phone numbers) loads after the page has painted: when the form nears the
// viewport or the visitor first taps. Until then the server-rendered form posts without JavaScript.
const ContactForm = hydrateWhenVisible("contact-form", () =>
  import("~/features/contact/ContactForm").then((module) => module.ContactForm),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  // Opened from a service's 'Get Started': the subject names the service.
  const service = requestedService(request.url);
  return { submissionKey: newSubmissionKey(), subject: service?.name[getLanguage(context)] };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    form: "contact",
    schema: contactMessageSchema,
    ...contactSubmissions,
    invalidMessage: "contactForm.invalidData",
    failureMessage: "contactForm.errorMessage",
  });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="contact" to="/" />
      <section aria-label={t("contact.subtitle")} className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="mb-6 text-lg text-slate-700">{t("contact.subtitle")}</p>
          <ContactForm submissionKey={loaderData.submissionKey} subject={loaderData.subject} />
        </div>
        <aside className="space-y-6 lg:col-span-2" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="text-2xl font-bold text-brand-900">
            {t("contactForm.detailsTitle")}
          </h2>
          <dl className="space-y-4 rounded-xl bg-slate-50 p-6">
            <div>
              <dt className="font-semibold text-brand-900">{t("contact.phone")}</dt>
              <dd>
                <a className="inline-flex min-h-11 items-center underline" href={`tel:${company.phone.e164}`}>
                  {company.phone.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t("contact.email")}</dt>
              <dd>
                <a className="inline-flex min-h-11 items-center break-all underline" href={`mailto:${company.email}`}>
                  {company.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t("contact.address")}</dt>
              <dd>{postalAddressLine()}</dd>
            </div>
          </dl>
          <OnDemandMap latitude={company.coordinates.latitude} longitude={company.coordinates.longitude} />
        </aside>
      </section>
    </>
  );
}
