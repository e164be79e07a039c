// Lighthouse benchmark of the production build: starts the site on a throw-away database, runs Lighthouse
// (mobile, simulated throttling) N times per page and language, and reports the median scores.
// Usage: npm run bench:lighthouse -- [--runs 3] [--langs pt,en,fr] [--routes /,/about] [--port 3210]
//                                    [--assert] [--min-perf 90]
// LHR_DUMP=/tmp/report writes each run's whole Lighthouse report (its requests and timings) as
// /tmp/report-lng=<lang>_<page>-<run>.json.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "../app/config/public-paths.js";
import { CHROMIUM_FLAGS, systemChromium } from "./system-chromium.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_FILE = path.join(ROOT, "bench-results/lighthouse.json");
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");
// The one list of public pages, shared with the sitemap and the tests.
const ROUTES = publicPaths;
const JOB_ROUTE = "/careers/:jobId";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);
const READY_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 15_000;
// Lighthouse gives up on a page load after 45 s by itself; this only catches a wedged protocol connection.
const RUN_TIMEOUT_MS = 180_000;
const ATTEMPTS_PER_RUN = 2;
const MAX_OFFENDERS = 8;
// Lighthouse's own "slower CPU than expected" warning uses this benchmarkIndex threshold.
const SLOW_CPU_BENCHMARK_INDEX = 1000;
// Chrome's scheduling group gets the CPU before Lighthouse and the site when they contend (ADR 034)...
const BROWSER_AUTOGROUP_NICE = -10;
// ...and within it, each page's main thread before Chrome's other threads (ADR 070).
const PAGE_THREAD_NICE = -8;
const RENDERER_POLL_MS = 10;

const USAGE = `Usage: node scripts/bench-lighthouse.mjs [options]
  --runs N          Lighthouse runs per URL; the median is reported (default 3)
  --langs pt,en,fr  languages, each page is loaded as ?lng=LANG (default pt)
  --routes /,/about only these routes (${JOB_ROUTE} is the first job offer)
  --port N          port for the site (default 3210)
  --assert          exit 1 if a11y, best-practices or SEO < 100, or performance < --min-perf
  --min-perf N      performance threshold for --assert (default 90)`;

/**
 * Things to undo before exiting, undone newest first (Chrome, then the site, then its temp folder). Each maps to a
 * synchronous fallback that the "exit" event runs if the script dies before the cleanups ran.
 */
const cleanups = new Map();
let stopping = false;
/** How long a fixed loop took on this host before and after the runs: how fast the host was at the time (ADR 071). */
const hostLoop = { before: undefined, after: undefined };
/** How the browser's CPU priority was set, or why it was not: the same for every run, said once in the report. */
let browserPriority;

await main();

async function main() {
  const startedAt = Date.now();
  const options = parseOptions();
  handleSignals();
  try {
    await ensureBuild();
    const buildTime = buildTimestamp();
    const origin = await startSite(options.port);
    const pages = await resolvePages(origin, options);
    await warmUp(pages);
    hostLoop.before = timeFixedLoop();
    const results = await benchPages(pages, options.runs);
    hostLoop.after = timeFixedLoop();
    const durationMs = Date.now() - startedAt;
    const rebuilt = buildTimestamp() !== buildTime;
    report(results, options, durationMs, rebuilt);
    await writeResults(results, options, durationMs, rebuilt);
    if (options.assert) process.exitCode = assertScores(results, options.minPerf) ? 0 : 1;
  } catch (error) {
    console.error(`\nbench-lighthouse failed: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  } finally {
    await runCleanups();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const values = parseFlags();
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const options = {
    runs: toInteger(values.runs, "--runs", 1, 99),
    port: toInteger(values.port, "--port", 1, 65535),
    minPerf: toInteger(values["min-perf"], "--min-perf", 0, 100),
    langs: splitList(values.langs),
    routes: values.routes === undefined ? [...ROUTES, JOB_ROUTE] : splitList(values.routes),
    assert: values.assert,
  };
  const badRoute = options.routes.find((route) => !route.startsWith("/"));
  if (badRoute) usageError(`--routes: "${badRoute}" must start with /`);
  if (options.langs.length === 0 || options.routes.length === 0) usageError("--langs and --routes need a value");
  return options;
}

function parseFlags() {
  try {
    const { values } = parseArgs({
      options: {
        runs: { type: "string", default: "3" },
        langs: { type: "string", default: "pt" },
        routes: { type: "string" },
        port: { type: "string", default: "3210" },
        assert: { type: "boolean", default: false },
        "min-perf": { type: "string", default: "90" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    return values;
  } catch (error) {
    return usageError(error.message);
  }
}

function toInteger(text, name, min, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    usageError(`${name} must be a whole number ${min}-${max}`);
  return value;
}

function splitList(text) {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------
// Process lifetime

function handleSignals() {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal}: stopping Chrome and the site…`);
      void runCleanups().finally(() => process.exit(code));
    });
  }
  // When Chrome goes away mid-run, Lighthouse leaves protocol calls rejecting with nobody listening; that must not
  // kill the script before it has stopped the site.
  process.on("unhandledRejection", (reason) => {
    if (!stopping) console.error(`warning: unhandled rejection: ${reason?.message ?? reason}`);
  });
  process.on("exit", () => {
    for (const fallback of cleanups.values()) fallback();
  });
}

