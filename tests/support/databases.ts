import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

export const migrationsFolder = path.resolve("drizzle");

/**
 * The migrations as they were before the one whose name ends with `name`: a copy of the folder without it
 * and those after it, so a test can store data as an older version did and then upgrade.
 */
async function migrationsBefore(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "kamba-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(name));
  if (at <= 0) throw new Error(`no migration named ${name} after the first`);
  for (const entry of journal.entries.slice(at)) await rm(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** The PostgreSQL server the tests use; `npm test` starts a throw-away one when TEST_DATABASE_URL is unset. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DATABASE_URL is not set. These tests need a real PostgreSQL server: run them through " +
        "`npm test -- build integration`, which starts a throw-away one, or set " +
        "TEST_DATABASE_URL=postgres://user:password@localhost:5432/a_scratch_database (it is wiped).",
    );
  }
  return url;
}

/** Drops everything in the test database so each suite starts from an empty one. */
export async function wipePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;",
    );
  } finally {
    await client.end();
  }
}

export type DatabaseTarget = { name: string; open: () => Promise<DatabaseHandle> };

/**
 * For a suite that tests an upgrade: a database of `target` migrated as it was before the migration named
 * `name` (opened before the suite, closed after it). The suite stores rows as the older version did, then
 * migrates to `migrationsFolder`.
 */
export function databaseBefore(target: DatabaseTarget, name: string): () => DatabaseHandle {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await target.open();
    await database.migrate(await migrationsBefore(name));
  });
  afterAll(async () => database?.close());
  return () => {
    if (!database) throw new Error("the database is opened before the suite runs");
    return database;
  };
}

export const databaseTargets: DatabaseTarget[] = [
  {
    name: "PGlite",
    open: async () => openDatabase({ dataDir: await mkdtemp(path.join(tmpdir(), "kamba-pglite-")) }),
  },
  {
    name: "PostgreSQL",
    open: async () => {
      const url = testDatabaseUrl();
      await wipePostgres(url);
      return openDatabase({ databaseUrl: url, dataDir: "" });
    },
  },
];

/** The two databases a site under test can run on, as its settings (PostgreSQL wiped first). */
export const siteDatabases: Array<{ name: "PGlite" | "PostgreSQL"; env: () => Promise<Record<string, string>> }> = [
  { name: "PGlite", env: async () => ({}) },
  {
    name: "PostgreSQL",
    env: async () => {
      await wipePostgres(testDatabaseUrl());
      return { DATABASE_URL: testDatabaseUrl() };
    },
  },
];

/** An empty PostgreSQL database beside the tests' own (`<name>_<suffix>`, created or made anew): its URL. */
export async function emptyPostgres(suffix: string): Promise<string> {
  const base = new URL(testDatabaseUrl());
  const name = `${base.pathname.slice(1)}_${suffix}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return base.toString();
}
