import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
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
 * PostgreSQL's memory settings inside PGlite (ADR 029, ADR 063). Its WebAssembly memory never shrinks, so what
 * PostgreSQL touches once stays resident: the default 128 MB of shared buffers alone kept the idle site
 * above 500 MB. 8 MB holds the site's working set; the files stay in the system's cache besides.
 */
const PGLITE_SETTINGS = ["shared_buffers=8MB", "maintenance_work_mem=16MB", "work_mem=4MB"];

/** Where the embedded database keeps its files inside the data folder. */
export const pgliteFolder = (dataDir: string) => path.resolve(dataDir, "pglite");

/** Only the chosen database's driver is loaded: the other one would stay resident for nothing (ADR 029). */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])];
  const folder = pgliteFolder(dataDir);
  await mkdir(folder, { recursive: true });
  // pg_trgm backs the job board's title search (migration 0001); it ships inside the package.
  const client = await PGlite.create(folder, { extensions: { pg_trgm }, startParams });
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
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A connection the server drops (restart, failover, network cut, pg_terminate_backend) emits
  // 'error' on its client, and an 'error' event nobody listens to ends the process. The pool listens
  // only while a client is idle: it removes its listener while the client is checked out (a
  // transaction, a migration, a query between its steps). So every client gets a listener of its own
  // for its whole life. The query in flight fails (503, ADR 022), a later one on that client is refused
  // ("not queryable"), and the pool discards the client when it is released: the next query reconnects.
  pool.on("connect", (client) => client.on("error", () => {}));
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
