import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady } from "../support/site-process";

/** The processes a process started (Linux), oldest first. */
async function childrenOf(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return list.split(" ").filter(Boolean).map(Number);
}

/** The site's own process under `npm run serve`: npm, then the supervisor (scripts/serve.sh), then Node. */
async function siteProcessUnder(npm: number): Promise<number | undefined> {
  const [supervisor] = await childrenOf(npm);
  return supervisor ? (await childrenOf(supervisor))[0] : undefined;
}

/**
 * `npm run serve` (and so `npm start`) keeps the site running (ADR 036): a site that dies of anything
 * but a stop is started again, a stop ends everything cleanly, a setting to fix is not retried.
 */
describe("npm run serve", () => {
  it(
    "starts the site again after it is killed (kill -9), and stops it cleanly on SIGTERM",
    { timeout: 120_000 },
    async () => {
      await wipePostgres(testDatabaseUrl());
      const env = {
        DATABASE_URL: testDatabaseUrl(),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-serve-")),
      };
      const npm = await startSite(env, { serve: true });
      await waitUntilReady(npm);
      const first = await siteProcessUnder(npm.child.pid!);
      expect(first).toBeGreaterThan(0);

      process.kill(first!, "SIGKILL");
      const killedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await waitUntilReady(npm);
      const backMs = Date.now() - killedAt;
      const second = await siteProcessUnder(npm.child.pid!);
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);
      expect(npm.output()).toMatch(/the site ended \(exit status 137\); starting it again in 2 s/);
      console.log(`npm run serve: the site was answering again ${(backMs / 1000).toFixed(1)} s after kill -9`);

      npm.child.kill("SIGTERM");
      expect(await npm.exited).toBe(0);
      expect(npm.output()).toContain("database closed; bye");
      // One stop, one shutdown: the supervisor passed the signal on once and started nothing again.
      expect(npm.output().match(/shutting down: finishing requests in flight/g)).toHaveLength(1);
      expect(npm.output().match(/starting it again/g)).toHaveLength(1);
    },
  );

  it("does not start again a site refused for a bad setting: one message, the status 78", async () => {
    const npm = await startSite({ SEED_DEMO: "perhaps" }, { serve: true });
    expect(await npm.exited).toBe(78);
    expect(npm.output().match(/SEED_DEMO="perhaps": must be true or false/g)).toHaveLength(1);
    expect(npm.output()).not.toContain("starting it again");
  });
});
