import { and, eq, or, sql } from "drizzle-orm";
import { outbox, recordHistory } from "~/db/schema";
import type { Inbox } from "~/domain/choices";
import type { AppServices } from "~/lib/app-context.server";
import { readWithdrawToken } from "~/lib/mail/withdraw-link.server";
import { inboxSources } from "./inbox-sources.server";
import { writeHistory, type Actor } from "~/lib/record-history.server";

/**
 * Erases one submission (Lei n.º 22/11): its row, its unsent and sent e-mails, its history (notes may
 * hold personal data) and, for a job application, its CV and ID card. One history line without personal
 * data says that it happened, when, and who asked (the visitor by their link, or a member of staff).
 */
export async function eraseSubmission(
  services: Pick<AppServices, "database" | "fileStore" | "logger">,
  inbox: Inbox,
  recordId: number,
  by: Actor | "visitor" | "retention",
): Promise<{ erased: false } | { erased: true; reference: string }> {
  const who = typeof by === "string" ? by : "staff";
  const source = inboxSources[inbox];
  const erased = await services.database.db.transaction(async (tx) => {
    const [row] = (await tx.select().from(source.table).where(eq(source.id, recordId)).for("update")) as Array<
      Record<string, unknown>
    >;
    if (!row) return null;
    // The history refuses deletions unless the transaction says it is an erasure (drizzle/0006).
    await tx.execute(sql`select set_config('kamba.history_erasure', 'on', true)`);
    await tx.delete(recordHistory).where(and(eq(recordHistory.inbox, inbox), eq(recordHistory.recordId, recordId)));
    await tx.delete(outbox).where(and(eq(outbox.inbox, inbox), eq(outbox.recordId, recordId)));
    await tx.delete(source.table).where(eq(source.id, recordId));
    await writeHistory(tx, {
      inbox,
      recordId,
      actor: typeof by === "string" ? { id: null, name: "" } : by,
      action: "erasure",
      detail: { by: who },
    });
    const files = [row.cvKey, row.idCardKey].filter((key): key is string => typeof key === "string");
    return { reference: String(row.reference), files };
  });
  if (!erased) return { erased: false };
  for (const key of erased.files) {
    // A file left behind has no row any more: the daily orphan-file sweep removes it.
    await services.fileStore.delete(key).catch((error: unknown) => {
      services.logger.warn({ err: error }, "an erased submission's file could not be deleted yet");
    });
  }
  if (who !== "retention") services.logger.info({ event: "submission-erased", inbox, by: who }, "erased");
  return { erased: true, reference: erased.reference };
}

/** The submission a withdrawal link names, while it still exists: a used, expired or forged link names nothing. */
export async function findWithdrawable(services: Pick<AppServices, "database" | "signingSecret">, token: string) {
  const linked = readWithdrawToken(token, services.signingSecret);
  if (!linked) return null;
  const source = inboxSources[linked.inbox];
  const [row] = (await services.database.db
    .select({ reference: source.reference })
    .from(source.table)
    .where(eq(source.id, linked.recordId))) as Array<{ reference: string }>;
  return row ? { ...linked, reference: row.reference } : null;
}

/**
 * Erases everything one person sent (a request under Lei n.º 22/11): every submission, in every inbox,
 * from the e-mail address or phone of the record staff are looking at. Returns how many were erased.
 */
export async function erasePerson(
  services: Pick<AppServices, "database" | "fileStore" | "logger">,
  inbox: Inbox,
  recordId: number,
  actor: Actor,
): Promise<number> {
  const { db } = services.database;
  const source = inboxSources[inbox];
  const [person] = (await db
    .select({
      email: sql<string | null>`${source.email}`,
      phone: source.phone ? sql<string | null>`${source.phone}` : sql<null>`null`,
    })
    .from(source.table)
    .where(eq(source.id, recordId))) as Array<{ email: string | null; phone: string | null }>;
  if (!person) return 0;
  let erased = 0;
  for (const [other, otherSource] of Object.entries(inboxSources) as Array<[Inbox, (typeof inboxSources)[Inbox]]>) {
    const sameSender = [
      person.email ? eq(sql`lower(${otherSource.email})`, person.email.toLowerCase()) : undefined,
      person.phone && otherSource.phone ? eq(otherSource.phone, person.phone) : undefined,
    ].filter(Boolean);
    if (sameSender.length === 0) continue;
    const rows = (await db
      .select({ id: sql<number>`${otherSource.id}` })
      .from(otherSource.table)
      .where(or(...sameSender))) as Array<{ id: number }>;
    for (const row of rows) {
      if ((await eraseSubmission(services, other, Number(row.id), actor)).erased) erased += 1;
    }
  }
  return erased;
}
