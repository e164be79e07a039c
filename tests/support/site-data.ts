import type { S3Settings } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { openFileStore } from "~/modules/files/file-store.server";
import { siteChecksums } from "~/modules/operations/backup.server";
import { rowCounts, siteTables } from "~/modules/operations/site-tables.server";

/** A site's data as checksums per table and per file, opened by the test itself (no site running on it). */
export async function checksumsOf(env: { dataDir: string; databaseUrl?: string; s3?: S3Settings | null }) {
  const database = await openDatabase(env);
  try {
    const fileStore = await openFileStore({ dataDir: env.dataDir, s3: env.s3 ?? null });
    const counts = await rowCounts(database.db, await siteTables(database.db));
    return { ...(await siteChecksums(database.db, fileStore)), counts };
  } finally {
    await database.close();
  }
}
