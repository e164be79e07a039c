// `npm run db:prepare`: applies the migrations and, unless SEED_DEMO=false, the demo content, then ends.
// The site runs it itself, in a child process, before it opens the embedded database (ADR 061); on
// PostgreSQL it is a way to migrate before starting a new version (docs/deployment.md).
import { loadServerBuild, root } from "./server-build.mjs";

const { prepareDatabase } = await loadServerBuild();
try {
  await prepareDatabase({ root });
  // Started by the site (an IPC channel): its peak memory, which the site logs.
  process.send?.({ peakKb: process.resourceUsage().maxRSS });
  process.disconnect?.();
} catch (error) {
  console.error(`The database could not be prepared: ${error.message}`);
  process.exit(1);
}
