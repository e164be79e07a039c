import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages, staffUsers } from "~/db/schema";
import type { Inbox } from "~/domain/choices";
import { decisionStatuses, inboxRoles, isStatusOf, statusSetByHand } from "~/domain/inboxes";
import { asLanguage, type Language } from "~/i18n/languages";
import { asPlainRow, summaryColumns, type InboxRow } from "./inbox-list.server";
import { inboxSources } from "./inbox-sources.server";
import { queueStaffMail, type StaffMail } from "./outbox.server";
import { writeHistory, type Actor, type HistoryDetail } from "~/modules/history/record-history.server";
import { claimFormKey } from "~/modules/staff/staff-submissions.server";
import { shownText } from "~/lib/text-rules";
import { givesReasons, isOfferedReason } from "./rejection-reasons.server";

const REFERENCE = /^KX-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
const MAX_SAME_SENDER = 20;

/** A record of an inbox by its reference: the whole stored row, and the summary the lists show. */
export async function findRecord(db: Database, inbox: Inbox, reference: string, language: Language) {
  if (!REFERENCE.test(reference)) return null;
  const source = inboxSources[inbox];
  const [row] = (await db.select().from(source.table).where(eq(source.reference, reference)).limit(1)) as Array<
    Record<string, unknown>
  >;
  if (!row) return null;
  const [summary] = (await db
    .select(summaryColumns(source, language))
    .from(source.table)
    .where(eq(source.id, row.id as number))) as InboxRow[];
  return { row, summary: asPlainRow(summary!) };
}

/** Another submission from the same e-mail or phone, in any inbox the staff member may open. */
export type SameSenderMatch = { inbox: Inbox; reference: string; name: string; status: string; createdAt: string };

/**
 * The other submissions of the same person, by e-mail (any case) or phone, in the inboxes the staff
 * member may open (`opened`), newest first: re-applicants, duplicates, and the driver who also asked
 * for a delivery. The inboxes they may not open are never read, so nothing of them shows, not even
 * whether they hold a match.
 */
