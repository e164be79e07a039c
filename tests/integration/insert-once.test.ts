import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contactMessages, outbox } from "~/db/schema";
import { insertOnce, type MailAboutRecord } from "~/modules/submissions/insert-once.server";
import { databaseTargets, migrationsFolder } from "../support/databases";

const message = (submissionKey: string) => ({
  name: "Ana Silva",
  email: "ana@example.ao",
  subject: "Orçamento",
  message: "Quero um orçamento para entregas.",
  submissionKey,
  consentedAt: new Date(),
});

describe.each(databaseTargets)("insertOnce on $name", (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => database?.close());

  it("stores a submission once and returns the same id for a resubmission", async () => {
    const first = await insertOnce(database.db, contactMessages, message("key-aaaaaaaaaaaaaaaa"));
    const again = await insertOnce(database.db, contactMessages, message("key-aaaaaaaaaaaaaaaa"));
    const other = await insertOnce(database.db, contactMessages, message("key-bbbbbbbbbbbbbbbb"));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, reference: first.reference, created: false });
    expect(other.id).not.toBe(first.id);
    const [rows] = await database.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.submissionKey, "key-aaaaaaaaaaaaaaaa"));
    expect(rows?.n).toBe(1);
  });

  it("stores one record when the same submission arrives several times at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => insertOnce(database.db, contactMessages, message("key-cccccccccccccccc"))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it("stores a record with its e-mails in one statement, and a repeated submission queues none", async () => {
    const mailFor = (reference: string): MailAboutRecord[] =>
      ["notice", "confirmation"].map((kind) => ({
        messageId: `<${kind}-${reference}@example.ao>`,
        kind,
        inbox: "messages",
        recipient: kind === "notice" ? "geral@example.ao" : "ana@example.ao",
        subject: `Referência ${reference} — «olá» 'aspas' "duplas" \\ ; drop table outbox; --`,
        textBody: `Olá Ana,\n${reference}\u202e`,
        htmlBody: `<p>${reference}</p>`,
      }));
    const first = await insertOnce(database.db, contactMessages, message("key-dddddddddddddddd"), mailFor);
    const again = await insertOnce(database.db, contactMessages, message("key-dddddddddddddddd"), mailFor);
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, reference: first.reference, created: false });
    const queued = await database.db
      .select({ kind: outbox.kind, messageId: outbox.messageId, subject: outbox.subject, textBody: outbox.textBody })
      .from(outbox)
      .where(eq(outbox.recordId, first.id))
      .orderBy(outbox.kind);
    expect(queued).toEqual([
      {
        kind: "confirmation",
        messageId: `<confirmation-${first.reference}@example.ao>`,
        subject: `Referência ${first.reference} — «olá» 'aspas' "duplas" \\ ; drop table outbox; --`,
        textBody: `Olá Ana,\n${first.reference}\u202e`,
      },
      {
        kind: "notice",
        messageId: `<notice-${first.reference}@example.ao>`,
        subject: `Referência ${first.reference} — «olá» 'aspas' "duplas" \\ ; drop table outbox; --`,
        textBody: `Olá Ana,\n${first.reference}\u202e`,
      },
    ]);
  });

  it("stores each record's own values whatever fields it gives, a null as SQL null", async () => {
    const ana = await insertOnce(database.db, contactMessages, {
      ...message("key-ffffffffffffffff"),
      assignedTo: null,
    });
    const rui = await insertOnce(database.db, contactMessages, {
      ...message("key-gggggggggggggggg"),
      name: "Rui Costa",
      language: "fr",
    });
    const eva = await insertOnce(database.db, contactMessages, {
      ...message("key-hhhhhhhhhhhhhhhh"),
      name: "Eva Neto",
      assignedTo: null,
    });
    const stored = await database.db
      .select({
        reference: contactMessages.reference,
        name: contactMessages.name,
        language: contactMessages.language,
        assignedTo: contactMessages.assignedTo,
      })
      .from(contactMessages)
      .where(inArray(contactMessages.id, [ana.id, rui.id, eva.id]))
      .orderBy(contactMessages.id);
    expect(stored).toEqual([
      { reference: ana.reference, name: "Ana Silva", language: "pt", assignedTo: null },
      { reference: rui.reference, name: "Rui Costa", language: "fr", assignedTo: null },
      { reference: eva.reference, name: "Eva Neto", language: "pt", assignedTo: null },
    ]);
    expect(new Set([ana.reference, rui.reference, eva.reference]).size).toBe(3);
  });

  it("stores neither the record nor its e-mails when one of the e-mails cannot be written", async () => {
    const broken = (reference: string): MailAboutRecord[] => [
      {
        messageId: `<broken-${reference}@example.ao>`,
        kind: "not-a-kind",
        inbox: "messages",
        recipient: "geral@example.ao",
        subject: "s",
        textBody: "t",
        htmlBody: "h",
      },
    ];
    await expect(insertOnce(database.db, contactMessages, message("key-eeeeeeeeeeeeeeee"), broken)).rejects.toThrow();
    const [rows] = await database.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.submissionKey, "key-eeeeeeeeeeeeeeee"));
    expect(rows?.n).toBe(0);
  });
});
