import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { texts, test as base } from "./fixtures";
import { testDatabaseUrl } from "../support/databases";
import { startSite, waitUntilReady } from "../support/site-process";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

/**
 * The public forms are tested against a site on the PostgreSQL server (TEST_DATABASE_URL), reached
 * through a TCP relay the test can cut (the database going down), while the test reads the rows
 * straight from PostgreSQL. One site per worker; tests identify their rows by unique values.
 */
export type FormSite = {
  url: string;
  /** Runs a query directly on PostgreSQL (not through the relay). */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  database: TcpProxy;
};

export const test = base.extend<object, { formSite: FormSite }>({
  formSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const url = new URL(testDatabaseUrl());
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      const site = await startSite({
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-forms-")),
        SEED_DEMO: "false",
        FORM_RATE_LIMIT: "100000",
        FORM_BURST_LIMIT: "100000",
        LOG_LEVEL: "warn",
        // These tests watch how each render copes when the database fails: no page from the cache.
        PAGE_CACHE_SECONDS: "0",
      });
      await waitUntilReady(site);
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      await use({
        url: site.url,
        query: async (text, values) => (await pool.query(text, values)).rows,
        database: proxy,
      });
      site.child.kill("SIGTERM");
      await site.exited;
      await pool.end();
      await proxy.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

export { texts };

/** A value no other test uses, to find this test's row. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
