import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { startSite, waitUntilReady } from "../support/site-process";

/**
 * A promise nobody awaited fails inside the running site (here: on SIGUSR2, set up by a module
 * loaded before the server). Node's default would end the process and every visitor's request with
 * it; the site logs the failure and carries on.
 */
const rejectOnSignal = `process.on("SIGUSR2", () => { Promise.reject(new Error("nobody awaited this")); });`;

it("logs an unhandled rejection and keeps serving", async () => {
  const site = await startSite({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-rejection-")),
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(rejectOnSignal)}`,
  });
  try {
    await waitUntilReady(site);
    site.child.kill("SIGUSR2");
    await expect.poll(() => site.output(), { timeout: 5_000 }).toContain("unhandled promise rejection");
    expect(site.output()).toContain("nobody awaited this");
    expect(site.child.exitCode).toBeNull();
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${site.url}/contact?lng=en`)).status).toBe(200);
  } finally {
    site.child.kill("SIGTERM");
    await site.exited;
  }
});
