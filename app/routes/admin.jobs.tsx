import { PublishedItemsTable, PublishingListHeading } from "~/modules/publishing/PublishingParts";
import type { Route } from "./+types/admin.jobs";
import { listOffersForStaff } from "~/modules/careers/job-offer-editor.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { formatDay } from "~/lib/format";
import { publishingRoles } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(publishingRoles.jobs)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(appServicesContext);
  return {
    title: backOfficeTitle(context, (texts) => texts.jobs.title),
    offers: await listOffersForStaff(database.db),
    created: new URL(request.url).searchParams.has("created"),
  };
}

const columns = ["title", "state", "languages", "applications", "validThrough", "created"] as const;
const stateClasses = {
  open: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
  expired: "bg-amber-100 text-amber-900",
} as const;

/** The job offers (admin, recruiter): every one, open or not, with the way to a new one. */
export default function JobOffers({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso, i18n.language);
  return (
    <>
      <PublishingListHeading
        title={t("admin.jobs.title")}
        intro={t("admin.jobs.intro")}
        newHref="/admin/jobs/new"
        newLabel={t("admin.jobs.new")}
        notice={loaderData.created ? t("admin.jobs.created") : null}
      />
      <PublishedItemsTable
        area="jobs"
        headings={columns.map((column) => t(`admin.jobs.columns.${column}`))}
        empty={t("admin.jobs.empty")}
        rowIdAttribute="data-offer-id"
        rows={loaderData.offers.map((offer) => ({
          id: offer.id,
          title: offer.title,
          cells: [
            <span key="state" className={`rounded-full px-2 py-0.5 font-semibold ${stateClasses[offer.state]}`}>
              {t(`admin.jobs.states.${offer.state}`)}
            </span>,
            <span key="languages" className="uppercase">
              {offer.languages.join(" · ")}
            </span>,
            offer.applications,
            offer.validThrough ? day(offer.validThrough) : t("admin.jobs.noLimit"),
            day(offer.createdAt),
          ],
        }))}
      />
    </>
  );
}
