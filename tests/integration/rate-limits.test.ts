import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import { pt } from "~/i18n/pt";
import { HONEYPOT_FIELD } from "~/lib/forms/field-names";
import { openFormRateLimits } from "~/lib/forms/rate-limit.server";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { browserPost } from "../support/browser-post";

/**
 * The per-client limits of the public forms (ADR 021), posted to real server processes: what counts
 * (stored submissions, every post for the burst limit), how a client is told apart (TRUST_PROXY), and
 * that processes on one PostgreSQL share one count.
 */
const messages = { en, pt, fr } as const;
type Language = keyof typeof messages;

const contact = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    name: "Ana Silva",
    email: "ana@example.ao",
    subject: "Pedido de orçamento",
    message: "Gostaria de receber um orçamento para entregas.",
    consent: "on",
    submissionKey: crypto.randomUUID(),
    ...overrides,
  });
const invalidContact = () => contact({ email: "not-an-address" });

function post(site: SiteProcess, body: URLSearchParams, { lng = "en", from }: { lng?: Language; from?: string } = {}) {
  return browserPost(`${site.url}/contact?lng=${lng}`, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(from ? { "x-forwarded-for": from } : {}),
    },
    body,
  });
}

const escaped = (text: string) => text.replace(/'/g, "&#x27;");

async function expectRateLimited(response: Response, lng: Language, maxWaitSeconds: number) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
  expect(await response.text()).toContain(escaped(messages[lng].forms.errors.rateLimited));
}

const dataDir = () => mkdtemp(path.join(tmpdir(), "kamba-limits-"));

describe("form rate limits behind a proxy (TRUST_PROXY=true, embedded database)", () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({
      DATA_DIR: await dataDir(),
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      PUBLIC_URL: "https://kamba.example",
      FORM_RATE_LIMIT: "2",
      FORM_BURST_LIMIT: "8",
      LOG_LEVEL: "warn",
    });
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("does not warn about TRUST_PROXY when it is on", () => {
    expect(site.output()).not.toContain("TRUST_PROXY is off");
  });

  it("counts only stored submissions: invalid and honeypot posts leave the quota whole", async () => {
    const from = "198.51.100.1";
    for (let i = 0; i < 5; i += 1) expect((await post(site, invalidContact(), { from })).status).toBe(400);
    expect((await post(site, contact({ [HONEYPOT_FIELD]: "https://spam.example" }), { from })).status).toBe(400);
    expect((await post(site, contact(), { from })).status).toBe(200);
    expect((await post(site, contact(), { from })).status).toBe(200);
    for (const lng of ["pt", "en", "fr"] as const) {
      await expectRateLimited(await post(site, contact(), { from, lng }), lng, 600);
    }
    // A refused submission stored nothing, and another address keeps its own quota.
    expect((await post(site, contact(), { from: "198.51.100.2" })).status).toBe(200);
  });

  it("refuses a burst of posts from one address, whatever their outcome, in the visitor's language", async () => {
    const from = "198.51.100.3";
    for (let i = 0; i < 8; i += 1) expect((await post(site, invalidContact(), { from })).status).toBe(400);
    await expectRateLimited(await post(site, invalidContact(), { from, lng: "fr" }), "fr", 10);
    // The burst limit covers every form of that address, valid posts included.
    const driver = await browserPost(`${site.url}/drivers?lng=pt`, {
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
      body: new URLSearchParams({ firstName: "João" }),
    });
    await expectRateLimited(driver, "pt", 10);
    await expectRateLimited(await post(site, contact(), { from, lng: "pt" }), "pt", 10);
    // Each visitor behind the proxy is told apart by X-Forwarded-For.
    expect((await post(site, invalidContact(), { from: "198.51.100.4" })).status).toBe(400);
  });
});

describe("form rate limits without TRUST_PROXY", () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startSite({
      DATA_DIR: await dataDir(),
      SEED_DEMO: "false",
      PUBLIC_URL: "https://kamba.example",
      FORM_BURST_LIMIT: "3",
      LOG_LEVEL: "warn",
    });
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("warns at start-up that every visitor would share the proxy's address", () => {
    expect(site.output()).toContain("PUBLIC_URL is https but TRUST_PROXY is off");
  });

  it("ignores X-Forwarded-For, which any client can forge, and keys on the connection's address", async () => {
    for (const from of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      expect((await post(site, invalidContact(), { from })).status).toBe(400);
    }
    await expectRateLimited(await post(site, invalidContact(), { from: "203.0.113.4" }), "en", 10);
  });
});

