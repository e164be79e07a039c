import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export type SiteProcess = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** npm as the tests were started with it (npx vitest, npm test), else the one on the PATH. */
export function npmCommand(): string[] {
  const cli = process.env.npm_execpath;
  return cli?.endsWith(".js") ? [process.execPath, cli] : ["npm"];
}

type StartOptions = {
  /** The project's folder (default: this one). */
  cwd?: string;
  /** Started as a company runs it, through `npm run serve` (which keeps it running), not `node server.js`. */
  serve?: boolean;
};

/** Starts the production build (`node server.js`, or `npm run serve`) with the given settings. */
export async function startSite(env: Record<string, string>, { cwd = ".", serve = false }: StartOptions = {}) {
  if (!existsSync(path.resolve(cwd, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the integration tests (npm test does).");
  }
  const port = env.PORT ?? String(await freePort());
  let output = "";
  // npm's own script when the tests run through npm (npx vitest, npm test), else the one on the PATH.
  const npm = process.env.npm_execpath?.endsWith(".js") ? [process.execPath, process.env.npm_execpath] : ["npm"];
  const [program, ...args] = serve ? [...npm, "run", "--silent", "serve"] : [process.execPath, "server.js"];
  const child = spawn(program!, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: "info", ...env, PORT: port, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited } satisfies SiteProcess;
}

export async function waitUntilReady(site: SiteProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site.child.exitCode !== null) throw new Error(`the site exited early:\n${site.output()}`);
    try {
      if ((await fetch(`${site.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site did not become ready:\n${site.output()}`);
}
