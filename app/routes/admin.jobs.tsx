import { Link } from "react-router";
import { PublishingListHeading } from "~/components/back-office/PublishingParts";
import type { Route } from "./+types/admin.jobs";
import { listOffersForStaff } from "~/features/careers/job-offer-editor.server";
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
      {loaderData.offers.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.jobs.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-3">
                    {t(`admin.jobs.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaderData.offers.map((offer) => (
                <tr key={offer.id} className="border-t border-slate-200 align-top" data-offer-id={offer.id}>
                  <th scope="row" className="px-3 py-3 font-semibold">
                    <Link to={`/admin/jobs/${offer.id}`} className="text-brand-800 underline">
                      {offer.title}
                    </Link>
                  </th>
                  <td className="px-3 py-3">
                    <span className={`rounded-full px-2 py-0.5 font-semibold ${stateClasses[offer.state]}`}>
                      {t(`admin.jobs.states.${offer.state}`)}
                    </span>
                  </td>
                  <td className="px-3 py-3 uppercase">{offer.languages.join(" · ")}</td>
                  <td className="px-3 py-3">{offer.applications}</td>
                  <td className="px-3 py-3">
                    {offer.validThrough ? day(offer.validThrough) : t("admin.jobs.noLimit")}
                  </td>
                  <td className="px-3 py-3">{day(offer.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
