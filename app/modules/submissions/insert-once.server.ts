import { createHash, randomInt } from "node:crypto";
import { eq, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable, WithSubqueryWithSelection } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { privacyVersion } from "~/content/privacy";
import { newReference } from "./reference";

type KeyedTable = PgTable & { id: PgColumn; submissionKey: PgColumn; reference: PgColumn };
/** The database or a transaction on it: insert, select, and common table expressions (`with`). */
type Queries = Pick<Database, "insert" | "select" | "$with" | "with">;
type Stored = { id: number; reference: string };

/** An e-mail about a record not stored yet: its outbox row but the record's id, which the database gives. */
export type MailAboutRecord = Pick<
  typeof outbox.$inferInsert,
  "messageId" | "kind" | "inbox" | "recipient" | "subject" | "textBody" | "htmlBody"
>;
/** The e-mails a new record sends, composed once its reference is chosen. */
export type MailFor = (reference: string) => MailAboutRecord[];
const MAIL_FIELDS = ["messageId", "kind", "inbox", "recipient", "subject", "textBody", "htmlBody"] as const;

/**
 * Inserts a row, with a new reference for the visitor and the record of their consent, unless one with the same `submissionKey` exists
 * (the column is UNIQUE), and returns its id and reference either way: a double click or a retried
 * request stores one record and shows one reference.
 * Safe under concurrency: the second of two simultaneous inserts waits for the first and finds it.
 * `mailFor` composes the e-mails a new record sends (given its reference): they are written into the outbox
 * by the same statement, so both are stored or neither, in one round trip to the database and without a
 * transaction around them.
 */
export async function insertOnce<T extends KeyedTable>(
  db: Queries,
  table: T,
  values: Omit<T["$inferInsert"], "reference" | "consentedAt" | "consentVersion"> & { submissionKey: string },
  mailFor?: MailFor,
): Promise<Stored & { created: boolean }> {
  const reference = newReference((below) => randomInt(below));
  const row: Record<string, unknown> = {
    ...values,
    reference,
    // Every public form asks for consent to the current privacy text (the schemas require the box).
    consentedAt: new Date(),
    consentVersion: privacyVersion.id,
  };
  const mail = mailFor?.(reference) ?? [];
  const inserted = (await storing(db, table, row, mail.length > 0).execute({
    ...row,
    outboxRows: JSON.stringify(
      mail.map((message) => Object.fromEntries(MAIL_FIELDS.map((field) => [field, message[field]]))),
    ),
  })) as Stored[];
  if (inserted[0]) return { ...inserted[0], created: true };
  const [existing] = (await db
    .select({ id: table.id, reference: table.reference })
    .from(table as PgTable)
    .where(eq(table.submissionKey, values.submissionKey))
    .limit(1)) as Stored[];
  if (!existing) throw new Error("insertOnce: conflicting submission key but no row found");
  return { ...existing, created: false };
}

type Statement = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const statementsOf = new WeakMap<Queries, Map<string, Statement>>();

/**
 * The insert of `row` (with its e-mails), built and named once for each table and shape of row (which fields
 * are given, which are null) and then only executed: building a statement of this size took drizzle about
 * 100 KB of short-lived objects a submission, and PostgreSQL parses and plans a named one once a connection.
 */
function storing(db: Queries, table: KeyedTable, row: Record<string, unknown>, withMail: boolean): Statement {
  const given = Object.keys(row).filter((field) => row[field] !== undefined);
  const shape = `${getTableName(table)}(${given.map((field) => (row[field] === null ? `${field}=null` : field)).join(",")})${withMail ? "+mail" : ""}`;
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  const known = statements.get(shape);
  if (known) return known;
  // A null goes into the statement itself: a placeholder would pass it through the column's encoder
  // (a JSON column would store the text "null").
  const placeholders = Object.fromEntries(
    given.map((field) => [field, row[field] === null ? null : sql.placeholder(field)]),
  );
  const insert = db
    .insert(table)
    .values(placeholders as KeyedTable["$inferInsert"])
    .onConflictDoNothing({ target: table.submissionKey })
    .returning({ id: table.id, reference: table.reference });
  const name = `insert_once_${createHash("sha256").update(shape).digest("hex").slice(0, 16)}`;
  const statement = withMail ? withTheMail(db, db.$with("stored").as(insert)).prepare(name) : insert.prepare(name);
  statements.set(shape, statement);
  return statement;
}

/**
 * `with stored as (insert … returning id, reference), queued as (insert into outbox … select … from stored)
 * select … from stored`: the e-mails take the new record's id, and are not written when the insert found the
 * submission key already stored (no row in `stored`).
 */
function withTheMail(db: Queries, stored: WithSubqueryWithSelection<{ id: PgColumn; reference: PgColumn }, "stored">) {
  const columns = sql.join(
    MAIL_FIELDS.map((field) => sql.identifier(outbox[field].name)),
    sql`, `,
  );
  const fields = sql.join(
    MAIL_FIELDS.map((field) => sql`${sql.identifier("mail")}.${sql.identifier(field)}`),
    sql`, `,
  );
  const types = sql.join(
    MAIL_FIELDS.map((field) => sql`${sql.identifier(field)} text`),
    sql`, `,
  );
  const queued = db.$with("queued", {}).as(
    sql`insert into ${outbox} (${columns}, ${sql.identifier(outbox.recordId.name)})
      select ${fields}, ${sql.identifier("stored")}.${sql.identifier("id")} from ${sql.identifier("stored")},
        jsonb_to_recordset(${sql.placeholder("outboxRows")}::jsonb) as ${sql.identifier("mail")} (${types})`,
  );
  return db.with(stored, queued).select({ id: stored.id, reference: stored.reference }).from(stored);
}
