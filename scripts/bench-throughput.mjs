// npm run bench:throughput — the site's pages against nginx serving the same bytes, side by side, then a
// burst of submissions on each database.
//
// Pages: starts the built site (embedded database, page cache on) and nginx (Debian's nginx-light,
// installed when missing, like the load tool wrk) on loopback. nginx serves the bytes the site rendered
// for each public page in each of LANGS (default pt; LANGS=pt,en,fr for all), gzip on, one worker (the
// site is one process). wrk drives both with the same load: 10 connections, gzip accepted, DURATION
// seconds per run after a warm-up. Prints requests/s, latency p50/p99 and the ratio site/nginx per page.
//
// Burst (ADR 061), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL, contact form, per-address
// limits raised so that only capacity counts, with JavaScript (`/contact.data`) and without (the full
// page): BURST submissions sent at once (stored, refused as busy, anything else; how long the last
// answer took; what /readyz answered meanwhile, within 10 s and how soon, on the site's port and on its
// HEALTH_PORT (ADR 076); the site's peak resident memory), then
// submissions from wrk, each connection sending again as soon as answered (stored per second): for SUSTAINED_SECONDS
// (with JavaScript, the first after the site's start, while V8 still compiles the form's path), then for
// SUSTAINED_SECONDS more, as a process that has served for a while.
// ONLY=pages or ONLY=burst runs one half.
// Run `npm run build` first, on an idle machine.
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { publicPaths } from "../app/config/public-paths.js";
import { SERVER_ENV, SERVER_FLAGS } from "./serve-settings.mjs";

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 10;
const LANGS = (process.env.LANGS ?? "pt").split(",");
const BURST = Number(process.env.BURST ?? 2000);
const SUSTAINED_SECONDS = Number(process.env.SUSTAINED_SECONDS ?? 10);
const SENDERS = 50;
// ONLY=pages or ONLY=burst: one half of the bench.
const ONLY = process.env.ONLY ?? "";
const PAGES = LANGS.flatMap((lang) =>
  publicPaths.map((pathname) => [`${pathname}?lng=${lang}`, `${lang}${pathname.replaceAll("/", "-") || "-home"}.html`]),
);

