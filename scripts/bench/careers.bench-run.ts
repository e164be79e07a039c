/**
 * Careers benchmark (npm run bench:careers). Prints figures; it is not a timed test.
 *  1. Job-list query time with 10 000 offers, for each filter and all of them together (p50/p95), on a
 *     fresh PGlite database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that
 *     PostgreSQL scratch database (it is wiped). Target: p95 <= 20 ms.
 *  2. 20 concurrent job applications with two 5 MB files each, sent to the production build
 *     (`npm run build` first) on PGlite: all stored, none lost, server memory sampled from /proc.
 *     Target: memory growth under 150 MB.
 * Options (environment): BENCH_PORT (3502), BENCH_OFFERS (10000), BENCH_RUNS (200), BENCH_APPLICATIONS (20).
 */
import { mkdtemp, readdir, stat } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { it } from "vitest";
import { departments, employmentTypes, experienceLevels, jobLocations } from "~/domain/choices";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { jobApplications, jobOffers } from "~/db/schema";
import { parseJobFilters } from "~/modules/careers/job-filters";
import { listJobOffers } from "~/modules/careers/job-offers.server";
import { onEachDatabase, residentKb, timeRuns, timingRow } from "./figures";
import { browserPost } from "../../tests/support/browser-post";
import { pdf } from "../../tests/support/sample-files";
import { startSite, waitUntilReady } from "../../tests/support/site-process";

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 20);
const PORT = process.env.BENCH_PORT ?? "3502";
const DAY_MS = 86_400_000;
const MB5 = 5 * 1024 * 1024;

const scenarios: Array<[string, string]> = [
  ["no filter (page 1)", ""],
  ["search, 15 % match", "q=motorista"],
  ["search, a few match", "q=estafeta de mota 12"],
  ["contract type (2 of 3)", "type=full-time&type=contract"],
  ["location", "location=malanje"],
  ["department", "department=logistics"],
  ["experience", "experience=senior"],
  ["salary band", "salary=medium"],
  ["date posted", "posted=7d"],
  ["page 20", "page=20"],
  [
    "all filters together",
    "q=motorista&type=full-time&type=contract&location=luanda&department=operations&experience=mid&salary=medium&posted=30d",
  ],
];

const titles = [
  { pt: "Motorista de entregas", en: "Delivery driver", fr: "Chauffeur-livreur" },
  { pt: "Estafeta de mota", en: "Motorbike courier", fr: "Coursier à moto" },
  { pt: "Assistente de armazém", en: "Warehouse assistant", fr: "Assistant d'entrepôt" },
  { pt: "Agente de apoio ao cliente", en: "Customer service agent", fr: "Agent du service client" },
  { pt: "Planeador de rotas", en: "Route planner", fr: "Planificateur d'itinéraires" },
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

async function seedOffers(database: DatabaseHandle, count: number) {
  await database.db.delete(jobApplications);
  await database.db.delete(jobOffers);
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      const title = pick(titles, i);
      const salaryMin = i % 10 === 0 ? null : 50_000 + ((i * 7919) % 400_000);
      return {
        title: { pt: `${title.pt} ${i}`, en: `${title.en} ${i}`, fr: `${title.fr} ${i}` },
        description: { pt: "Descrição da vaga com detalhes suficientes para o teste." },
        requirements: { pt: ["Requisito"] },
        benefits: { pt: ["Benefício"] },
        // Mixed-radix digits of i, so that every combination of filters occurs (none is tied to another).
        employmentType: pick(employmentTypes, Math.floor(i / 5)),
        department: pick(departments, Math.floor(i / 15)),
        experienceLevel: pick(experienceLevels, Math.floor(i / 45)),
        location: pick(jobLocations, Math.floor(i / 135)),
        salaryMin,
        salaryMax: salaryMin === null ? null : salaryMin + 80_000,
        isActive: i % 20 !== 0,
        createdAt: new Date(now - ((i * 104_729) % (60 * DAY_MS))),
      };
    });
    await database.db.insert(jobOffers).values(rows);
  }
  await database.db.execute(sql`analyze job_offers`);
}

