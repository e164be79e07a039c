import { parseJobFilters } from "~/modules/careers/job-filters";
import { listJobOffers, type JobOfferPage } from "~/modules/careers/job-offers.server";
import { JobBoard } from "~/modules/careers/JobBoard";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/careers._index";

export const meta = metaFor("careers");

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { database, logger } = context.get(appServicesContext);
  const filters = parseJobFilters(new URL(request.url).searchParams);
  try {
    return { language, filters, result: await listJobOffers(database.db, language, filters), loadError: false };
  } catch (error) {
    logger.error({ err: error }, "job offers failed to load");
    const empty: JobOfferPage = { jobs: [], matching: 0, page: filters.page, pageCount: 1 };
    return { language, filters, result: empty, loadError: true };
  }
}

export default function JobListPage({ loaderData }: Route.ComponentProps) {
  return <JobBoard {...loaderData} />;
}