describe("form rate limits of two processes on one PostgreSQL", () => {
  const sites: SiteProcess[] = [];

  beforeAll(async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const settings = { DATABASE_URL: url, FORM_RATE_LIMIT: "4", LOG_LEVEL: "warn" };
    // Both start at once, as they would behind a load balancer: each creates the limits' table.
    sites.push(
      ...(await Promise.all([
        startSite({ ...settings, DATA_DIR: await dataDir() }),
        startSite({ ...settings, DATA_DIR: await dataDir(), SEED_DEMO: "false" }),
      ])),
    );
    await Promise.all(sites.map((site) => waitUntilReady(site)));
  });

  afterAll(async () => {
    for (const site of sites) site.child.kill("SIGTERM");
    await Promise.all(sites.map((site) => site.exited));
  });

  it("share one count: the limit holds whichever process a post reaches", async () => {
    const [first, second] = sites as [SiteProcess, SiteProcess];
    for (const site of [first, second, first, second]) expect((await post(site, contact())).status).toBe(200);
    await expectRateLimited(await post(first, contact(), { lng: "pt" }), "pt", 600);
    await expectRateLimited(await post(second, contact(), { lng: "en" }), "en", 600);
  });
});

describe("form rate limits opened by several processes at the same moment", () => {
  it("opens every time, whichever of them creates the table", async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: url, max: 2 }));
    try {
      for (let round = 0; round < 5; round++) {
        await pools[0]!.query("drop table if exists rate_limits");
        const opened = await Promise.allSettled(
          pools.map((pool) => openFormRateLimits({ submissionLimit: 4, burstLimit: 10, pool })),
        );
        expect(opened.filter((result) => result.status === "rejected")).toEqual([]);
      }
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

describe("form rate limits' counters on PostgreSQL", () => {
  it("are kept in an unlogged table, an ordinary one left by an earlier version included, and still count", async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const persistence = async () =>
      (await pool.query<{ p: string }>("select relpersistence as p from pg_class where relname = 'rate_limits'"))
        .rows[0]?.p;
    try {
      await pool.query(
        "create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint)",
      );
      await pool.query("insert into rate_limits values ('earlier', 1, null)");
      const limits = await openFormRateLimits({ submissionLimit: 2, burstLimit: 10, pool });
      expect(await persistence()).toBe("u");
      expect((await pool.query("select key from rate_limits where key = 'earlier'")).rows).toHaveLength(1);
      expect(await limits.submissions.take("contact|203.0.113.9")).toEqual({ allowed: true });
      expect(await limits.submissions.take("contact|203.0.113.9")).toEqual({ allowed: true });
      expect(await limits.submissions.take("contact|203.0.113.9")).toMatchObject({ allowed: false });
      await openFormRateLimits({ submissionLimit: 2, burstLimit: 10, pool });
      expect(await persistence()).toBe("u");
    } finally {
      await pool.end();
    }
  });
});

describe("a post and its submission counted together on PostgreSQL", () => {
  const url = testDatabaseUrl();
  let pool: pg.Pool;
  let statements = 0;

  beforeAll(async () => {
    await wipePostgres(url);
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      statements += 1;
      return query(...args);
    }) as typeof pool.query;
  });

  afterAll(async () => {
    await pool.end().catch(() => {});
  });

  it("takes one statement, counts both where each limit alone reads them, and never the submission of a refused post", async () => {
    const limits = await openFormRateLimits({ submissionLimit: 2, burstLimit: 3, pool });
    const address = "203.0.113.20";
    statements = 0;
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toEqual({ allowed: true });
    expect(statements).toBe(1);
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toEqual({ allowed: true });
    expect(statements).toBe(2);
    // Both counters are the library's own rows: each limit alone reads and counts them.
    expect(await limits.submissions.spent(`contact|${address}`)).toMatchObject({ allowed: false });
    expect(await limits.submissions.spent(`drivers|${address}`)).toEqual({ allowed: true });
    const third = await limits.takePostAndSubmission(address, `drivers|${address}`);
    expect(third).toEqual({ allowed: true });
    const refusedSubmission = await limits.takePostAndSubmission("203.0.113.21", `contact|${address}`);
    expect(refusedSubmission).toMatchObject({ allowed: false });
    expect(refusedSubmission.allowed ? 0 : refusedSubmission.retryAfterSeconds).toBeGreaterThan(590);
    // Three posts from the address so far: a fourth is past the burst limit, and its submission not counted.
    const refusedPost = await limits.takePostAndSubmission(address, `enterprise|${address}`);
    expect(refusedPost).toMatchObject({ allowed: false });
    expect(refusedPost.allowed ? 0 : refusedPost.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(await limits.submissions.spent(`enterprise|${address}`)).toEqual({ allowed: true });
    expect((await limits.burst.take(address)).allowed).toBe(false);
  });

  it("starts a window again once it has run out", async () => {
    const limits = await openFormRateLimits({ submissionLimit: 1, burstLimit: 1, pool });
    const address = "203.0.113.22";
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toEqual({ allowed: true });
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toMatchObject({ allowed: false });
    await pool.query("update rate_limits set expire = $1", [Date.now() - 1]);
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toEqual({ allowed: true });
  });

  it("counts in this process when PostgreSQL does not answer", async () => {
    const limits = await openFormRateLimits({ submissionLimit: 1, burstLimit: 10, pool });
    await pool.end();
    const address = "203.0.113.23";
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toEqual({ allowed: true });
    expect(await limits.takePostAndSubmission(address, `contact|${address}`)).toMatchObject({ allowed: false });
  });
});