function addCleanup(cleanup, fallback) {
  cleanups.set(cleanup, fallback);
  return () => cleanups.delete(cleanup);
}

async function runCleanups() {
  for (const cleanup of [...cleanups.keys()].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${error}`);
    } finally {
      cleanups.delete(cleanup);
    }
  }
}

/** Runs a command with its output on stderr, so that stdout carries only the report. */
async function run(command, args) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", 2, 2] });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

async function ensureBuild() {
  if (existsSync(SERVER_BUILD)) return;
  console.error("No production build: running npm run build…");
  await run("npm", ["run", "build"]);
}

function buildTimestamp() {
  return statSync(SERVER_BUILD, { throwIfNoEntry: false })?.mtimeMs;
}

// ---------------------------------------------------------------------------------------------------------
// The site

async function startSite(port) {
  const origin = `http://localhost:${port}`;
  // Another process on the port would answer /readyz and be measured instead of this build.
  if (await isReady(origin)) throw new Error(`port ${port} is already in use; pick another with --port`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-lighthouse-"));
  addCleanup(
    () => rm(dataDir, { recursive: true, force: true }),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  const server = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Empty means unset for the app, so a DATABASE_URL from the shell or .env cannot point the bench at a real database.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      PUBLIC_URL: origin,
    },
  });
  server.stdout.pipe(process.stderr);
  addCleanup(
    () => stopProcess(server),
    () => server.kill("SIGKILL"),
  );
  await waitUntilReady(origin, server);
  console.error(`Site ready at ${origin} (data in ${dataDir})`);
  return origin;
}

