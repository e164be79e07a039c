// npm run bench:memory — the site's resident memory at idle, on the embedded database and on PostgreSQL.
//
// Starts the built site twice on one data folder (the first start creates and seeds the database, once
// in a site's life), and on the second visits every public page in each language once (so the page
// cache and the database's buffers hold what a visited site holds), waits IDLE_SECONDS, then reads the
// process's resident set (VmRSS) and its peak (VmHWM) from /proc. PostgreSQL is measured when TEST_DATABASE_URL
// is set (its own server's memory is not counted: only the site's). Targets: 250 MB / 150 MB.
// Run `npm run build` first, on an idle machine.
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

/** Starts the site on a data folder, visits every page, waits, measures, stops it. */
async function runOnce(label, env, work) {
  const port = await freePort();
  const site = spawn(process.execPath, [...SERVER_FLAGS, "server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      ...env,
      PORT: String(port),
      DATA_DIR: path.join(work, "data"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
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
    return { label, started, idle: memoryOf(site.pid) };
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
    await runOnce(label, env, work);
    return await runOnce(label, env, work);
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
  console.log(
    `\nresident memory of the site process, MB (idle ${IDLE_SECONDS} s after visiting every page in 3 languages):\n`,
  );
  console.log("| database | after start | idle | peak |");
  console.log("|---|---|---|---|");
  for (const { label, started, idle } of runs) {
    console.log(`| ${label} | ${started.rss.toFixed(0)} | ${idle.rss.toFixed(0)} | ${idle.peak.toFixed(0)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