export async function sameSender(db: Database, inbox: Inbox, record: InboxRow, opened: readonly Inbox[]) {
  const email = record.email?.toLowerCase() ?? null;
  const found = await Promise.all(
    opened.map(async (other) => {
      const source = inboxSources[other];
      const matches = [
        email ? eq(sql`lower(${source.email})`, email) : undefined,
        record.phone && source.phone ? eq(source.phone, record.phone) : undefined,
      ].filter(Boolean);
      if (matches.length === 0) return [];
      const self = other === inbox ? ne(source.id, record.id) : undefined;
      const rows = (await db
        .select({
          reference: sql<string>`${source.reference}`,
          name: source.name,
          status: sql<string>`${source.status}`,
          createdAt: sql<string>`${source.createdAt}`,
        })
        .from(source.table)
        .where(and(self, or(...matches)))
        .orderBy(desc(source.createdAt))
        .limit(MAX_SAME_SENDER)) as Array<Omit<SameSenderMatch, "inbox">>;
      return rows.map((row) => ({
        ...row,
        inbox: other,
        name: shownText(row.name),
        createdAt: isoTime(row.createdAt),
      }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_SAME_SENDER);
}

const isoTime = (value: string) => new Date(value).toISOString();

/** Active members of staff who work this inbox: whom a record can be assigned to. */
export async function staffOfInbox(db: Database, inbox: Inbox) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(isNull(staffUsers.disabledAt), inArray(staffUsers.role, [...inboxRoles[inbox]])))
    .orderBy(staffUsers.name);
}

/** A status, with the reason when it rejects an application (one of the admins' list); or an assignee. */
export type RecordChange = { status: string; reason?: number | null } | { assignee: string | null };

export type ChangeOutcome =
  | { ok: true; revision: number }
  | { ok: false; problem: "stale"; current: { status: string; revision: number } }
  | { ok: false; problem: "invalid" | "missing" | "rejectionReason" };

/**
 * Changes a record's status or assignee, only if nobody changed it since the page it was made on was
 * read (`revision`): two members of staff on one record, the second is refused and sees what changed.
 * The change and its line of history are written together.
 */
export async function changeRecord(
  db: Database,
  inbox: Inbox,
  target: { id: number; revision: number },
  change: RecordChange,
  actor: Actor,
  /** Where the e-mail to a member given the record comes from and links to (none: no e-mail). */
  mail?: StaffMailSettings,
  /** What else the same step does, in its transaction (a message to the person with a new status). */
  alongside?: (tx: Database, record: { reference: string; name: string }) => Promise<void>,
): Promise<ChangeOutcome> {
  const source = inboxSources[inbox];
  if ("status" in change && !isStatusOf(inbox, change.status)) return { ok: false, problem: "invalid" };
  if ("status" in change && !statusSetByHand(inbox)) return { ok: false, problem: "invalid" };
  if ("assignee" in change && change.assignee !== null) {
    const allowed = await staffOfInbox(db, inbox);
    if (!allowed.some((member) => member.id === change.assignee)) return { ok: false, problem: "invalid" };
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: sql<string>`${source.status}`,
        revision: sql<number>`${source.revision}`,
        assignee: sql<string | null>`${source.assignedTo}`,
        reference: sql<string>`${source.reference}`,
        name: source.name,
      })
      .from(source.table)
      .where(eq(source.id, target.id))
      .for("update");
    if (!before) return { ok: false, problem: "missing" } as const;
    if (Number(before.revision) !== target.revision) {
      return {
        ok: false,
        problem: "stale",
        current: { status: before.status, revision: Number(before.revision) },
      } as const;
    }
    // Checked after the revision: on a stale page, what changed meanwhile matters first.
    const reason = "status" in change ? await rejectionReasonOf(tx, inbox, change) : null;
    if (reason === "missing") return { ok: false, problem: "rejectionReason" } as const;
    const revision = target.revision + 1;
    const values: Record<string, unknown> = { revision };
    let detail: HistoryDetail;
    if ("status" in change) {
      values[source.status.name] = change.status;
      if (inbox === "messages") values.is_read = change.status !== "unread";
      if (source.decidedAt) {
        values[source.decidedAt.name] = decisionStatuses[inbox].includes(change.status) ? new Date() : null;
      }
      if (givesReasons(inbox)) values.rejection_reason_id = reason;
      detail = { from: before.status, to: change.status, revision, ...(reason === null ? {} : { reason }) };
    } else {
      values[source.assignedTo.name] = change.assignee;
      detail = { to: change.assignee ? await staffName(tx, change.assignee) : null, revision };
    }
    if (source.updatedAt) values[source.updatedAt.name] = new Date();
    await tx.execute(sql`update ${source.table} set ${setList(values)} where ${source.id} = ${target.id}`);
    await writeHistory(tx, {
      inbox,
      recordId: target.id,
      actor,
      action: "status" in change ? "status" : "assignment",
      detail,
    });
    const given = "assignee" in change ? change.assignee : null;
    if (mail && given && given !== actor.id && given !== before.assignee) {
      await tellStaff(tx, mail, [given], { why: "assigned", inbox, recordId: target.id, ...before, by: actor.name });
    }
    await alongside?.(tx, before);
    return { ok: true, revision } as const;
  });
}

/**
 * The reason a rejection gives: one the inbox offers now, required when the status is "rejected" in an
 * inbox that gives reasons; none otherwise (a record whose rejection is taken back loses it).
 */
async function rejectionReasonOf(db: Database, inbox: Inbox, change: { status: string; reason?: number | null }) {
  if (!givesReasons(inbox) || change.status !== "rejected") return null;
  const reason = change.reason ?? null;
  return (await isOfferedReason(db, inbox, reason)) ? reason : "missing";
}

