import { PublishedItemsTable, PublishingListHeading } from "~/modules/publishing/PublishingParts";
import type { Route } from "./+types/admin.news";
import { listNewsForStaff } from "~/modules/news/news-editor.server";
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
      <PublishedItemsTable
        area="news"
        headings={columns.map((column) => t(`admin.news.columns.${column}`))}
        empty={t("admin.news.empty")}
        rowIdAttribute="data-news-id"
        rows={loaderData.items.map((item) => ({
          id: item.id,
          title: item.title,
          cells: [
            item.published ? t("admin.news.states.published") : t("admin.news.states.draft"),
            t(`admin.news.categories.${item.category as "company"}`),
            formatDate(item.date, i18n.language),
            <span key="languages" className="uppercase">
              {item.languages.join(" · ")}
            </span>,
          ],
        }))}
      />
    </>
  );
}
