import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox, recordHistory, recordRatings, recordTags } from "~/db/schema";
import { inboxes, type Inbox } from "~/domain/choices";
import type { AppServices } from "~/lib/app-context.server";
import type { WithdrawLinkMaker } from "./mail-sender.server";
import { readWithdrawToken, withdrawUrl } from "./withdraw-link.server";
import { inboxSources } from "./inbox-sources.server";
import { writeHistory, type Actor, type ErasureReason } from "~/modules/history/record-history.server";

type Services = Pick<AppServices, "database" | "fileStore" | "logger">;

/** A record named in an erasure: by its inbox and reference, never by anything personal. */
export type RecordName = { inbox: Inbox; reference: string };

export type SubmissionErasure = { outcome: "erased" | "gone" | "changed"; reference: string | null };

/**
 * Erases one submission (Lei n.º 22/11): its row, its e-mails, its notes and tags (free text, which may
 * hold personal data; the tags' history lines too), the staff's ratings of it (their comments), and its
 * files (a job application's CV and ID card, a delivery's photo at the door). Its other history lines
 * (status changes, assignments, ratings' scores, downloads: who did what) stay, and one more line is added, the
 * tombstone: `erasure`, who (`staffId`/`staffName`; none for the visitor or the retention period), when,
 * and `detail` `{ reason, reference }`. With `revision`, a record changed since it was read is left alone.
 */
export async function eraseSubmission(
  services: Services,
  inbox: Inbox,
  target: { id: number; revision?: number },
  reason: ErasureReason,
  actor: Actor | null = null,
): Promise<SubmissionErasure> {
  const source = inboxSources[inbox];
  const erased = await services.database.db.transaction(async (tx) => {
    const [row] = (await tx.select().from(source.table).where(eq(source.id, target.id)).for("update")) as Array<
      Record<string, unknown>
    >;
    if (!row) return { outcome: "gone" as const, reference: null, files: [] };
    const reference = String(row.reference);
    if (target.revision !== undefined && Number(row.revision) !== target.revision) {
      return { outcome: "changed" as const, reference, files: [] };
    }
    // The history refuses deletions unless the transaction says it is an erasure, and then of notes only.
    await tx.execute(sql`select set_config('kamba.history_erasure', 'on', true)`);
    await tx
      .delete(recordHistory)
      .where(
        and(
          eq(recordHistory.inbox, inbox),
          eq(recordHistory.recordId, target.id),
          inArray(recordHistory.action, ["note", "tag"]),
        ),
      );
    await tx.delete(outbox).where(and(eq(outbox.inbox, inbox), eq(outbox.recordId, target.id)));
    await tx.delete(recordTags).where(and(eq(recordTags.inbox, inbox), eq(recordTags.recordId, target.id)));
    await tx.delete(recordRatings).where(and(eq(recordRatings.inbox, inbox), eq(recordRatings.recordId, target.id)));
    await tx.delete(source.table).where(eq(source.id, target.id));
    await writeHistory(tx, {
      inbox,
      recordId: target.id,
      actor: actor ?? { id: null, name: "" },
      action: "erasure",
      detail: { reason, reference },
    });
    const files = [row.cvKey, row.idCardKey, row.proofFileKey].filter((key): key is string => typeof key === "string");
    return { outcome: "erased" as const, reference, files };
  });
  for (const key of erased.files) {
    // A file left behind has no row any more: the daily orphan-file sweep removes it.
    await services.fileStore.delete(key).catch((error: unknown) => {
      services.logger.warn({ err: error }, "an erased submission's file could not be deleted yet");
    });
  }
  if (erased.outcome === "erased" && reason !== "retention") {
    services.logger.info({ event: "submission-erased", inbox, reason }, "erased");
  }
  return { outcome: erased.outcome, reference: erased.reference };
}

/**
 * The submission a withdrawal link names, while it still exists: a used, expired or forged link names
 * nothing, and neither does a reference given again to a submission stored after the link was made.
 */
