import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/control-styles";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import type { Inbox, MessagePurpose } from "~/domain/choices";
import { NOTE_MAX_LENGTH, statusSetByHand } from "~/domain/inboxes";
import { languages } from "~/i18n/languages";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import type { InboxOutcome } from "./inbox-actions.server";
import type { InboxRow } from "./inbox-list.server";
import type { SameSenderMatch } from "./inbox-record.server";
import type { RecordField } from "./record-fields.server";
import type { MessageDraft } from "./person-message.server";
import type { Interview } from "./interviews.server";
import { InterviewPanel } from "./InterviewPanel";
import { formatDateTime } from "~/lib/format";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import { RatingsSection, TagsSection, type RecordTagsData } from "./RecordTags";
import {
  HistoryLine,
  InboxOutcomeNotice,
  LabelledSelect,
  StaffOptions,
  StatusBadge,
  StatusOptions,
  RejectionReasonSelect,
  type ReasonOption,
  type StaffOption,
} from "./InboxParts";

export type RecordDetailData = {
  inbox: Inbox;
  record: InboxRow;
  assigneeId: string | null;
  fields: RecordField[];
  files: Array<{ file: "cv" | "id-card"; name: string }>;
  job: { id: string; title: string } | null;
  /** The same person's other submissions, in the inboxes this member may open. */
  sameSender: SameSenderMatch[];
  /** Whether there are inboxes this member may not open, where more of them may be. */
  othersMayExist: boolean;
  history: HistoryEntry[];
  staff: StaffOption[];
  /** The reasons a rejection may give now (drivers, job applications), and the one this record's gave. */
  reasons: ReasonOption[];
  rejectionReason: string | null;
  /** A job application's interviews (the latest first), the one still to come, and today in Luanda (the form's first day). */
  interviews: { list: Interview[]; upcomingId: number | null; today: string } | null;
  tags: RecordTagsData["tags"];
  suggestions: RecordTagsData["suggestions"];
  ratings: RecordTagsData["ratings"];
  /** "Write to the person", where they gave an e-mail address; null otherwise. */
  write: { email: string; purposes: readonly MessagePurpose[]; draft: MessageDraft } | null;
  /** New with every load of the page: the forms are keyed on it, so they start empty again after a change. */
  formKey: string;
  /** The member reading the page (the interviewer an interview form proposes). */
  me?: string;
  /** Admins may erase a person's data on request. */
  canErase?: boolean;
  /** A form this member sent after their session had ended, given back once they signed in again. */
  typed?: Record<string, string>;
};

const sectionTitle = "text-xl font-bold text-brand-900";

/**
 * One submission: every field, its status and assignee (with the revision they were read at), notes, history.
 * `steps` replaces the status box where an inbox moves its records by steps of its own (a delivery).
 */
