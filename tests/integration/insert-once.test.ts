import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { insertOnce } from "~/modules/submissions/insert-once.server";
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
});
