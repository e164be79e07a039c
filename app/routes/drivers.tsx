import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { metaFor } from "~/lib/seo";

export const meta = metaFor("drivers");

export default function DriversPage() {
  const { t } = useTranslation();
  return (
    <>
      <RouteHero
        page="drivers"
        actionSlot={
          <a href="#sign-up" className={buttonClasses("primary")}>
            {t("pages.drivers.heroCta")}
          </a>
        }
      />
      <PageSection id="sign-up" title={t("pages.drivers.heroTitle")}>
        <p>{t("pages.drivers.description")}</p>
      </PageSection>
    </>
  );
}
