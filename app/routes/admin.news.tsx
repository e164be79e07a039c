import { Link } from "react-router";
import { PublishingListHeading } from "~/components/back-office/PublishingParts";
import type { Route } from "./+types/admin.news";
import { listNewsForStaff } from "~/features/news/news-editor.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { formatDate } from "~/lib/format";
import { publishingRoles } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(publishingRoles.news)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(appServicesContext);
  return {
    title: backOfficeTitle(context, (texts) => texts.news.title),
    items: await listNewsForStaff(database.db),
    created: new URL(request.url).searchParams.has("created"),
  };
}

const columns = ["title", "state", "category", "date", "languages"] as const;

/** The news (admin): every item, published or not, with the way to a new one. */
export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PublishingListHeading
        title={t("admin.news.title")}
        intro={t("admin.news.intro")}
        newHref="/admin/news/new"
        newLabel={t("admin.news.new")}
        notice={loaderData.created ? t("admin.news.created") : null}
      />
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.news.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-3">
                    {t(`admin.news.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((item) => (
                <tr key={item.id} className="border-t border-slate-200 align-top" data-news-id={item.id}>
                  <th scope="row" className="px-3 py-3 font-semibold">
                    <Link to={`/admin/news/${item.id}`} className="text-brand-800 underline">
                      {item.title}
                    </Link>
                  </th>
                  <td className="px-3 py-3">
                    {item.published ? t("admin.news.states.published") : t("admin.news.states.draft")}
                  </td>
                  <td className="px-3 py-3">{t(`admin.news.categories.${item.category as "company"}`)}</td>
                  <td className="px-3 py-3">{formatDate(item.date, i18n.language)}</td>
                  <td className="px-3 py-3 uppercase">{item.languages.join(" · ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
