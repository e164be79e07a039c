import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL connection pool (shared with the rate limits); none on PGlite. */
  pool?: pg.Pool;
  /** Applies the committed migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Reclaims dead rows and refreshes the planner's statistics (VACUUM ANALYZE). */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSettings = { databaseUrl?: string | undefined; dataDir: string; databasePoolSize?: number };

/** PostgreSQL when a URL is given, otherwise the embedded PGlite database under the data folder. */
export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.databasePoolSize ?? 10)
    : openPglite(settings.dataDir);
}

/**
 * PostgreSQL's memory settings inside PGlite (ADR 029). Its WebAssembly memory never shrinks, so what
 * PostgreSQL touches once stays resident: the default 128 MB of shared buffers alone kept the idle site
 * above 500 MB. 16 MB holds the site's working set; the files stay in the system's cache besides.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["shared_buffers=16MB", "maintenance_work_mem=16MB", "work_mem=4MB"].flatMap((setting) => ["-c", setting]),
];

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = path.resolve(dataDir, "pglite");
  await mkdir(folder, { recursive: true });
  // pg_trgm backs the job board's title search (migration 0001); it ships inside the package.
  const client = await PGlite.create(folder, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async (migrationsFolder) => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    vacuum: async () => {
      await client.exec("vacuum analyze");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Any fixed number shared by every process of the site; it names the migration lock. */
const MIGRATION_LOCK_ID = 2019_0401;

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle connection that the server drops (restart, failover, network cut) is discarded by the
  // pool and the next query reconnects; without a listener the 'error' event would end the process.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    pool,
    migrate: async (migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    vacuum: async () => {
      await pool.query("vacuum analyze");
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
