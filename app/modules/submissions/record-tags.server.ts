import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recordTags } from "~/db/schema";
import type { Inbox } from "~/domain/choices";
import { MAX_TAGS_PER_RECORD } from "~/domain/inboxes";
import { shownText } from "~/lib/text-rules";
import { writeHistory, type Actor } from "~/modules/history/record-history.server";
import { lockRecord, type InboxSource } from "./inbox-sources.server";

type Target = { inbox: Inbox; recordId: number };

/**
 * Adds a tag to a record, once: the same tag in another case or spelling of accents is the one it has
 * (a double submit stores it once), and its line of history is written only when it was added. The
 * record's lock keeps two members from passing the limit together.
 */
export async function addTag(
  db: Database,
  source: InboxSource,
  target: Target,
  tag: { label: string; key: string },
  actor: Actor,
): Promise<"added" | "present" | "tooMany" | "missing"> {
  return db.transaction(async (tx) => {
    if (!(await lockRecord(tx, source, target.recordId))) return "missing";
    const mine = and(eq(recordTags.inbox, target.inbox), eq(recordTags.recordId, target.recordId));
    const [held] = await tx.select({ count: count() }).from(recordTags).where(mine);
    const [present] = await tx
      .select({ key: recordTags.key })
      .from(recordTags)
      .where(and(mine, eq(recordTags.key, tag.key)));
    if (present) return "present";
    if (Number(held?.count ?? 0) >= MAX_TAGS_PER_RECORD) return "tooMany";
    // Spelt as the inbox already spells it, so one tag reads the same on every record.
    const [usual] = await tx
      .select({ label: recordTags.label })
      .from(recordTags)
      .where(and(eq(recordTags.inbox, target.inbox), eq(recordTags.key, tag.key)))
      .orderBy(asc(recordTags.createdAt))
      .limit(1);
    const label = usual?.label ?? tag.label;
    await tx.insert(recordTags).values({ ...target, key: tag.key, label });
    await writeHistory(tx, { ...target, actor, action: "tag", detail: { added: label } });
    return "added";
  });
}

/** Removes a tag from a record (by its key); nothing, and no history, when it had none such. */
export async function removeTag(db: Database, target: Target, key: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(recordTags)
      .where(and(eq(recordTags.inbox, target.inbox), eq(recordTags.recordId, target.recordId), eq(recordTags.key, key)))
      .returning({ label: recordTags.label });
    if (removed) await writeHistory(tx, { ...target, actor, action: "tag", detail: { removed: removed.label } });
  });
}

/** The suggestions a record's tag box offers: the inbox's tags, most used first. */
const MAX_SUGGESTIONS = 200;

export type RecordTag = { key: string; label: string };

/** The tags of some records of an inbox (a list's page, an export's batch), by record id, alphabetical. */
export async function tagsOf(db: Database, inbox: Inbox, ids: number[]): Promise<Map<number, RecordTag[]>> {
  const tags = new Map<number, RecordTag[]>();
  if (ids.length === 0) return tags;
  const rows = await db
    .select({ recordId: recordTags.recordId, key: recordTags.key, label: recordTags.label })
    .from(recordTags)
    .where(and(eq(recordTags.inbox, inbox), inArray(recordTags.recordId, ids)))
    .orderBy(asc(recordTags.key));
  for (const row of rows) {
    const list = tags.get(row.recordId) ?? [];
    list.push({ key: row.key, label: shownText(row.label) });
    tags.set(row.recordId, list);
  }
  return tags;
}

/** The tags used in an inbox, most used first: what the tag box suggests and the tag filter offers. */
export async function inboxTags(db: Database, inbox: Inbox): Promise<RecordTag[]> {
  const rows = await db
    .select({ key: recordTags.key, label: sql<string>`min(${recordTags.label})`, uses: count() })
    .from(recordTags)
    .where(eq(recordTags.inbox, inbox))
    .groupBy(recordTags.key)
    .orderBy(sql`count(*) desc`, asc(recordTags.key))
    .limit(MAX_SUGGESTIONS);
  return rows.map((row) => ({ key: row.key, label: shownText(row.label) }));
}

/** The inbox's records by a tag's key (from the index by inbox and key): the list's tag filter. */
export function taggedWith(source: InboxSource, key: string): SQL {
  return sql`${source.id} in (select t.record_id from record_tags t where t.inbox = ${source.inbox} and t.key = ${key})`;
}

/** The inbox's records holding a search word in a tag (`pattern`: a LIKE pattern of the folded word). */
export function tagLike(source: InboxSource, pattern: string): SQL {
  return sql`select t.record_id from record_tags t where t.inbox = ${source.inbox} and t.key like ${pattern}`;
}
