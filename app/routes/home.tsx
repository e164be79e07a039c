import { Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/layout/PageHero";
import { PageSection } from "~/components/layout/PageSection";
import { company } from "~/config/company";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("home");

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={t("hero.title")}
        subtitle={t("hero.subtitle")}
        image="/images/hero/home.svg"
        action={{ label: t("hero.cta"), to: "/services" }}
      >
        <a
          href={`tel:${company.phone.e164}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
        >
          <Phone size={20} aria-hidden="true" />
          {t("hero.phone", { phone: company.phone.display })}
        </a>
      </PageHero>
      <PageSection title={t("about.subtitle")}>
        <p>{t("about.description")}</p>
      </PageSection>
    </>
  );
}