function need(binary, pkg) {
  try {
    execFileSync("sh", ["-c", `command -v ${binary}`], { stdio: "ignore" });
  } catch {
    console.log(`installing ${pkg} (apt-get) ...`);
    execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit" });
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** wrk's figures: requests/s and the latency percentiles. */
function runWrk(url) {
  const output = execFileSync(
    "wrk",
    ["-t1", `-c${CONNECTIONS}`, `-d${DURATION}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  const ms = (text) => {
    const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
    return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  };
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (errors) throw new Error(`${url}: ${errors} answers were errors`);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]), p50: percentile(50), p99: percentile(99) };
}

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("run `npm run build` first");
  need("wrk", "wrk");
  need("nginx", "nginx-light");
  const work = await mkdtemp(path.join(tmpdir(), "kamba-throughput-"));
  // nginx's workers run as an unprivileged user: they must be able to read the pages.
  await chmod(work, 0o755);
  if (ONLY !== "burst") await comparePages(work);
  if (ONLY === "pages") return await rm(work, { recursive: true, force: true });
  try {
    const bursts = [await burstOn("PGlite", path.join(work, "burst-pglite"), {}, work)];
    const postgres = process.env.TEST_DATABASE_URL;
    if (postgres)
      bursts.push(await burstOn("PostgreSQL", path.join(work, "burst-postgres"), { DATABASE_URL: postgres }, work));
    else console.log("\n(TEST_DATABASE_URL not set: the burst on PostgreSQL is not measured)");
    console.log(
      `\nsubmissions on one process (contact form; SUBMISSIONS_AT_ONCE and SUBMISSIONS_WAITING as set, defaults 20 and 200):\n`,
    );
    console.log(
      `| database | way | stored/s (wrk; 50 connections, 20 without JavaScript): first ${SUSTAINED_SECONDS} s / next ${SUSTAINED_SECONDS} s | ${BURST} at once: stored | busy (503) | other | last answer after | /readyz meanwhile: site's port / health port | peak memory MB |`,
    );
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const { database, way, first, sustained, burst } of bursts.flat()) {
      console.log(
        `| ${database} | ${way} | ${first.toFixed(0)} / ${sustained.toFixed(0)} | ${burst.stored} | ${burst.busy} | ${burst.other || 0} | ${burst.seconds.toFixed(1)} s | ${burst.ready} | ${burst.peakMb.toFixed(0)} |`,
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Each page from the site and from nginx, the same bytes, the same load. */
async function comparePages(work) {
  const nginxPort = await freePort();
  const site = await startSite(path.join(work, "data"));
  const siteUrl = site.url;
  let nginx;
  try {
    for (const [pathname, file] of PAGES) {
      await writeFile(path.join(work, file), await (await fetch(`${siteUrl}${pathname}`)).text());
    }
    const conf = path.join(work, "nginx.conf");
    await writeFile(
      conf,
      `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  gzip on;
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  map $request_uri $page {
${PAGES.map(([address, file]) => `    "${address}" ${file};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${nginxPort};
    root ${work};
    location / { try_files /$page =404; }
  }
}
`,
    );
    nginx = spawn("nginx", ["-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    await waitFor(`${nginxUrl}${PAGES[0][0]}`);

    const rows = [];
    for (const [pathname] of PAGES) {
      // Warm both (the site renders the page once, then serves it from its cache).
      for (const base of [siteUrl, nginxUrl]) {
        for (let i = 0; i < 20; i++) {
          // A kept-alive connection may have been closed by the server while wrk ran: one retry.
          const answer = await fetch(`${base}${pathname}`).catch(() => fetch(`${base}${pathname}`));
          await answer.text();
        }
      }
      console.log(`${pathname}: warmed, measuring ...`);
      const ours = runWrk(`${siteUrl}${pathname}`);
      const theirs = runWrk(`${nginxUrl}${pathname}`);
      rows.push({ pathname, ours, theirs });
    }
    console.log(`\nthroughput, ${CONNECTIONS} connections, gzip, ${DURATION} s per run (wrk):\n`);
    console.log("| page | site req/s | site p50 ms | site p99 ms | nginx req/s | nginx p50 ms | ratio |");
    console.log("|---|---|---|---|---|---|---|");
    for (const { pathname, ours, theirs } of rows) {
      console.log(
        `| ${pathname} | ${ours.rps.toFixed(0)} | ${ours.p50.toFixed(2)} | ${ours.p99.toFixed(2)} | ${theirs.rps.toFixed(0)} | ${theirs.p50.toFixed(2)} | ${(ours.rps / theirs.rps).toFixed(2)} |`,
      );
    }
  } finally {
    nginx?.kill("SIGQUIT");
    await site.stop();
  }
}

/** The built site on its own port and data folder, as `npm run serve` runs it. */
async function startSite(dataDir, env = {}) {
  const port = await freePort();
  const healthPort = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, "server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HEALTH_PORT: String(healthPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  return {
    url,
    probes: `http://127.0.0.1:${healthPort}`,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/** One contact form submission, with JavaScript (its navigation data) or without (the whole page). */
async function sendContact(url, script, n) {
  const body = new URLSearchParams({
    name: "Ana Silva",
    email: "ana@example.ao",
    subject: "Pedido de orçamento",
    message: `Gostaria de receber um orçamento para entregas, pedido ${n}.`,
    consent: "on",
    submissionKey: crypto.randomUUID(),
  });
  try {
    const answer = await fetch(`${url}/contact${script ? ".data" : ""}`, {
      method: "POST",
      body,
      headers: { origin: url, "content-type": "application/x-www-form-urlencoded", cookie: "language=pt" },
    });
    await answer.arrayBuffer();
    return answer.status;
  } catch (error) {
    return `no answer (${error.cause?.code ?? error.message})`;
  }
}

/**
 * Contact submissions, each with a new key, from wrk (a load tool lighter than the site: Node's fetch would
 * take a core of the two) for SUSTAINED_SECONDS: stored per second. With JavaScript 50 connections; without,
 * SUBMISSIONS_AT_ONCE (20) of them, as many whole pages as the site answers at once (ADR 061).
 */
async function sustainedRate(url, script, work) {
  const lua = path.join(work, "contact.lua");
  writeFileSync(
    lua,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Origin"] = "${url}"
wrk.headers["Cookie"] = "language=pt"
wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
math.randomseed(os.time())
local serial = 0
request = function()
  serial = serial + 1
  local key = string.format("bench-%08x-%08x-%d", math.random(0, 2147483647), math.random(0, 2147483647), serial)
  return wrk.format(nil, nil, nil, "name=Ana+Silva&email=ana%40example.ao&subject=Pedido+de+or%C3%A7amento" ..
    "&message=Gostaria+de+receber+um+or%C3%A7amento+" .. serial .. "&consent=on&submissionKey=" .. key)
end
`,
  );
  // Not execFileSync: this process's own connections to the site must see the site close them meanwhile.
  const { stdout: output } = await execFileAsync(
    "wrk",
    [
      "-t1",
      `-c${script ? SENDERS : 20}`,
      `-d${SUSTAINED_SECONDS}s`,
      "-s",
      lua,
      `${url}/contact${script ? ".data" : ""}`,
    ],
    { encoding: "utf8" },
  );
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const refused = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return (requests - refused) / SUSTAINED_SECONDS;
}

/** The burst and the sustained rate on one database, with and without JavaScript. */
async function burstOn(database, dataDir, env, work) {
  const site = await startSite(dataDir, { FORM_RATE_LIMIT: "1000000", FORM_BURST_LIMIT: "1000000", ...env });
  try {
    const rows = [];
    for (const script of [true, false]) {
      const way = script ? "with JavaScript" : "without";
      console.log(`burst on ${database}, ${way} ...`);
      let serial = 0;
      // Warm: the code of the form's path is loaded and compiled.
      for (let i = 0; i < 20; i++) await sendContact(site.url, script, serial++);
      const first = await sustainedRate(site.url, script, work);
      const sustained = await sustainedRate(site.url, script, work);
      let peakMb = residentMb(site.pid);
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(site.pid))), 20);
      const started = Date.now();
      const readiness = (origin) =>
        new Promise((resolve) => setTimeout(resolve, 200)).then(() => {
          const asked = Date.now();
          return fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
            (answer) => `${answer.status} (${((Date.now() - asked) / 1000).toFixed(1)} s)`,
            () => "no answer",
          );
        });
      const readyOnSitePort = readiness(site.url);
      const readyOnHealthPort = readiness(site.probes);
      const statuses = await Promise.all(Array.from({ length: BURST }, () => sendContact(site.url, script, serial++)));
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      const count = (status) => statuses.filter((answer) => answer === status).length;
      rows.push({
        database,
        way,
        first,
        sustained,
        burst: {
          stored: count(200),
          busy: count(503),
          other: Object.entries(
            Object.groupBy(
              statuses.filter((status) => status !== 200 && status !== 503),
              (status) => String(status),
            ),
          )
            .map(([status, all]) => `${all.length} × ${status}`)
            .join(", "),
          seconds,
          ready: `${await readyOnSitePort} / ${await readyOnHealthPort}`,
          peakMb: Math.max(peakMb, residentMb(site.pid)),
        },
      });
    }
    return rows;
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
