import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";

/**
 * The embedded database's migrations and demo content run in a child process of their own (ADR 061):
 * PGlite's WebAssembly memory never shrinks, so the work of a first start (or of an upgrade's
 * migrations) would stay resident in the site for its whole life. The child's memory goes back to the
 * system when it ends; the site then opens a database that is ready. A marker in the data folder names
 * the last migration applied, so an ordinary restart skips the child.
 */
export async function prepareEmbeddedDatabase({
  root,
  dataDir,
  logger,
}: {
  root: string;
  dataDir: string;
  logger: Logger;
}): Promise<void> {
  const latest = await latestMigration(root);
  const marker = path.join(dataDir, "pglite-prepared");
  const prepared = await readFile(marker, "utf8").catch(() => "");
  if (prepared.trim() === latest) return;
  const started = Date.now();
  let peakMb: number | undefined;
  let fromTemplate: boolean | undefined;
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, path.join(root, "scripts/prepare-database.mjs")], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // The child says how much memory it took at most: the first start's figure (npm run bench:memory).
    child.on("message", (message: { peakKb?: number; fromTemplate?: boolean }) => {
      if (typeof message.peakKb === "number") peakMb = Math.round(message.peakKb / 1024);
      fromTemplate = message.fromTemplate;
    });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (status !== 0) throw new Error(`preparing the embedded database failed (exit status ${String(status)})`);
  await writeFile(marker, `${latest}\n`);
  logger.info(
    { migration: latest, ms: Date.now() - started, peakMb, fromTemplate },
    "embedded database prepared in a child process",
  );
}

async function latestMigration(root: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(root, "drizzle/meta/_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.at(-1)?.tag ?? "";
}
