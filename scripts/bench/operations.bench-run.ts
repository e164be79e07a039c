/**
 * Backups and moves benchmark (npm run bench:operations). Prints figures; it is not a timed test.
 * A site's data of BENCH_RECORDS records (10 000: driver applications, contact messages and job applications
 * in equal parts, each job application with a CV and an ID card in the file store, BENCH_FILE_KB each) on a
 * fresh embedded database, then: the backup (size, time), its check and restore into a fresh embedded database
 * and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a scratch PostgreSQL database (it is wiped), into
 * PostgreSQL, and the move of the embedded database into PostgreSQL. Every copy is compared with the original.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { contactMessages, driverApplications, jobApplications, jobOffers } from "~/db/schema";
import { openLocalFileStore, type FileStore } from "~/modules/files/file-store.server";
import { checkBackup, restoreBackup, runBackup, siteChecksums } from "~/modules/operations/backup.server";
import { moveDatabase } from "~/modules/operations/moves.server";
import { wipePostgres } from "../../tests/support/databases";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 10_000);
const FILE_KB = Number(process.env.BENCH_FILE_KB ?? 40);
const migrations = path.resolve("drizzle");

async function freshPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-bench-ops-"));
  const database = await openDatabase({ dataDir });
  await database.migrate(migrations);
  return { dataDir, database, files: await openLocalFileStore(path.join(dataDir, "uploads")) };
}

/** A stored file of about FILE_KB kilobytes (random bytes: compression gains nothing, as with real PDFs and photos). */
async function storedFile(files: FileStore, folder: string) {
  const key = `${folder}/${randomUUID()}.pdf`;
  const spooled = path.join(files.incomingDir, randomUUID());
  await writeFile(spooled, randomBytes(FILE_KB * 1024));
  await files.putFile(key, spooled, "application/pdf");
  return key;
}

async function seed(database: DatabaseHandle, files: FileStore, count: number) {
  const third = Math.floor(count / 3);
  const now = new Date();
  const [offer] = await database.db
    .insert(jobOffers)
    .values({
      title: { pt: "Motorista" },
      description: { pt: "Entregas em Luanda todos os dias." },
      location: "luanda",
      employmentType: "full-time",
      department: "logistics",
      experienceLevel: "entry",
    })
    .returning({ id: jobOffers.id });
  for (let start = 0; start < third; start += 500) {
    const size = Math.min(500, third - start);
    const ids = Array.from({ length: size }, (_, k) => start + k);
    await database.db.insert(driverApplications).values(
      ids.map((i) => ({
        firstName: "Motorista",
        lastName: `Número ${i}`,
        phone: `+24492${String(i).padStart(7, "0")}`,
        city: "luanda",
        vehicleType: "moto",
        licenseNumber: `LA-${i}`,
        submissionKey: `bench-driver-${i}`,
        consentedAt: now,
      })),
    );
    await database.db.insert(contactMessages).values(
      ids.map((i) => ({
        name: `Cliente ${i}`,
        email: `cliente${i}@example.ao`,
        subject: `Pedido ${i}`,
        message: "Gostaria de saber o preço de uma entrega de Talatona a Viana amanhã de manhã.",
        contactMethod: "email",
        submissionKey: `bench-contact-${i}`,
        consentedAt: now,
      })),
    );
    const applications = [];
    for (const i of ids) {
      applications.push({
        jobOfferId: offer!.id,
        firstName: "Candidata",
        lastName: `Número ${i}`,
        email: `candidata${i}@example.ao`,
        phone: `+24493${String(i).padStart(7, "0")}`,
        experienceYears: 3,
        motivation: "Conheço bem Luanda e gosto de trabalhar em equipa.",
        cvKey: await storedFile(files, "cvs"),
        cvFileName: "cv.pdf",
        idCardKey: await storedFile(files, "id-cards"),
        idCardFileName: "bi.pdf",
        submissionKey: `bench-application-${i}`,
        consentedAt: now,
      });
    }
    await database.db.insert(jobApplications).values(applications);
  }
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

it("backs up, restores and moves a site of 10 000 records with files", async () => {
  const source = await freshPglite();
  let started = performance.now();
  await seed(source.database, source.files, RECORDS);
  console.log(
    `seeded ${RECORDS} records and ${Math.floor(RECORDS / 3) * 2} files of ${FILE_KB} KB in ${seconds(started)} s`,
  );
  const original = await siteChecksums(source.database.db, source.files);

  const rows: string[] = [];
  started = performance.now();
  const backup = await runBackup(source.database.db, "pglite", source.files, {
    folder: path.join(source.dataDir, "backups"),
    keep: 2,
    bucket: null,
  });
  rows.push(
    `| backup (PGlite) | ${seconds(started)} s | ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ${backup.rows} rows, ${backup.files} files |`,
  );

  started = performance.now();
  const manifest = await checkBackup(backup.path);
  rows.push(
    `| check of the archive | ${seconds(started)} s | ${manifest.tables.length} tables, ${manifest.files.length} files |`,
  );

  const target = await freshPglite();
  started = performance.now();
  await restoreBackup(target.database.db, target.files, backup.path, manifest);
  rows.push(`| restore into PGlite | ${seconds(started)} s | |`);
  const restored = await siteChecksums(target.database.db, target.files);
  expect(restored.files).toEqual(original.files);
  await target.database.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    await wipePostgres(url);
    const postgres = await openDatabase({ databaseUrl: url, dataDir: "" });
    await postgres.migrate(migrations);
    started = performance.now();
    await restoreBackup(postgres.db, target.files, backup.path, manifest);
    rows.push(`| restore into PostgreSQL | ${seconds(started)} s | (files already in the store) |`);
    await postgres.close();

    await wipePostgres(url);
    const empty = await openDatabase({ databaseUrl: url, dataDir: "" });
    await empty.migrate(migrations);
    started = performance.now();
    const moved = await moveDatabase(source.database.db, empty.db);
    rows.push(`| db:move PGlite → PostgreSQL | ${seconds(started)} s | ${moved.rows} rows, every table compared |`);
    await empty.close();
  } else {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a scratch database)");
  }
  await source.database.close();
  console.log(`\n| step | time | what |\n| --- | --- | --- |\n${rows.join("\n")}\n`);
});
