import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { company } from "~/config/company";
import type { MailSettings } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { messagePurposes, type Inbox, type MessagePurpose } from "~/domain/choices";
import { isStatusOf, statusSetByHand } from "~/domain/inboxes";
import { asLanguage, type Language } from "~/i18n/languages";
import { isAcceptableText, normalizeLines } from "~/lib/text-rules";
import { writeHistory, type Actor, type HistoryEntry } from "~/modules/history/record-history.server";
import { claimFormKey } from "~/modules/staff/staff-submissions.server";
import { changeRecord, type ChangeOutcome, type StaffMailSettings } from "./inbox-record.server";
import { inboxSources } from "./inbox-sources.server";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, messageTemplates } from "./message-templates.server";
import { savedTexts } from "./saved-templates.server";
import { composeMessage, fill, messageDomain } from "./outbox.server";

/** A message to the person as the form holds it: from a template or blank, in a language, with a status to set or not. */
export type MessageDraft = {
  purpose: MessagePurpose | null;
  language: Language;
  subject: string;
  body: string;
  /** The status the message goes with ("reject and tell them"); null keeps the record's. */
  status: string | null;
  /** The reason of a rejection the message goes with (one of the admins' list). */
  reason?: number | null;
};

/** The purposes an inbox offers, in the order the form lists them. */
export const purposesOf = (inbox: Inbox) => messagePurposes.filter((purpose) => messageTemplates[inbox][purpose]);

/**
 * The form's starting point: the template asked for (`?template=`) in the language asked for (`?in=`,
 * else the person's), its placeholders filled; else a blank message in the person's language. An admin's
 * version of the template (/admin/templates) is used when there is one: one query, and only when a
 * template is asked for.
 */
export async function draftMessage(
  db: Database,
  inbox: Inbox,
  record: { name: string; reference: string; topic: string | null; language: string },
  ask: { template: string | null; language: string | null },
  staffName: string,
  /** An invitation's interview in words (when, where, with whom), in the message's language; empty when none is set. */
  interviewIn: (language: Language) => string = () => "",
): Promise<MessageDraft> {
  const language = asLanguage(ask.language) ?? asLanguage(record.language) ?? "pt";
  const purpose = purposesOf(inbox).find((known) => known === ask.template) ?? null;
  const template = purpose ? messageTemplates[inbox][purpose] : undefined;
  if (!purpose || !template) return { purpose: null, language, subject: "", body: "", status: null };
  const saved = await savedTexts(db, inbox, purpose);
  const values = {
    name: record.name,
    reference: record.reference,
    job: record.topic ?? "",
    staff: staffName,
    company: company.name,
    interview: interviewIn(language),
  };
  const texts = (saved ?? template.texts)[language];
  return {
    purpose,
    language,
    subject: fill(texts.subject, values),
    body: fill(texts.body, values),
    status: template.status && statusSetByHand(inbox) ? template.status : null,
  };
}

export type MessageProblem = "subjectLength" | "bodyLength" | "characters" | "invalid";

/** The message form as posted: its subject (one line), its text, language, purpose and status, or what is wrong. */
export function readMessageForm(
  inbox: Inbox,
  field: (name: string) => string,
): { ok: true; draft: MessageDraft } | { ok: false; problem: MessageProblem } {
  const subject = normalizeLines(field("subject")).trim();
  const body = normalizeLines(field("body")).trim();
  if (subject.length === 0 || [...subject].length > MESSAGE_SUBJECT_MAX) return { ok: false, problem: "subjectLength" };
  if (body.length === 0 || [...body].length > MESSAGE_BODY_MAX) return { ok: false, problem: "bodyLength" };
  if (!isAcceptableText(subject, "line") || !isAcceptableText(body, "lines"))
    return { ok: false, problem: "characters" };
  const language = asLanguage(field("language"));
  const status = field("status") || null;
  if (!language) return { ok: false, problem: "invalid" };
  if (status !== null && !(statusSetByHand(inbox) && isStatusOf(inbox, status)))
    return { ok: false, problem: "invalid" };
  const purpose = purposesOf(inbox).find((known) => known === field("purpose")) ?? null;
  const reason = /^\d{1,9}$/.test(field("reason")) ? Number(field("reason")) : null;
  return { ok: true, draft: { purpose, language, subject, body, status, reason } };
}

