import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "~/modules/operations/backup.server";
import { commandOutcome } from "../support/commands";
import { checksumsOf } from "../support/site-data";
import { emptyPostgres, siteDatabases } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { adminCreate, enrol, PASSWORD, shownText, signIn, StaffBrowser } from "../support/staff-browser";
import { openJobId, submitApplication, submitContact, submitDelivery, submitDriver } from "../support/submissions";

const newFolder = () => mkdtemp(path.join(tmpdir(), "kamba-restore-"));

describe.each(siteDatabases)("backup and restore, from $name", ({ name, env }) => {
  let site: SiteProcess;
  let source: Record<string, string>;
  let archive: string;
  let manifest: Manifest;

  beforeAll(async () => {
    source = { ...(await env()), DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-backups-")) };
    site = await startSite(source);
    await waitUntilReady(site);
    const port = new URL(site.url).port;
    expect((await adminCreate({ ...source, PORT: port }, "chefe@kamba.ao", PASSWORD)).ok).toBe(true);
    await submitContact(site, {
      name: "Marta <b>Lopes</b>",
      message: "Olá — «aspas», 'plicas'; DROP TABLE x;\n2.ª linha",
    });
    await submitDriver(site, { firstName: "Joaquim", lastName: "Neto" });
    await submitApplication(site, await openJobId(site), { name: "Ana Backup", email: "ana.backup@example.ao" });
    await submitDelivery(site);
    const admin = new StaffBrowser(site);
    await signIn(admin, "chefe@kamba.ao");
    await enrol(admin);
    // A backup that cannot be written (where its folder should be, a file): the command says why, the
    // dashboard shows the failure.
    await writeFile(path.join(source.DATA_DIR!, "backups"), "not a folder");
    const failed = await commandOutcome("backup.mjs", { ...source, PORT: port });
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toContain("The backup failed:");
    expect(shownText((await admin.request("/admin")).body)).toContain("falhou");
    await rm(path.join(source.DATA_DIR!, "backups"));
    const written = await commandOutcome("backup.mjs", { ...source, PORT: port });
    expect(written.code, written.output).toBe(0);
    archive = written.output.trim().split("\n").at(-1)!;
    expect(archive).toMatch(/kamba-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    // The embedded database is the running site's: the site itself wrote the archive.
    expect(written.output).toContain(name === "PGlite" ? "by the running site" : "on the database and file store");
    // The dashboard says when the last backup was written, and its name.
    const dashboard = shownText((await admin.request("/admin")).body);
    expect(dashboard).toContain(`Última cópia: `);
    expect(dashboard).toContain(path.basename(archive));
    site.child.kill("SIGTERM");
    await site.exited;
    const { checkBackup } = await import("~/modules/operations/backup.server");
    manifest = await checkBackup(archive);
  }, 120_000);

  afterAll(async () => {
    if (site.child.exitCode === null) site.child.kill("SIGTERM");
  });

  it("holds every table's rows and every stored file, with the checksums of the site's data", async () => {
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows.contact_messages).toBe(1);
    expect(rows.driver_applications).toBe(1);
    expect(rows.job_applications).toBe(1);
    expect(rows.delivery_requests).toBe(1);
    expect(rows.staff_users).toBe(1);
    expect(rows.news).toBeGreaterThan(0);
    // A CV, an ID card and the news images at least.
    expect(manifest.files.some((file) => file.key.startsWith("cvs/"))).toBe(true);
    expect(manifest.files.some((file) => file.key.startsWith("id-cards/"))).toBe(true);
    const now = await checksumsOf({ dataDir: source.DATA_DIR!, databaseUrl: source.DATABASE_URL });
    // The site's data as it is now, but what changed after the backup: its own note, and the admin's session
    // (its last use) when the dashboard was read.
    const changedSince = new Set(["site_settings", "staff_sessions"]);
    for (const table of manifest.tables.filter((table) => !changedSince.has(table.name)))
      expect(now.tables[table.name], table.name).toBe(table.sha256);
    expect(Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256]))).toEqual(now.files);
  });

  // Three restores and a site's start and first start's preparation: a minute on a busy machine.
  it.each(["PGlite", "PostgreSQL"])(
    "restores into an empty %s, row by row and file by file",
    { timeout: 60_000 },
    async (target) => {
      const dataDir = await newFolder();
      const databaseUrl = target === "PostgreSQL" ? await emptyPostgres(`restore_${name.toLowerCase()}`) : "";
      const restored = await commandOutcome("restore.mjs", { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, [archive]);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/Restored \d+ rows and \d+ files/);
      const after = await checksumsOf({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      expect(after.tables).toEqual(Object.fromEntries(manifest.tables.map((table) => [table.name, table.sha256])));
      expect(after.files).toEqual(Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256])));

      // The restored site starts, with its job offers, and takes new submissions (its ids move on).
      const restoredSite = await startSite({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      try {
        await waitUntilReady(restoredSite);
        expect((await fetch(`${restoredSite.url}/careers`)).status).toBe(200);
        await submitContact(restoredSite, { name: "Depois Restauro" });
      } finally {
        restoredSite.child.kill("SIGTERM");
        await restoredSite.exited;
      }
      // Into a database that now holds data: refused, nothing changed.
      const again = await commandOutcome("restore.mjs", { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, [archive]);
      expect(again.code).toBe(3);
      expect(again.output).toContain("The database is not empty");
      // Told to replace it: the archive's data again, the submission made since gone.
      const replaced = await commandOutcome("restore.mjs", { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, [
        archive,
        "--replace",
      ]);
      expect(replaced.code, replaced.output).toBe(0);
      const back = await checksumsOf({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      expect(back.tables).toEqual(Object.fromEntries(manifest.tables.map((table) => [table.name, table.sha256])));
    },
  );

  it("refuses a corrupted or truncated archive, and a folder a site runs on, changing nothing", async () => {
    const bytes = await readFile(archive);
    const corrupted = Buffer.from(bytes);
    for (let at = Math.floor(bytes.length / 2); at < Math.floor(bytes.length / 2) + 16; at += 1) corrupted[at]! ^= 0xff;
    const truncated = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    for (const [label, content] of [
      ["corrupted", corrupted],
      ["truncated", truncated],
    ] as const) {
      const file = path.join(await newFolder(), `${label}.tar.gz`);
      await writeFile(file, content);
      const dataDir = await newFolder();
      const refused = await commandOutcome("restore.mjs", { DATA_DIR: dataDir }, [file]);
      expect(refused.code, label).toBe(3);
      expect(refused.output, label).toContain("damaged or incomplete");
      // Nothing was written: not even a database or a file folder.
      expect(await readdir(dataDir), label).toEqual([]);
    }
    const notAnArchive = path.join(await newFolder(), "notes.txt");
    await writeFile(notAnArchive, "not a backup");
    expect((await commandOutcome("restore.mjs", { DATA_DIR: await newFolder() }, [notAnArchive])).code).toBe(3);
    expect(
      (await commandOutcome("restore.mjs", { DATA_DIR: await newFolder() }, ["/no/such/archive.tar.gz"])).code,
    ).toBe(2);

    if (name === "PGlite") {
      const running = await startSite(source);
      try {
        await waitUntilReady(running);
        const refused = await commandOutcome(
          "restore.mjs",
          { DATA_DIR: source.DATA_DIR!, PORT: new URL(running.url).port },
          [archive],
        );
        expect(refused.code).toBe(3);
        expect(refused.output).toContain("The site is running on this data folder");
      } finally {
        running.child.kill("SIGTERM");
        await running.exited;
      }
    }
  });
});
