// npm run bench:memory — the site's resident memory from its first start, on the embedded database and on
// PostgreSQL.
//
// Starts the built site twice on one new data folder. The first start creates, migrates and seeds the
// database (once in a site's life); the second is an ordinary restart. Each time: the resident set
// (VmRSS) once ready, then after visiting every public page in each language and IDLE_SECONDS of rest.
// After the restart's idle figure, APPLICATIONS job applications with two 5 MB files each arrive at once,
// and the peak (VmRSS sampled every 20 ms) is reported. PostgreSQL is measured when TEST_DATABASE_URL
// is set (its own server's memory is not counted: only the site's). Targets (ADR 061): at most 200 MB at
// every point of the first start, 180 MB (PGlite) and 110 MB (PostgreSQL) idle after a restart, 300 MB
// at the applications' peak. Run `npm run build` first, on an idle machine.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { publicPaths } from "../app/config/public-paths.js";
import { SERVER_ENV, SERVER_FLAGS } from "./serve-settings.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 15);
const APPLICATIONS = Number(process.env.APPLICATIONS ?? 200);
const FILE_BYTES = 5 * 1024 * 1024;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** A PDF of `size` bytes, as an applicant's CV or scanned identity card. */
function pdf(size) {
  const head = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n";
  const tail = "trailer << /Root 1 0 R >>\n%%EOF\n";
  return Buffer.from(`${head}%${"x".repeat(size - head.length - tail.length - 2)}\n${tail}`, "latin1");
}

/** APPLICATIONS applications sent at once to an open job; the peak resident memory meanwhile. */
async function applicationsPeak(base, pid) {
  const jobId = /\/careers\/([0-9a-f-]{36})/.exec(await (await fetch(`${base}/careers`)).text())?.[1];
  if (!jobId) throw new Error("no open job offer on /careers");
  // One file for every upload: copying 2 × 5 MB for each of 200 requests kept the bench busy for seconds before
  // the first was sent, long enough for the site to close the connection the page request had left open.
  const file = new Blob([new Uint8Array(pdf(FILE_BYTES))], { type: "application/pdf" });
  const send = async (n) => {
    const body = new FormData();
    const fields = {
      name: `Candidata ${n} Silva`,
      email: `candidata${n}@example.ao`,
      phone: "+244 923 456 789",
      experienceYears: "2",
      motivation: "Quero trabalhar convosco em Luanda.",
      consent: "on",
      submissionKey: crypto.randomUUID(),
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("cv", file, `cv-${n}.pdf`);
    body.append("idCard", file, `bi-${n}.pdf`);
    const answer = await fetch(`${base}/careers/${jobId}/apply`, { method: "POST", body, headers: { origin: base } });
    await answer.arrayBuffer();
    return answer.status;
  };
  let peak = memoryOf(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 20);
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: APPLICATIONS }, (_, n) => send(n))).finally(() =>
    clearInterval(sampler),
  );
  const tally = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  return { peak: Math.max(peak, memoryOf(pid).rss), seconds: (Date.now() - started) / 1000, tally };
}

/** Starts the site on a data folder, visits every page, waits, measures (then the applications), stops it. */
async function runOnce(label, env, work, { applications = false } = {}) {
  const port = await freePort();
  const site = spawn(process.execPath, [...SERVER_FLAGS, "server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      ...env,
      PORT: String(port),
      DATA_DIR: path.join(work, "data"),
      // Info: the first start's line that gives the child process's peak memory.
      LOG_LEVEL: "info",
      // Only the site's capacity counts here, not one address's limits.
      FORM_RATE_LIMIT: "1000000",
      FORM_BURST_LIMIT: "1000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let preparedPeak;
  site.stdout.on("data", (chunk) => {
    const peak = /"peakMb":(\d+)/.exec(String(chunk))?.[1];
    if (peak) preparedPeak = Number(peak);
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let started = Date.now(); ;) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() - started > 120_000) throw new Error(`${label}: the site did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const started = memoryOf(site.pid);
    for (const language of ["pt", "en", "fr"]) {
      for (const pathname of publicPaths) await (await fetch(`${base}${pathname}?lng=${language}`)).text();
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = memoryOf(site.pid);
    return {
      label,
      started,
      idle,
      preparedPeak,
      ...(applications ? { applications: await applicationsPeak(base, site.pid) } : {}),
    };
  } finally {
    site.kill("SIGTERM");
    await new Promise((resolve) => site.once("exit", resolve));
  }
}

/**
 * A site's steady state: the first start creates the database, migrates, seeds and draws the price
 * lists (work done once in a site's life); the second start, on the same folder, is what is measured.
 */
async function measure(label, env) {
  const work = await mkdtemp(path.join(tmpdir(), "kamba-memory-"));
  try {
    const first = await runOnce(label, env, work);
    const restart = await runOnce(label, env, work, { applications: APPLICATIONS > 0 });
    return { label, first, restart };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("run `npm run build` first");
  const runs = [await measure("embedded database (PGlite)", { DATABASE_URL: "" })];
  if (process.env.TEST_DATABASE_URL) {
    runs.push(await measure("PostgreSQL", { DATABASE_URL: process.env.TEST_DATABASE_URL }));
  } else {
    console.log("(TEST_DATABASE_URL not set: PostgreSQL not measured)");
  }
  const mb = (value) => value.toFixed(0);
  console.log(`\nresident memory of the site process, MB (idle: ${IDLE_SECONDS} s after every page in 3 languages):\n`);
  console.log(
    `| database | first start: the database prepared (child process, peak) | first start: ready | first start: idle | its peak | restart: ready | restart: idle | ${APPLICATIONS} applications (2 × 5 MB) at once: peak |`,
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { label, first, restart } of runs) {
    const sent = restart.applications;
    const answers = sent
      ? `${mb(sent.peak)} (${Object.entries(sent.tally)
          .map(([status, count]) => `${count} × ${status}`)
          .join(", ")}, ${sent.seconds.toFixed(1)} s)`
      : "-";
    console.log(
      `| ${label} | ${first.preparedPeak ?? "- (in the site)"} | ${mb(first.started.rss)} | ${mb(first.idle.rss)} | ${mb(first.idle.peak)} | ${mb(restart.started.rss)} | ${mb(restart.idle.rss)} | ${answers} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