async function isReady(origin) {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function waitUntilReady(origin, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the site exited with code ${server.exitCode} before it was ready`);
    if (await isReady(origin)) return;
    await sleep(250);
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timeout = sleep(SERVER_STOP_TIMEOUT_MS, "timeout", { ref: false });
  if ((await Promise.race([exited, timeout])) === "timeout") {
    console.error(`the site did not stop within ${SERVER_STOP_TIMEOUT_MS / 1000} s; killing it`);
    child.kill("SIGKILL");
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Pages

async function resolvePages(origin, { routes, langs }) {
  const paths = [];
  for (const route of routes) {
    if (route !== JOB_ROUTE) paths.push({ route, path: route });
    else paths.push({ route, path: await findJobPath(origin) });
  }
  return paths.flatMap(({ route, path: pagePath }) =>
    langs.map((lang) => ({ route, lang, url: `${origin}${pagePath}?lng=${encodeURIComponent(lang)}` })),
  );
}

async function findJobPath(origin) {
  const html = await fetchText(`${origin}/careers?lng=pt`);
  const match = html.match(/href="(\/careers\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[?#"]/i);
  if (!match) throw new Error("no job offer link (/careers/<uuid>) found on /careers?lng=pt; is SEED_DEMO working?");
  return match[1];
}

async function fetchText(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return text;
}

/** The first server render of each page is slower (module loading, cold caches) and would skew the first run. */
async function warmUp(pages) {
  for (const page of pages) {
    // A page that answers an error is still measured: Lighthouse's SEO http-status-code audit reports it.
    await fetchText(page.url).catch((error) => console.error(`warning: ${error.message}`));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse

async function benchPages(pages, runs) {
  const results = [];
  for (const [index, page] of pages.entries()) {
    console.error(`\n[${index + 1}/${pages.length}] ${page.url}`);
    results.push(await benchPage(page, runs));
  }
  return results;
}

async function benchPage(page, runs) {
  const lhrs = [];
  const errors = [];
  for (let runIndex = 1; runIndex <= runs; runIndex++) {
    const started = Date.now();
    try {
      const lhr = await runWithRetry(page.url);
      lhrs.push(lhr);
      if (process.env.LHR_DUMP)
        writeFileSync(reportFile(process.env.LHR_DUMP, page.url, runIndex), JSON.stringify(lhr));
      console.error(
        `  run ${runIndex}/${runs}: ${formatScores(lhr)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (error) {
      errors.push(String(error?.message ?? error));
      console.error(`  run ${runIndex}/${runs} failed: ${error?.message ?? error}`);
    }
  }
  return summarizePage(page, lhrs, errors);
}

async function runWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN || stopping) throw error;
      console.error(`  attempt ${attempt} failed (${error?.message ?? error}); retrying with a new Chrome`);
    }
  }
}

/** One Chrome per run: a fresh profile each time keeps runs independent, and a crashed Chrome loses one run only. */
async function runLighthouse(url) {
  if (stopping) throw new Error("stopping");
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: CHROMIUM_FLAGS,
    // chrome-launcher's own handler calls process.exit, which would leave the site running.
    handleSIGINT: false,
    logLevel: "silent",
  });
  const priority = prioritizeBrowser(chrome.pid);
  browserPriority ??= priority;
  const stopRaising = priority.raised ? raisePageThreads(chrome.pid) : () => {};
  const removeCleanup = addCleanup(
    () => killChrome(chrome),
    () => chrome.kill(),
  );
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
    const result = await withTimeout(lighthouse(url, flags), RUN_TIMEOUT_MS, "Lighthouse run");
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    stopRaising();
    removeCleanup();
    await killChrome(chrome);
  }
}

/**
 * The browser, Lighthouse and the site share this machine's cores; a phone's browser has no such neighbours.
 * Lighthouse estimates blocking time from the browser's observed task times (four times over for scripts), so
 * each millisecond Lighthouse or the site takes from the page would count as the page's own. Linux shares CPU
 * time between sessions (autogroups), and Chrome runs in a session of its own: its group is given priority.
 */
function prioritizeBrowser(pid) {
  const description =
    `Chrome's scheduling group at nice ${BROWSER_AUTOGROUP_NICE}, ` +
    `each page's main thread at nice ${PAGE_THREAD_NICE} within it`;
  try {
    if (readFileSync("/proc/sys/kernel/sched_autogroup_enabled", "utf8").trim() !== "1")
      return { raised: false, description: "not raised: the kernel's autogroups are off" };
    writeFileSync(`/proc/${pid}/autogroup`, String(BROWSER_AUTOGROUP_NICE));
    return { raised: true, description };
  } catch (error) {
    return { raised: false, description: `not raised (${error?.code ?? error?.message ?? error})` };
  }
}

/**
 * Within Chrome's group, its other processes (the browser's own, the compositor's) and the renderer's helper threads
 * still take the core from the page's main thread on this two-core machine, where a phone would run them on cores of
 * their own. Each renderer's main thread (its thread id is the process id) is raised as soon as the renderer appears:
 * polled, since Chrome starts renderers on demand.
 */
