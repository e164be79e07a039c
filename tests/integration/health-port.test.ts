import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import { freePort, startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/**
 * HEALTH_PORT (ADR 076): the probes on a port of their own, and nothing else there. How soon they are answered
 * while a burst fills the site's own port is a timing, printed by the throughput bench, not asserted here.
 */
describe.each(siteDatabases)("the health port ($name)", ({ env }) => {
  let site: SiteProcess;
  let probes: string;

  beforeAll(async () => {
    const healthPort = await freePort();
    probes = `http://127.0.0.1:${healthPort}`;
    site = await startSite({
      ...(await env()),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-health-")),
      HEALTH_PORT: String(healthPort),
      LOG_LEVEL: "warn",
    });
    await waitUntilReady(site);
  });
  afterAll(() => {
    site?.child.kill("SIGTERM");
  });

  it("answers /healthz and /readyz there, with headers that forbid everything, and nothing else", async () => {
    const ready = await fetch(`${probes}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(ready.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(ready.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await (await fetch(`${probes}/healthz`)).json()).toEqual({ status: "ok" });
    for (const address of ["/", "/contact", "/admin", "/metrics"]) {
      const other = await fetch(`${probes}${address}`);
      expect(other.status, address).toBe(404);
      expect(await other.json()).toEqual({ status: "not-found" });
    }
    const post = await fetch(`${probes}/contact`, { method: "POST", body: "name=x" });
    expect(post.status).toBe(404);
  });
});