export async function findWithdrawable(services: Pick<AppServices, "database" | "signingSecret">, token: string) {
  const linked = readWithdrawToken(token, services.signingSecret);
  if (!linked) return null;
  const source = inboxSources[linked.inbox];
  const named = "reference" in linked ? eq(source.reference, linked.reference) : eq(source.id, linked.recordId);
  const [row] = (await services.database.db
    .select({ id: sql<number>`${source.id}`, reference: sql<string>`${source.reference}` })
    .from(source.table)
    .where(and(named, lte(source.createdAt, linked.storedBefore)))) as Array<{ id: number; reference: string }>;
  return row ? { inbox: linked.inbox, id: Number(row.id), reference: row.reference } : null;
}

/** Makes a confirmation's withdrawal link as the e-mail is sent: by the submission's reference, signed. */
export function withdrawLinkMaker(
  services: Pick<AppServices, "database" | "signingSecret" | "env">,
): WithdrawLinkMaker {
  return async (inbox, recordId) => {
    const source = inboxSources[inbox];
    const [row] = (await services.database.db
      .select({ reference: sql<string>`${source.reference}`, language: sql<string>`${source.language}` })
      .from(source.table)
      .where(eq(source.id, recordId))) as Array<{ reference: string; language: string }>;
    // The page opens in the e-mail's language, whatever the browser that follows the link says.
    return row
      ? `${withdrawUrl(services.env.publicUrl, services.signingSecret, inbox, row.reference)}?lng=${row.language}`
      : null;
  };
}

/** How a record matched the person: it is the record the admin started from, or shares their e-mail, phone or both. */
type ErasureMatch = "self" | "email" | "phone" | "both";

/** A record an erasure on request would take, as the preview lists it. */
export type ErasureCandidate = RecordName & {
  revision: number;
  /** The person's name on it; for a business proposal, the company besides. */
  name: string;
  company: string | null;
  createdAt: string;
  matchedOn: ErasureMatch;
  /** Ticked beforehand: the record itself, an e-mail match, or a phone match under the same name. */
  proposed: boolean;
};

/** At most this many records are listed: a person's own submissions are far fewer. */
export const MAX_ERASURE_RECORDS = 200;

type Person = { inbox: Inbox; id: number; email: string | null; phone: string | null; name: string };