/** `col = value, …` from column names: one update statement whichever inbox's columns it sets. */
function setList(values: Record<string, unknown>) {
  return sql.join(
    Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  );
}

async function staffName(db: Pick<Database, "select">, id: string) {
  const [member] = await db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  return member?.name ?? null;
}

/**
 * An internal note on a record: only in its history, never shown outside the back-office. The note form's
 * key makes a double click or a form sent again store it once.
 */
export async function addNote(
  db: Database,
  target: { inbox: Inbox; recordId: number; formKey: string },
  text: string,
  actor: Actor,
  /** Where the e-mail to a member the note names comes from and links to (none: no e-mail). */
  mail?: StaffMailSettings,
) {
  await db.transaction(async (tx) => {
    if (!(await claimFormKey(tx, target.formKey)).first) return;
    await writeHistory(tx, { inbox: target.inbox, recordId: target.recordId, actor, action: "note", detail: { text } });
    const named = mail ? await staffNamedIn(tx, target.inbox, text) : [];
    const others = named.filter((id) => id !== actor.id);
    if (mail && others.length > 0) {
      const source = inboxSources[target.inbox];
      const [record] = await tx
        .select({ reference: sql<string>`${source.reference}`, name: source.name })
        .from(source.table)
        .where(eq(source.id, target.recordId));
      if (record) {
        const about = { why: "mentioned" as const, inbox: target.inbox, recordId: target.recordId, by: actor.name };
        await tellStaff(tx, mail, others, { ...about, ...record });
      }
    }
  });
}

/** What an e-mail to a member of staff needs from the site's settings. */
export type StaffMailSettings = { from: string; publicUrl: string };

/** "Ângela" → "angela": names compared as staff type them after an `@`. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The members a note names with `@` and their first name (`@Olga`), among those who may open the inbox:
 * the only ones who could follow the link. A first name two members share names both.
 */
async function staffNamedIn(db: Database, inbox: Inbox, text: string): Promise<string[]> {
  const mentioned = new Set(
    [...text.matchAll(/(?:^|[^\p{L}\p{N}@])@(\p{L}[\p{L}\p{N}-]*)/gu)].map((match) => folded(match[1]!)),
  );
  if (mentioned.size === 0) return [];
  const members = await staffOfInbox(db, inbox);
  return members
    .filter((member) => mentioned.has(folded(member.name.trim().split(/\s+/)[0] ?? "")))
    .map((member) => member.id);
}

/** Queues one e-mail per member (active ones with an address), each in the member's language. */
async function tellStaff(tx: Database, mail: StaffMailSettings, ids: string[], about: Omit<StaffMail, "to">) {
  const members = await tx
    .select({ email: staffUsers.email, language: staffUsers.language })
    .from(staffUsers)
    .where(and(inArray(staffUsers.id, ids), isNull(staffUsers.disabledAt)));
  for (const member of members) {
    await queueStaffMail(tx, mail, {
      ...about,
      to: { email: member.email, language: asLanguage(member.language) ?? "pt" },
    });
  }
}

/**
 * "Mark as read" on an unread contact message (a POST: opening it changes nothing). Once, even if two
 * people press it at once; the history says who read it.
 */
export async function markMessageRead(db: Database, record: Pick<InboxRow, "id" | "status">, actor: Actor) {
  if (record.status !== "unread") return;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({ status: "read", isRead: true, revision: sql`${contactMessages.revision} + 1` })
      .where(and(eq(contactMessages.id, record.id), eq(contactMessages.status, "unread")))
      .returning({ revision: contactMessages.revision });
    const revision = changed?.revision;
    if (!revision) return;
    await writeHistory(tx, {
      inbox: "messages",
      recordId: record.id,
      actor,
      action: "status",
      detail: { from: "unread", to: "read", revision, opened: 1 },
    });
  });
}