function raisePageThreads(chromePid) {
  const raised = new Set();
  const raise = () => {
    for (const pid of descendants(chromePid)) {
      if (raised.has(pid)) continue;
      const commandLine = unlessGone(() => readFileSync(`/proc/${pid}/cmdline`, "utf8"), "");
      // A renderer forked from Chrome's zygote shows the zygote's command line for a moment: look again next time.
      if (commandLine.includes("--type=zygote")) continue;
      raised.add(pid);
      if (commandLine.includes("--type=renderer")) unlessGone(() => os.setPriority(pid, PAGE_THREAD_NICE), undefined);
    }
  };
  raise();
  const timer = setInterval(raise, RENDERER_POLL_MS);
  return () => clearInterval(timer);
}

/** A /proc read or a priority change, or `fallback` when the process ended meanwhile. */
function unlessGone(work, fallback) {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** Every process below `pid`, from Linux's per-thread lists of children. */
function descendants(pid) {
  const found = [];
  const pending = [pid];
  while (pending.length > 0) {
    const parent = pending.pop();
    for (const thread of unlessGone(() => readdirSync(`/proc/${parent}/task`), [])) {
      const children = unlessGone(() => readFileSync(`/proc/${parent}/task/${thread}/children`, "utf8"), "");
      for (const child of children.split(" ").filter(Boolean).map(Number)) {
        found.push(child);
        pending.push(child);
      }
    }
  }
  return found;
}

/** Milliseconds for a fixed amount of arithmetic: 3e8 additions, about 0.45 s on this machine when it is quiet. */
function timeFixedLoop() {
  const started = performance.now();
  let sum = 0;
  for (let index = 0; index < 3e8; index++) sum += index % 7;
  if (sum < 0) throw new Error("unreachable: keeps the loop from being optimized away");
  return Math.round(performance.now() - started);
}

async function killChrome(chrome) {
  const child = chrome.process;
  const running = child && child.exitCode === null && child.signalCode === null;
  const exited = running ? once(child, "exit") : undefined;
  chrome.kill();
  await exited;
}

async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Results

function summarizePage(page, lhrs, errors) {
  const perRun = lhrs.map(measure);
  const medianOf = (pick) => median(perRun.map(pick));
  return {
    ...page,
    runs: lhrs.length,
    errors,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, roundOrNull(medianOf((run) => run.scores[id]))])),
    metrics: {
      lcpMs: roundOrNull(medianOf((run) => run.lcpMs)),
      cls: medianOf((run) => run.cls),
      tbtMs: roundOrNull(medianOf((run) => run.tbtMs)),
      totalBytes: roundOrNull(medianOf((run) => run.totalBytes)),
      documentBytes: roundOrNull(medianOf((run) => run.documentBytes)),
    },
    perRun,
    failingAudits: collectFailingAudits(lhrs),
    lighthouseVersion: lhrs[0]?.lighthouseVersion,
    userAgent: lhrs[0]?.environment?.hostUserAgent,
  };
}

/** One run's numbers; benchmarkIndex drops when the machine is busy, which explains outliers in TBT. */
function measure(lhr) {
  const value = (auditId) => lhr.audits[auditId]?.numericValue;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, toPercent(lhr.categories[id]?.score)])),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    totalBytes: value("total-byte-weight"),
    // The page itself as sent, headers included: within 14 600 bytes it comes in the first round trip (ADR 086).
    documentBytes: lhr.audits.diagnostics?.details?.items?.[0]?.mainDocumentTransferSize,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

function toPercent(score) {
  return typeof score === "number" ? Math.round(score * 100) : null;
}

function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function roundOrNull(value) {
  return value === null ? null : Math.round(value);
}

/**
 * Audits that lost points in at least one run, per category, with the elements or resources to blame. Each is
 * described from the median run where it failed there, so its numbers match the table.
 */
function collectFailingAudits(lhrs) {
  const byKey = new Map();
  for (const lhr of medianRunFirst(lhrs)) {
    for (const category of CATEGORIES) {
      for (const { id, group } of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[id];
        // Lighthouse's own report leaves out the "hidden" group (experimental or duplicate audits that never score).
        if (group === "hidden" || !isFailing(audit)) continue;
        const key = `${category}/${id}`;
        const entry = byKey.get(key) ?? { category, ...describeAudit(audit), scores: [], failedRuns: 0 };
        entry.scores.push(audit.score);
        entry.failedRuns++;
        byKey.set(key, entry);
      }
    }
  }
  return [...byKey.values()];
}

