import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin.price-list";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { PlainField } from "~/components/ui/PlainFields";
import { PublishingHistory } from "~/components/back-office/PublishingParts";
import { priceListForPage } from "~/features/price-list/price-list.server";
import {
  replacePriceList,
  restoreGeneratedPriceList,
  uploadedPriceList,
} from "~/features/price-list/price-list-upload.server";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { asLanguage, languages, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { receiveStaffUpload } from "~/lib/editor-form.server";
import { formatDate } from "~/lib/format";
import { formatFileSize } from "~/lib/money";
import { readPublishingHistory } from "~/lib/record-history.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  getStaff(context);
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
  };
}

type Problem = { language: Language | null; problem: "required" | "type" | "tooLarge" | "invalid" };

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
    if (!language) return data<Problem>({ language: null, problem: "invalid" }, { status: 400 });
    const stores = { db: services.database.db, fileStore: services.fileStore };
    const done = (kind: "replaced" | "restored") => redirect(`/admin/price-list?done=${kind}&language=${language}`);
    if (upload.fields.intent === "restore") {
      await restoreGeneratedPriceList(stores, { id, name }, language);
      throw done("restored");
    }
    if (upload.fields.intent !== "upload") return data<Problem>({ language, problem: "invalid" }, { status: 400 });
    if (!upload.file) return data<Problem>({ language, problem: "required" }, { status: 400 });
    const replaced = await replacePriceList(stores, { id, name }, language, upload.file);
    if (!replaced.ok) return data<Problem>({ language, problem: replaced.problem }, { status: 400 });
    services.logger.info({ event: "price-list-replaced", by: id, language }, "price list replaced");
    throw done("replaced");
  } finally {
    await upload.discard();
  }
}

/** The price-list PDFs (admin): what each language offers now, a new PDF, or back to the generated one. */
export default function PriceListAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const languageName = (language: Language) => t(`admin.languages.${language}`);
  const { done } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.priceList.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.priceList.intro")}</p>
      {done && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="success">
            {t(done.kind === "replaced" ? "admin.priceList.replaced" : "admin.priceList.restoredDone", {
              language: languageName(done.language),
            })}
          </FormNotice>
        </div>
      )}
      {actionData && !actionData.language && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="error">{t(`admin.priceList.errors.${actionData.problem}`)}</FormNotice>
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
            <Form method="post" encType="multipart/form-data" noValidate className="mt-4 space-y-3">
              <input type="hidden" name="language" value={list.language} />
              <PlainField
                id={`file-${list.language}`}
                name="file"
                type="file"
                accept="application/pdf,.pdf"
                label={t("admin.priceList.file", { language: languageName(list.language) })}
                hint={t("admin.priceList.fileHint")}
                error={
                  actionData?.language === list.language ? t(`admin.priceList.errors.${actionData.problem}`) : undefined
                }
              />
              <button type="submit" name="intent" value="upload" className={buttonClasses("secondary")}>
                {t("admin.priceList.upload")}
              </button>
            </Form>
            {list.uploaded && (
              <Form method="post" encType="multipart/form-data" className="mt-3">
                <input type="hidden" name="language" value={list.language} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={`${t("admin.priceList.restore")} (${languageName(list.language)})`}
                  className={buttonClasses("ghost", "border border-slate-300")}
                >
                  {t("admin.priceList.restore")}
                </button>
              </Form>
            )}
          </section>
        ))}
      </div>
      <PublishingHistory
        entries={loaderData.history}
        languageName={(language) => languageName(asLanguage(language) ?? "pt")}
      />
    </>
  );
}
