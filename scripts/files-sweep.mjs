// `npm run files:sweep`: removes stored files (CVs, ID cards) that no job application references and
// that are older than an hour, and prints the counts. The site also does this a minute after it starts
// and then daily. It works whether or not the site runs: on the embedded database it goes through it.
import { loadServerBuild, root } from "./server-build.mjs";
const { sweepFilesFromCommand, readEnv } = await loadServerBuild();
try {
  const counts = await sweepFilesFromCommand(readEnv(), root);
  const via = counts.via === "server" ? "through the running site" : "on the database and file store";
  console.log(
    `Orphan-file sweep (${via}): ${counts.checked} files checked, ${counts.kept} referenced, ` +
      `${counts.tooRecent} too recent to judge, ${counts.removed} removed.`,
  );
} catch (error) {
  console.error("The sweep failed:", error?.message ?? error);
  process.exit(1);
}
