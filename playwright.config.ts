import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;
/** The browser tests' site signs withdrawal links with this: a test makes a visitor's link as the e-mail sender does. */
export const authSecret = "the browser tests' secret, thirty-two characters or more";

/** Playwright's own browser download cannot run on our machines: the tests use the system Chromium. */
function systemChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`) " +
        "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  return found;
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium(),
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  // Most visitors browse in Portuguese (Angola).
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "pt-AO" } }],
  webServer: {
    // A fresh embedded database for every run, seeded with the demo content.
    command: "rm -rf .cache/e2e-data && node server.js",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: ".cache/e2e-data",
      PUBLIC_URL: baseURL,
      AUTH_SECRET: authSecret,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // Browser tests post many forms a second from one address; the burst limit has its own test.
      FORM_BURST_LIMIT: "100000",
    },
  },
});
