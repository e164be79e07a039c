import { company } from "~/config/company";
import { useTranslation } from "~/i18n/translate";
import { MainSectionLinks } from "./MainSectionLinks";
import { PageHero } from "./PageHero";

/**
 * A page that failed on the server, inside the site's header and footer. `unavailable`: a service it
 * needs (the database) is down for now, so the visitor is told to come back rather than that we broke.
 */
export function ServerError({ unavailable }: { unavailable: boolean }) {
  const { t } = useTranslation();
  const title = t(unavailable ? "serverError.unavailableTitle" : "serverError.title");
  return (
    <>
      <title>{`${title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        title={title}
        subtitle={t(unavailable ? "serverError.unavailableMessage" : "serverError.message")}
        image="hero/not-found"
        action={{ label: t("notFound.backToHome"), to: "/" }}
      />
      <MainSectionLinks />
    </>
  );
}
