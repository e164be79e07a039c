import type { Database } from "~/db/client.server";
import type { Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { formatDateTime } from "~/lib/format";
import { writeHistory, readHistory, type Actor, type HistoryEntry } from "~/modules/history/record-history.server";
import { personRecords, type RecordName } from "./erasure.server";
import { findRecord } from "./inbox-record.server";
import { escapeHtml } from "./outbox.server";
import { withMessageStates } from "./person-message.server";
import { describeRecord, type RecordField } from "./record-fields.server";
import { tagsOf } from "./record-tags.server";
import { ratingsOf, type RecordRating } from "./record-ratings.server";
import { isRated } from "~/domain/inboxes";

/** One record of the person, whole: its fields, how it matched, its history (with the messages sent). */
export type PersonRecord = {
  inbox: Inbox;
  reference: string;
  matchedOn: "self" | "email" | "phone" | "both";
  createdAt: string;
  language: string;
  status: string;
  fields: RecordField[];
  /** The staff's tags on it, as shown. */
  tags: string[];
  /** The staff's ratings of it (the inboxes of applicants), each with who, the score, the comment and when. */
  ratings: RecordRating[];
  history: HistoryEntry[];
};

export type PersonData = {
  person: { name: string; email: string | null; phone: string | null };
  records: PersonRecord[];
};

/**
 * Everything the company holds about the person who sent a record: every record sent from their e-mail
 * (any case) or phone, in every inbox, each with its fields (in the staff member's language) and history.
 * Null when the record is gone.
 */
export async function collectPersonData(
  db: Database,
  start: RecordName,
  language: Language,
): Promise<PersonData | null> {
  const found = await personRecords(db, start);
  if (!found) return null;
  const records = await Promise.all(
    found.records.map(async (match): Promise<PersonRecord | null> => {
      const record = await findRecord(db, match.inbox, match.reference, language);
      if (!record) return null;
      const history = await withMessageStates(db, await readHistory(db, match.inbox, match.id));
      const tags = (await tagsOf(db, match.inbox, [match.id])).get(match.id) ?? [];
      const ratings = isRated(match.inbox) ? await ratingsOf(db, match.inbox, match.id) : [];
      return {
        inbox: match.inbox,
        reference: match.reference,
        matchedOn: match.matchedOn,
        createdAt: match.createdAt,
        language: record.summary.language,
        status: record.summary.status,
        fields: describeRecord(match.inbox, record.row, language),
        tags: tags.map((tag) => tag.label),
        ratings,
        history,
      };
    }),
  );
  return { person: found.person, records: records.filter((record) => record !== null) };
}

/** An export of a person's data in the start record's history: the audit lists it with who and when. */
export async function notePersonExport(
  db: Database,
  start: RecordName & { id: number },
  actor: Actor,
  { format, count }: { format: "json" | "html"; count: number },
) {
  await writeHistory(db, {
    inbox: start.inbox,
    recordId: start.id,
    actor,
    action: "export",
    detail: { rows: count, person: format },
  });
}

/** The person's data as JSON: field names as staff read them, moments in ISO 8601, one entry per record. */
export function personJson(data: PersonData, language: Language, exportedBy: string, now = new Date()) {
  const texts = messages[language].admin;
  return JSON.stringify(
    {
      exportedAt: now.toISOString(),
      exportedBy,
      person: data.person,
      records: data.records.map((record) => ({
        inbox: texts.inboxes[record.inbox],
        reference: record.reference,
        receivedAt: record.createdAt,
        language: record.language,
        status: texts.statuses[record.status as keyof typeof texts.statuses] ?? record.status,
        fields: Object.fromEntries(
          record.fields.map((field) => [
            (texts.fields as Record<string, string>)[field.label] ?? field.label,
            field.value,
          ]),
        ),
        [texts.person.tags]: record.tags,
        ...(record.ratings.length > 0
          ? {
              [texts.person.ratings]: record.ratings.map((rating) => ({
                at: rating.at,
                by: rating.staffName,
                score: rating.score,
                comment: rating.comment,
              })),
            }
          : {}),
        history: record.history.map((entry) => ({
          at: entry.createdAt,
          by: entry.staffName,
          action: entry.action,
          ...entry.detail,
        })),
      })),
    },
    null,
    2,
  );
}

/** A history line in a few words, for the readable copy: what was done, and its note, subject or change. */
function historyWords(entry: HistoryEntry, language: Language): string {
  const texts = messages[language].admin;
  const status = (value: unknown) => texts.statuses[String(value) as keyof typeof texts.statuses] ?? String(value);
  const what = (texts.person.actions as Record<string, string>)[entry.action] ?? entry.action;
  const { detail } = entry;
  const about =
    entry.action === "status"
      ? `${status(detail.from)} → ${status(detail.to)}`
      : entry.action === "note"
        ? String(detail.text ?? "")
        : entry.action === "message"
          ? String(detail.subject ?? "")
          : entry.action === "assignment"
            ? String(detail.to ?? "—")
            : entry.action === "interview"
              ? interviewWordsOf(detail, language)
              : entry.action === "tag"
                ? `${detail.added === undefined ? "−" : "+"} ${String(detail.added ?? detail.removed ?? "")}`
                : entry.action === "rating"
                  ? `${String(detail.score)}/5`
                  : "";
  return about ? `${what}: ${about}` : what;
}

/** An interview's line in the readable copy: when, and where and with whom (or that it was cancelled). */
function interviewWordsOf(detail: HistoryEntry["detail"], language: Language) {
  const when = typeof detail.at === "string" ? formatDateTime(detail.at, language) : "";
  const texts = messages[language].admin.interview;
  return detail.cancelled
    ? `${when} (${texts.cancelledOn})`
    : `${when}, ${String(detail.place ?? "")}, ${String(detail.interviewer ?? "")}`;
}

/** The person's data as one HTML page to read or print, in the staff member's language; every value escaped. */
export function personHtml(data: PersonData, language: Language, exportedBy: string, now = new Date()) {
  const texts = messages[language].admin;
  const at = (iso: string) => formatDateTime(iso, language);
  const record = (item: PersonRecord) => `
<section>
<h2>${escapeHtml(texts.inboxes[item.inbox])} · ${escapeHtml(item.reference)}</h2>
<p>${escapeHtml(texts.person.received.replace("{{date}}", at(item.createdAt)))} · ${escapeHtml(
    texts.statuses[item.status as keyof typeof texts.statuses] ?? item.status,
  )}</p>
<dl>${item.fields
    .map(
      (field) =>
        `<dt>${escapeHtml((texts.fields as Record<string, string>)[field.label] ?? field.label)}</dt><dd>${escapeHtml(
          field.value || "—",
        )}</dd>`,
    )
    .join("")}</dl>
<h3>${escapeHtml(texts.person.tags)}</h3>
<p>${escapeHtml(item.tags.join(", ") || "—")}</p>${
    item.ratings.length > 0
      ? `
<h3>${escapeHtml(texts.person.ratings)}</h3>
<ul>${item.ratings
          .map(
            (rating) =>
              `<li>${escapeHtml(at(rating.at))} · ${escapeHtml(rating.staffName)} · ${rating.score}/5${
                rating.comment ? ` · ${escapeHtml(rating.comment)}` : ""
              }</li>`,
          )
          .join("")}</ul>`
      : ""
  }
<h3>${escapeHtml(texts.record.historyTitle)}</h3>
<ul>${item.history
    .map(
      (entry) =>
        `<li>${escapeHtml(at(entry.createdAt))} · ${escapeHtml(entry.staffName)} · ${escapeHtml(historyWords(entry, language))}</li>`,
    )
    .join("")}</ul>
</section>`;
  const title = texts.person.title.replace("{{name}}", data.person.name);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:48rem;margin:2rem auto;line-height:1.5;color:#0f172a}dt{font-weight:bold}dd{margin:0 0 .5rem;white-space:pre-wrap}section{border-top:1px solid #cbd5e1;margin-top:1.5rem}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(texts.person.exportedBy.replace("{{name}}", exportedBy).replace("{{date}}", at(now.toISOString())))}</p>
<p>${escapeHtml([data.person.email, data.person.phone].filter(Boolean).join(" · "))}</p>
${data.records.map(record).join("\n")}
</body></html>`;
}
