import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { driverApplications, jobApplications, rejectionReasons } from "~/db/schema";
import { isRated, ratedInboxes } from "~/domain/inboxes";
import { languages, type Language } from "~/i18n/languages";
import { isAcceptableText } from "~/lib/text-rules";
import type { Actor } from "~/modules/history/record-history.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { claimFormKey, releaseFormKey } from "~/modules/staff/staff-submissions.server";

/** The inboxes whose rejections give a reason: the two kinds of application, the ones staff rate. */
export const reasonInboxes = ratedInboxes;
export type ReasonInbox = (typeof reasonInboxes)[number];
export const givesReasons = isRated;

const REASON_LABEL_MAX = 80;

export type RejectionReason = { id: number; label: Record<Language, string>; retired: boolean; used: number };

const recordTables = { drivers: driverApplications, applications: jobApplications } as const;

/** Every reason of an inbox, retired ones too (past decisions keep them), oldest first, with how often each is used. */
export async function reasonsOf(db: Database, inbox: ReasonInbox): Promise<RejectionReason[]> {
  const table = recordTables[inbox];
  const rows = await db
    .select({
      id: rejectionReasons.id,
      label: rejectionReasons.label,
      retiredAt: rejectionReasons.retiredAt,
      used: sql<number>`(select count(*) from ${table} where ${table.rejectionReasonId} = ${rejectionReasons.id})`,
    })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.inbox, inbox))
    .orderBy(asc(rejectionReasons.id));
  return rows.map((row) => ({ id: row.id, label: row.label, retired: row.retiredAt !== null, used: Number(row.used) }));
}

/** Whether `id` is a reason staff may give now in this inbox (not retired). */
export async function isOfferedReason(db: Pick<Database, "select">, inbox: ReasonInbox, id: number | null) {
  if (id === null) return false;
  const [found] = await db
    .select({ id: rejectionReasons.id })
    .from(rejectionReasons)
    .where(and(eq(rejectionReasons.id, id), eq(rejectionReasons.inbox, inbox), isNull(rejectionReasons.retiredAt)));
  return found !== undefined;
}

/** The reasons an inbox's records were rejected for since a day, most given first (the dashboard). */
export async function rejectionsByReason(db: Database, inbox: ReasonInbox, since: Date) {
  const table = recordTables[inbox];
  const rows = await db
    .select({ label: rejectionReasons.label, count: sql<number>`count(*)` })
    .from(table)
    .innerJoin(rejectionReasons, eq(rejectionReasons.id, table.rejectionReasonId))
    .where(and(eq(table.status, "rejected"), gte(table.decidedAt, since)))
    .groupBy(rejectionReasons.id, rejectionReasons.label)
    .orderBy(sql`count(*) desc`, asc(rejectionReasons.id));
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

export type ReasonProblem = "reasonLabel" | "characters" | "invalid" | "reasonTaken";

/** A new reason as typed, in each language: one line of 1 to 80 characters each. */
export function readReasonForm(field: (name: string) => string) {
  const label = Object.fromEntries(
    languages.map((language) => [language, field(`label-${language}`).trim()]),
  ) as Record<Language, string>;
  const texts = Object.values(label);
  if (texts.some((text) => text.length === 0 || [...text].length > REASON_LABEL_MAX))
    return { ok: false as const, problem: "reasonLabel" as const, label };
  if (texts.some((text) => !isAcceptableText(text, "line")))
    return { ok: false as const, problem: "characters" as const, label };
  return { ok: true as const, label };
}

const sameLabel = (a: string, b: string) => a.localeCompare(b, "pt", { sensitivity: "base" }) === 0;

/** Adds a reason to an inbox's list (once for a form sent twice); refused when one offered reads the same. */
export async function addReason(
  db: Database,
  inbox: ReasonInbox,
  label: Record<Language, string>,
  actor: Actor,
  formKey: string,
): Promise<{ ok: true } | { ok: false; problem: ReasonProblem }> {
  return db.transaction(async (tx) => {
    // A form sent again (a double tap) finds its reason there already: done, not "taken".
    if (!(await claimFormKey(tx, formKey)).first) return { ok: true } as const;
    const offered = (await reasonsOf(tx, inbox)).filter((reason) => !reason.retired);
    if (offered.some((reason) => languages.some((language) => sameLabel(reason.label[language], label[language])))) {
      await releaseFormKey(tx, formKey);
      return { ok: false, problem: "reasonTaken" } as const;
    }
    await tx.insert(rejectionReasons).values({ inbox, label });
    await writeStaffAudit(tx, { event: "reason-added", actor, detail: { inbox, label: label.pt } });
    return { ok: true } as const;
  });
}

/** Retires a reason (no longer offered; the decisions that gave it keep it) or offers it again. */
export async function setReasonRetired(db: Database, inbox: ReasonInbox, id: number, retired: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(rejectionReasons)
      .set({ retiredAt: retired ? new Date() : null })
      .where(
        and(
          eq(rejectionReasons.id, id),
          eq(rejectionReasons.inbox, inbox),
          retired ? isNull(rejectionReasons.retiredAt) : sql`${rejectionReasons.retiredAt} is not null`,
        ),
      )
      .returning({ label: rejectionReasons.label });
    if (!changed) return false;
    const event = retired ? "reason-retired" : "reason-restored";
    await writeStaffAudit(tx, { event, actor, detail: { inbox, label: changed.label.pt } });
    return true;
  });
}
