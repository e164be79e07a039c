import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffAudit } from "~/db/schema";
import type { StaffAuditEvent } from "~/domain/choices";

type Someone = { id: string | null; name: string };

/**
 * Adds one line to the staff audit (ADR 039): who (`actor`), to which account (`subject`), from which
 * address (sign-ins), and what. Append-only: the table refuses changes and deletions but the purge's.
 */
export async function writeStaffAudit(
  db: Pick<Database, "insert">,
  entry: {
    event: StaffAuditEvent;
    actor: Someone;
    subject?: Someone | null;
    address?: string | null;
    detail?: Record<string, string | number | null>;
  },
) {
  await db.insert(staffAudit).values({
    event: entry.event,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    subjectId: entry.subject?.id ?? null,
    subjectName: entry.subject?.name ?? "",
    address: entry.address ?? null,
    detail: entry.detail ?? {},
  });
}

/**
 * How long an audit line is kept: a year of sign-ins and changes answers "who did this, from where"
 * for any incident noticed late, and no longer (the lines hold staff members' addresses). ADR 039.
 */
const AUDIT_RETENTION_MONTHS = 12;

/** Deletes the audit lines past their time (daily, with the other upkeep); answers how many went. */
export async function purgeStaffAudit(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now);
  before.setMonth(before.getMonth() - AUDIT_RETENTION_MONTHS);
  return db.transaction(async (tx) => {
    // The audit refuses deletions unless the transaction says it is this purge (drizzle/0010).
    await tx.execute(sql`select set_config('kamba.audit_retention', 'on', true)`);
    const gone = await tx.delete(staffAudit).where(lt(staffAudit.createdAt, before)).returning({ id: staffAudit.id });
    return gone.length;
  });
}
