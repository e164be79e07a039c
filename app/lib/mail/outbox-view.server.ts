import { count, desc, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";

const SHOWN = 100;

type OutboxLine = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};

/** The newest messages of the outbox, those not sent yet first, and how many wait and were sent. */
export async function readOutbox(db: Database) {
  const [waiting] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  const [all] = await db.select({ n: count() }).from(outbox);
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.textBody,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(sql`${outbox.sentAt} is not null`, desc(outbox.id))
    .limit(SHOWN);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  const lines: OutboxLine[] = rows.map((row) => ({
    ...row,
    nextAttemptAt: iso(row.nextAttemptAt)!,
    sentAt: iso(row.sentAt),
    createdAt: iso(row.createdAt)!,
  }));
  const waitingCount = Number(waiting?.n ?? 0);
  return { waiting: waitingCount, sent: Number(all?.n ?? 0) - waitingCount, lines };
}
