import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("about");

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="about" to="/careers" />
      <PageSection title={t("about.subtitle")}>
        <p>{t("about.description")}</p>
      </PageSection>
    </>
  );
}
