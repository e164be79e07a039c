import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import tar from "tar-stream";
import type { S3Settings } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { pruneBucketBackups, uploadBackup } from "./backup-bucket.server";
import { siteSettings } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { formatDateTime } from "~/lib/format";
import type { BackupStatusData } from "./BackupStatus";
import type { FileStore } from "~/modules/files/file-store.server";
import {
  holdsData,
  insertRows,
  lastMigration,
  resetIdentities,
  clearSeededTables,
  siteTables,
  tableChecksums,
  tableRows,
  type SiteTable,
} from "./site-tables.server";
import { putStoredFile, readAll, sha256Of } from "./stored-files.server";

/**
 * A backup is one `.tar.gz`: `database/<table>.jsonl` (one row per line, parents first), `files/<key>` (every
 * stored file: uploads, news images, price-list PDFs) and, last, `manifest.json` with the counts and
 * SHA-256 of each (ADR 059). The same archive restores into PGlite or PostgreSQL.
 */
const FORMAT = "kamba-backup/1";

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  /** The database it was taken from, and the last migration applied to it: a restore needs the same. */
  database: { kind: "pglite" | "postgres"; migration: string };
  tables: Array<{ name: string; rows: number; sha256: string }>;
  files: Array<{ key: string; bytes: number; sha256: string }>;
};

export type BackupSummary = {
  path: string;
  bytes: number;
  rows: number;
  files: number;
  seconds: number;
  /** Its copy in the bucket (`s3://…`), when backups go there too. */
  copy?: string;
};

const sha256 = () => createHash("sha256");

