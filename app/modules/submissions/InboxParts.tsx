import type { ReactNode } from "react";
import { controlClasses } from "~/components/ui/control-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import type { Inbox } from "~/domain/choices";
import { inboxStatuses } from "~/domain/inboxes";
import { formatDateTime } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import type { Language } from "~/i18n/languages";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import type { InboxOutcome } from "./inbox-actions.server";
import type { HistoryEntry } from "~/modules/history/record-history.server";

export type StaffOption = { id: string; name: string };

/** Date and time in Luanda, in the staff member's language. */

export function ReceivedAt({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className="inline-block rounded-full border border-slate-300 bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800"
    >
      {t(`admin.statuses.${status}` as MessageKey)}
    </span>
  );
}

/** What a change did, or why nothing changed (with what someone else changed meanwhile). */
export function InboxOutcomeNotice({ outcome }: { outcome: InboxOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === "saved") {
    return (
      <FormNotice kind="success">
        {outcome.skipped > 0
          ? `${t("admin.inbox.bulkChanged", { count: outcome.changed })} ${t("admin.inbox.bulkSkipped", { count: outcome.skipped })}`
          : t("admin.inbox.saved")}
        {outcome.skippedReferences && outcome.skippedReferences.length > 0 && (
          <span className="block font-mono" data-skipped>
            {outcome.skippedReferences.join(", ")}
          </span>
        )}
      </FormNotice>
    );
  }
  if (outcome.kind === "sent")
    return <FormNotice kind="success">{t("admin.write.sent", { email: outcome.email })}</FormNotice>;
  if (outcome.kind === "problem") return <FormNotice kind="error">{t(`admin.problems.${outcome.problem}`)}</FormNotice>;
  return (
    <FormNotice kind="error">
      <p>{t("admin.problems.stale")}</p>
      <ul className="mt-2 list-disc pl-5">
        {outcome.changes.map((entry) => (
          <li key={entry.id}>
            <HistoryLine entry={entry} />
          </li>
        ))}
      </ul>
    </FormNotice>
  );
}

