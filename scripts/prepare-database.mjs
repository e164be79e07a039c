// `npm run db:prepare`: applies the migrations and, unless SEED_DEMO=false, the demo content, then ends.
// The site runs it itself, in a child process, before it opens the embedded database (ADR 061); on
// PostgreSQL it is a way to migrate before starting a new version (docs/deployment.md).
import { loadServerBuild, root } from "./server-build.mjs";

const { prepareDatabase } = await loadServerBuild("prepare-database.js");
try {
  const { fromTemplate } = await prepareDatabase({ root });
  // Started by the site (an IPC channel): its peak memory, which the site logs.
  if (process.send) process.send({ peakKb: process.resourceUsage().maxRSS, fromTemplate });
  else if (fromTemplate) console.log("A new embedded database, copied from the build's template (ADR 065).");
  process.disconnect?.();
} catch (error) {
  console.error(`The database could not be prepared: ${error.message}`);
  process.exit(1);
}