export function RecordDetail({
  data,
  outcome,
  steps,
}: {
  data: RecordDetailData;
  outcome: InboxOutcome | undefined;
  steps?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { inbox, record } = data;
  return (
    <>
      <Link to={`/admin/${inbox}`} className="font-semibold text-brand-800 underline">
        {t("admin.record.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold break-words text-brand-900">
        {record.name} <span className="font-mono text-xl text-slate-600">{record.reference}</span>
      </h1>
      <p className="mt-2 text-base text-slate-700">
        {t("admin.record.receivedOn", {
          date: formatDateTime(record.createdAt, i18n.language),
          language: t(`admin.languages.${record.language}` as MessageKey),
        })}{" "}
        · <StatusBadge status={record.status} />
        {data.rejectionReason && (
          <span data-rejection-reason> · {t("admin.record.rejectedFor", { reason: data.rejectionReason })}</span>
        )}
      </p>
      {inbox === "messages" && record.status === "unread" && <MarkRead />}
      {outcome && (
        <div className="mt-4 max-w-3xl">
          <InboxOutcomeNotice outcome={outcome} />
        </div>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        {/* The actions first (a phone shows them before the fields, in reading and focus order); beside them on a wide screen. */}
        <div className="space-y-8 lg:order-last">
          {steps}
          <Changes data={data} outcome={outcome} withStatus={!steps} />
          {data.interviews && <InterviewPanel data={data} interviews={data.interviews} outcome={outcome} />}
          <TagsSection data={data} outcome={outcome} />
          <RatingsSection data={data} outcome={outcome} />
          <WriteToPerson data={data} outcome={outcome} />
          {data.canErase && <Erasure inbox={inbox} reference={record.reference} />}
        </div>
        <div className="space-y-8">
          <Fields data={data} />
          <SameSender data={data} />
          {data.canErase && (
            <Link
              to={`/admin/${inbox}/${record.reference}/person`}
              className={buttonClasses("ghost", "border border-slate-300")}
            >
              {t("admin.person.open")}
            </Link>
          )}
          <History entries={data.history} />
        </div>
      </div>
    </>
  );
}

function Fields({ data }: { data: RecordDetailData }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="record-fields" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="record-fields" className={sectionTitle}>
        {t("admin.record.fieldsTitle")}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {data.inbox === "applications" ? (
          <>
            <dt className="font-semibold text-slate-700">{t("admin.inbox.jobOffer")}</dt>
            <dd>
              {data.job ? (
                <a href={`/careers/${data.job.id}`} className="text-brand-800 underline">
                  {data.job.title}
                </a>
              ) : (
                t("admin.record.jobGone")
              )}
            </dd>
          </>
        ) : null}
        {data.fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-semibold text-slate-700">{t(`admin.fields.${field.label}` as MessageKey)}</dt>
            <dd className="break-words">
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
      </dl>
      {data.files.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-800">{t("admin.record.filesTitle")}</h3>
          <ul className="mt-2 space-y-2">
            {data.files.map(({ file, name }) => (
              <li key={file}>
                <a
                  href={`/admin/applications/${data.record.reference}/${file}`}
                  download
                  className="font-semibold text-brand-800 underline"
                >
                  {t(file === "cv" ? "admin.record.downloadCv" : "admin.record.downloadIdCard", { name })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A value as text; a link only for an e-mail, a phone or an http(s) address (checked on the server). */
function FieldValue({ field }: { field: RecordField }) {
  switch (field.kind) {
    case "email":
      return (
        <a href={`mailto:${field.value}`} className="text-brand-800 underline">
          {field.value}
        </a>
      );
    case "phone":
      return (
        <a href={`tel:${field.value}`} className="text-brand-800 underline">
          {field.value}
        </a>
      );
    case "url":
      return (
        <a href={field.value} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-800 underline">
          {field.value}
        </a>
      );
    case "multiline":
      return <span className="whitespace-pre-wrap">{field.value}</span>;
    default:
      return <>{field.value}</>;
  }
}

function SameSender({ data }: { data: RecordDetailData }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="record-same-sender">
      <h2 id="record-same-sender" className={sectionTitle}>
        {t("admin.record.sameSenderTitle")}
      </h2>
      {data.sameSender.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.record.sameSenderNone")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {data.sameSender.map((other) => (
            <li key={`${other.inbox}/${other.reference}`} data-same-sender={other.reference}>
              {t(`admin.inboxes.${other.inbox}`)} ·{" "}
              <Link
                to={`/admin/${other.inbox}/${other.reference}`}
                className="font-mono font-semibold text-brand-800 underline"
              >
                {other.reference}
              </Link>{" "}
              · {other.name} · <time dateTime={other.createdAt}>{formatDateTime(other.createdAt, i18n.language)}</time>{" "}
              · <StatusBadge status={other.status} />
            </li>
          ))}
        </ul>
      )}
      {data.othersMayExist && <p className="mt-2 text-sm text-slate-700">{t("admin.record.sameSenderElsewhere")}</p>}
    </section>
  );
}

/** A record's history, oldest first (an erased record's page shows what stayed of it the same way). */
export function History({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="record-history">
      <h2 id="record-history" className={sectionTitle}>
        {t("admin.record.historyTitle")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.record.historyEmpty")}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} data-history={entry.action}>
              <HistoryLine entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * One change of the record: a small POST form in its own section, sent with the revision it was read at.
 * Keyed on the page's form key, so it starts again from the record as stored after each change.
 */
export function ChangeForm({
  id,
  title,
  intent,
  revision,
  formKey,
  submit,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  intent: string;
  revision?: number;
  formKey: string;
  submit: string;
  /** A change that cannot be undone (a cancellation): the red button. */
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <Form key={formKey} method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="formKey" value={formKey} />
        {revision !== undefined && <input type="hidden" name="revision" value={revision} />}
        {children}
        <button type="submit" className={buttonClasses(danger ? "danger" : "secondary")}>
          {submit}
        </button>
      </Form>
    </section>
  );
}

/** Status, assignee and note (a refused note comes back in its box). */
function Changes({
  data,
  outcome,
  withStatus,
}: {
  data: RecordDetailData;
  outcome: InboxOutcome | undefined;
  withStatus: boolean;
}) {
  const { t } = useTranslation();
  const { record, formKey } = data;
  const typed = (intent: string, field: string) => (data.typed?.intent === intent ? data.typed[field] : undefined);
  const refusedChange = outcome?.kind === "problem" ? outcome.change : undefined;
  return (
    <>
      {withStatus && (
        <ChangeForm
          id="record-status"
          title={t("admin.record.statusTitle")}
          intent="status"
          revision={record.revision}
          formKey={formKey}
          submit={t("admin.inbox.changeStatus")}
        >
          <LabelledSelect
            id="record-status-choice"
            name="status"
            label={t("admin.inbox.status")}
            defaultValue={refusedChange?.status ?? typed("status", "status") ?? record.status}
          >
            <StatusOptions inbox={data.inbox} />
          </LabelledSelect>
          <RejectionReasonSelect
            id="record-reason"
            reasons={data.reasons}
            defaultValue={refusedChange?.reason ?? typed("status", "reason") ?? ""}
          />
        </ChangeForm>
      )}
      <ChangeForm
        id="record-assign"
        title={t("admin.record.assignTitle")}
        intent="assign"
        revision={record.revision}
        formKey={formKey}
        submit={t("admin.inbox.assign")}
      >
        <LabelledSelect
          id="record-assignee"
          name="assignee"
          label={t("admin.inbox.assignee")}
          defaultValue={typed("assign", "assignee") ?? data.assigneeId ?? ""}
        >
          <StaffOptions staff={data.staff} />
        </LabelledSelect>
      </ChangeForm>
      <ChangeForm
        id="record-note"
        title={t("admin.record.noteTitle")}
        intent="note"
        formKey={formKey}
        submit={t("admin.record.addNote")}
      >
        <label htmlFor="record-note-text" className="mb-1 block text-sm font-semibold text-slate-800">
          {t("admin.record.note")}
        </label>
        <textarea
          id="record-note-text"
          name="note"
          required
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={outcome?.kind === "problem" ? outcome.note : typed("note", "note")}
          aria-describedby="record-note-hint"
          className={controlClasses}
        />
        <p id="record-note-hint" className="text-sm text-slate-600">
          {t("admin.record.noteHint")}
        </p>
      </ChangeForm>
    </>
  );
}

/**
 * A message to the person, in their language, from a template or blank (a GET form picks it, so it works
 * without JavaScript), and the status it goes with in the same step. A refused one comes back as typed.
 */
function WriteToPerson({ data, outcome }: { data: RecordDetailData; outcome: InboxOutcome | undefined }) {
  const { t } = useTranslation();
  const { write, record, inbox, formKey } = data;
  if (!write) return null;
  const typed = outcome && (outcome.kind === "problem" || outcome.kind === "stale") ? outcome.message : undefined;
  const draft = typed ?? {
    subject: write.draft.subject,
    body: write.draft.body,
    language: write.draft.language,
    status: write.draft.status ?? "",
    reason: "",
    purpose: write.draft.purpose ?? "",
  };
  return (
    <section aria-labelledby="record-write" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="record-write" className={sectionTitle}>
        {t("admin.write.title", { name: record.name })}
      </h2>
      <p className="mt-1 text-sm break-all text-slate-700">{t("admin.write.to", { email: write.email })}</p>
      <Form method="get" preventScrollReset className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <LabelledSelect
          id="write-template"
          name="template"
          label={t("admin.write.template")}
          defaultValue={write.draft.purpose ?? ""}
        >
          <option value="">{t("admin.write.blank")}</option>
          {write.purposes.map((purpose) => (
            <option key={purpose} value={purpose}>
              {t(`admin.write.purposes.${purpose}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect id="write-in" name="in" label={t("admin.write.in")} defaultValue={write.draft.language}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`admin.languages.${language}`)}
            </option>
          ))}
        </LabelledSelect>
        <button type="submit" className={buttonClasses("ghost", "border border-slate-300")}>
          {t("admin.write.use")}
        </button>
      </Form>
      <Form key={`${formKey} ${write.draft.purpose} ${write.draft.language}`} method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="formKey" value={formKey} />
        <input type="hidden" name="revision" value={record.revision} />
        <input type="hidden" name="language" value={draft.language} />
        <input type="hidden" name="purpose" value={draft.purpose} />
        <TextField
          id="write-subject"
          name="subject"
          label={t("admin.write.subject")}
          required
          maxLength={200}
          defaultValue={draft.subject}
        />
        <TextAreaField
          id="write-body"
          name="body"
          label={t("admin.write.body")}
          required
          rows={10}
          maxLength={5000}
          defaultValue={draft.body}
        />
        {statusSetByHand(inbox) && (
          <LabelledSelect id="write-status" name="status" label={t("admin.write.status")} defaultValue={draft.status}>
            <option value="">
              {t("admin.write.keepStatus", { status: t(`admin.statuses.${record.status}` as MessageKey) })}
            </option>
            <StatusOptions inbox={inbox} />
          </LabelledSelect>
        )}
        <RejectionReasonSelect id="write-reason" reasons={data.reasons} defaultValue={draft.reason ?? ""} />
        <button type="submit" className={buttonClasses("secondary")}>
          {t("admin.write.send")}
        </button>
      </Form>
    </section>
  );
}

/** Opening a message changes nothing (a GET never does): reading it is this button, a POST. */
function MarkRead() {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="read" />
      <button type="submit" className={buttonClasses("secondary")}>
        {t("admin.record.markRead")}
      </button>
    </Form>
  );
}

/**
 * Erasing a person's data on request (admins only; the server checks it again): a link to the preview,
 * which lists every record that would go and lets the admin choose.
 */
function Erasure({ inbox, reference }: { inbox: Inbox; reference: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="record-erase" className="rounded-xl border border-red-300 bg-white p-5">
      <h2 id="record-erase" className={sectionTitle}>
        {t("admin.record.eraseTitle")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("admin.record.eraseIntro")}</p>
      <Link to={`/admin/${inbox}/${reference}/erase`} className={buttonClasses("danger", "mt-3")}>
        {t("admin.record.erase")}
      </Link>
    </section>
  );
}
