import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { company, postalAddressLine } from "~/config/company";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("contact");

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="contact" to="/" />
      <PageSection title={t("contact.subtitle")}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-brand-900">{t("contact.phone")}</dt>
            <dd>
              <a className="underline" href={`tel:${company.phone.e164}`}>
                {company.phone.display}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">{t("contact.email")}</dt>
            <dd>
              <a className="break-all underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">{t("contact.address")}</dt>
            <dd>{postalAddressLine()}</dd>
          </div>
        </dl>
      </PageSection>
    </>
  );
}
