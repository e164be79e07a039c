import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recordHistory } from "~/db/schema";
import { markPublicContentChanged } from "./content-version.server";
import { shownText } from "./text-rules";
import type { HistoryAction, HistoryArea, Inbox } from "~/domain/choices";

/** The member of staff who acts (from the session; the inboxes never read the session themselves). */
export type Actor = { id: string; name: string };

type Queries = Pick<Database, "insert" | "select">;
export type HistoryDetail = Record<string, string | number | null>;

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

/** How many of an inbox's own entries (exports) its list page shows, newest first. */
const RECENT_INBOX_ENTRIES = 10;

/**
 * A record's history, oldest first; with `recordId` null, the latest entries that concerned the whole
 * inbox (exports), newest first.
 */
export async function readHistory(db: Database, inbox: Inbox, recordId: number | null): Promise<HistoryEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(recordHistory)
    .where(
      and(
        eq(recordHistory.inbox, inbox),
        recordId === null ? isNull(recordHistory.recordId) : eq(recordHistory.recordId, recordId),
      ),
    )
    .orderBy(...(recordId === null ? [desc(recordHistory.id)] : [asc(recordHistory.createdAt), asc(recordHistory.id)]))
    .limit(recordId === null ? RECENT_INBOX_ENTRIES : Number.MAX_SAFE_INTEGER);
  return rows.map(asEntry);
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