/** A name as people mean it: case, accents and spacing aside ("ÂNGELA  Gonçalves" is "angela goncalves"). */
export function comparableName(name: string) {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

async function personOf(db: Database, { inbox, reference }: RecordName): Promise<Person | null> {
  const source = inboxSources[inbox];
  const [row] = (await db
    .select({
      id: sql<number>`${source.id}`,
      email: sql<string | null>`${source.email}`,
      phone: source.phone ? sql<string | null>`${source.phone}` : sql<null>`null`,
      name: source.personName,
    })
    .from(source.table)
    .where(eq(source.reference, reference))) as Array<Omit<Person, "inbox">>;
  return row ? { inbox, ...row, id: Number(row.id) } : null;
}

type Found = ErasureCandidate & { id: number };

/** Every record, in every inbox, with the person's e-mail (any case) or phone: the record itself first. */
async function recordsOf(db: Database, person: Person): Promise<Found[]> {
  const email = person.email?.toLowerCase() ?? null;
  const found: Found[] = [];
  for (const inbox of inboxes) {
    const source = inboxSources[inbox];
    const sameSender = [
      email ? eq(sql`lower(${source.email})`, email) : undefined,
      person.phone && source.phone ? eq(source.phone, person.phone) : undefined,
    ].filter(Boolean);
    if (sameSender.length === 0) continue;
    const rows = (await db
      .select({
        id: sql<number>`${source.id}`,
        reference: sql<string>`${source.reference}`,
        revision: sql<number>`${source.revision}`,
        name: source.personName,
        company: inbox === "proposals" ? source.name : sql<null>`null`,
        email: sql<string | null>`${source.email}`,
        phone: source.phone ? sql<string | null>`${source.phone}` : sql<null>`null`,
        createdAt: sql<string>`${source.createdAt}`,
      })
      .from(source.table)
      .where(or(...sameSender))
      .orderBy(desc(source.createdAt))
      .limit(MAX_ERASURE_RECORDS + 1)) as Array<{
      id: number;
      reference: string;
      revision: number;
      name: string;
      company: string | null;
      email: string | null;
      phone: string | null;
      createdAt: string;
    }>;
    for (const row of rows) {
      const self = inbox === person.inbox && Number(row.id) === person.id;
      const byEmail = email !== null && row.email?.toLowerCase() === email;
      const byPhone = person.phone !== null && row.phone === person.phone;
      const matchedOn: ErasureMatch = self ? "self" : byEmail && byPhone ? "both" : byEmail ? "email" : "phone";
      found.push({
        id: Number(row.id),
        inbox,
        reference: row.reference,
        revision: Number(row.revision),
        name: row.name,
        company: row.company,
        createdAt: new Date(row.createdAt).toISOString(),
        matchedOn,
        proposed: self || byEmail || comparableName(row.name) === comparableName(person.name),
      });
    }
  }
  return found.sort((a, b) => Number(b.matchedOn === "self") - Number(a.matchedOn === "self"));
}

/**
 * The person a record was sent by (its e-mail and phone) and every record, in every inbox, that shares
 * either, the record itself first: what a person's data request (Lei 22/11, right of access) covers.
 */
export async function personRecords(db: Database, start: RecordName) {
  const person = await personOf(db, start);
  if (!person) return null;
  const found = await recordsOf(db, person);
  return { person: { email: person.email, phone: person.phone, name: person.name }, records: found };
}

export type ErasurePreview = { candidates: ErasureCandidate[]; more: boolean };

/** What an erasure on request from this record would take, each record ticked or not beforehand; null when it is gone. */
export async function previewErasure(db: Database, start: RecordName): Promise<ErasurePreview | null> {
  const person = await personOf(db, start);
  if (!person) return null;
  const found = await recordsOf(db, person);
  return {
    candidates: found.slice(0, MAX_ERASURE_RECORDS).map(({ id: _id, ...candidate }) => candidate),
    more: found.length > MAX_ERASURE_RECORDS,
  };
}

/** A record as the preview's form names it: inbox, reference and the revision it was read at. */
export type ChosenRecord = RecordName & { revision: number };

export type ErasureResult = {
  erased: RecordName[];
  /** Changed since the preview (status, assignment): left alone, to be looked at again. */
  changed: RecordName[];
  /** Gone since the preview (erased meanwhile, withdrawn, or past its retention period). */
  gone: RecordName[];
  /** Arrived from the same person since the preview: not shown, so not erased. */
  arrived: RecordName[];
};

const key = (record: RecordName) => `${record.inbox}:${record.reference}`;

async function exists(db: Database, { inbox, reference }: RecordName) {
  const source = inboxSources[inbox];
  const [row] = await db.select({ id: source.id }).from(source.table).where(eq(source.reference, reference));
  return row !== undefined;
}

/**
 * An erasure on request: exactly the records the admin ticked in the preview of `start`, each checked
 * again now. A ticked record that does not share the person's e-mail or phone refuses the whole request
 * ("mismatch", nothing erased); one changed or gone since the preview is reported, not erased.
 */
export async function eraseChosen(
  services: Services,
  start: RecordName,
  chosen: ChosenRecord[],
  shown: RecordName[],
  actor: Actor,
): Promise<ErasureResult | "missing" | "mismatch"> {
  const { db } = services.database;
  const person = await personOf(db, start);
  if (!person) return "missing";
  const current = new Map((await recordsOf(db, person)).map((candidate) => [key(candidate), candidate]));
  const result: ErasureResult = { erased: [], changed: [], gone: [], arrived: [] };
  const toErase: Array<{ record: Found; revision: number }> = [];
  for (const { revision, ...name } of chosen) {
    const record = current.get(key(name));
    if (record) toErase.push({ record, revision });
    else if (await exists(db, name)) return "mismatch";
    else result.gone.push(name);
  }
  for (const { record, revision } of toErase) {
    const { outcome } = await eraseSubmission(services, record.inbox, { id: record.id, revision }, "request", actor);
    result[outcome].push(nameOf(record));
  }
  const seen = new Set(shown.map(key));
  result.arrived = [...current.values()].filter((record) => !seen.has(key(record))).map(nameOf);
  return result;
}

const nameOf = ({ inbox, reference }: RecordName): RecordName => ({ inbox, reference });
