// `npm run db:move -- postgres://user:password@host/database`: copies everything from the embedded database
// (DATA_DIR; stop the site first) into an empty PostgreSQL database (migrated first), in one transaction, then
// compares every table's rows on both sides. Refuses a database that holds data; run it again after an
// interruption. Prints the setting to use next.
import { loadServerBuild, root } from "./server-build.mjs";

const target = process.argv[2];
if (!target || !/^postgres(ql)?:\/\//.test(target) || process.argv.length > 3) {
  console.error("Usage: npm run db:move -- postgres://user:password@host:5432/database (an empty database)");
  process.exit(2);
}
const { moveDatabaseFromCommand, readEnv, BackupRefused } = await loadServerBuild();
try {
  const moved = await moveDatabaseFromCommand(readEnv(), root, target);
  console.log(
    `Moved ${moved.rows} rows of ${moved.tables} tables in ${moved.seconds.toFixed(1)} s; every table checked on both sides.`,
  );
  console.log(
    "Now start the site with this setting (and keep DATA_DIR for the files, or move them: npm run files:move):",
  );
  console.log(`DATABASE_URL=${target}`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `The move failed: ${error?.message ?? error}`);
  process.exit(error instanceof BackupRefused ? 3 : 1);
}
