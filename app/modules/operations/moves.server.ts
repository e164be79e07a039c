import type { Database } from "~/db/client.server";
import type { FileStore } from "~/modules/files/file-store.server";
import {
  clearSeededTables,
  holdsData,
  insertRows,
  lastMigration,
  resetIdentities,
  rowCounts,
  siteTables,
  tableChecksums,
  tableRows,
} from "./site-tables.server";
import { putStoredFile, readAll, sha256Of } from "./stored-files.server";
import { BackupRefused } from "./backup.server";

/** Why a move cannot go on: the message the command prints (the target is left as it was). */
export class MoveRefused extends BackupRefused {}

/**
 * Copies every row of the embedded database into an empty PostgreSQL database migrated alike, in one
 * transaction on the target (an interruption leaves it empty: run it again), then compares every table's
 * count and checksum on both sides.
 */
export async function moveDatabase(source: Database, target: Database) {
  const started = Date.now();
  if ((await lastMigration(source)) !== (await lastMigration(target)))
    throw new MoveRefused("The two databases are not at the same migration: start the site once on each first.");
  const tables = await siteTables(target);
  if (await holdsData(target, tables))
    throw new MoveRefused("The PostgreSQL database is not empty: moving never overwrites. Use an empty database.");
  await target.transaction(async (tx) => {
    await clearSeededTables(tx);
    await source.transaction(
      async (from) => {
        for (const table of await siteTables(from)) {
          for await (const batch of tableRows(from, table)) await insertRows(tx, table, batch);
          await resetIdentities(tx, table);
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  });
  const [before, after] = [await tableChecksums(source), await tableChecksums(target)];
  const differing = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (differing.length > 0) throw new Error(`the copy differs from the original in ${differing.join(", ")}`);
  const counts = await rowCounts(target, tables);
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { tables: tables.length, rows, seconds: (Date.now() - started) / 1000 };
}

/**
 * Copies every stored file from one store into another (the local folder into the bucket), each checked
 * by its SHA-256 once there. A file already in the target with the same content is skipped, so the move
 * can be run again after an interruption or to catch files written meanwhile; one with other content is
 * never overwritten (refused).
 */
export async function moveFiles(source: FileStore, target: FileStore) {
  const started = Date.now();
  let copied = 0;
  let skipped = 0;
  for await (const file of source.list()) {
    const content = await readAll(await source.read(file.key));
    const sum = sha256Of(content);
    if (await target.exists(file.key)) {
      const there = sha256Of(await readAll(await target.read(file.key)));
      if (there !== sum)
        throw new MoveRefused(`The bucket already holds ${file.key} with other content: moving never overwrites.`);
      skipped += 1;
      continue;
    }
    await putStoredFile(target, file.key, content);
    if (sha256Of(await readAll(await target.read(file.key))) !== sum)
      throw new Error(`${file.key} arrived altered in the bucket`);
    copied += 1;
  }
  return { copied, skipped, seconds: (Date.now() - started) / 1000 };
}
