import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { startFauxqs } from "fauxqs";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { jobApplications } from "~/db/schema";
import { newFileKey, openLocalFileStore, openS3FileStore, type FileStore } from "~/modules/files/file-store.server";
import { sweepOrphanFiles } from "~/modules/files/file-sweep.server";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import * as sample from "../support/sample-files";
import { freePort, startSite, waitUntilReady } from "../support/site-process";
import { adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../support/staff-browser";
import { browserPost } from "../support/browser-post";

/**
 * The file store on a local folder and on an S3-compatible server (fauxqs, an S3 emulator that runs
 * in this process and speaks the S3 HTTP protocol to the real AWS SDK).
 */
let s3: Awaited<ReturnType<typeof startFauxqs>>;
const bucket = "job-applications";
const credentials = { accessKeyId: "test-key", secretAccessKey: "test-secret" };

function s3Client() {
  return new S3Client({ endpoint: s3.address, region: "us-east-1", forcePathStyle: true, credentials });
}

async function bucketKeys(): Promise<string[]> {
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

beforeAll(async () => {
  s3 = await startFauxqs({ port: await freePort(), host: "127.0.0.1", logger: false });
  await s3Client().send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  await s3?.stop();
});

const stores: Array<{ name: string; open: () => Promise<FileStore> }> = [
  { name: "a local folder", open: async () => openLocalFileStore(await mkdtemp(path.join(tmpdir(), "kamba-store-"))) },
  {
    name: "an S3-compatible bucket",
    open: async () =>
      openS3FileStore(
        {
          bucket,
          endpoint: s3.address,
          region: "us-east-1",
          forcePathStyle: true,
          prefix: "store-test/",
          ...credentials,
        },
        await mkdtemp(path.join(tmpdir(), "kamba-incoming-")),
      ),
  },
];

describe.each(stores)("the file store on $name", ({ open }) => {
  it("moves a checked file in under its key, reads it back, and deletes it", async () => {
    const store = await open();
    const key = newFileKey("cvs", "pdf");
    const spooled = path.join(store.incomingDir, "upload-1");
    await writeFile(spooled, "%PDF-1.4 a CV\n%%EOF\n");
    expect(await store.exists(key)).toBe(false);
    await store.putFile(key, spooled, "application/pdf");
    expect(await store.exists(key)).toBe(true);
    expect(await text(await store.read(key))).toBe("%PDF-1.4 a CV\n%%EOF\n");
    expect(await readdir(store.incomingDir)).toEqual([]);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it("sweeps applicants' files no application references once they are an hour old, and keeps the rest", async () => {
    const store = await open();
    const database = await openDatabase({ dataDir: await mkdtemp(path.join(tmpdir(), "kamba-sweep-")) });
    try {
      await database.migrate(path.resolve("drizzle"));
      const stored = async (folder: string) => {
        const key = newFileKey(folder, "pdf");
        const spooled = path.join(store.incomingDir, `${folder}-spooled`);
        await writeFile(spooled, "%PDF-1.4\n%%EOF\n");
        await store.putFile(key, spooled, "application/pdf");
        return key;
      };
      const [cv, idCard, orphan] = [await stored("cvs"), await stored("id-cards"), await stored("cvs")];
      // A published file (a price list staff uploaded) is no applicant's: its editor deletes what it replaces.
      const published = await stored("price-lists");
      await database.db.insert(jobApplications).values({
        firstName: "Ana",
        lastName: "Silva",
        email: "ana@example.ao",
        phone: "+244923456789",
        experienceYears: 2,
        motivation: "I know Luanda well.",
        cvKey: cv,
        cvFileName: "cv.pdf",
        idCardKey: idCard,
        idCardFileName: "bi.pdf",
        submissionKey: randomUUID(),
        consentedAt: new Date(),
      });
      const logger = pino({ level: "silent" });
      const listed = [];
      for await (const file of store.list()) listed.push(file.key);
      expect(listed).toEqual(expect.arrayContaining([cv, idCard, orphan]));

      // Just stored: an application may still be between its files and its row.
      const now = await sweepOrphanFiles({ db: database.db, fileStore: store, logger });
      expect(now).toMatchObject({ removed: 0 });
      expect(now.tooRecent).toBeGreaterThanOrEqual(1);
      const later = await sweepOrphanFiles(
        { db: database.db, fileStore: store, logger },
        new Date(Date.now() + 2 * 60 * 60 * 1000),
      );
      expect(later.removed).toBeGreaterThanOrEqual(1);
      expect(await store.exists(orphan)).toBe(false);
      expect(await store.exists(cv)).toBe(true);
      expect(await store.exists(idCard)).toBe(true);
      expect(await store.exists(published)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("refuses keys that could reach outside the store", async () => {
    const store = await open();
    for (const key of ["../etc/passwd", "cvs/../../x.pdf", "/abs/path.pdf", "cvs/not-a-uuid.pdf"]) {
      await expect(store.read(key), key).rejects.toThrow(/invalid file key/);
    }
  });
});

describe("the site with S3_* settings", () => {
  it("stores an application's files in the bucket (private, with their type), nothing for a refused one, and gives them back to staff", async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-s3-site-"));
    const site = await startSite({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.address,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: "site/",
    });
    const database = new pg.Client({ connectionString: url });
    try {
      await waitUntilReady(site);
      expect(site.output()).toContain('"files":"s3"');
      await database.connect();
      const { rows: jobs } = await database.query<{ id: string }>("select id from job_offers limit 1");
      const send = (cv: Buffer) => {
        const body = new FormData();
        const fields = {
          name: "Ana Silva",
          email: "ana@example.ao",
          phone: "+244 923 456 789",
          experienceYears: "2",
          motivation: "Quero crescer convosco em Luanda.",
          consent: "on",
          submissionKey: crypto.randomUUID(),
        };
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append("cv", new Blob([new Uint8Array(cv)]), "cv.pdf");
        body.append("idCard", new Blob([new Uint8Array(sample.jpeg())]), "bi.jpg");
        return browserPost(`${site.url}/careers/${jobs[0]!.id}/apply`, { body });
      };

      const before = await bucketKeys();
      expect((await send(sample.html())).status).toBe(415);
      expect(await bucketKeys()).toEqual(before);

      const cv = sample.pdf(1_000_000);
      expect((await send(cv)).status).toBe(201);
      const { rows } = await database.query<{ cv_key: string; id_card_key: string }>(
        "select cv_key, id_card_key from job_applications",
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(await bucketKeys()).toEqual([...before, `site/${row.cv_key}`, `site/${row.id_card_key}`].sort());
      const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: `site/${row.cv_key}` }));
      expect(object.ContentType).toBe("application/pdf");
      expect(object.ContentDisposition).toBe("attachment");
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(cv);
      // Nothing was kept on local disk.
      expect(await readdir(path.join(dataDir, "uploads-incoming"))).toEqual([]);

      // Staff download it from the bucket through the back-office, byte for byte.
      const created = await adminCreate({ DATABASE_URL: url, DATA_DIR: dataDir }, "chefe@kamba.ao", PASSWORD);
      expect(created.ok, created.output).toBe(true);
      const admin = new StaffBrowser(site);
      await signIn(admin, "chefe@kamba.ao");
      await enrol(admin);
      const { rows: references } = await database.query<{ reference: string }>(
        "select reference from job_applications",
      );
      const download = await admin.fetch(`/admin/applications/${references[0]!.reference}/cv`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="cv\.pdf"/);
      expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    } finally {
      await database.end().catch(() => {});
      site.child.kill("SIGTERM");
      await site.exited;
    }
  });
});
