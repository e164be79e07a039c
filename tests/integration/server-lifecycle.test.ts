import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady } from "../support/site-process";

const countJobLinks = (html: string) => new Set(html.match(/\/careers\/[0-9a-f-]{36}/g) ?? []).size;

describe("the site process", () => {
  it("creates, migrates and seeds the embedded database on first start, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-site-"));
    const first = await startSite({ DATA_DIR: dataDir });
    await waitUntilReady(first);
    // The child drew the price lists too, before anyone asked (ADR 069): the site never loads the PDF library.
    expect((await readdir(path.join(dataDir, "price-list"))).sort()).toEqual(
      ["en", "fr", "pt"].map((language) => expect.stringMatching(new RegExp(`^price-list-${language}-\\w+\\.pdf$`))),
    );
    expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({ status: "ready", database: "pglite" });
    const jobsBefore = countJobLinks(await (await fetch(`${first.url}/careers`)).text());
    expect(jobsBefore).toBeGreaterThanOrEqual(6);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("database closed");
    // The migrations and the seed ran in a child process, whose memory left with it (ADR 061), on a copy of
    // the build's empty database rather than one PGlite made with initdb (ADR 065).
    expect(first.output()).toMatch(/"fromTemplate":true[^\n]*embedded database prepared in a child process/);

    // A second start on the same folder finds the data intact, does not seed it twice, and needs no child.
    const second = await startSite({ DATA_DIR: dataDir });
    await waitUntilReady(second);
    expect(countJobLinks(await (await fetch(`${second.url}/careers`)).text())).toBe(jobsBefore);
    expect(second.output()).not.toContain("embedded database prepared");
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it("runs on PostgreSQL when DATABASE_URL is set, with the same migrations and seed", async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const site = await startSite({ DATABASE_URL: url, DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-pg-")) });
    await waitUntilReady(site);
    expect(await (await fetch(`${site.url}/readyz`)).json()).toEqual({ status: "ready", database: "postgres" });
    expect(countJobLinks(await (await fetch(`${site.url}/careers?lng=en`)).text())).toBeGreaterThanOrEqual(6);
    site.child.kill("SIGTERM");
    expect(await site.exited).toBe(0);
  });

  it("leaves the demo content out when SEED_DEMO=false", async () => {
    const site = await startSite({ DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-empty-")), SEED_DEMO: "false" });
    await waitUntilReady(site);
    expect(countJobLinks(await (await fetch(`${site.url}/careers`)).text())).toBe(0);
    site.child.kill("SIGTERM");
    expect(await site.exited).toBe(0);
  });

  it("refuses to start with a bad setting and names it, with the status that tells a supervisor not to retry", async () => {
    const site = await startSite({ PORT: "3999", DATABASE_URL: "mysql://nope", SEED_DEMO: "perhaps" });
    expect(await site.exited).toBe(78);
    expect(site.output()).toContain('DATABASE_URL="mysql://nope": must be a postgres:// or postgresql:// URL');
    expect(site.output()).toContain('SEED_DEMO="perhaps": must be true or false');
  });
});
