/* global document */
// First tap: on a slow phone (400 kbps, 400 ms latency, CPU 4x slower, 390 px window), taps a control
// as soon as the page has painted and prints, per control, when the page painted, when its code had run
// (hydrated), and how long after the tap the control did what it shows, or that the tap was lost.
// It prints figures; it asserts nothing.
// Usage: start the production build (`npm run build && PORT=3310 node server.js`), then
//   node scripts/first-tap.mjs [--origin http://localhost:3310] [--runs 3]
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, systemChromium } from "./system-chromium.mjs";

const { values } = parseArgs({
  options: { origin: { type: "string", default: "http://localhost:3310" }, runs: { type: "string", default: "3" } },
});

/** What to tap, and how the page shows it worked (a script run in the page). */
const controls = [
  { label: "☰ menu, /", path: "/?lng=en", tap: 'header button[aria-haspopup="dialog"]', done: "dialog[open]" },
  {
    label: "language button, /",
    path: "/?lng=fr",
    tap: "header nav ~ div button[aria-controls]",
    done: "header a[hreflang]",
  },
  {
    label: "Learn more, /services",
    path: "/services?lng=pt",
    tap: 'main li button[aria-haspopup="dialog"]',
    done: "dialog[open]",
  },
];

/** Resolves `selector` to a visible element in the page, polled every 25 ms (the time of the first, in page ms). */
const visibleAt = (page, selector, timeout) =>
  page
    .waitForFunction(
      (css) => {
        const found = [...document.querySelectorAll(css)].some((element) => element.checkVisibility());
        return found && performance.now();
      },
      selector,
      { polling: 25, timeout },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);

async function measure(browser, control) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${values.origin}${control.path}`, { waitUntil: "commit" });
  const hydrated = page
    .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated") && performance.now(), null, {
      polling: 25,
      timeout: 60_000,
    })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const paint = await page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? false, null, {
      polling: 25,
      timeout: 30_000,
    })
    .then((handle) => handle.jsonValue());
  await visibleAt(page, control.tap, 30_000);
  const tappedAt = await page.evaluate(() => performance.now());
  // Forced: before this change some of these buttons were disabled until the code ran (the tap was lost).
  await page.tap(control.tap, { timeout: 5_000, force: true });
  const doneAt = await visibleAt(page, control.done, 20_000);
  const hydratedAt = await hydrated;
  await context.close();
  return { paint, tappedAt, doneAt, hydratedAt };
}

const ms = (value) => (value === null ? "—" : `${Math.round(value)}`.padStart(6));
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
console.log(`\nA tap as soon as the control is painted (ms since navigation), 400 kbps / 400 ms / CPU 4x:\n`);
console.log(`${"control".padEnd(24)} paint   tap  hydrated  tap worked after`);
for (const control of controls) {
  for (let run = 0; run < Number(values.runs); run++) {
    const { paint, tappedAt, doneAt, hydratedAt } = await measure(browser, control);
    const outcome = doneAt === null ? "lost (nothing within 20 s)" : `${Math.round(doneAt - tappedAt)} ms`;
    console.log(`${control.label.padEnd(24)}${ms(paint)}${ms(tappedAt)}${ms(hydratedAt)}    ${outcome}`);
  }
}
await browser.close();
