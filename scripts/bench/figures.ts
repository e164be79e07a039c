import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { wipePostgres } from "../../tests/support/databases";

/** Helpers shared by the benchmark scripts: they print figures, they never pass or fail on time. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The time of each of `runs` calls, sorted, after `warmUp` untimed ones. */
export async function timeRuns(call: () => Promise<unknown>, runs: number, warmUp = 5): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** A table row of p50 and p95 against a target, in milliseconds. */
export function timingRow(label: string, matching: number, times: number[], targetMs: number): string {
  const p95 = percentile(times, 95);
  return `| ${label.padEnd(24)} | ${String(matching).padStart(6)} | ${percentile(times, 50).toFixed(2).padStart(7)} | ${p95.toFixed(2).padStart(7)} | ${p95 <= targetMs ? "ok" : "OVER"} |`;
}

/** A process's resident memory (or its peak) in KB, from /proc. */
export async function residentKb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/**
 * Runs a measurement on a fresh PGlite database, then, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names a scratch PostgreSQL database, on that one (wiped first), each migrated.
 */
export async function onEachDatabase(measure: (name: string, database: DatabaseHandle) => Promise<void>) {
  const pglite = await openDatabase({ dataDir: await mkdtemp(path.join(tmpdir(), "kamba-bench-")) });
  await pglite.migrate(path.resolve("drizzle"));
  await measure("PGlite (embedded, fresh folder)", pglite);
  await pglite.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a scratch database)");
    return;
  }
  await wipePostgres(url);
  const postgres = await openDatabase({ databaseUrl: url, dataDir: "" });
  await postgres.migrate(path.resolve("drizzle"));
  await measure(`PostgreSQL (${new URL(url).pathname.slice(1)})`, postgres);
  await postgres.close();
}
