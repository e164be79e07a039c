// `npm run files:sweep`: removes stored files (CVs, ID cards) that no job application references and
// that are older than an hour, and prints the counts. The site also does this a minute after it starts
// and then daily. It works whether or not the site runs: on the embedded database it goes through it.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const entry = path.join(root, "build/server/index.js");
if (!existsSync(entry)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}
const { sweepFilesFromCommand, readEnv } = await import(entry);
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
