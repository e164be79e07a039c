import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { listActiveJobOffers } from "~/features/careers/job-offers.server";
import { getLanguage } from "~/i18n/middleware.server";
import type { Language } from "~/i18n/languages";
import { appServicesContext } from "~/lib/app-context.server";
import { formatDate } from "~/lib/format";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/careers";

export const meta = metaFor("careers");

export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context) as Language;
  const { database } = context.get(appServicesContext);
  return { language, jobOffers: await listActiveJobOffers(database.db, language) };
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { jobOffers, language } = loaderData;
  return (
    <>
      <RouteHero page="careers" to="/contact" />
      <PageSection title={t("careers.subtitle")}>
        <p>{t("careers.description")}</p>
        <ul className="mt-6 space-y-3" aria-label={t("pages.careers.title")}>
          {jobOffers.map((job) => (
            <li key={job.id} className="rounded-lg border border-slate-200 p-4">
              <Link to={`/careers/${job.id}`} className="text-xl font-semibold text-brand-800 underline">
                {job.title}
              </Link>
              <p className="text-base text-slate-600">
                {t("careers.posted")} {formatDate(job.createdAt, language)}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
