import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { startFauxqs } from "fauxqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Settings } from "~/config/env.server";
import { commandOutcome } from "../support/commands";
import { emptyPostgres } from "../support/databases";
import { checksumsOf } from "../support/site-data";
import { freePort, startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { adminCreate, PASSWORD } from "../support/staff-browser";
import { openJobId, submitApplication, submitContact, submitDriver } from "../support/submissions";

const bucket = "kamba-moved";
const credentials = { accessKeyId: "test-key", secretAccessKey: "test-secret" };

/** A site grown on the embedded database and a local folder outgrows them: one command for each. */
describe("moving from the embedded database and the local folder to PostgreSQL and a bucket", () => {
  let s3: Awaited<ReturnType<typeof startFauxqs>>;
  let dataDir: string;
  let site: SiteProcess;
  let targetUrl: string;
  let s3Env: Record<string, string>;
  let s3Settings: S3Settings;

  beforeAll(async () => {
    s3 = await startFauxqs({ port: await freePort(), host: "127.0.0.1", logger: false });
    const client = new S3Client({ endpoint: s3.address, region: "us-east-1", forcePathStyle: true, credentials });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    s3Env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.address,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: "site/",
    };
    s3Settings = {
      bucket,
      endpoint: s3.address,
      region: "us-east-1",
      ...credentials,
      forcePathStyle: true,
      prefix: "site/",
    };
    dataDir = await mkdtemp(path.join(tmpdir(), "kamba-move-"));
    site = await startSite({ DATA_DIR: dataDir });
    await waitUntilReady(site);
    expect(
      (await adminCreate({ DATA_DIR: dataDir, PORT: new URL(site.url).port }, "chefe@kamba.ao", PASSWORD)).ok,
    ).toBe(true);
    await submitContact(site, { name: "Mudança Teste" });
    await submitDriver(site, { firstName: "Rosa", lastName: "Mudada" });
    await submitApplication(site, await openJobId(site), { name: "Ana Mudada", email: "ana.mudada@example.ao" });
    targetUrl = await emptyPostgres("move_target");
  }, 120_000);

  afterAll(async () => {
    if (site.child.exitCode === null) site.child.kill("SIGTERM");
    await s3?.stop();
  });

  it("db:move refuses while the site runs, then copies every row into an empty PostgreSQL, checked, and only once", async () => {
    const running = await commandOutcome("db-move.mjs", { DATA_DIR: dataDir }, [targetUrl]);
    expect(running.code).toBe(3);
    expect(running.output).toContain("The site is running on this data folder");
    site.child.kill("SIGTERM");
    await site.exited;
    expect((await commandOutcome("db-move.mjs", { DATA_DIR: dataDir }, ["mysql://nope"])).code).toBe(2);

    const moved = await commandOutcome("db-move.mjs", { DATA_DIR: dataDir }, [targetUrl]);
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toMatch(/Moved \d+ rows of \d+ tables/);
    expect(moved.output.trim().split("\n").at(-1)).toBe(`DATABASE_URL=${targetUrl}`);
    const before = await checksumsOf({ dataDir });
    const after = await checksumsOf({ dataDir, databaseUrl: targetUrl });
    expect(after.tables).toEqual(before.tables);
    expect(after.counts).toEqual(before.counts);
    expect(after.counts.contact_messages).toBe(1);

    const again = await commandOutcome("db-move.mjs", { DATA_DIR: dataDir }, [targetUrl]);
    expect(again.code).toBe(3);
    expect(again.output).toContain("not empty");
  });

  it("files:move copies every file into the bucket, checked; again copies nothing; never overwrites; the site runs on both", async () => {
    const local = await checksumsOf({ dataDir });
    // The CV and the ID card at least.
    expect(Object.keys(local.files).length).toBeGreaterThanOrEqual(2);
    expect((await commandOutcome("files-move.mjs", { DATA_DIR: dataDir })).output).toContain("Set S3_BUCKET");

    const moved = await commandOutcome("files-move.mjs", { DATA_DIR: dataDir, ...s3Env });
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain(`Copied ${Object.keys(local.files).length} files to the bucket (0 already there)`);
    const inBucket = await checksumsOf({ dataDir, databaseUrl: targetUrl, s3: s3Settings });
    expect(inBucket.files).toEqual(local.files);

    const again = await commandOutcome("files-move.mjs", { DATA_DIR: dataDir, ...s3Env });
    expect(again.output).toContain(`Copied 0 files to the bucket (${Object.keys(local.files).length} already there)`);

    // The site on PostgreSQL and the bucket: the records and their files are there.
    const moved_ = await startSite({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-moved-")),
      DATABASE_URL: targetUrl,
      ...s3Env,
    });
    try {
      await waitUntilReady(moved_);
      expect(moved_.output()).toContain('"files":"s3"');
      expect((await fetch(`${moved_.url}/careers`)).status).toBe(200);
      await submitContact(moved_, { name: "Depois da Mudança" });
    } finally {
      moved_.child.kill("SIGTERM");
      await moved_.exited;
    }

    // A file of the same name but other content in the bucket: refused, not overwritten.
    const key = Object.keys(local.files)[0]!;
    const client = new S3Client({ endpoint: s3.address, region: "us-east-1", forcePathStyle: true, credentials });
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: `site/${key}`, Body: "other content" }));
    const refused = await commandOutcome("files-move.mjs", { DATA_DIR: dataDir, ...s3Env });
    expect(refused.code).toBe(3);
    expect(refused.output).toContain(`already holds ${key} with other content`);
  });

  it("a backup is copied into the bucket too (BACKUP_TO_BUCKET), and restores from there", async () => {
    const written = await commandOutcome("backup.mjs", { DATA_DIR: dataDir, ...s3Env, BACKUP_TO_BUCKET: "true" });
    expect(written.code, written.output).toBe(0);
    const copy = /Copied into the bucket: (s3:\/\/\S+)/.exec(written.output)?.[1];
    expect(copy).toMatch(new RegExp(`^s3://${bucket}/site/backups/kamba-backup-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
    const restoredDir = await mkdtemp(path.join(tmpdir(), "kamba-from-bucket-"));
    const restored = await commandOutcome("restore.mjs", { DATA_DIR: restoredDir, ...s3Env }, [copy!]);
    expect(restored.code, restored.output).toBe(0);
    const [original, copied] = [await checksumsOf({ dataDir }), await checksumsOf({ dataDir: restoredDir })];
    for (const table of Object.keys(original.tables).filter((table) => table !== "site_settings"))
      expect(copied.tables[table], table).toBe(original.tables[table]);
    const elsewhere = await commandOutcome("restore.mjs", { DATA_DIR: restoredDir, ...s3Env }, [
      "s3://other-bucket/x.tar.gz",
    ]);
    expect(elsewhere.code).not.toBe(0);
  });
});
