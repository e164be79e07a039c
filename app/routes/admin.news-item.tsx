import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.news-item";
import { EditorHeading, PublishingHistory, PublishStateBar } from "~/components/back-office/PublishingParts";
import {
  createNews,
  findNewsForEditor,
  newsFormValues,
  readNewsItem,
  setNewsPublished,
  updateNews,
  type NewsFormValues,
} from "~/features/news/news-editor.server";
import { deleteNewsImage, storeNewsImage } from "~/features/news/news-images.server";
import { imageOf } from "~/features/news/news.server";
import { NewsEditor, type NewsImageError } from "~/features/news/NewsEditor";
import type { NewsPicture } from "~/features/news/NewsImage";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import type { EditorErrors } from "~/lib/editor-fields";
import { receiveStaffUpload } from "~/lib/editor-form.server";
import { readPublishingHistory } from "~/lib/record-history.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

const notices = ["saved", "published", "unpublished", "created"] as const;
type Notice = (typeof notices)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  getStaff(context);
  const { database } = context.get(appServicesContext);
  const shown = new URL(request.url).searchParams.get("done");
  const notice = notices.find((name) => name === shown) ?? null;
  if (!params.newsId) {
    return {
      title: backOfficeTitle(context, (texts) => texts.news.newTitle),
      item: null,
      values: newsFormValues({}),
      history: [],
      notice,
    };
  }
  const item = await findNewsForEditor(database.db, params.newsId);
  if (!item) throw data(null, { status: 404 });
  const picture: NewsPicture = { image: imageOf(item.imageUrl), imageUrl: item.imageUrl };
  return {
    title: backOfficeTitle(context, (texts) => `${texts.news.editTitle}: ${item.form.title.pt}`),
    item: { id: item.id, published: item.published, picture },
    values: item.form,
    history: await readPublishingHistory(database.db, "news", item.id),
    notice,
  };
}

/** `values` absent: the request could not be read (too large), so the form keeps what is in it. */
type Outcome = { values?: NewsFormValues; errors: EditorErrors; imageError: NewsImageError | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const actor = { id, name };
  const services = context.get(appServicesContext);
  const { db } = services.database;
  const newsId = params.newsId ?? null;
  if (newsId && !(await findNewsForEditor(db, newsId))) throw data(null, { status: 404 });
  const done = (to: string, notice: Notice) => redirect(`/admin/news/${to}?done=${notice}`);
  const upload = await receiveStaffUpload(request, services, "image");
  if (!upload.ok) {
    if (upload.problem !== "tooLarge") throw data(null, { status: 400 });
    return data<Outcome>({ errors: {}, imageError: "tooLarge" }, { status: 413 });
  }
  try {
    const { fields, file } = upload;
    if (newsId && (fields.intent === "publish" || fields.intent === "unpublish")) {
      await setNewsPublished(db, actor, newsId, fields.intent === "publish");
      throw done(newsId, fields.intent === "publish" ? "published" : "unpublished");
    }
    if (fields.intent !== "save" && fields.intent !== "save-publish") throw data(null, { status: 400 });
    const values = newsFormValues({ ...fields, date: fields.date ?? "" });
    const read = readNewsItem(values);
    const imageMissing = !newsId && !file;
    if (!read.ok || imageMissing) {
      const errors = read.ok ? {} : read.errors;
      return data<Outcome>({ values, errors, imageError: imageMissing ? "required" : null }, { status: 400 });
    }
    const stored = file ? await storeNewsImage(services.fileStore, file) : null;
    if (stored && !stored.ok) return data<Outcome>({ values, errors: {}, imageError: stored.problem }, { status: 400 });
    const imageUrl = stored?.ok ? stored.imageUrl : null;
    if (newsId) {
      const updated = await updateNews(db, actor, newsId, read.item, imageUrl);
      if (updated.replacedImage) await deleteNewsImage(services.fileStore, updated.replacedImage);
      throw done(newsId, "saved");
    }
    const created = await createNews(db, actor, read.item, imageUrl!, fields.intent === "save-publish");
    services.logger.info({ event: "news-created", by: id, news: created }, "news item created");
    throw done(created, fields.intent === "save-publish" ? "published" : "created");
  } finally {
    await upload.discard();
  }
}

/** A new news item, or one to edit, publish or unpublish, with its history. */
export default function NewsItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  return (
    <>
      <EditorHeading
        backTo="/admin/news"
        title={item ? t("admin.news.editTitle") : t("admin.news.newTitle")}
        notice={notice && t(`admin.news.${notice}`)}
        failed={actionData !== undefined}
      />
      {item && (
        <PublishStateBar
          state={item.published ? "published" : "draft"}
          description={<strong>{t(`admin.news.states.${item.published ? "published" : "draft"}`)}</strong>}
          intent={item.published ? "unpublish" : "publish"}
          action={item.published ? t("admin.news.unpublish") : t("admin.news.publish")}
          emphasised={!item.published}
          multipart
        />
      )}
      <NewsEditor
        key={JSON.stringify(values)}
        values={values}
        errors={actionData?.errors ?? {}}
        imageError={actionData?.imageError ?? null}
        isNew={!item}
        current={item?.picture ?? null}
      />
      {item && <PublishingHistory entries={loaderData.history} />}
    </>
  );
}
