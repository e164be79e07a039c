import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("privacy");

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="privacy" to="/contact" />
      <PageSection title={t("pages.privacy.heroTitle")}>
        <p>{t("pages.privacy.description")}</p>
      </PageSection>
    </>
  );
}
