import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { RouteHero } from "~/components/layout/RouteHero";
import { findActiveJobOffer } from "~/features/careers/job-offers.server";
import { getLanguage } from "~/i18n/middleware.server";
import type { Language } from "~/i18n/languages";
import { appServicesContext } from "~/lib/app-context.server";
import { formatDate } from "~/lib/format";
import { pageMeta, rootMessages } from "~/lib/seo";
import type { Route } from "./+types/careers.job";

export async function loader({ context, params }: Route.LoaderArgs) {
  const language = getLanguage(context) as Language;
  const { database } = context.get(appServicesContext);
  const jobOffer = await findActiveJobOffer(database.db, params.jobId, language);
  if (!jobOffer) throw data(null, { status: 404 });
  return { language, jobOffer };
}

export const meta: Route.MetaFunction = (args) => {
  const messages = rootMessages(args.matches);
  const job = args.loaderData?.jobOffer;
  if (!messages) return [];
  return job
    ? pageMeta(args, { title: job.title, description: job.description })
    : pageMeta(args, { title: messages.notFound.title, description: messages.notFound.message });
};

export default function JobOfferPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { jobOffer, language } = loaderData;
  return (
    <>
      <RouteHero page="careers" to="/contact" />
      <article className="mx-auto max-w-3xl px-4 py-14">
        <Link to="/careers" className="underline">
          {t("pages.careers.title")}
        </Link>
        <h2 className="mt-4 text-3xl font-bold text-brand-900">{jobOffer.title}</h2>
        <p className="mt-2 text-slate-600">
          {t("careers.posted")} {formatDate(jobOffer.createdAt, language)}
        </p>
        <p className="mt-6 text-lg">{jobOffer.description}</p>
        <h3 className="mt-8 text-xl font-semibold text-brand-900">{t("careers.requirements")}</h3>
        <ul className="mt-2 list-disc pl-6">
          {jobOffer.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <h3 className="mt-8 text-xl font-semibold text-brand-900">{t("careers.benefits")}</h3>
        <ul className="mt-2 list-disc pl-6">
          {jobOffer.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </article>
    </>
  );
}