/** Adds one entry to the archive, waiting until it is written. */
function addEntry(pack: tar.Pack, name: string, content: Buffer) {
  return new Promise<void>((resolve, reject) => {
    pack.entry({ name, size: content.length, mtime: new Date(0) }, content, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * Writes a backup of the database (one consistent moment: one repeatable-read transaction) and of every
 * stored file into `folder`, under a name with its time; the archive appears under its name only once
 * complete. Files deleted between the two (an erasure meanwhile) are left out, and the manifest says so.
 */
async function writeBackup(
  db: Database,
  kind: "pglite" | "postgres",
  fileStore: FileStore,
  folder: string,
  now = new Date(),
): Promise<BackupSummary> {
  const started = Date.now();
  await mkdir(folder, { recursive: true });
  const name = `kamba-backup-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar.gz`;
  const final = path.join(folder, name);
  const partial = `${final}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
  try {
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      database: { kind, migration: "" },
      tables: [],
      files: [],
    };
    await db.transaction(
      async (tx) => {
        await tx.execute(sql`set local timezone = 'UTC'`);
        manifest.database.migration = await lastMigration(tx);
        for (const table of await siteTables(tx)) {
          const hash = sha256();
          const lines: Buffer[] = [];
          let rows = 0;
          for await (const batch of tableRows(tx, table)) {
            const text = Buffer.from(batch.map((row) => `${row}\n`).join(""));
            hash.update(text);
            lines.push(text);
            rows += batch.length;
          }
          await addEntry(pack, `database/${table.name}.jsonl`, Buffer.concat(lines));
          manifest.tables.push({ name: table.name, rows, sha256: hash.digest("hex") });
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    for await (const file of fileStore.list()) {
      const content = await fileStore
        .read(file.key)
        .then(readAll)
        .catch(() => null);
      if (!content) continue;
      await addEntry(pack, `files/${file.key}`, content);
      manifest.files.push({ key: file.key, bytes: content.length, sha256: sha256().update(content).digest("hex") });
    }
    await addEntry(pack, "manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    await rename(partial, final);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = (Date.now() - started) / 1000;
    return { path: final, bytes: (await stat(final)).size, rows, files: manifest.files.length, seconds };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** Keeps the newest `keep` backups of a folder (by their names, which sort by time) and deletes the others. */
async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((entry) => /^kamba-backup-\d{8}T\d{6}Z\.tar\.gz$/.test(entry))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const entry of old) await rm(path.join(folder, entry), { force: true });
  return old;
}

/** Why an archive cannot be restored: the message the command prints, nothing having changed. */
export class BackupRefused extends Error {}

type Entry = { name: string; sha256: string; bytes: number };

/** Reads every entry of an archive in order, handing each to `each` (which must consume or drain it). */
async function readArchive(file: string, each: (name: string, content: Readable) => Promise<void>) {
  const extract = tar.extract();
  const done = pipeline(createReadStream(file), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      await each(entry.header.name, entry as unknown as Readable);
    }
  } catch (error) {
    extract.destroy();
    await done.catch(() => undefined);
    throw error;
  }
  await done;
}

/**
 * Checks an archive whole before anything is restored: readable to its end (a truncated or corrupted one
 * is refused), a manifest of this format, and every table and file in it with the size and SHA-256 the
 * manifest gives, nothing more, nothing less.
 */
export async function checkBackup(file: string): Promise<Manifest> {
  const entries: Entry[] = [];
  let manifest: Manifest | null = null;
  try {
    await readArchive(file, async (name, content) => {
      const data = await readAll(content);
      if (name === "manifest.json") manifest = JSON.parse(data.toString("utf8")) as Manifest;
      else entries.push({ name, bytes: data.length, sha256: sha256().update(data).digest("hex") });
    });
  } catch (error) {
    throw new BackupRefused(
      `The archive is damaged or incomplete (${(error as Error).message}): nothing was restored.`,
    );
  }
  const found = manifest as Manifest | null;
  if (!found || found.format !== FORMAT) throw new BackupRefused("This is not a backup of this site: no manifest.");
  const expected = new Map<string, string>([
    ...found.tables.map((table) => [`database/${table.name}.jsonl`, table.sha256] as const),
    ...found.files.map((stored) => [`files/${stored.key}`, stored.sha256] as const),
  ]);
  const unexpected = entries.filter((entry) => expected.get(entry.name) !== entry.sha256);
  if (unexpected.length > 0 || entries.length !== expected.size)
    throw new BackupRefused(
      `The archive does not match its manifest (${unexpected[0]?.name ?? "an entry is missing"}): nothing was restored.`,
    );
  return found;
}

export type RestoreSummary = { rows: number; files: number; seconds: number };

/**
 * Restores a checked archive into a migrated, empty database and file store, in one transaction (a failure
 * leaves the database as it was; files already put are orphans the daily sweep removes).
 */
export async function restoreBackup(
  db: Database,
  fileStore: FileStore,
  file: string,
  manifest: Manifest,
  /** Told to replace what the database holds (`--replace`): everything in it goes first, in the same transaction. */
  replace = false,
): Promise<RestoreSummary> {
  const started = Date.now();
  if ((await lastMigration(db)) !== manifest.database.migration)
    throw new BackupRefused(
      "The archive was made by another version of the site (its migrations differ): restore it with the version that made it.",
    );
  const tables = await siteTables(db);
  if (!replace && (await holdsData(db, tables)))
    throw new BackupRefused(
      "The database is not empty: restore into a new data folder or an empty PostgreSQL database, or add --replace to replace what it holds.",
    );
  const byName = new Map(tables.map((table) => [table.name, table]));
  let files = 0;
  await db.transaction(async (tx) => {
    if (replace) await emptyEveryTable(tx, tables);
    await clearSeededTables(tx);
    await readArchive(file, async (name, content) => {
      const table = /^database\/([a-z_0-9]+)\.jsonl$/.exec(name)?.[1];
      if (table) {
        const target = byName.get(table);
        if (!target) throw new BackupRefused(`The archive has a table this site does not: ${table}.`);
        await insertLines(tx, target, content);
        await resetIdentities(tx, target);
        return;
      }
      const key = /^files\/(.+)$/.exec(name)?.[1];
      if (key) {
        // A file already there (a restore run again) stays.
        if (await fileStore.exists(key)) content.resume();
        else await putStoredFile(fileStore, key, await readAll(content));
        files += 1;
        return;
      }
      content.resume();
    });
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return { rows, files, seconds: (Date.now() - started) / 1000 };
}

/**
 * Empties every table of the site for `--replace`, the history's and the audit's append-only guards included:
 * PostgreSQL skips triggers for a session in replica mode, which only a superuser may ask for.
 */
async function emptyEveryTable(tx: Database, tables: SiteTable[]) {
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
  } catch {
    throw new BackupRefused(
      "--replace needs a database superuser (the history refuses deletions otherwise): restore into an empty database instead.",
    );
  }
  await tx.execute(sql.raw(`truncate ${tables.map((table) => `"${table.name}"`).join(", ")}`));
  await tx.execute(sql`set local session_replication_role = origin`);
}

async function insertLines(tx: Database, table: SiteTable, content: Readable) {
  let batch: string[] = [];
  for await (const line of createInterface({ input: content, crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    batch.push(line);
    if (batch.length === 500) {
      await insertRows(tx, table, batch);
      batch = [];
    }
  }
  await insertRows(tx, table, batch);
}

/** Every table's rows and every file of a site, as checksums: two sites holding the same data give the same. */
export async function siteChecksums(db: Database, fileStore: FileStore) {
  const tables = await tableChecksums(db);
  const files: Record<string, string> = {};
  for await (const file of fileStore.list()) files[file.key] = sha256Of(await readAll(await fileStore.read(file.key)));
  return { tables, files };
}

/** What the dashboard says of backups: the last one that worked, and the last failure after it. */
type BackupRecord = {
  lastSuccess: { at: string; name: string; bytes: number } | null;
  lastFailure: { at: string; error: string } | null;
};

const BACKUP_RECORD = "last-backup";

/**
 * A backup as the site runs it (daily, or asked by `npm run backup`): written, the oldest beyond `keep`
 * deleted, and its outcome kept for the dashboard. A failure is recorded and thrown again (it is logged).
 */
export async function runBackup(
  db: Database,
  kind: "pglite" | "postgres",
  fileStore: FileStore,
  settings: { folder: string; keep: number; bucket: S3Settings | null },
): Promise<BackupSummary> {
  const previous = await readBackupRecord(db);
  try {
    const summary = await writeBackup(db, kind, fileStore, settings.folder);
    await pruneBackups(settings.folder, settings.keep);
    if (settings.bucket) {
      summary.copy = await uploadBackup(settings.bucket, summary.path);
      await pruneBucketBackups(settings.bucket, settings.keep);
    }
    const lastSuccess = { at: new Date().toISOString(), name: path.basename(summary.path), bytes: summary.bytes };
    await saveBackupRecord(db, { lastSuccess, lastFailure: null });
    return summary;
  } catch (error) {
    const lastFailure = { at: new Date().toISOString(), error: String((error as Error).message).slice(0, 300) };
    await saveBackupRecord(db, { ...previous, lastFailure }).catch(() => undefined);
    throw error;
  }
}

async function readBackupRecord(db: Database): Promise<BackupRecord> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, BACKUP_RECORD));
  return (row?.value as BackupRecord | undefined) ?? { lastSuccess: null, lastFailure: null };
}

async function saveBackupRecord(db: Database, record: BackupRecord) {
  await db
    .insert(siteSettings)
    .values({ key: BACKUP_RECORD, value: record })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: record, updatedAt: new Date() } });
}

/** The dashboard's backup line, its dates in the reader's language (ADR 032). */
export async function backupStatus(db: Database, language: Language): Promise<BackupStatusData> {
  const { lastSuccess, lastFailure } = await readBackupRecord(db);
  return {
    last: lastSuccess && {
      when: formatDateTime(lastSuccess.at, language),
      name: lastSuccess.name,
      size: `${Math.max(1, Math.round(lastSuccess.bytes / 1024))} KB`,
    },
    failed: lastFailure && { when: formatDateTime(lastFailure.at, language), error: lastFailure.error },
  };
}
