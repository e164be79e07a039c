// `npm run files:move`: copies every stored file of DATA_DIR/uploads into the bucket the S3_* settings name,
// checking each by its SHA-256 once there. Files already there with the same content are skipped, so it can be
// run again after an interruption, and once more after restarting the site on the bucket to catch files
// written meanwhile; a file there with other content is never overwritten (refused).
import { loadServerBuild } from "./server-build.mjs";

const { moveFilesFromCommand, readEnv, BackupRefused } = await loadServerBuild();
try {
  const moved = await moveFilesFromCommand(readEnv());
  console.log(
    `Copied ${moved.copied} files to the bucket (${moved.skipped} already there) in ${moved.seconds.toFixed(1)} s.`,
  );
  console.log("Start the site with the S3_* settings; the local folder can go once you have checked the site.");
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `The move failed: ${error?.message ?? error}`);
  process.exit(error instanceof BackupRefused ? 3 : 1);
}