function medianRunFirst(lhrs) {
  const performance = (lhr) => lhr.categories.performance?.score ?? 0;
  const byPerformance = [...lhrs].sort((a, b) => performance(a) - performance(b));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return [medianRun, ...lhrs.filter((lhr) => lhr !== medianRun)];
}

function isFailing(audit) {
  return audit && SCORED_MODES.has(audit.scoreDisplayMode) && typeof audit.score === "number" && audit.score < 1;
}

function describeAudit(audit) {
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score,
    displayValue: audit.displayValue,
    offenders: offendersOf(audit.details),
  };
}

/** Short strings naming what to fix: a selector and HTML snippet, or a URL or source with its cost. */
function offendersOf(details) {
  const offenders = flattenItems(details).map(describeItem).filter(Boolean);
  return [...new Set(offenders)].slice(0, MAX_OFFENDERS);
}

/** Lighthouse nests tables in lists and list sections, rows in subItems, and keys checklists by name. */
function flattenItems(details) {
  if (details?.type === "checklist") return Object.values(details.items).filter((check) => !check.value);
  if (details?.type === "network-tree") return longestChain(details.chains);
  if (!Array.isArray(details?.items)) return [];
  return details.items.flatMap((item) => {
    if (item.type === "list-section") return flattenItems(item.value);
    if (Array.isArray(item.items)) return flattenItems(item);
    return [item, ...(item.subItems?.items ?? [])];
  });
}

function longestChain(chains) {
  const steps = [];
  for (let link = longestLink(chains); link; link = longestLink(link.children)) {
    steps.push(`${link.url} (${Math.round(link.navStartToEndTime)} ms)`);
  }
  return steps.length > 1 ? [{ label: `longest chain: ${steps.join(" → ")}` }] : [];
}

function longestLink(links) {
  return Object.values(links ?? {}).find((link) => link.isLongest);
}

function describeItem(item) {
  const node = item.node ?? (item.type === "node" ? item : undefined);
  if (node?.selector) return `${node.selector} ${node.snippet ?? ""}`.trim();
  const where = item.source?.url ?? item.source?.value ?? item.sourceLocation?.url ?? item.url;
  const what = [item.description, item.issueType, item.groupLabel, item.label].find((text) => typeof text === "string");
  return [where, what, costOf(item)].filter(Boolean).join(" — ") || undefined;
}

function costOf(item) {
  if (item.wastedBytes > 0) return `${Math.round(item.wastedBytes / 1024)} KiB`;
  const ms = [item.wastedMs, item.reflowTime, item.total, item.duration].find((value) => value > 0);
  return ms ? `${Math.round(ms)} ms` : undefined;
}

/** `LHR_DUMP`'s file for one run: `<prefix>-lng=<lang>_<page>-<run>.json`. */
function reportFile(prefix, url, runIndex) {
  const { search, pathname } = new URL(url);
  return `${prefix}-${search.slice(1) || "pt"}${pathname.replaceAll("/", "_")}-${runIndex}.json`;
}

function formatScores(lhr) {
  return CATEGORIES.map((id) => `${shortName(id)} ${toPercent(lhr.categories[id]?.score) ?? "?"}`).join(" ");
}

function shortName(category) {
  return { performance: "perf", accessibility: "a11y" }[category] ?? category;
}

// ---------------------------------------------------------------------------------------------------------
// Report

function report(results, options, durationMs, rebuilt) {
  console.log(renderTable(results));
  console.log(`\n${results.length} URLs × ${options.runs} runs in ${formatDuration(durationMs)}.`);
  if (browserPriority?.raised) console.log(`The browser ran with ${browserPriority.description} (ADR 034, ADR 070).`);
  console.log(
    `A fixed loop took ${hostLoop.before} ms on this host before the runs and ${hostLoop.after} ms after ` +
      "(ADR 071: the performance score follows the host's speed).",
  );
  for (const warning of warningsFor(results, rebuilt)) console.log(`\n${warning}`);
  const failures = renderFailures(results, options.minPerf);
  if (failures) console.log(`\n${failures}`);
}

