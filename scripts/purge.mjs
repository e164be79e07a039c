// `npm run purge`: deletes the personal data kept past its retention period (ID cards 90 days after a
// decision, rejected applications after 12 months, everything else after 24 months: see the RETAIN_*
// settings), rows and files together, and prints the counts. `-- --dry-run` lists what would go
// instead, and `-- --dry-run --as-of 2027-06-01` what will have gone by that day. The site also runs
// the purge a minute after it starts and then daily. Works whether or not the site runs.
import { parseArgs } from "node:util";
import { loadServerBuild, root } from "./server-build.mjs";

/** Stops before anything is read or deleted, with what to type instead (exit status 2: a usage error). */
function refuse(message) {
  console.error(message);
  process.exit(2);
}

/** A day written YYYY-MM-DD that exists (not 2027-02-30), or null: a preview of an unreadable day would say 0. */
function readDay(text) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? text : null;
}

const usage = "Usage: npm run purge [-- --dry-run [--as-of YYYY-MM-DD]]";
let values;
try {
  ({ values } = parseArgs({ options: { "dry-run": { type: "boolean" }, "as-of": { type: "string" } } }));
} catch (error) {
  refuse(`${error.message}\n${usage}`);
}
const asOf = values["as-of"];
if (asOf !== undefined && !values["dry-run"]) refuse("--as-of previews a later date: use it with --dry-run.");
if (asOf !== undefined && !readDay(asOf)) {
  refuse(`--as-of takes a day written YYYY-MM-DD, such as 2027-06-01; ${JSON.stringify(asOf)} is not one.\n${usage}`);
}
const { purgeFromCommand, readEnv } = await loadServerBuild();
try {
  const report = await purgeFromCommand(readEnv(), root, { dryRun: Boolean(values["dry-run"]), asOf });
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
