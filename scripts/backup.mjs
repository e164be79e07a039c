// `npm run backup`: writes one archive of the database and every stored file (uploads, news images,
// price-list PDFs) with a manifest of counts and checksums, while the site runs or not, into BACKUP_DIR
// (DATA_DIR/backups by default), keeping the newest BACKUP_KEEP. The archive's path is the last line printed.
import { loadServerBuild, root } from "./server-build.mjs";

const { backupFromCommand, readEnv } = await loadServerBuild();
try {
  const summary = await backupFromCommand(readEnv(), root);
  const via = summary.via === "server" ? "by the running site" : "on the database and file store";
  console.log(
    `Backup written ${via}: ${summary.rows} rows, ${summary.files} files, ${(summary.bytes / 1024).toFixed(0)} KB ` +
      `in ${summary.seconds.toFixed(1)} s.`,
  );
  if (summary.copy) console.log(`Copied into the bucket: ${summary.copy}`);
  console.log(summary.path);
} catch (error) {
  console.error("The backup failed:", error?.message ?? error);
  process.exit(1);
}
