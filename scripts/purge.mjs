// `npm run purge`: deletes the personal data kept past its retention period (ID cards 90 days after a
// decision, rejected applications after 12 months, everything else after 24 months: see the RETAIN_*
// settings), rows and files together, and prints the counts. `-- --dry-run` lists what would go
// instead, and `-- --dry-run --as-of 2027-06-01` what will have gone by that day. The site also runs
// the purge a minute after it starts and then daily. Works whether or not the site runs.
import { parseArgs } from "node:util";
import { loadServerBuild, root } from "./server-build.mjs";
const { values } = parseArgs({ options: { "dry-run": { type: "boolean" }, "as-of": { type: "string" } } });
if (values["as-of"] && !values["dry-run"]) {
  console.error("--as-of previews a later date: use it with --dry-run.");
  process.exit(2);
}
const { purgeFromCommand, readEnv } = await loadServerBuild();
try {
  const report = await purgeFromCommand(readEnv(), root, { dryRun: Boolean(values["dry-run"]), asOf: values["as-of"] });
  const via = report.via === "server" ? "through the running site" : "on the database and file store";
  const verb = report.dryRun ? "would delete" : "deleted";
  console.log(
    `Retention purge as of ${report.asOf.slice(0, 10)} (${via}): ${verb} ${report.idCards} ID cards, ` +
      `${report.rejected} rejected applications, ${report.expired} submissions past their time, ` +
      `${report.positions} driver positions of deliveries ended long enough ago.`,
  );
  if (report.dryRun) for (const item of report.items) console.log(`  ${item.reference}  ${item.inbox}  ${item.reason}`);
} catch (error) {
  console.error("The purge failed:", error?.message ?? error);
  process.exit(1);
}
