import { count, desc, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { WITHDRAW_LINK_PLACEHOLDER } from "./mail-texts";
import { WITHDRAW_LINK_IN_TEXT } from "./withdraw-link.server";

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

/**
 * The newest messages of the outbox, those not sent yet first, and how many wait and were sent. No
 * usable withdrawal link among them (`withdrawLinkLabel` stands in its place): an admin who reads the
 * outbox cannot act as the visitor.
 */
export async function readOutbox(db: Database, withdrawLinkLabel: string) {
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
    // Stored messages hold the withdrawal link's place only; a link left from before that is hidden too.
    text: row.text
      .replace(WITHDRAW_LINK_IN_TEXT, WITHDRAW_LINK_PLACEHOLDER)
      .replaceAll(WITHDRAW_LINK_PLACEHOLDER, withdrawLinkLabel),
    nextAttemptAt: iso(row.nextAttemptAt)!,
    sentAt: iso(row.sentAt),
    createdAt: iso(row.createdAt)!,
  }));
  const waitingCount = Number(waiting?.n ?? 0);
  return { waiting: waitingCount, sent: Number(all?.n ?? 0) - waitingCount, lines };
}
