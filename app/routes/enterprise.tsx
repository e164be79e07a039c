import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("enterprise");

export default function EnterprisePage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero
        page="enterprise"
        actionSlot={
          <a href="#proposal" className={buttonClasses("primary")}>
            {t("pages.enterprise.heroCta")}
          </a>
        }
      />
      <PageSection id="proposal" title={t("pages.enterprise.heroCta")}>
        <p>{t("pages.enterprise.description")}</p>
      </PageSection>
    </>
  );
}
