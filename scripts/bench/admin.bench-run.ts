/**
 * Back-office benchmark (npm run bench:admin). Prints figures; it is not a timed test.
 *  1. Inbox list time with 100 000 driver applications (one page, the counts per status and the total),
 *     for each filter, a search and all of them together (p50/p95), on a fresh PGlite database and, when
 *     BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that PostgreSQL scratch database (it is wiped).
 *     Target: p95 <= 50 ms.
 *  2. The CSV export of all 100 000 rows from the production build (`npm run build` first) on PGlite,
 *     read to the end by a signed-in admin while the server's memory is sampled from /proc.
 *     Target: memory growth under 50 MB.
 * Options (environment): BENCH_PORT (3503), BENCH_RECORDS (100000), BENCH_RUNS (100).
 */
import { mkdtemp } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { driverApplications, staffUsers } from "~/db/schema";
import { driverCities, driverStatuses, vehicleTypes } from "~/domain/choices";
import { readInboxFilters } from "~/modules/submissions/inbox-filters";
import { listInbox } from "~/modules/submissions/inbox-list.server";
import { startSite, waitUntilReady } from "../../tests/support/site-process";
import { adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../../tests/support/staff-browser";
import { onEachDatabase, residentKb, timeRuns, timingRow } from "./figures";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PORT = process.env.BENCH_PORT ?? "3503";
const DAY_MS = 86_400_000;
const STAFF = ["bench-staff-1", "bench-staff-2", "bench-staff-3"];

const firstNames = ["Ana", "João", "Ângela", "Bruno", "Carla", "Domingos", "Esperança", "Fernando", "Graça", "Hélder"];
const lastNames = ["Silva", "Gonçalves", "Tavares", "Kiala", "Neto", "Costa", "Manuel", "Lopes", "Dias", "Sebastião"];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
/** The reference of row i: unique, in the visitors' alphabet (modules/submissions/reference.ts). */
const referenceOf = (i: number) => {
  const digits = Array.from({ length: 8 }, (_, k) => ALPHABET[Math.floor(i / 30 ** (7 - k)) % 30]).join("");
  return `KX-${digits.slice(0, 4)}-${digits.slice(4, 8)}`;
};

async function seedDrivers(database: DatabaseHandle, count: number) {
  await database.db.execute(sql`delete from driver_applications`);
  await database.db
    .insert(staffUsers)
    .values(STAFF.map((id, k) => ({ id, name: `Membro ${k + 1}`, email: `${id}@kamba.ao`, role: "operations" })))
    .onConflictDoNothing();
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const i = start + k;
      return {
        firstName: pick(firstNames, i),
        lastName: `${pick(lastNames, Math.floor(i / 10))} ${i}`,
        email: i % 3 === 0 ? null : `motorista${i}@example.ao`,
        phone: `+2449${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, "0")}`,
        city: pick(driverCities, Math.floor(i / 7)),
        vehicleType: pick(vehicleTypes, Math.floor(i / 3)),
        licenseNumber: `LA-${i}`,
        experienceYears: i % 20,
        message: i % 4 === 0 ? "Tenho experiência em entregas em Luanda." : null,
        status: pick(driverStatuses, Math.floor(i / 11)),
        assignedTo: i % 5 === 0 ? null : pick(STAFF, i),
        submissionKey: `bench-driver-${i}`,
        reference: referenceOf(i),
        consentedAt: new Date(now),
        createdAt: new Date(now - ((i * 104_729) % (730 * DAY_MS))),
      };
    });
    await database.db.insert(driverApplications).values(rows);
  }
  // What the site's daily upkeep does on PGlite (server/app.ts) and autovacuum on PostgreSQL.
  await database.vacuum();
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const scenarios: Array<[string, string]> = [
  ["no filter (page 1)", ""],
  ["status", "status=approved"],
  ["date range (30 days)", `from=${day(30)}&to=${day(0)}`],
  ["assignee", `assignee=${STAFF[1]}`],
  ["nobody assigned", "assignee=none"],
  ["search a name (1 in 10)", "q=goncalves"],
  ["search a full name", "q=angela+goncalves+4242"],
  ["search a reference", `q=${referenceOf(54_321)}`],
  ["search a phone", "q=923+456"],
  ["search with a 2-letter word", "q=an+silva"],
  ["page 200", "page=200"],
  ["all filters together", `q=silva&status=pending&from=${day(365)}&to=${day(0)}&assignee=${STAFF[0]}`],
];

async function timeLists(name: string, database: DatabaseHandle) {
  const started = performance.now();
  await seedDrivers(database, RECORDS);
  console.log(
    `\n${name} (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores): seeded ${RECORDS} driver applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`| scenario                 | match  | p50 ms  | p95 ms  | ≤50 ms |`);
  console.log(`| ------------------------ | ------ | ------- | ------- | ------ |`);
  for (const [label, query] of scenarios) {
    const { filters } = readInboxFilters("drivers", new URLSearchParams(query));
    const { total } = await listInbox(database.db, "drivers", filters, "pt");
    const times = await timeRuns(() => listInbox(database.db, "drivers", filters, "pt"), RUNS);
    console.log(timingRow(label, total, times, 50));
  }
}

it(`inbox list time with ${RECORDS} records`, async () => {
  await onEachDatabase(timeLists);
});

it(`CSV export of ${RECORDS} records`, async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-bench-export-"));
  const seeded = await openDatabase({ dataDir });
  await seeded.migrate(path.resolve("drizzle"));
  await seedDrivers(seeded, RECORDS);
  await seeded.close();

  const env = { PORT, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const site = await startSite(env);
  await waitUntilReady(site);
  const pid = site.child.pid!;
  const created = await adminCreate(env, "bench@kamba.ao", PASSWORD);
  if (!created.ok) throw new Error(created.output);
  const admin = new StaffBrowser(site);
  await signIn(admin, "bench@kamba.ao");
  await enrol(admin);
  // A first small export, so the baseline includes loaded code and warm caches.
  await (await admin.fetch("/admin/drivers/export.csv?status=approved&assignee=none")).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 500));

  const baselineKb = await residentKb(pid);
  let peakKb = baselineKb;
  const sampler = setInterval(() => {
    void residentKb(pid).then((kb) => (peakKb = Math.max(peakKb, kb)));
  }, 20);
  const started = performance.now();
  const response = await admin.fetch("/admin/drivers/export.csv");
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakKb = Math.max(peakKb, await residentKb(pid));
  site.child.kill("SIGTERM");
  await site.exited;

  console.log(`\nCSV export of every driver application (server on PGlite, ${RECORDS} rows):`);
  console.log(
    `  answer ${response.status}: ${lines - 1} rows + header, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  server memory (RSS): baseline ${(baselineKb / 1024).toFixed(0)} MB, peak ${(peakKb / 1024).toFixed(0)} MB, growth ${((peakKb - baselineKb) / 1024).toFixed(0)} MB (target < 50 MB)`,
  );
});
