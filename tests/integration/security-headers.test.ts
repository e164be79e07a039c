import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { browserPost } from "../support/browser-post";

/**
 * Every answer of every type and status carries the security headers, and every HTML page its own
 * nonce-based CSP (ADR 021): a walk through one of each, on PGlite and on PostgreSQL (there also behind
 * a relay the test cuts, for the answers while the database is away).
 */
function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("x-frame-options"), what).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("strict-transport-security"), what).toMatch(/max-age=\d+/);
  expect(response.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
}

async function expectHtmlWithNonce(response: Response, what: string) {
  expectSecurityHeaders(response, what);
  expect(response.headers.get("content-type"), what).toMatch(/^text\/html/);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce, what).toBeTruthy();
  expect(await response.text(), what).toContain(`nonce="${nonce}"`);
}

type Walk = { site: SiteProcess; relay?: TcpProxy };

async function startWalk(database: "PGlite" | "PostgreSQL"): Promise<Walk> {
  let relay: TcpProxy | undefined;
  const databaseEnv: Record<string, string> = {};
  if (database === "PostgreSQL") {
    // PostgreSQL sits behind a relay the test can cut, to see the answers while it is away.
    const url = new URL(testDatabaseUrl());
    await wipePostgres(url.toString());
    relay = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaRelay = new URL(url);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    databaseEnv.DATABASE_URL = viaRelay.toString();
  }
  const site = await startSite({
    ...databaseEnv,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-headers-")),
    FORM_BURST_LIMIT: "1",
    LOG_LEVEL: "warn",
  });
  await waitUntilReady(site);
  return { site, relay };
}

async function stopWalk({ site, relay }: Walk) {
  site.child.kill("SIGTERM");
  await site.exited;
  await relay?.close();
}

describe.each(["PGlite", "PostgreSQL"] as const)("security headers on every response on %s", (database) => {
  let walk: Walk;
  let site: SiteProcess;

  beforeAll(async () => {
    walk = await startWalk(database);
    site = walk.site;
  });

  afterAll(() => stopWalk(walk));

  it("on pages (each with a fresh nonce), JSON, PDF and images", async () => {
    const first = await fetch(`${site.url}/?lng=en`);
    expect(first.status).toBe(200);
    await expectHtmlWithNonce(first, "HTML page");
    const second = await fetch(`${site.url}/?lng=en`);
    expect(second.headers.get("content-security-policy")).not.toBe(first.headers.get("content-security-policy"));

    for (const endpoint of ["/healthz", "/readyz"]) {
      const response = await fetch(`${site.url}${endpoint}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expectSecurityHeaders(response, endpoint);
    }

    const pdf = await fetch(`${site.url}/pdf/price-list-en.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expectSecurityHeaders(pdf, "PDF");

    const photos = await readdir(path.resolve("build/client/img"), { recursive: true });
    const photo = photos.find((name) => /\.(avif|webp|png|jpe?g)$/.test(name));
    expect(photo).toBeTruthy();
    for (const file of [`/img/${photo}`, "/images/clients/kianda.svg", "/favicon.svg"]) {
      const response = await fetch(`${site.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toMatch(/^image\//);
      expectSecurityHeaders(response, file);
    }
  });

  it("on refusals: 404, 405, 413 and 429", async () => {
    for (const missing of ["/no-such-page", "/assets/no-such-file.js", "/img/no-such-image.webp"]) {
      const response = await fetch(`${site.url}${missing}?lng=en`);
      expect(response.status, missing).toBe(404);
      await expectHtmlWithNonce(response, missing);
    }

    const put = await fetch(`${site.url}/contact`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expectSecurityHeaders(put, "405");

    const post = (body: string) =>
      browserPost(`${site.url}/contact?lng=en`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    const tooLarge = await post(`message=${"x".repeat(70 * 1024)}`);
    expect(tooLarge.status).toBe(413);
    await expectHtmlWithNonce(tooLarge, "413");
    // FORM_BURST_LIMIT=1: the post above was this address's one post for 10 seconds.
    const limited = await post("name=Ana");
    expect(limited.status).toBe(429);
    await expectHtmlWithNonce(limited, "429");
  });
});

describe("security headers while PostgreSQL is away", () => {
  let walk: Walk;
  let site: SiteProcess;

  beforeAll(async () => {
    walk = await startWalk("PostgreSQL");
    site = walk.site;
  });

  afterAll(() => stopWalk(walk));

  it("on answers while the database is away (503s and a degraded page)", async () => {
    const board = await (await fetch(`${site.url}/careers?lng=en`)).text();
    const jobPath = /href="(\/careers\/[^"?/]+)/.exec(board)?.[1];
    expect(jobPath).toBeTruthy();
    await walk.relay!.stop();
    try {
      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(503);
      expectSecurityHeaders(ready, "503 readyz");
      // The home page renders without its news; a job offer cannot, and answers a 503 page.
      const home = await fetch(`${site.url}/?lng=en`);
      expect(home.status).toBe(200);
      await expectHtmlWithNonce(home, "home page without its database");
      const job = await fetch(`${site.url}${jobPath}?lng=en`);
      expect(job.status).toBe(503);
      await expectHtmlWithNonce(job, "job offer without its database");
    } finally {
      await walk.relay!.start();
    }
  });
});
