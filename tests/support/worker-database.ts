import pg from "pg";

/**
 * Integration files run two at a time (vitest's workers), each worker on a database of its own on the
 * one PostgreSQL server: `<database>_w<worker>`, created when missing. Suites wipe it as before.
 */
const base = (process.env.TEST_DATABASE_BASE_URL ??= process.env.TEST_DATABASE_URL);
const worker = process.env.VITEST_POOL_ID;
if (base && worker) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "postgres"}_w${worker}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
        // Another file of the same worker, or a previous run, created it meanwhile.
        if (error.code !== "42P04") throw error;
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
