import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link, Outlet, useLocation, useParams, type ShouldRevalidateFunction } from "react-router";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { BenefitsCarousel } from "~/modules/careers/BenefitsCarousel";
import { countActiveJobOffers } from "~/modules/careers/job-offers.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { noteDegradedRender } from "~/lib/rendered-secrets.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/careers";

export const meta = metaFor("careers");

export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { database, logger } = context.get(appServicesContext);
  // The count is a bonus: if it fails, the job list below says what went wrong.
  const openPositions = await countActiveJobOffers(database.db).catch((error: unknown) => {
    logger.error({ err: error }, "could not count the open positions");
    noteDegradedRender();
    return null;
  });
  return { language, openPositions };
}

/** Searching, filtering and opening a job do not change the benefits nor the count. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;

/** Client navigations between the list and a job bring the job board into view. */
function useScrollToBoard(board: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const top = board.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight / 2) board.current?.scrollIntoView({ block: "start" });
  }, [pathname, board]);
}

export default function CareersLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language, openPositions } = loaderData;
  const { jobId } = useParams();
  const board = useRef<HTMLElement>(null);
  useScrollToBoard(board);
  return (
    <>
      {/* On a job's own page the job's title is the h1 (JobDetail), not the careers hero's. */}
      <RouteHero page="careers" to="/contact" titleAs={jobId ? "p" : "h1"} />
      <section aria-labelledby="benefits-title" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="benefits-title" className="text-3xl font-bold text-brand-900">
            {t("careers.subtitle")}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("careers.description")}</p>
          <BenefitsCarousel language={language} />
        </div>
      </section>
      <section
        ref={board}
        id="jobs"
        aria-labelledby={jobId ? "job-title" : "jobs-title"}
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14"
        // A new visit to a job starts here, not at the hero (lib/page-speed/scroll-restoration.tsx).
        data-visit-starts-here={jobId ? "" : undefined}
      >
        {!jobId && (
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="jobs-title" className="text-3xl font-bold text-brand-900">
              {t("jobBoard.title")}
            </h2>
            {openPositions !== null && (
              <p className="text-lg font-semibold text-brand-800" data-testid="open-positions">
                {t("jobBoard.openPositions", { count: openPositions })}
              </p>
            )}
          </div>
        )}
        <Outlet />
      </section>
      <PageSection title={t("careers.cta")}>
        <p>{t("careersPage.ctaTitle")}</p>
        <p>
          <Link to="/contact" className={buttonClasses("primary")}>
            {t("careers.cta")}
          </Link>
        </p>
      </PageSection>
    </>
  );
}
