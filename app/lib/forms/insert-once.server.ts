import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";

type KeyedTable = PgTable & { id: PgColumn; submissionKey: PgColumn };
/** The database or a transaction on it: both insert and select. */
type Queries = Pick<Database, "insert" | "select">;

/**
 * Inserts a row unless one with the same `submissionKey` exists (the column is UNIQUE), and returns
 * the id either way: a double click or a retried request stores one record and gets its id.
 * Safe under concurrency: the second of two simultaneous inserts waits for the first and finds it.
 */
export async function insertOnce<T extends KeyedTable>(
  db: Queries,
  table: T,
  values: T["$inferInsert"] & { submissionKey: string },
): Promise<{ id: number; created: boolean }> {
  const inserted = (await db
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: table.submissionKey })
    .returning({ id: table.id })) as Array<{ id: number }>;
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = (await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.submissionKey, values.submissionKey))
    .limit(1)) as Array<{ id: number }>;
  if (!existing) throw new Error("insertOnce: conflicting submission key but no row found");
  return { id: existing.id, created: false };
}
