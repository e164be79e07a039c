import { and, asc, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recordHistory } from "~/db/schema";
import { markPublicContentChanged } from "~/lib/content-version.server";
import { shownText } from "~/lib/text-rules";
import type { HistoryAction, HistoryArea, Inbox } from "~/domain/choices";

/** The member of staff who acts (from the session; the inboxes never read the session themselves). */
export type Actor = { id: string; name: string };

type Queries = Pick<Database, "insert" | "select">;
export type HistoryDetail = Record<string, string | number | null>;

/**
 * Why a record was erased, in its tombstone (`action` "erasure", `detail` `{ reason, reference }`, plus
 * `file: "id-card"` when only the ID card went): on the person's request (`staffId`/`staffName`: the
 * admin), withdrawn by its sender's link, or at the end of its retention period (no staff: null, "").
 */
export type ErasureReason = "request" | "withdrawal" | "retention";

export type HistoryEntry = {
  id: number;
  staffName: string;
  action: HistoryAction;
  detail: HistoryDetail;
  createdAt: string;
};

/** Adds one line to the append-only history (the table refuses changes and deletions: drizzle/0006). */
export async function writeHistory(
  db: Queries,
  entry: {
    inbox: HistoryArea;
    recordId: number | null;
    /** A published item's id (job offer, news item) or a price list's language. */
    subjectId?: string;
    /** `id` null: the visitor themselves (a withdrawal by their e-mailed link). */
    actor: Actor | { id: null; name: string };
    action: HistoryAction;
    detail?: HistoryDetail;
  },
) {
  await db.insert(recordHistory).values({
    inbox: entry.inbox,
    recordId: entry.recordId,
    subjectId: entry.subjectId ?? null,
    staffId: entry.actor.id,
    staffName: entry.actor.name,
    action: entry.action,
    detail: entry.detail ?? {},
  });
}

const entryColumns = {
  id: recordHistory.id,
  staffName: recordHistory.staffName,
  action: recordHistory.action,
  detail: recordHistory.detail,
  createdAt: recordHistory.createdAt,
};

/** A line as staff read it: a note kept before the text rule (text-rules.ts) shows as a new one would. */
const asEntry = (row: { id: number; staffName: string; action: string; detail: HistoryDetail; createdAt: Date }) => ({
  ...row,
  detail: Object.fromEntries(
    Object.entries(row.detail).map(([key, value]) => [key, typeof value === "string" ? shownText(value) : value]),
  ),
  action: row.action as HistoryAction,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** A publishing action: its history line, and the new version of the public content (the page caches forget). */
export async function recordPublicChange(db: Queries, entry: Parameters<typeof writeHistory>[1]) {
  await writeHistory(db, entry);
  await markPublicContentChanged(db);
}

/** How many of an inbox's own entries (exports, erasures) its list page shows, newest first. */
const RECENT_INBOX_ENTRIES = 10;

/** A record's history, oldest first. */
export async function readHistory(db: Database, inbox: Inbox, recordId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(recordHistory)
    .where(and(eq(recordHistory.inbox, inbox), eq(recordHistory.recordId, recordId)))
    .orderBy(asc(recordHistory.createdAt), asc(recordHistory.id));
  return rows.map(asEntry);
}

/** Written as the partial indexes' condition (drizzle/0010), so that the planner uses them. */
const isTombstone = sql`action = 'erasure'`;

/** The latest exports and erasures of an inbox (what the list page shows under the list), newest first. */
export async function readInboxHistory(db: Database, inbox: Inbox): Promise<HistoryEntry[]> {
  const latest = (where: ReturnType<typeof and>) =>
    db
      .select(entryColumns)
      .from(recordHistory)
      .where(where)
      .orderBy(desc(recordHistory.id))
      .limit(RECENT_INBOX_ENTRIES);
  const [exports, erasures] = await Promise.all([
    latest(and(eq(recordHistory.inbox, inbox), isNull(recordHistory.recordId))),
    latest(and(eq(recordHistory.inbox, inbox), isTombstone)),
  ]);
  return [...exports, ...erasures]
    .sort((a, b) => b.id - a.id)
    .slice(0, RECENT_INBOX_ENTRIES)
    .map(asEntry);
}

/**
 * What the history keeps of an erased record, found by its reference: the lines without personal data
 * (status changes, assignments, downloads) and its tombstone last; null when no erasure names it.
 */
export async function readErasedRecord(db: Database, inbox: Inbox, reference: string): Promise<HistoryEntry[] | null> {
  const [tombstone] = await db
    .select({ recordId: recordHistory.recordId })
    .from(recordHistory)
    .where(
      and(
        eq(recordHistory.inbox, inbox),
        isTombstone,
        sql`(detail->>'reference') = ${reference}`,
        sql`${recordHistory.detail}->>'file' is null`,
      ),
    )
    .orderBy(desc(recordHistory.id))
    .limit(1);
  return tombstone?.recordId ? readHistory(db, inbox, tombstone.recordId) : null;
}

/** The history of what was published in an area, newest first; with `subjectId`, of one item only. */
export async function readPublishingHistory(
  db: Database,
  area: HistoryArea,
  subjectId: string | null,
  limit = 50,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(recordHistory)
    .where(and(eq(recordHistory.inbox, area), subjectId === null ? undefined : eq(recordHistory.subjectId, subjectId)))
    .orderBy(desc(recordHistory.id))
    .limit(limit);
  return rows.map(asEntry);
}

/**
 * The revision of a published item (a job offer, a news item, a price list's language): the id of its
 * latest history line, 0 before it has one. Every change of an item writes one line in its transaction,
 * and ids only grow, so a revision names one state of the item (ADR 038).
 */
export async function publishedRevision(db: Pick<Database, "select">, area: HistoryArea, subjectId: string) {
  const [row] = await db
    .select({ latest: max(recordHistory.id) })
    .from(recordHistory)
    .where(and(eq(recordHistory.inbox, area), eq(recordHistory.subjectId, subjectId)));
  return Number(row?.latest ?? 0);
}

/** What was done to a published item after `revision`, oldest first: what a refused change missed. */
export async function publishingHistorySince(
  db: Pick<Database, "select">,
  area: HistoryArea,
  subjectId: string,
  revision: number,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(recordHistory)
    .where(and(eq(recordHistory.inbox, area), eq(recordHistory.subjectId, subjectId), gt(recordHistory.id, revision)))
    .orderBy(asc(recordHistory.id));
  return rows.map(asEntry);
}