function warningsFor(results, rebuilt) {
  const warnings = [];
  // The running site keeps the asset names of the build it started with, so a rebuild breaks every page after it.
  if (rebuilt) {
    warnings.push(
      "**Warning:** build/ was rebuilt while the benchmark ran; pages measured after that loaded missing assets " +
        "(404s, unstyled pages), so these results are not reliable. Run it again.",
    );
  }
  if (browserPriority && !browserPriority.raised) {
    warnings.push(
      `**Note:** the browser's CPU priority was ${browserPriority.description}; Lighthouse and the site then ` +
        "take CPU time from the page, and TBT counts it as the page's (ADR 034).",
    );
  }
  const runs = results.flatMap((result) => result.perRun);
  const slowRuns = runs.filter((run) => run.benchmarkIndex < SLOW_CPU_BENCHMARK_INDEX).length;
  if (slowRuns) {
    warnings.push(
      `**Note:** ${slowRuns}/${runs.length} runs had a busy or slow CPU (Lighthouse benchmarkIndex < ` +
        `${SLOW_CPU_BENCHMARK_INDEX}); other load on the machine inflates their TBT and lowers performance.`,
    );
  }
  return warnings;
}

function renderTable(results) {
  const header = ["route", "lang", "perf", "a11y", "best-practices", "seo", "LCP ms", "CLS", "TBT ms", "KB", "page B"];
  const rows = results.map(({ route, lang, scores, metrics }) => [
    route,
    lang,
    ...CATEGORIES.map((id) => scores[id]),
    metrics.lcpMs,
    metrics.cls === null ? null : metrics.cls.toFixed(3),
    metrics.tbtMs,
    metrics.totalBytes === null ? null : Math.round(metrics.totalBytes / 1024),
    metrics.documentBytes,
  ]);
  return [header, header.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.map((cell) => cell ?? "—").join(" | ")} |`)
    .join("\n");
}

/** Lists the audits behind each flagged category: any below 100, performance below the threshold. */
function renderFailures(results, minPerf) {
  const sections = [];
  for (const result of results) {
    const lines = result.errors.map((error) => `- run failed: ${error}`);
    for (const category of CATEGORIES) {
      const score = result.scores[category];
      if (score === null || score >= threshold(category, minPerf)) continue;
      lines.push(`- **${category} ${score}**`);
      for (const audit of result.failingAudits.filter((entry) => entry.category === category)) {
        lines.push(
          `  - \`${audit.id}\` ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}` +
            `, score ${audit.score.toFixed(2)}, failed in ${audit.failedRuns}/${result.runs} runs`,
        );
        for (const offender of audit.offenders) lines.push(`    - \`${offender.replaceAll("`", "'")}\``);
      }
    }
    if (lines.length) sections.push(`### ${result.route} (${result.lang}) ${result.url}\n${lines.join("\n")}`);
  }
  return sections.length ? `## Failing audits\n\n${sections.join("\n\n")}` : "";
}

function threshold(category, minPerf) {
  return category === "performance" ? minPerf : 100;
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function writeResults(results, options, durationMs, rebuilt) {
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const body = {
    date: new Date().toISOString(),
    durationMs,
    rebuiltDuringRun: rebuilt,
    browserPriority: browserPriority?.description ?? null,
    hostLoopMs: hostLoop,
    options: { runs: options.runs, langs: options.langs, routes: options.routes, minPerf: options.minPerf },
    results,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(body, null, 2)}\n`);
  console.error(`Results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

/** Prints each URL and category under its threshold; a URL whose runs all failed counts as failed too. */
function assertScores(results, minPerf) {
  const failures = results.flatMap((result) =>
    CATEGORIES.filter((category) => (result.scores[category] ?? -1) < threshold(category, minPerf)).map(
      (category) =>
        `${result.route} (${result.lang}): ${category} ${result.scores[category] ?? "no score"} < ${threshold(category, minPerf)}`,
    ),
  );
  if (failures.length === 0) {
    console.log("\nAssert: every URL meets the thresholds.");
    return true;
  }
  console.log(`\nAssert failed for ${failures.length} score(s):\n${failures.map((line) => `- ${line}`).join("\n")}`);
  return false;
}
