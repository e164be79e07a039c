import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryRequests } from "~/db/schema";

/** The pages watching one delivery, each with the version it last showed. */
type Watched = Map<() => void, string>;

/** The deliveries open on tracking pages of this process, and the timer reading them while there are any. */
type Watcher = { open: Map<string, Watched>; timer: NodeJS.Timeout | null };

/** One watcher per database in this process: one query a second, however many tracking pages are open. */
const watchers = new WeakMap<Database, Watcher>();

/** How often the open deliveries are read: a change reaches an open tracking page within about this. */
const POLL_MS = 1000;

/** The delivery's own id, named with its table: drizzle writes a lone `"id"`, which the subquery would take for its own. */
const outerId = sql`${sql.identifier("delivery_requests")}.${sql.identifier("id")}`;

/**
 * What changes a tracking page: the delivery's revision (every step, whoever made it) and the time of the
 * driver's last position (positions do not raise the revision, which guards staff's edits).
 */
export const deliveryVersion = sql<string>`${deliveryRequests.revision} || ':' || coalesce((select max(p.recorded_at)::text from delivery_positions p where p.delivery_id = ${outerId}), '')`;

/** A delivery's version now, or null when there is no such delivery. */
export async function currentVersion(db: Database, reference: string): Promise<string | null> {
  return (await readVersions(db, [reference])).get(reference) ?? null;
}

async function readVersions(db: Database, references: string[]) {
  const rows = await db
    .select({ reference: deliveryRequests.reference, version: deliveryVersion })
    .from(deliveryRequests)
    .where(inArray(deliveryRequests.reference, references));
  return new Map(rows.map((row) => [row.reference, row.version]));
}

/**
 * Calls `listener` each time the delivery changes from `version` (what the page shows), seen from the
 * database, so a change made by any server process reaches every process's open pages. Returns the
 * function that stops watching.
 */
export function watchDelivery(db: Database, reference: string, version: string, listener: () => void): () => void {
  const watcher = watchers.get(db) ?? { open: new Map<string, Watched>(), timer: null };
  watchers.set(db, watcher);
  const watched: Watched = watcher.open.get(reference) ?? new Map();
  watched.set(listener, version);
  watcher.open.set(reference, watched);
  watcher.timer ??= setInterval(() => void poll(db, watcher), POLL_MS).unref();
  return () => {
    watched.delete(listener);
    if (watched.size === 0 && watcher.open.get(reference) === watched) watcher.open.delete(reference);
    if (watcher.open.size === 0 && watcher.timer) {
      clearInterval(watcher.timer);
      watcher.timer = null;
    }
  };
}

async function poll(db: Database, { open }: Watcher) {
  if (open.size === 0) return;
  try {
    const versions = await readVersions(db, [...open.keys()]);
    for (const [reference, watched] of open) {
      const now = versions.get(reference);
      if (now === undefined) continue;
      for (const [listener, shown] of watched) {
        if (shown === now) continue;
        watched.set(listener, now);
        listener();
      }
    }
  } catch {
    // The database is away for a moment: the pages keep what they show and the next read catches up.
  }
}
