// `npm run restore -- ARCHIVE`: checks the whole archive (a damaged, truncated or altered one is refused and
// nothing changes), then restores it into this site's database (DATABASE_URL, or the embedded one under
// DATA_DIR) and file store, which must be empty (`-- ARCHIVE --replace` empties the database first); a site running
// on the data folder is refused.
import { existsSync } from "node:fs";
import { loadServerBuild, root } from "./server-build.mjs";

const args = process.argv.slice(2);
const replace = args.includes("--replace");
const [archive, ...rest] = args.filter((arg) => arg !== "--replace");
if (!archive || rest.length > 0 || (!archive.startsWith("s3://") && !existsSync(archive))) {
  console.error(
    "Usage: npm run restore -- ARCHIVE [--replace] (a path `npm run backup` printed, or its s3://… copy; --replace empties a database that holds data first)",
  );
  process.exit(2);
}
const { restoreFromCommand, readEnv, BackupRefused } = await loadServerBuild();
try {
  const summary = await restoreFromCommand(readEnv(), root, archive, replace);
  console.log(`Restored ${summary.rows} rows and ${summary.files} files in ${summary.seconds.toFixed(1)} s.`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `The restore failed: ${error?.message ?? error}`);
  process.exit(error instanceof BackupRefused ? 3 : 1);
}
