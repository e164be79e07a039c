import { data, isRouteErrorResponse, useLocation } from "react-router";
import { ApplyForJob } from "~/features/careers/ApplyForJob";
import { submitJobApplication } from "~/features/careers/job-application.server";
import { jobPostingJsonLd } from "~/features/careers/job-posting";
import { findActiveJobOffer } from "~/features/careers/job-offers.server";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { JobDetail } from "~/features/careers/JobDetail";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { newSubmissionKey } from "~/lib/forms/guard.server";
import { formatDate } from "~/lib/format";
import { languageUrl, pageMeta, rootMessages } from "~/lib/seo";
import type { Route } from "./+types/careers.job";

export async function loader({ context, params }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { database, env, logger } = context.get(appServicesContext);
  const jobOffer = await findActiveJobOffer(database.db, params.jobId, language).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "job offer failed to load");
    throw data(null, { status: 503 });
  });
  if (!jobOffer) throw data(null, { status: 404 });
  return { language, jobOffer, origin: env.publicUrl, submissionKey: newSubmissionKey() };
}

/** The application form sent without JavaScript: same checks, and the page shows the result. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const outcome = await submitJobApplication(request, context, params.jobId);
  return data(outcome, {
    status: outcome.status === 201 ? 200 : outcome.status,
    headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
  });
}

export const meta: Route.MetaFunction = (args) => {
  const messages = rootMessages(args.matches);
  const loaded = args.loaderData;
  if (!messages) return [];
  // A failure other than "no such offer" is the error page's, which gives its own title.
  if (!loaded && !(isRouteErrorResponse(args.error) && args.error.status === 404)) return [];
  if (!loaded) return pageMeta(args, { title: messages.notFound.title, description: messages.notFound.message });
  const { jobOffer, language, origin } = loaded;
  const locationName = messages.jobBoard.locations[jobOffer.location as "luanda"] ?? jobOffer.location;
  return [
    ...pageMeta(args, {
      title: jobOffer.title,
      description: `${jobOffer.description.slice(0, 150)} · ${locationName} · ${formatDate(jobOffer.createdAt, language)}`,
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
  const listParams = new URLSearchParams(search);
  for (const name of ownParameters) listParams.delete(name);
  const listSearch = listParams.toString();
  return (
    <JobDetail
      job={jobOffer}
      language={language}
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
