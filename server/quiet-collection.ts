import type { Logger } from "pino";

const QUIET_MS = 10_000;

/** V8's full collection, the one it runs before giving up for lack of memory: it compacts and returns pages. */
export function fullCollection(gc: NodeJS.GCFunction | undefined = globalThis.gc): (() => void) | undefined {
  return gc && (() => gc({ type: "major", execution: "sync", flavor: "last-resort" }));
}

/**
 * Gives memory back once the site falls quiet (ADR 069). V8 keeps the heap it grew while busy, and its own
 * reducer seldom runs on a server; once nothing has been asked for `quietMs` after some work, one full
 * collection returns what the work left. A site that is never quiet never pays for it; one that is, pays
 * once a quiet spell (its duration is in the debug line). Without `collect` (Node run without `--expose-gc`), nothing.
 */
export function collectWhenQuiet(
  collect: (() => void) | undefined,
  { logger, quietMs = QUIET_MS }: { logger: Logger; quietMs?: number },
): { noteActivity: () => void; stop: () => void } {
  if (!collect) return { noteActivity: () => {}, stop: () => {} };
  const collectNow = collect;
  let lastActivity = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const wait = (ms: number) => setTimeout(whenQuiet, ms).unref();
  function whenQuiet() {
    const quietFor = performance.now() - lastActivity;
    if (quietFor < quietMs) {
      timer = wait(quietMs - quietFor);
      return;
    }
    timer = undefined;
    const before = process.memoryUsage.rss();
    const started = performance.now();
    collectNow();
    logger.debug(
      {
        ms: Math.round(performance.now() - started),
        rssBeforeMb: Math.round(before / 2 ** 20),
        rssAfterMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
      },
      "quiet: memory given back",
    );
  }
  const noteActivity = () => {
    lastActivity = performance.now();
    timer ??= wait(quietMs);
  };
  // Starting is work too (the database opened and migrated, the modules loaded).
  noteActivity();
  return { noteActivity, stop: () => clearTimeout(timer) };
}
