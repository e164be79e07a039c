import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady } from "../support/site-process";

const jobLinks = async (url: string) =>
  new Set((await (await fetch(`${url}/careers?lng=en`)).text()).match(/\/careers\/[0-9a-f-]{36}/g) ?? []).size;

it("two site processes starting at once on one empty PostgreSQL database both come up, migrated and seeded once", async () => {
  const url = testDatabaseUrl();
  await wipePostgres(url);
  const sites = await Promise.all(
    ["a", "b"].map(async (name) =>
      startSite({ DATABASE_URL: url, DATA_DIR: await mkdtemp(path.join(tmpdir(), `kamba-twin-${name}-`)) }),
    ),
  );
  try {
    await Promise.all(sites.map((site) => waitUntilReady(site)));
    for (const site of sites) {
      expect(await (await fetch(`${site.url}/readyz`)).json()).toEqual({ status: "ready", database: "postgres" });
    }
    const [first, second] = await Promise.all(sites.map((site) => jobLinks(site.url)));
    expect(first).toBeGreaterThanOrEqual(6);
    expect(second).toBe(first);
  } finally {
    for (const site of sites) site.child.kill("SIGTERM");
    expect(await Promise.all(sites.map((site) => site.exited))).toEqual([0, 0]);
  }
});
