import { useTranslation } from "react-i18next";
import { PageHero } from "./PageHero";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <PageHero
      title={t("notFound.title")}
      subtitle={t("notFound.message")}
      image="/images/hero/not-found.svg"
      action={{ label: t("notFound.backToHome"), to: "/" }}
    />
  );
}
