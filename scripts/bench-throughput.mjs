// npm run bench:throughput — the site's pages against nginx serving the same bytes, side by side.
//
// Starts the built site (embedded database, page cache on) and nginx (Debian's nginx-light, installed
// when missing, like the load tool wrk) on loopback. nginx serves the bytes the site rendered for each
// page, gzip on, one worker (the site is one process). wrk drives both with the same load: 10
// connections, gzip accepted, DURATION seconds per run after a warm-up. Prints requests/s, latency
// p50/p99 and the ratio site/nginx per page. Run `npm run build` first, on an idle machine.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, SERVER_FLAGS } from "./serve-settings.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 10;
const PAGES = [
  ["/", "home.html"],
  ["/services", "services.html"],
];

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
  const sitePort = await freePort();
  const nginxPort = await freePort();
  const site = spawn(process.execPath, [...SERVER_FLAGS, "server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(sitePort),
      DATA_DIR: path.join(work, "data"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let nginx;
  try {
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitFor(`${siteUrl}/readyz`);
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
  server {
    listen 127.0.0.1:${nginxPort};
    root ${work};
${PAGES.map(([pathname, file]) => `    location = ${pathname} { try_files /${file} =404; }`).join("\n")}
  }
}
`,
    );
    nginx = spawn("nginx", ["-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    await waitFor(`${nginxUrl}/`);

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
    site.kill("SIGTERM");
    await new Promise((resolve) => site.once("exit", resolve));
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