/** One line of history in words: who did what, and when. */
export function HistoryLine({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation();
  const { detail } = entry;
  const name = entry.staffName;
  const status = (value: unknown) => t(`admin.statuses.${String(value)}` as MessageKey);
  const money = (value: unknown) => (typeof value === "number" ? formatAoa(value, i18n.language) : "—");
  const said = (() => {
    switch (entry.action) {
      case "status":
        return detail.opened
          ? t("admin.history.opened", { name })
          : t("admin.history.status", { name, from: status(detail.from), to: status(detail.to) });
      case "assignment":
        return detail.to
          ? t("admin.history.assignment", { name, to: String(detail.to) })
          : t("admin.history.unassigned", { name });
      case "download":
        return t("admin.history.download", {
          name,
          file: t(`admin.history.files.${String(detail.file)}` as MessageKey),
        });
      case "export":
        if (typeof detail.person === "string") {
          const format = detail.person.toUpperCase();
          return t("admin.history.personExport", { name, count: Number(detail.rows ?? 0), format });
        }
        return t("admin.history.export", {
          name,
          count: Number(detail.rows ?? 0),
          filters: String(detail.filters || t("admin.history.noFilters")),
        });
      case "note":
        return t(
          detail.problem ? "admin.history.problem" : detail.reason ? "admin.history.reason" : "admin.history.note",
          {
            name,
          },
        );
      case "erasure":
        return erasureWords(entry, t);
      case "price":
        return t("admin.history.price", { name, from: money(detail.from), to: money(detail.to) });
      case "driver":
        return t("admin.history.driver", { name, to: String(detail.to) });
      case "interview": {
        const when = typeof detail.at === "string" ? formatDateTime(detail.at, i18n.language) : "";
        if (detail.cancelled) return t("admin.history.interviewCancelled", { name, when });
        const about = { name, when, interviewer: String(detail.interviewer ?? ""), place: String(detail.place ?? "") };
        return t(detail.moved ? "admin.history.interviewMoved" : "admin.history.interview", about);
      }
      case "tag":
        return typeof detail.added === "string"
          ? t("admin.history.tagAdded", { name, tag: detail.added })
          : t("admin.history.tagRemoved", { name, tag: String(detail.removed ?? "") });
      case "rating":
        return t("admin.history.rating", { name, score: Number(detail.score ?? 0) });
      case "message":
        return typeof detail.subject === "string"
          ? t("admin.history.message", { name, subject: detail.subject })
          : t("admin.history.messageGone", { name });
    }
  })();
  // A delivery's confirmed price; a message's state in the outbox.
  const extra =
    entry.action === "status" && typeof detail.price === "number"
      ? [t("admin.history.confirmedAt", { price: money(detail.price) })]
      : entry.action === "message" && typeof detail.subject === "string"
        ? [messageState(detail, t, i18n.language)]
        : typeof detail.reasonLabel === "string"
          ? [t("admin.history.rejectionReason", { reason: detail.reasonLabel })]
          : entry.action === "interview" && typeof detail.outbox === "number"
            ? [t("admin.history.interviewTold")]
            : [];
  return (
    <>
      <ReceivedAt iso={entry.createdAt} /> · {said}
      {extra.map((line) => (
        <span key={line} className="block text-slate-700">
          {line}
        </span>
      ))}
      {entry.action === "note" && (
        <span className="mt-1 block rounded-lg bg-amber-50 px-3 py-2 whitespace-pre-wrap text-slate-900">
          {String(detail.text ?? "")}
        </span>
      )}
    </>
  );
}

/** Where a message to the person stands: sent (when), failing (why) or waiting. */
function messageState(detail: HistoryEntry["detail"], t: ReturnType<typeof useTranslation>["t"], language: Language) {
  if (typeof detail.sentAt === "string")
    return t("admin.history.messageSent", { date: formatDateTime(detail.sentAt, language) });
  if (typeof detail.lastError === "string") return t("admin.history.messageFailing", { error: detail.lastError });
  return t("admin.history.messageWaiting");
}

/**
 * A tombstone in words: why the record went (on request, withdrawn, end of retention), which one, and who.
 * Lines written before tombstones named their reference say so.
 */
function erasureWords({ detail, staffName: name }: HistoryEntry, t: ReturnType<typeof useTranslation>["t"]) {
  const reference = typeof detail.reference === "string" ? detail.reference : t("admin.history.unknownReference");
  if (detail.reason === "withdrawal") return t("admin.history.withdrawn", { reference });
  if (detail.reason === "retention") {
    return t(detail.file === "id-card" ? "admin.history.idCardExpired" : "admin.history.expired", { reference });
  }
  return t("admin.history.erased", { name, reference });
}

/** A labelled select of the back-office (filters and changes). */
export function LabelledSelect({
  id,
  name,
  label,
  defaultValue,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={controlClasses}>
        {children}
      </select>
    </div>
  );
}

/** A reason staff may give when they reject an application, in their language. */
export type ReasonOption = { id: number; label: string };

/**
 * The reason that goes with a rejection (required for one, ignored for any other status): beside every
 * status box of an inbox whose rejections give reasons.
 */
export function RejectionReasonSelect({
  id,
  reasons,
  defaultValue = "",
}: {
  id: string;
  reasons: ReasonOption[];
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <LabelledSelect id={id} name="reason" label={t("admin.inbox.rejectionReason")} defaultValue={defaultValue}>
      <option value="">{t("admin.inbox.noReason")}</option>
      {reasons.map((reason) => (
        <option key={reason.id} value={reason.id}>
          {reason.label}
        </option>
      ))}
    </LabelledSelect>
  );
}

export function StatusOptions({ inbox }: { inbox: Inbox }) {
  const { t } = useTranslation();
  return inboxStatuses[inbox].map((status) => (
    <option key={status} value={status}>
      {t(`admin.statuses.${status}`)}
    </option>
  ));
}

/**
 * The members who work an inbox, after "Nobody" (an empty value: unassign). As a filter, "Anyone"
 * comes first (empty: no filter) and "Nobody" is `none`.
 */
export function StaffOptions({ staff, filter = false }: { staff: StaffOption[]; filter?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {filter && <option value="">{t("admin.inbox.anyone")}</option>}
      <option value={filter ? "none" : ""}>{t("admin.inbox.nobody")}</option>
      {staff.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
    </>
  );
}