async function timeQueries(name: string, database: DatabaseHandle) {
  const started = performance.now();
  await seedOffers(database, OFFERS);
  console.log(
    `\n${name} (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores): seeded ${OFFERS} offers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const rows: string[] = [];
  for (const [label, query] of scenarios) {
    const filters = parseJobFilters(new URLSearchParams(query));
    const { matching } = await listJobOffers(database.db, "pt", filters);
    const times = await timeRuns(() => listJobOffers(database.db, "pt", filters), RUNS, 10);
    rows.push(timingRow(label, matching, times, 20));
  }
  console.log(`| scenario                 | match  | p50 ms  | p95 ms  | ≤20 ms |`);
  console.log(`| ------------------------ | ------ | ------- | ------- | ------ |`);
  for (const row of rows) console.log(row);
}

it("job-list query time with 10 000 offers", async () => {
  await onEachDatabase(timeQueries);
});

it(`${APPLICATIONS} concurrent applications with two 5 MB files each`, async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-bench-site-"));
  const site = await startSite({
    PORT,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    FORM_RATE_LIMIT: "100000",
    FORM_BURST_LIMIT: "100000",
  });
  await waitUntilReady(site);
  const pid = site.child.pid!;
  const page = await (await fetch(`${site.url}/careers`)).text();
  const jobId = /\/careers\/([0-9a-f-]{36})/.exec(page)?.[1];
  if (!jobId) throw new Error("no job offer on /careers");
  const cv = pdf(MB5);
  const idCard = pdf(MB5);
  const send = (n: number) => {
    const body = new FormData();
    const fields = {
      name: `Candidata ${n} Silva`,
      email: `candidata${n}@example.ao`,
      phone: "+244 923 456 789",
      experienceYears: "2",
      motivation: "Quero trabalhar convosco em Luanda.",
      consent: "on",
      submissionKey: `bench-application-${n}-${Date.now()}`,
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), `cv-${n}.pdf`);
    body.append("idCard", new Blob([new Uint8Array(idCard)], { type: "application/pdf" }), `bi-${n}.pdf`);
    return browserPost(`${site.url}/careers/${jobId}/apply`, { body }).then((r) => r.status);
  };

  // One application first, so the baseline includes loaded code and warm caches.
  if ((await send(0)) !== 201) throw new Error("the warm-up application was refused");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baselineKb = await residentKb(pid, "VmRSS");
  let peakKb = baselineKb;
  const sampler = setInterval(() => {
    void residentKb(pid, "VmRSS").then((kb) => (peakKb = Math.max(peakKb, kb)));
  }, 20);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: APPLICATIONS }, (_, i) => send(i + 1)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakKb = Math.max(peakKb, await residentKb(pid, "VmRSS"));

  site.child.kill("SIGTERM");
  await site.exited;
  const database = await openDatabase({ dataDir });
  const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications);
  await database.close();
  const files: string[] = [];
  for (const folder of ["cvs", "id-cards"]) {
    for (const name of await readdir(path.join(dataDir, "uploads", folder))) {
      if ((await stat(path.join(dataDir, "uploads", folder, name))).size === MB5) files.push(name);
    }
  }
  console.log(`\n${APPLICATIONS} concurrent applications, 2 × 5 MB each (server on PGlite, local file store):`);
  console.log(
    `  answers: ${statuses.filter((s) => s === 201).length} × 201, others: ${JSON.stringify(statuses.filter((s) => s !== 201))}`,
  );
  console.log(
    `  rows stored: ${n} (${APPLICATIONS} + 1 warm-up expected); 5 MB files stored: ${files.length} (${2 * (APPLICATIONS + 1)} expected)`,
  );
  console.log(`  wall time: ${seconds.toFixed(2)} s for ${((APPLICATIONS * 2 * MB5) / 1024 / 1024).toFixed(0)} MB`);
  console.log(
    `  server memory (RSS): baseline ${(baselineKb / 1024).toFixed(0)} MB, peak ${(peakKb / 1024).toFixed(0)} MB, growth ${((peakKb - baselineKb) / 1024).toFixed(0)} MB (target < 150 MB)`,
  );
});