/** What sending needs from the site's settings: the sender, the inbox's address for replies, the site's address. */
export type MessageSettings = Pick<MailSettings, "from" | "staffAddress"> & { publicUrl: string };

/**
 * Sends the message to the person's address through the outbox (it survives an SMTP outage like all
 * mail), with the reference in its subject and replies going to the inbox's staff address; the history
 * keeps who sent it, the template and the outbox line (whose state the record shows), never its text.
 * With a status, both happen in one step, only if nobody changed the record since the page was read.
 */
export async function sendPersonMessage(
  db: Database,
  settings: MessageSettings,
  inbox: Inbox,
  target: { id: number; revision: number; email: string; status: string; formKey: string },
  draft: MessageDraft,
  actor: Actor,
): Promise<ChangeOutcome | { ok: true; revision: number }> {
  const queue = async (tx: Database, record: { reference: string }) => {
    const subject = draft.subject.includes(record.reference) ? draft.subject : `[${record.reference}] ${draft.subject}`;
    const composed = composeMessage(subject, draft.body, draft.language);
    const [queued] = await tx
      .insert(outbox)
      .values({
        messageId: `<${randomUUID()}@${messageDomain(settings.from)}>`,
        kind: "message",
        inbox,
        recordId: target.id,
        recipient: target.email,
        ...composed,
      })
      .returning({ id: outbox.id });
    await writeHistory(tx, {
      inbox,
      recordId: target.id,
      actor,
      action: "message",
      detail: { outbox: queued!.id, purpose: draft.purpose, language: draft.language },
    });
  };
  const staffMail: StaffMailSettings = { from: settings.from, publicUrl: settings.publicUrl };
  if (draft.status !== null && draft.status !== target.status) {
    const change = { status: draft.status, reason: draft.reason ?? null };
    return changeRecord(db, inbox, target, change, actor, staffMail, queue);
  }
  return db.transaction(async (tx) => {
    // The same form sent again (a double tap, a resend) sends nothing more.
    if (!(await claimFormKey(tx, target.formKey)).first) return { ok: true, revision: target.revision };
    const source = inboxSources[inbox];
    const [record] = await tx
      .select({ reference: sql<string>`${source.reference}` })
      .from(source.table)
      .where(eq(source.id, target.id));
    if (!record) return { ok: false, problem: "missing" };
    await queue(tx, record);
    return { ok: true, revision: target.revision };
  });
}

/**
 * The record's history with each message's subject and state (sent, waiting, failing) read from its
 * outbox line; a message whose line is gone (erased with the person's data) says so.
 */
export async function withMessageStates(db: Database, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const ids = entries.flatMap((entry) => (entry.action === "message" ? [Number(entry.detail.outbox)] : []));
  if (ids.length === 0) return entries;
  const lines = await db
    .select({ id: outbox.id, subject: outbox.subject, sentAt: outbox.sentAt, lastError: outbox.lastError })
    .from(outbox)
    .where(inArray(outbox.id, ids));
  const byId = new Map(lines.map((line) => [line.id, line]));
  return entries.map((entry) => {
    if (entry.action !== "message") return entry;
    const line = byId.get(Number(entry.detail.outbox));
    return {
      ...entry,
      detail: {
        ...entry.detail,
        subject: line?.subject ?? null,
        sentAt: line?.sentAt ? new Date(line.sentAt).toISOString() : null,
        lastError: line?.lastError ?? null,
      },
    };
  });
}
