import { data, Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.price-list";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { TextField } from "~/components/ui/FormFields";
import { ConfirmDialog } from "~/components/back-office/ConfirmDialog";
import { PublishingHistory, StaleNotice } from "~/modules/publishing/PublishingParts";
import { priceListForPage } from "~/modules/price-list/price-list.server";
import {
  replacePriceList,
  restoreGeneratedPriceList,
  uploadedPriceList,
} from "~/modules/price-list/price-list-upload.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { asLanguage, languages, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { revisionOf } from "~/modules/publishing/editor-fields";
import { refusedChange } from "~/modules/publishing/published-change.server";
import { receiveStaffUpload } from "~/modules/staff/staff-form.server";
import { formatDate } from "~/lib/format";
import { formatFileSize } from "~/lib/money";
import { publishedRevision, readPublishingHistory, type HistoryEntry } from "~/modules/history/record-history.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { newFormKey } from "~/modules/staff/staff-submissions.server";
import { publishingRoles } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(publishingRoles["price-list"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = context.get(appServicesContext);
  const lists = await Promise.all(
    languages.map(async (language) => {
      const shown = await priceListForPage({ dataDir: env.dataDir, db: database.db }, language);
      const uploaded = await uploadedPriceList(database.db, language);
      return {
        language,
        url: shown.url,
        sizeBytes: shown.sizeBytes,
        updatedAt: shown.updatedAt,
        uploaded: uploaded?.originalName ?? null,
        revision: await publishedRevision(database.db, "price-list", language),
      };
    }),
  );
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  return {
    title: backOfficeTitle(context, (texts) => texts.priceList.title),
    lists,
    done:
      done === "replaced" || done === "restored"
        ? { kind: done, language: asLanguage(params.get("language")) ?? "pt" }
        : null,
    history: await readPublishingHistory(database.db, "price-list", null, 20),
    formKey: newFormKey(),
  };
}

type Problem =
  | { language: Language | null; problem: "required" | "type" | "tooLarge" | "invalid" | "confirm" }
  /** Someone changed this language's price list after the page was read: what they did (nothing was changed). */
  | { language: Language; problem: "stale"; stale: HistoryEntry[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const services = context.get(appServicesContext);
  const upload = await receiveStaffUpload(request, services, "file");
  if (!upload.ok)
    return data<Problem>(
      { language: null, problem: upload.problem },
      { status: upload.problem === "tooLarge" ? 413 : 400 },
    );
  try {
    const language = asLanguage(upload.fields.language);
    const revision = revisionOf(upload.fields.revision);
    if (!language || revision === null) return data<Problem>({ language: null, problem: "invalid" }, { status: 400 });
    const stores = { db: services.database.db, fileStore: services.fileStore };
    const done = (kind: "replaced" | "restored") => redirect(`/admin/price-list?done=${kind}&language=${language}`);
    const target = { language, revision };
    if (upload.fields.intent === "restore") {
      // Restoring deletes the uploaded PDF: only from the confirmation dialog.
      if (upload.fields.confirmed !== "yes")
        return data<Problem>({ language: null, problem: "confirm" }, { status: 400 });
      const restored = await restoreGeneratedPriceList(stores, { id, name }, target);
      if (!restored.ok) return refusedChange<Problem>(restored, { language, problem: "stale" });
      throw done("restored");
    }
    if (upload.fields.intent !== "upload") return data<Problem>({ language, problem: "invalid" }, { status: 400 });
    if (!upload.file) return data<Problem>({ language, problem: "required" }, { status: 400 });
    const replaced = await replacePriceList(stores, { id, name }, target, upload.file);
    if (!replaced.ok && replaced.problem === "type")
      return data<Problem>({ language, problem: "type" }, { status: 400 });
    if (!replaced.ok) return refusedChange<Problem>(replaced, { language, problem: "stale" });
    services.logger.info({ event: "price-list-replaced", by: id, language }, "price list replaced");
    throw done("replaced");
  } finally {
    await upload.discard();
  }
}

/** The price-list PDFs (admin): what each language offers now, a new PDF, or back to the generated one. */
export default function PriceListAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const languageName = (language: Language) => t(`admin.languages.${language}`);
  const nameOf = (language: string) => languageName(asLanguage(language) ?? "pt");
  const { done } = loaderData;
  const confirming = loaderData.lists.find(
    (list) =>
      list.uploaded && searchParams.get("confirm") === "restore" && searchParams.get("language") === list.language,
  );
  const problem = actionData?.problem === "stale" ? null : actionData;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.priceList.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.priceList.intro")}</p>
      {done && !actionData && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="success">
            {t(done.kind === "replaced" ? "admin.priceList.replaced" : "admin.priceList.restoredDone", {
              language: languageName(done.language),
            })}
          </FormNotice>
        </div>
      )}
      {problem && !problem.language && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="error">{t(`admin.priceList.errors.${problem.problem}`)}</FormNotice>
        </div>
      )}
      {actionData?.problem === "stale" && (
        <div className="mt-4 max-w-3xl">
          <StaleNotice changes={actionData.stale} languageName={nameOf} hint={t("admin.priceList.staleHint")} />
        </div>
      )}
      <div className="mt-6 grid max-w-5xl gap-6 lg:grid-cols-3">
        {loaderData.lists.map((list) => (
          <section
            key={list.language}
            aria-labelledby={`price-list-${list.language}`}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-price-list={list.language}
          >
            <h2 id={`price-list-${list.language}`} className="text-xl font-bold text-brand-900">
              {t("admin.priceList.current", { language: languageName(list.language) })}
            </h2>
            <p className="mt-2 font-semibold text-slate-800">
              {list.uploaded ? t("admin.priceList.uploaded", { file: list.uploaded }) : t("admin.priceList.generated")}
            </p>
            <p className="text-sm text-slate-700">
              {t("admin.priceList.sizeAndDate", {
                size: formatFileSize(list.sizeBytes, i18n.language),
                date: formatDate(list.updatedAt, i18n.language),
              })}
            </p>
            <a href={list.url} className="mt-2 inline-block font-semibold text-brand-800 underline">
              {t("admin.priceList.download")}
            </a>
            <Form
              key={loaderData.formKey}
              method="post"
              encType="multipart/form-data"
              noValidate
              className="mt-4 space-y-3"
            >
              <input type="hidden" name="language" value={list.language} />
              <input type="hidden" name="revision" value={list.revision} />
              <TextField
                id={`file-${list.language}`}
                name="file"
                type="file"
                accept="application/pdf,.pdf"
                label={t("admin.priceList.file", { language: languageName(list.language) })}
                hint={t("admin.priceList.fileHint")}
                error={problem?.language === list.language ? t(`admin.priceList.errors.${problem.problem}`) : undefined}
              />
              <button type="submit" name="intent" value="upload" className={buttonClasses("secondary")}>
                {t("admin.priceList.upload")}
              </button>
            </Form>
            {list.uploaded && (
              <Link
                to={`?confirm=restore&language=${list.language}`}
                preventScrollReset
                aria-label={`${t("admin.priceList.restore")} (${languageName(list.language)})`}
                className={buttonClasses("ghost", "mt-3 border border-slate-300")}
              >
                {t("admin.priceList.restore")}
              </Link>
            )}
          </section>
        ))}
      </div>
      <PublishingHistory entries={loaderData.history} languageName={nameOf} />
      {confirming && (
        <ConfirmDialog
          title={t("admin.confirm.restore.title", { language: languageName(confirming.language) })}
          message={t("admin.confirm.restore.message")}
          confirmLabel={t("admin.confirm.restore.action")}
          cancelHref="/admin/price-list"
          action="/admin/price-list"
          fields={{ intent: "restore", language: confirming.language, revision: String(confirming.revision) }}
          multipart
        />
      )}
    </>
  );
}
