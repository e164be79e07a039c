import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { privacyVersion } from "~/content/privacy";
import { newReference } from "./reference";

type KeyedTable = PgTable & { id: PgColumn; submissionKey: PgColumn; reference: PgColumn };
/** The database or a transaction on it: both insert and select. */
type Queries = Pick<Database, "insert" | "select">;
type Stored = { id: number; reference: string };

/**
 * Inserts a row, with a new reference for the visitor and the record of their consent, unless one with the same `submissionKey` exists
 * (the column is UNIQUE), and returns its id and reference either way: a double click or a retried
 * request stores one record and shows one reference.
 * Safe under concurrency: the second of two simultaneous inserts waits for the first and finds it.
 */
export async function insertOnce<T extends KeyedTable>(
  db: Queries,
  table: T,
  values: Omit<T["$inferInsert"], "reference" | "consentedAt" | "consentVersion"> & { submissionKey: string },
): Promise<Stored & { created: boolean }> {
  const inserted = (await db
    .insert(table)
    .values({
      ...values,
      reference: newReference((below) => randomInt(below)),
      // Every public form asks for consent to the current privacy text (the schemas require the box).
      consentedAt: new Date(),
      consentVersion: privacyVersion.id,
    } as T["$inferInsert"])
    .onConflictDoNothing({ target: table.submissionKey })
    .returning({ id: table.id, reference: table.reference })) as Stored[];
  if (inserted[0]) return { ...inserted[0], created: true };
  const [existing] = (await db
    .select({ id: table.id, reference: table.reference })
    .from(table as PgTable)
    .where(eq(table.submissionKey, values.submissionKey))
    .limit(1)) as Stored[];
  if (!existing) throw new Error("insertOnce: conflicting submission key but no row found");
  return { ...existing, created: false };
}
