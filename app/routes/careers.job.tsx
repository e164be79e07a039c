import { data, isRouteErrorResponse, useLocation } from "react-router";
import { MainSectionLinks } from "~/components/layout/MainSectionLinks";
import { ApplyForJob } from "~/modules/careers/ApplyForJob";
import type { SubmissionOutcome } from "~/modules/careers/application-rules";
import { submitJobApplication } from "~/modules/careers/job-application.server";
import { jobPostingJsonLd } from "~/modules/careers/job-posting";
import { findActiveJobOffer } from "~/modules/careers/job-offers.server";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { JobDetail } from "~/modules/careers/JobDetail";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import { appServicesContext } from "~/lib/app-context.server";
import { newSubmissionKey } from "~/modules/submissions/public-form.server";
import { UNAVAILABLE_RETRY_SECONDS } from "~/lib/forms/form-body.server";
import { isRecordId } from "~/lib/route-params";
import { languageUrl, pageMeta, rootMessages } from "~/lib/seo";
import type { Route } from "./+types/careers.job";

export async function loader({ context, params }: Route.LoaderArgs) {
  const language = getLanguage(context);
  if (!isRecordId(params.jobId)) throw data(null, { status: 404 });
  const { database, env, logger } = context.get(appServicesContext);
  const jobOffer = await findActiveJobOffer(database.db, params.jobId, language).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "could not read a job offer");
    return undefined;
  });
  if (jobOffer === null) throw data(null, { status: 404 });
  const page = { language, jobId: params.jobId, origin: env.publicUrl, submissionKey: newSubmissionKey() };
  // The database is away: say so, and keep an application the visitor has just sent (no JavaScript).
  if (!jobOffer) {
    return data(
      { ...page, jobOffer: null },
      { status: 503, headers: { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) } },
    );
  }
  return { ...page, jobOffer };
}

/** The application form sent without JavaScript: same checks, and the page shows the result. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isRecordId(params.jobId)) throw data(null, { status: 404 });
  const outcome = await submitJobApplication(request, context, params.jobId);
  return data(outcome, {
    status: outcome.status === 201 ? 200 : outcome.status,
    headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
  });
}

/** A no-JS answer carries the action's `Retry-After` (rate limit, database away), else the page's own. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const messages = rootMessages(args.matches);
  const loaded = args.loaderData;
  if (!messages) return [];
  // A failure other than "no such offer" is the error page's, which gives its own title.
  if (!loaded && !(isRouteErrorResponse(args.error) && args.error.status === 404)) return [];
  if (!loaded) return pageMeta(args, { title: messages.notFound.title, description: messages.notFound.message });
  if (!loaded.jobOffer)
    return pageMeta(args, {
      title: messages.serverError.unavailableTitle,
      description: messages.serverError.unavailableMessage,
    });
  const { jobOffer, language, origin } = loaded;
  const locationName = messages.jobBoard.locations[jobOffer.location as "luanda"] ?? jobOffer.location;
  return [
    ...pageMeta(args, {
      title: jobOffer.title,
      description: `${jobOffer.description.slice(0, 150)} · ${locationName} · ${jobOffer.postedOn}`,
    }),
    {
      "script:ld+json": jobPostingJsonLd(
        jobOffer,
        languageUrl(origin, args.location.pathname, language),
        origin,
        locationName,
      ),
    },
  ];
};

/** Query parameters of the page itself, not of the list it came from. */
const ownParameters = ["apply", "lng"];

export default function JobOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { jobOffer, language, submissionKey } = loaderData;
  const { search } = useLocation();
  if (!jobOffer) {
    return (
      <JobOfferAway
        jobId={loaderData.jobId}
        outcome={actionData ?? null}
        language={language}
        submissionKey={submissionKey}
      />
    );
  }
  const listParams = new URLSearchParams(search);
  for (const name of ownParameters) listParams.delete(name);
  const listSearch = listParams.toString();
  return (
    <JobDetail
      job={jobOffer}
      ownPage
      backTo={`/careers${listSearch ? `?${listSearch}` : ""}`}
      applyControl={
        <ApplyForJob
          job={{ id: jobOffer.id, title: jobOffer.title }}
          language={language}
          submissionKey={submissionKey}
          openAtStart={new URLSearchParams(search).has("apply") || Boolean(actionData)}
          serverOutcome={actionData ?? null}
        />
      }
    />
  );
}

/** The offer could not be read: the retry message, and the form again when the visitor has just sent it. */
function JobOfferAway({
  jobId,
  outcome,
  language,
  submissionKey,
}: {
  jobId: string;
  outcome: SubmissionOutcome | null;
  language: Language;
  submissionKey: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-14">
      <h1 id="job-title" className="text-3xl font-bold text-brand-900">
        {t("serverError.unavailableTitle")}
      </h1>
      <p className="mt-4 text-lg text-slate-800">{t("serverError.unavailableMessage")}</p>
      <p role="alert" className="mt-2 text-slate-800">
        {t("forms.errors.unavailable")}
      </p>
      {outcome && (
        <div className="mt-6">
          <ApplyForJob
            job={{ id: jobId, title: t("nav.careers") }}
            language={language}
            submissionKey={submissionKey}
            openAtStart
            serverOutcome={outcome}
          />
        </div>
      )}
      {!outcome && <MainSectionLinks />}
    </section>
  );
}
