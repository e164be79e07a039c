import { useTranslation } from "~/i18n/translate";
import { MainSectionLinks } from "./MainSectionLinks";
import { PageHero } from "./PageHero";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={t("notFound.title")}
        subtitle={t("notFound.message")}
        image="hero/not-found"
        action={{ label: t("notFound.backToHome"), to: "/" }}
      />
      <MainSectionLinks />
    </>
  );
}
