import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, systemChromium } from "./scripts/system-chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;
/** The browser tests' site signs withdrawal links with this: a test makes a visitor's link as the e-mail sender does. */
export const authSecret = "the browser tests' secret, thirty-two characters or more";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/postgres-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A journey of 40 page loads took 30-35 s on a slow day of this 2-core machine (the same tests 2-3 times slower
  // than on others): a test is a person's whole task, so it may take a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium(),
      args: CHROMIUM_FLAGS,
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
      // Every page a test leaves sends its page-speed beacon.
      VITALS_RATE_LIMIT: "100000",
    },
  },
});
