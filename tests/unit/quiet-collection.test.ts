import pino from "pino";
import { describe, expect, it } from "vitest";
import { collectWhenQuiet, fullCollection } from "../../server/quiet-collection";

const QUIET_MS = 150;
const logger = pino({ level: "silent" });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("memory given back when the site falls quiet (ADR 069)", () => {
  it("collects once after a quiet spell that follows work, and not again until there is more work", async () => {
    let collections = 0;
    const quiet = collectWhenQuiet(() => collections++, { logger, quietMs: QUIET_MS });
    try {
      await pause(QUIET_MS * 2.5);
      expect(collections).toBe(1); // starting counted as work
      await pause(QUIET_MS * 2);
      expect(collections).toBe(1);
      quiet.noteActivity();
      await pause(QUIET_MS * 2);
      expect(collections).toBe(2);
    } finally {
      quiet.stop();
    }
  });

  it("waits while requests keep coming, however long that lasts", async () => {
    let collections = 0;
    const quiet = collectWhenQuiet(() => collections++, { logger, quietMs: QUIET_MS });
    try {
      for (let i = 0; i < 8; i++) {
        await pause(QUIET_MS / 4);
        quiet.noteActivity();
      }
      expect(collections).toBe(0);
      await pause(QUIET_MS * 2);
      expect(collections).toBe(1);
    } finally {
      quiet.stop();
    }
  });

  it("does nothing when Node gives no collection, and stops when the site stops", async () => {
    expect(fullCollection(undefined)).toBeUndefined();
    const without = collectWhenQuiet(undefined, { logger, quietMs: QUIET_MS });
    without.noteActivity();
    let collections = 0;
    const stopped = collectWhenQuiet(() => collections++, { logger, quietMs: QUIET_MS });
    stopped.stop();
    await pause(QUIET_MS * 2);
    expect(collections).toBe(0);
  });

  it("asks V8 for its full, synchronous collection", () => {
    const asked: unknown[] = [];
    const gc = ((options: unknown) => void asked.push(options)) as NodeJS.GCFunction;
    fullCollection(gc)?.();
    expect(asked).toEqual([{ type: "major", execution: "sync", flavor: "last-resort" }]);
  });
});
