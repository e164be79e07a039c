import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("testimonials");

export default function TestimonialsPage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero page="testimonials" to="/contact" />
      <PageSection title={t("pages.testimonials.title")}>
        <p>{t("pages.testimonials.description")}</p>
      </PageSection>
    </>
  );
}
