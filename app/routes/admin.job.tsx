import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.job";
import { EditorHeading, PublishingHistory, PublishStateBar } from "~/components/back-office/PublishingParts";
import {
  createOffer,
  findOfferForEditor,
  offerFormValues,
  previewOffer,
  readOffer,
  setOfferOpen,
  updateOffer,
  type JobOfferFormValues,
} from "~/features/careers/job-offer-editor.server";
import { JobOfferEditor, type OfferPreview } from "~/features/careers/JobOfferEditor";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import type { EditorErrors } from "~/lib/editor-fields";
import { readEditorForm } from "~/lib/editor-form.server";
import { readPublishingHistory } from "~/lib/record-history.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

const notices = ["saved", "opened", "closed", "created"] as const;
type Notice = (typeof notices)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  getStaff(context);
  const { database } = context.get(appServicesContext);
  const shown = new URL(request.url).searchParams.get("done");
  const notice = notices.find((name) => name === shown) ?? null;
  if (!params.jobId) {
    return {
      title: backOfficeTitle(context, (texts) => texts.jobs.newTitle),
      offer: null,
      values: offerFormValues({}),
      history: [],
      notice,
    };
  }
  const offer = await findOfferForEditor(database.db, params.jobId);
  if (!offer) throw data(null, { status: 404 });
  return {
    title: backOfficeTitle(context, (texts) => `${texts.jobs.editTitle}: ${offer.form.title.pt}`),
    offer: { id: offer.id, state: offer.state },
    values: offer.form,
    history: await readPublishingHistory(database.db, "jobs", offer.id),
    notice,
  };
}

type Outcome = { values: JobOfferFormValues; errors: EditorErrors; previews: OfferPreview[] | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const actor = { id, name };
  const services = context.get(appServicesContext);
  const { db } = services.database;
  const fields = await readEditorForm(request, services);
  const jobId = params.jobId ?? null;
  if (jobId && !(await findOfferForEditor(db, jobId))) throw data(null, { status: 404 });
  const done = (to: string, notice: Notice) => redirect(`/admin/jobs/${to}?done=${notice}`);

  if (jobId && (fields.intent === "open" || fields.intent === "close")) {
    await setOfferOpen(db, actor, jobId, fields.intent === "open");
    services.logger.info({ event: `job-offer-${fields.intent}`, by: id, offer: jobId }, "job offer state changed");
    throw done(jobId, fields.intent === "open" ? "opened" : "closed");
  }
  const values = offerFormValues(fields);
  const read = readOffer(values);
  if (!read.ok) return data<Outcome>({ values, errors: read.errors, previews: null }, { status: 400 });
  if (fields.intent === "preview") {
    const previews = languages.map((language) => ({
      language,
      translated: values.title[language].length > 0,
      job: previewOffer(read.offer, language),
    }));
    return data<Outcome>({ values, errors: {}, previews });
  }
  if (fields.intent !== "save" && fields.intent !== "save-open") throw data(null, { status: 400 });
  if (jobId) {
    await updateOffer(db, actor, jobId, read.offer);
    throw done(jobId, "saved");
  }
  const created = await createOffer(db, actor, read.offer, fields.intent === "save-open");
  services.logger.info({ event: "job-offer-created", by: id, offer: created }, "job offer created");
  throw done(created, fields.intent === "save-open" ? "opened" : "created");
}

/** A new job offer, or one to edit, open or close, with its preview in each language and its history. */
export default function JobOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offer, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <EditorHeading
        backTo="/admin/jobs"
        title={offer ? t("admin.jobs.editTitle") : t("admin.jobs.newTitle")}
        notice={notice && t(`admin.jobs.${notice}`)}
        failed={Object.keys(errors).length > 0}
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
        />
      )}
      <JobOfferEditor
        key={JSON.stringify(values)}
        values={values}
        errors={errors}
        isNew={!offer}
        previews={actionData?.previews ?? null}
      />
      {offer && <PublishingHistory entries={loaderData.history} />}
    </>
  );
}
