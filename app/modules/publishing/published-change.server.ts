import { data } from "react-router";
import type { Database } from "~/db/client.server";
import type { PublishingArea } from "~/domain/choices";
import { publishedRevision, publishingHistorySince, type HistoryEntry } from "~/modules/history/record-history.server";

/** What a change of a published item came to. */
export type PublishedChange<T> =
  | { ok: true; value: T }
  | { ok: false; problem: "missing" }
  /** Someone changed the item after the page was read: nothing was written; `changes` says what they did. */
  | { ok: false; problem: "stale"; revision: number; changes: HistoryEntry[] };

/**
 * Changes a published item (a job offer, a news item, a price list) only if nobody changed it since the
 * page the change was made on was read at `revision` (`publishedRevision`): the inboxes' rule (ADR 024)
 * for the publishing pages, so the later of two members of staff is refused and shown what the first
 * did, rather than writing over it (ADR 038).
 *
 * `lock` locks the item for the transaction (its row `FOR UPDATE`) and says whether it exists: a second
 * change waits for the first to commit, then finds its history line. `change` writes the item and its
 * history line (which becomes the new revision).
 */
export async function changePublishedItem<T>(
  db: Database,
  item: { area: PublishingArea; subjectId: string; revision: number },
  lock: (tx: Database) => Promise<boolean>,
  change: (tx: Database) => Promise<T>,
): Promise<PublishedChange<T>> {
  return db.transaction(async (tx): Promise<PublishedChange<T>> => {
    if (!(await lock(tx))) return { ok: false, problem: "missing" };
    const current = await publishedRevision(tx, item.area, item.subjectId);
    if (current !== item.revision) {
      const changes = await publishingHistorySince(tx, item.area, item.subjectId, item.revision);
      return { ok: false, problem: "stale", revision: current, changes };
    }
    return { ok: true, value: await change(tx) };
  });
}

/**
 * An editor's answer to a refused change: 404 when the item is gone, else 409 with what was missed
 * (`stale`) and the revision the page stands on now, beside the page's own fields (what was typed).
 */
export function refusedChange<T extends object>(
  change: Exclude<PublishedChange<unknown>, { ok: true }>,
  answer: Omit<T, "revision" | "stale">,
) {
  if (change.problem === "missing") throw data(null, { status: 404 });
  return data<T>({ ...answer, revision: change.revision, stale: change.changes } as T, { status: 409 });
}
