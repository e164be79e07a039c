import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import { freePort, startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { validForms } from "../support/submissions";

/**
 * HEALTH_PORT (ADR 076): the probes on a port of their own, answered at once while a burst of visitors fills
 * the site's own port, and still true to the database.
 */
const BURST = 2_000;

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
      FORM_RATE_LIMIT: "1000000",
      FORM_BURST_LIMIT: "1000000",
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

  it(`says ready while ${BURST} contact messages arrive at once on the site's port`, async () => {
    let lastAnswered = 0;
    const send = async (n: number) => {
      try {
        const answer = await fetch(`${site.url}/contact`, {
          method: "POST",
          headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded", cookie: "language=pt" },
          body: new URLSearchParams({
            ...validForms.contact(),
            submissionKey: crypto.randomUUID(),
            message: `Pedido de entrega número ${n} para o Talatona.`,
          }),
        });
        await answer.arrayBuffer();
        return answer.status;
      } catch {
        return 0;
      } finally {
        lastAnswered = Date.now();
      }
    };
    const burst = Promise.all(Array.from({ length: BURST }, (_, n) => send(n)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = Date.now();
    const ready = await fetch(`${probes}/readyz`, { signal: AbortSignal.timeout(15_000) });
    const answered = Date.now();
    expect(ready.status).toBe(200);
    // A load balancer's probe gives up after a few seconds; the site's own port answered it after 4-7 s in the
    // throughput bench's burst, or not within 10 s.
    expect(answered - asked, "ms before the answer").toBeLessThan(10_000);
    const statuses = await burst;
    expect(lastAnswered, "the burst still being answered after the probe").toBeGreaterThan(answered);
    expect(statuses.filter((status) => status === 200).length, "stored meanwhile").toBeGreaterThan(0);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  }, 120_000);
});
