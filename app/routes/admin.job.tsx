import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.job";
import {
  EditorHeading,
  PublishingHistory,
  PublishStateBar,
  StaleNotice,
  useFieldName,
} from "~/modules/publishing/PublishingParts";
import {
  createOffer,
  findOfferForEditor,
  offerFormValues,
  previewOffer,
  readOffer,
  setOfferOpen,
  updateOffer,
  type JobOfferFormValues,
} from "~/modules/careers/job-offer-editor.server";
import { JobOfferEditor, type OfferPreview } from "~/modules/careers/JobOfferEditor";
import { getStaff } from "~/modules/staff/staff-session.server";
import type { AdminMessages } from "~/i18n/admin/pt";
import { loadEditorPage } from "~/modules/publishing/editor-page.server";
import { languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { revisionOf, storedNow, type EditorErrors } from "~/modules/publishing/editor-fields";
import { readStaffForm, unreadableForm } from "~/modules/staff/staff-form.server";
import { refusedChange } from "~/modules/publishing/published-change.server";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { formKeyOf } from "~/modules/staff/staff-submissions.server";
import { publishingRoles } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(publishingRoles.jobs)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

const notices = ["saved", "opened", "closed", "created"] as const;
type Notice = (typeof notices)[number];

const offerEditor = {
  area: "jobs",
  notices,
  find: findOfferForEditor,
  formValues: offerFormValues,
  savingIntents: ["save", "save-open", "preview"],
  title: (texts: AdminMessages, offer: { form: JobOfferFormValues } | null) =>
    offer ? `${texts.jobs.editTitle}: ${offer.form.title.pt}` : texts.jobs.newTitle,
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { found, ...page } = await loadEditorPage(offerEditor, { request, context, id: params.jobId });
  return { ...page, offer: found && { id: found.id, state: found.state } };
}

type Outcome = {
  /** What was typed, shown again; absent when the form sent was the open/close button. */
  values?: JobOfferFormValues;
  errors: EditorErrors;
  previews: OfferPreview[] | null;
  /** The revision the form stands on now: the one it was read at, or after a refusal the current one. */
  revision: number;
  /** Someone changed the offer after the page was read: what they did (nothing was saved). */
  stale?: HistoryEntry[];
  /** What the fields named in `stale` hold now. */
  stored?: Record<string, string>;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const actor = { id, name };
  const services = context.get(appServicesContext);
  const { db } = services.database;
  const form = await readStaffForm(request, services, "editor");
  if (!form.ok) throw unreadableForm(form.rejection);
  const { fields } = form;
  const jobId = params.jobId ?? null;
  const revision = revisionOf(fields.revision);
  if (jobId && !(await findOfferForEditor(db, jobId))) throw data(null, { status: 404 });
  // Every change of an offer says which revision it was made on (a hidden field of each of its forms).
  if (jobId && revision === null) throw data(null, { status: 400 });
  const done = (to: string, notice: Notice) => redirect(`/admin/jobs/${to}?done=${notice}`);

  if (jobId && (fields.intent === "open" || fields.intent === "close")) {
    const changed = await setOfferOpen(db, actor, { id: jobId, revision: revision! }, fields.intent === "open");
    if (!changed.ok) return refusedChange<Outcome>(changed, { errors: {}, previews: null });
    services.logger.info({ event: `job-offer-${fields.intent}`, by: id, offer: jobId }, "job offer state changed");
    throw done(jobId, fields.intent === "open" ? "opened" : "closed");
  }
  const values = offerFormValues(fields);
  const read = readOffer(values);
  const basis = revision ?? 0;
  if (!read.ok) {
    return data<Outcome>({ values, errors: read.errors, previews: null, revision: basis }, { status: 400 });
  }
  if (fields.intent === "preview") {
    const previews = languages.map((language) => ({
      language,
      translated: values.title[language].length > 0,
      job: previewOffer(read.offer, language),
      texts: { jobBoard: messages[language].jobBoard, careers: messages[language].careers },
    }));
    return data<Outcome>({ values, errors: {}, previews, revision: basis });
  }
  if (fields.intent !== "save" && fields.intent !== "save-open") throw data(null, { status: 400 });
  if (jobId) {
    const saved = await updateOffer(db, actor, { id: jobId, revision: basis }, read.offer);
    if (!saved.ok) {
      const now = saved.problem === "stale" ? await findOfferForEditor(db, jobId) : null;
      const stored = now && saved.problem === "stale" ? storedNow(saved.changes, now.form) : {};
      return refusedChange<Outcome>(saved, { values, errors: {}, previews: null, stored });
    }
    throw done(jobId, "saved");
  }
  const created = await createOffer(db, actor, read.offer, fields.intent === "save-open", formKeyOf(fields.formKey));
  services.logger.info({ event: "job-offer-created", by: id, offer: created.id }, "job offer created");
  throw done(created.id, fields.intent === "save-open" ? "opened" : "created");
}

/** A new job offer, or one to edit, open or close, with its preview in each language and its history. */
export default function JobOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const fieldName = useFieldName("jobs");
  const { offer, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const revision = actionData?.revision ?? loaderData.revision;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <EditorHeading
        backTo="/admin/jobs"
        title={offer ? t("admin.jobs.editTitle") : t("admin.jobs.newTitle")}
        notice={notice && !actionData ? t(`admin.jobs.${notice}`) : null}
        failed={Object.keys(errors).length > 0}
        stale={
          actionData?.stale && (
            <StaleNotice changes={actionData.stale} stored={actionData.stored} fieldName={fieldName} />
          )
        }
      />
      {offer && (
        <PublishStateBar
          state={offer.state}
          description={
            <>
              <strong>{t(`admin.jobs.states.${offer.state}`)}</strong>
              {offer.state !== "open" &&
                ` · ${t(offer.state === "expired" ? "admin.jobs.expiredNote" : "admin.jobs.closedNote")}`}
            </>
          }
          viewHref={offer.state === "open" ? `/careers/${offer.id}` : undefined}
          intent={offer.state === "closed" ? "open" : "close"}
          action={offer.state === "closed" ? t("admin.jobs.open") : t("admin.jobs.close")}
          emphasised={offer.state === "closed"}
          revision={revision}
        />
      )}
      <JobOfferEditor
        key={JSON.stringify(values)}
        values={values}
        errors={errors}
        isNew={!offer}
        previews={actionData?.previews ?? null}
        revision={revision}
        formKey={loaderData.formKey}
      />
      {offer && <PublishingHistory entries={loaderData.history} fieldName={fieldName} />}
    </>
  );
}
