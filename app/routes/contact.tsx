import { useTranslation } from "~/i18n/translate";
import { PageHero } from "~/components/layout/PageHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";
import { company, hours, postalAddressLine, whatsappLink } from "~/config/company";
import { contactMessageSchema } from "~/features/contact/contact-schema";
import { contactSubmissions } from "~/features/contact/contact.server";
import { OnDemandMap } from "~/components/ui/OnDemandMap";
import { handlePublicForm, newSubmissionKey } from "~/modules/submissions/public-form.server";
import { keepFormWhenOffline } from "~/lib/forms/keep-when-offline";
import { publicFormHeaders } from "~/lib/forms/public-form-response";
import { requestedService } from "~/features/services/get-started";
import { getLanguage } from "~/i18n/middleware.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const headers = publicFormHeaders;

export const clientAction = keepFormWhenOffline;

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

/**
 * Where 'Get Started' and the hero's button land: the form's column, rendered with the page, so a
 * link from another page finds it before the form's own code has loaded (get-started.ts).
 */
const formAnchor = "write-to-us";

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHero
        title={t("pages.contact.heroTitle")}
        subtitle={t("pages.contact.heroSubtitle", { hours: hours.office[i18n.language] })}
        image="hero/contact"
        // A plain fragment link: the browser scrolls to the form, with or without JavaScript.
        actionSlot={
          <a href={`#${formAnchor}`} className={buttonClasses("primary")}>
            {t("pages.contact.heroCta")}
          </a>
        }
      >
        <a
          href={whatsappLink(t("whatsapp.greeting"))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("ghost", "border border-white/70")}
        >
          {t("pages.contact.heroWhatsapp")}
        </a>
      </PageHero>
      <section aria-label={t("contact.subtitle")} className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-5">
        <div id={formAnchor} className="scroll-mt-20 lg:col-span-3">
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
            <div>
              <dt className="font-semibold text-brand-900">{t("contact.hours")}</dt>
              <dd>{hours.officeSentence[i18n.language]}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">{t("contact.deliveries")}</dt>
              <dd>{hours.deliveriesSentence[i18n.language]}</dd>
            </div>
          </dl>
          <OnDemandMap
            latitude={company.coordinates.latitude}
            longitude={company.coordinates.longitude}
            labels={{
              title: t("contactForm.map.title"),
              notice: t("contactForm.map.notice"),
              show: t("contactForm.map.show"),
              open: t("contactForm.map.open"),
            }}
          />
        </aside>
      </section>
    </>
  );
}
