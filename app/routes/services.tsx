import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("services");

export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="services" to="/contact" />
      <PageSection title={t("services.subtitle")}>
        <p>{t("pages.services.description")}</p>
      </PageSection>
    </>
  );
}
