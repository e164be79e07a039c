// Page weight: loads every public page of the production build in Chromium (a phone-sized window),
// and prints the bytes that went over the wire (compressed) per page: JavaScript, CSS, HTML,
// images, other, total. Images below the fold are lazy, so they do not count, as for a visitor
// who does not scroll.
// Usage: npm run bench:weight -- [--langs pt,en,fr] [--routes /,/about] [--port 3310] [--assert]
//   --detail lists each script with its size.
//   --assert fails when the first load of / ships more than 170 KB of JavaScript or 500 KB in all.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { publicPaths } from "../app/config/public-paths.js";
import { CHROMIUM_FLAGS, systemChromium } from "./system-chromium.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The one list of public pages, shared with the sitemap and the tests.
const ROUTES = publicPaths;
const BUDGET = { route: "/", javascript: 170_000, total: 500_000 };

const { values } = parseArgs({
  options: {
    langs: { type: "string", default: "pt,en,fr" },
    routes: { type: "string" },
    port: { type: "string", default: "3310" },
    assert: { type: "boolean", default: false },
    detail: { type: "boolean", default: false },
  },
});
const languages = values.langs.split(",");
const routes = values.routes ? values.routes.split(",") : ROUTES;
const origin = `http://localhost:${values.port}`;

function kind(type, url) {
  if (type === "Script") return "javascript";
  if (type === "Stylesheet") return "css";
  if (type === "Document") return "html";
  if (type === "Image" || /\.(avif|webp|svg|png|jpe?g)(\?|$)/.test(url)) return "images";
  return "other";
}

async function startSite(dataDir) {
  const server = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: values.port,
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let waited = 0; waited < 90_000; waited += 500) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill("SIGTERM");
  throw new Error("the site did not start within 90 s (did you run `npm run build`?)");
}

async function weigh(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map();
  const totals = { javascript: 0, css: 0, html: 0, images: 0, other: 0 };
  const urls = new Map();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    requests.set(requestId, kind(type, response.url));
    urls.set(requestId, response.url);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const category = requests.get(requestId) ?? "other";
    totals[category] += encodedDataLength;
    if (values.detail && category === "javascript")
      console.log(`    ${kb(encodedDataLength)}  ${new URL(urls.get(requestId)).pathname}`);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  return { ...totals, total: Object.values(totals).reduce((a, b) => a + b, 0) };
}

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);

const dataDir = await mkdtemp(path.join(os.tmpdir(), "page-weight-"));
const server = await startSite(dataDir);
const failures = [];
try {
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: CHROMIUM_FLAGS,
  });
  // One throw-away visit so the PDFs and database are warm.
  await weigh(browser, `${origin}/`);
  console.log(`\nBytes over the wire per page (compressed, KB = 1000 bytes), window 412×823:\n`);
  console.log(`${"page".padEnd(22)}     JS     CSS    HTML  images   other   TOTAL`);
  for (const route of routes) {
    for (const language of languages) {
      const weight = await weigh(browser, `${origin}${route}?lng=${language}`);
      const label = `${route}?lng=${language}`.padEnd(22);
      console.log(
        `${label}${kb(weight.javascript)} ${kb(weight.css)} ${kb(weight.html)} ${kb(weight.images)} ${kb(weight.other)} ${kb(weight.total)}`,
      );
      if (route === BUDGET.route) {
        if (weight.javascript > BUDGET.javascript)
          failures.push(`${label.trim()}: ${kb(weight.javascript)} KB of JavaScript > 170`);
        if (weight.total > BUDGET.total) failures.push(`${label.trim()}: ${kb(weight.total)} KB in all > 500`);
      }
    }
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
if (failures.length) console.log(`\nOver budget:\n  ${failures.join("\n  ")}`);
else console.log(`\nBudget of ${BUDGET.route}: <= 170 KB JavaScript, <= 500 KB in all: met.`);
if (values.assert && failures.length) process.exit(1);
