import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.news-item";
import {
  EditorHeading,
  PublishingHistory,
  PublishStateBar,
  StaleNotice,
  useFieldName,
} from "~/modules/publishing/PublishingParts";
import {
  createNews,
  findNewsForEditor,
  newsFormValues,
  readNewsItem,
  setNewsPublished,
  updateNews,
  type NewsFormValues,
} from "~/modules/news/news-editor.server";
import { deleteNewsImage, storeNewsImage } from "~/modules/news/news-images.server";
import { imageOf } from "~/modules/news/news.server";
import { NewsEditor, type NewsImageError } from "~/modules/news/NewsEditor";
import type { NewsPicture } from "~/modules/news/NewsImage";
import { getStaff } from "~/modules/staff/staff-session.server";
import type { AdminMessages } from "~/i18n/admin/pt";
import { loadEditorPage } from "~/modules/publishing/editor-page.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { revisionOf, storedNow, type EditorErrors } from "~/modules/publishing/editor-fields";
import { receiveStaffUpload } from "~/modules/staff/staff-form.server";
import { refusedChange } from "~/modules/publishing/published-change.server";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { formKeyOf } from "~/modules/staff/staff-submissions.server";
import { publishingRoles } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(publishingRoles.news)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

const notices = ["saved", "published", "unpublished", "created"] as const;
type Notice = (typeof notices)[number];

const newsEditor = {
  area: "news",
  notices,
  find: findNewsForEditor,
  formValues: newsFormValues,
  // The texts only: the image must be chosen again.
  savingIntents: ["save", "save-publish"],
  title: (texts: AdminMessages, item: { form: NewsFormValues } | null) =>
    item ? `${texts.news.editTitle}: ${item.form.title.pt}` : texts.news.newTitle,
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { found, ...page } = await loadEditorPage(newsEditor, { request, context, id: params.newsId });
  const picture = (imageUrl: string): NewsPicture => ({ image: imageOf(imageUrl), imageUrl });
  return { ...page, item: found && { id: found.id, published: found.published, picture: picture(found.imageUrl) } };
}

type Outcome = {
  /** Absent when the request could not be read (too large) or was the publish button: the form keeps what it had. */
  values?: NewsFormValues;
  errors: EditorErrors;
  imageError: NewsImageError | null;
  /** The revision the form stands on now: the one it was read at, or after a refusal the current one. */
  revision?: number;
  /** Someone changed the item after the page was read: what they did (nothing was saved). */
  stale?: HistoryEntry[];
  /** What the fields named in `stale` hold now. */
  stored?: Record<string, string>;
};

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
    const revision = revisionOf(fields.revision);
    // Every change of an item says which revision it was made on (a hidden field of each of its forms).
    if (newsId && revision === null) throw data(null, { status: 400 });
    if (newsId && (fields.intent === "publish" || fields.intent === "unpublish")) {
      const changed = await setNewsPublished(
        db,
        actor,
        { id: newsId, revision: revision! },
        fields.intent === "publish",
      );
      if (!changed.ok) return refusedChange<Outcome>(changed, { errors: {}, imageError: null });
      throw done(newsId, fields.intent === "publish" ? "published" : "unpublished");
    }
    if (fields.intent !== "save" && fields.intent !== "save-publish") throw data(null, { status: 400 });
    const values = newsFormValues({ ...fields, date: fields.date ?? "" });
    const read = readNewsItem(values);
    const imageMissing = !newsId && !file;
    if (!read.ok || imageMissing) {
      const errors = read.ok ? {} : read.errors;
      return data<Outcome>(
        { values, errors, imageError: imageMissing ? "required" : null, revision: revision ?? 0 },
        { status: 400 },
      );
    }
    const stored = file ? await storeNewsImage(services.fileStore, file) : null;
    if (stored && !stored.ok) {
      return data<Outcome>(
        { values, errors: {}, imageError: stored.problem, revision: revision ?? 0 },
        { status: 400 },
      );
    }
    const imageUrl = stored?.ok ? stored.imageUrl : null;
    if (newsId) {
      const updated = await updateNews(db, actor, { id: newsId, revision: revision! }, read.item, imageUrl);
      // Refused: the image just stored belongs to nothing.
      if (!updated.ok && imageUrl) await deleteNewsImage(services.fileStore, imageUrl);
      if (!updated.ok) {
        const now = updated.problem === "stale" ? await findNewsForEditor(db, newsId) : null;
        const stored = now && updated.problem === "stale" ? storedNow(updated.changes, now.form) : {};
        return refusedChange<Outcome>(updated, { values, errors: {}, imageError: null, stored });
      }
      if (updated.value.replacedImage) await deleteNewsImage(services.fileStore, updated.value.replacedImage);
      throw done(newsId, "saved");
    }
    const created = await createNews(db, actor, read.item, imageUrl!, {
      publish: fields.intent === "save-publish",
      formKey: formKeyOf(fields.formKey),
    });
    // The same form sent twice: the first one's item stands, with its image.
    if (!created.created) await deleteNewsImage(services.fileStore, imageUrl!);
    services.logger.info({ event: "news-created", by: id, news: created.id }, "news item created");
    throw done(created.id, fields.intent === "save-publish" ? "published" : "created");
  } finally {
    await upload.discard();
  }
}

/** A new news item, or one to edit, publish or unpublish, with its history. */
export default function NewsItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const fieldName = useFieldName("news");
  const { item, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const revision = actionData?.revision ?? loaderData.revision;
  return (
    <>
      <EditorHeading
        backTo="/admin/news"
        title={item ? t("admin.news.editTitle") : t("admin.news.newTitle")}
        notice={notice && !actionData ? t(`admin.news.${notice}`) : null}
        failed={actionData !== undefined && !actionData.stale}
        stale={
          actionData?.stale && (
            <StaleNotice changes={actionData.stale} stored={actionData.stored} fieldName={fieldName} />
          )
        }
      />
      {item && (
        <PublishStateBar
          state={item.published ? "published" : "draft"}
          description={<strong>{t(`admin.news.states.${item.published ? "published" : "draft"}`)}</strong>}
          intent={item.published ? "unpublish" : "publish"}
          action={item.published ? t("admin.news.unpublish") : t("admin.news.publish")}
          emphasised={!item.published}
          revision={revision}
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
        revision={revision}
        formKey={loaderData.formKey}
      />
      {item && <PublishingHistory entries={loaderData.history} fieldName={fieldName} />}
    </>
  );
}
