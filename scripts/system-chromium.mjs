// The system Chromium every browser run uses (the browser tests, Lighthouse, the page-weight and
// first-tap benches): Playwright's and Lighthouse's own browser downloads cannot run on our machines.
import { existsSync } from "node:fs";

/** Where a Chromium or Chrome may be, the CHROMIUM_PATH setting first. */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** The first Chromium found, or undefined. */
export function findChromium() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate));
}

/** The first Chromium found; without one, an error that says how to get it. */
export function systemChromium() {
  const found = findChromium();
  if (!found) {
    throw new Error(
      "No Chromium found. Install one (Debian: `apt-get install -y chromium`) " +
        "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  return found;
}

/**
 * Headless, as root in a container, and silent on a closed network: without the background-networking
 * flags Chromium keeps trying Google's hosts, which this machine refuses.
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
