import { createHash } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "~/db/schema";
import type { Database } from "~/db/client.server";

/** A table of the site as a copy reads and writes it: its columns to write, its key to order by. */
export type SiteTable = {
  name: string;
  /** Every column a row is written with (generated columns are left out: the database makes them). */
  columns: string[];
  /** The primary key's columns: rows are read in their order, so two copies of the same data are identical. */
  key: string[];
  /** Identity columns, whose sequences follow the rows copied in. */
  identities: string[];
};

type Rows<T> = { rows: T[] };

/**
 * The tables the site's schema declares (app/db/schema.ts): what a copy carries. Others in the database
 * are not the site's data (the rate limits' counters, which PostgreSQL keeps in a table of their own).
 */
const schemaTables = new Set<string>(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/**
 * The site's tables (schema `public`), parents before children (foreign keys), each with its columns, key and
 * identity columns, read from the database's catalogue: a new table or column needs no change here.
 */
export async function siteTables(db: Pick<Database, "execute">): Promise<SiteTable[]> {
  const columns = (await db.execute(sql`
    select table_name, column_name, is_generated, is_identity
    from information_schema.columns
    where table_schema = 'public'
    order by table_name, ordinal_position`)) as unknown as Rows<{
    table_name: string;
    column_name: string;
    is_generated: string;
    is_identity: string;
  }>;
  const keys = (await db.execute(sql`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary
    order by c.relname, k.position`)) as unknown as Rows<{ table_name: string; column_name: string }>;
  const references = (await db.execute(sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint f
    join pg_class child on child.oid = f.conrelid
    join pg_class parent on parent.oid = f.confrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    where f.contype = 'f' and child.oid <> parent.oid`)) as unknown as Rows<{ child: string; parent: string }>;

  const tables = new Map<string, SiteTable>();
  for (const column of columns.rows.filter((row) => schemaTables.has(row.table_name))) {
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      key: [],
      identities: [],
    };
    if (column.is_generated !== "ALWAYS") table.columns.push(column.column_name);
    if (column.is_identity === "YES") table.identities.push(column.column_name);
    tables.set(column.table_name, table);
  }
  for (const key of keys.rows) tables.get(key.table_name)?.key.push(key.column_name);
  return parentsFirst([...tables.values()], references.rows);
}

/** The tables ordered so that each comes after the tables it refers to. */
function parentsFirst(tables: SiteTable[], references: Array<{ child: string; parent: string }>): SiteTable[] {
  const ordered: SiteTable[] = [];
  const placed = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (table: SiteTable, path: Set<string>) => {
    if (placed.has(table.name)) return;
    if (path.has(table.name)) throw new Error(`foreign keys form a cycle through ${table.name}`);
    path.add(table.name);
    for (const { parent } of references.filter((reference) => reference.child === table.name)) {
      const found = byName.get(parent);
      if (found) visit(found, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, new Set());
  return ordered;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnList = (columns: string[]) => columns.map(quoted).join(", ");

/** Rows read per round: the copy's memory stays the same however large the table. */
const BATCH = 500;

/**
 * Every row of a table as one JSON text each (PostgreSQL's own `row_to_json`: the same on PGlite and
 * PostgreSQL), in key order, a batch at a time. Run it inside one transaction to read one moment.
 */
export async function* tableRows(db: Pick<Database, "execute">, table: SiteTable): AsyncGenerator<string[]> {
  const order = columnList(table.key.length > 0 ? table.key : table.columns);
  const select = `select row_to_json(t)::text as row from (select ${columnList(table.columns)} from ${quoted(table.name)} order by ${order}) t`;
  for (let offset = 0; ; offset += BATCH) {
    const batch = (await db.execute(sql.raw(`${select} limit ${BATCH} offset ${offset}`))) as unknown as Rows<{
      row: string;
    }>;
    if (batch.rows.length > 0) yield batch.rows.map((row) => row.row);
    if (batch.rows.length < BATCH) return;
  }
}

/**
 * Writes rows (JSON texts as `tableRows` gives them) into a table, with their own ids (`OVERRIDING SYSTEM
 * VALUE`): PostgreSQL turns each JSON object back into the table's row type.
 */
export async function insertRows(db: Pick<Database, "execute">, table: SiteTable, rows: string[]) {
  if (rows.length === 0) return;
  const columns = columnList(table.columns);
  await db.execute(
    sql`insert into ${sql.raw(quoted(table.name))} (${sql.raw(columns)}) overriding system value
      select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoted(table.name))}, ${`[${rows.join(",")}]`}::json)`,
  );
}

/** Moves each identity sequence past the highest id copied in, so the next row gets a new one. */
export async function resetIdentities(db: Pick<Database, "execute">, table: SiteTable) {
  for (const column of table.identities) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table.name)}', '${column}'), coalesce((select max(${quoted(column)}) from ${quoted(table.name)}), 0) + 1, false)`,
      ),
    );
  }
}

/** How many rows each table holds. */
export async function rowCounts(db: Pick<Database, "execute">, tables: SiteTable[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as count from ${quoted(table.name)}`),
    )) as unknown as Rows<{ count: number }>;
    counts[table.name] = Number(result.rows[0]?.count ?? 0);
  }
  return counts;
}

/** The last migration applied (drizzle's own table): two databases hold data alike only when they agree on it. */
export async function lastMigration(db: Pick<Database, "execute">): Promise<string> {
  const result = (await db.execute(
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  )) as unknown as Rows<{ hash: string }>;
  return result.rows[0]?.hash ?? "";
}

/** Tables a migration fills (the first rejection reasons): a copy replaces their rows with its own. */
const SEEDED_BY_MIGRATIONS = new Set(["rejection_reasons"]);

/** Whether a database holds anything beyond what its migrations put in (a fresh one does not). */
export async function holdsData(db: Pick<Database, "execute">, tables: SiteTable[]) {
  const counts = await rowCounts(db, tables);
  return Object.entries(counts).some(([table, count]) => count > 0 && !SEEDED_BY_MIGRATIONS.has(table));
}

/** Empties the tables migrations filled, before a copy writes its own rows into them. */
export async function clearSeededTables(db: Pick<Database, "execute">) {
  for (const seeded of SEEDED_BY_MIGRATIONS) await db.execute(sql.raw(`delete from ${quoted(seeded)}`));
}

/**
 * Each table's rows as one SHA-256, read in one moment (UTC, key order): two databases holding the same data
 * give the same, whichever engine.
 */
export async function tableChecksums(db: Database) {
  const sums: Record<string, string> = {};
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      for (const table of await siteTables(tx)) {
        const hash = createHash("sha256");
        for await (const batch of tableRows(tx, table)) hash.update(batch.map((row) => `${row}\n`).join(""));
        sums[table.name] = hash.digest("hex");
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return sums;
}
