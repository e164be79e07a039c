import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import express, { type Router } from "express";
import type { Logger } from "pino";
import type { AppEnv } from "~/config/env.server";
import { pino } from "pino";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { withMigratedDatabase } from "~/db/database-template.server";
import { openFileStore, type FileStore } from "~/modules/files/file-store.server";
import { sweepOrphanFiles, type SweepCounts } from "~/modules/files/file-sweep.server";
import { staffAuthSecret } from "~/modules/staff/auth-secret.server";
import type { StaffAuth } from "~/modules/staff/auth.server";
import { staffAuthOnDemand, type LoadStaffAuth } from "~/modules/staff/staff-auth-on-demand.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { purgeExpired, type PurgeReport } from "~/modules/submissions/retention.server";
import { createStaffAccount } from "~/modules/staff/staff-accounts.server";
import { moveDatabase, moveFiles, MoveRefused } from "~/modules/operations/moves.server";
import { fetchBackup } from "~/modules/operations/backup-bucket.server";
import {
  BackupRefused,
  checkBackup,
  restoreBackup,
  runBackup,
  type BackupSummary,
} from "~/modules/operations/backup.server";

/**
 * Maintenance commands and a running site (docs/architecture.md): on the embedded database only the
 * server may open the data folder, so while it runs a command asks it, over loopback, with a token
 * the server writes into the data folder (readable by its owner only). Without a server, or on
 * PostgreSQL, the command opens the database itself.
 */
const CONTROL_FILE = "control.json";
type ControlFile = { pid: number; url: string; token: string };

const controlPath = (env: Pick<AppEnv, "dataDir">) => path.resolve(env.dataDir, CONTROL_FILE);

export function newControlToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function writeControlFile(env: AppEnv, token: string): Promise<void> {
  const file: ControlFile = { pid: process.pid, url: `http://127.0.0.1:${env.port}`, token };
  await writeFile(controlPath(env), JSON.stringify(file), { mode: 0o600 });
}

export async function removeControlFile(env: AppEnv): Promise<void> {
  await rm(controlPath(env), { force: true });
}

const isLoopback = (address: string | undefined) =>
  address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

type AdminInput = { email?: unknown; password?: unknown; name?: unknown };

async function createFirstAdmin(staffAuth: StaffAuth, db: Database, input: AdminInput) {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const name = text(input.name) || "Admin";
  const created = await createStaffAccount(staffAuth, {
    email: text(input.email),
    password: text(input.password),
    name,
    role: "admin",
    // The person at the keyboard chose this password: no temporary one to replace.
    mustChangePassword: false,
  });
  if (created.ok) {
    // Made at the server's console (`npm run admin:create`): nobody of the back-office acted.
    await writeStaffAudit(db, {
      event: "account-created",
      actor: { id: null, name: "" },
      subject: { id: created.id, name: name.trim() },
      detail: { role: "admin", via: "command" },
    });
  }
  return created;
}

export type PurgeOptions = { dryRun: boolean; asOf?: Date };
type ControlOptions = {
  backup: () => Promise<BackupSummary>;
  token: string;
  staffAuth: LoadStaffAuth;
  db: Database;
  logger: Logger;
  sweepFiles: () => Promise<SweepCounts>;
  purge: (options: PurgeOptions) => Promise<PurgeReport>;
};

/** The loopback-only endpoints the commands use while the server holds the embedded database. */
export function controlRoutes({ token, staffAuth, db, logger, sweepFiles, purge, backup }: ControlOptions): Router {
  const router = express.Router();
  router.use("/internal", (req, res, next) => {
    if (!isLoopback(req.socket.remoteAddress) || !sameToken(req.get("authorization"), token)) {
      res.status(403).json({ ok: false });
      return;
    }
    next();
  });
  router.post("/internal/staff-admins", express.json({ limit: "4kb" }), async (req, res) => {
    const result = await createFirstAdmin(await staffAuth(), db, (req.body ?? {}) as AdminInput);
    logger.info({ ok: result.ok }, "admin:create through the running server");
    res.status(result.ok ? 201 : 400).json(result);
  });
  router.post("/internal/files-sweep", async (_req, res) => {
    res.status(200).json({ ok: true, ...(await sweepFiles()) });
  });
  router.post("/internal/purge", express.json({ limit: "1kb" }), async (req, res) => {
    res.status(200).json({ ok: true, ...(await purge(purgeOptions(req.body))) });
  });
  router.post("/internal/backup", async (_req, res) => {
    try {
      res.status(200).json({ ok: true, ...(await backup()) });
    } catch (error) {
      // Recorded for the dashboard by the backup itself; the command says why.
      logger.error({ err: error, task: "backup" }, "backup failed");
      res.status(500).json({ ok: false, error: (error as Error).message });
    }
  });
  return router;
}

/** Runs a piece of upkeep a minute after start-up, then once a day; a failure is logged, never fatal. */
export function scheduleDaily(task: string, run: () => Promise<unknown>, logger: Logger): void {
  const attempt = () => {
    run().catch((error: unknown) => logger.error({ err: error, task }, "daily upkeep failed"));
  };
  setTimeout(attempt, 60_000).unref();
  setInterval(attempt, 24 * 60 * 60_000).unref();
}

async function runningServer(env: AppEnv): Promise<ControlFile | null> {
  try {
    const file = JSON.parse(await readFile(controlPath(env), "utf8")) as ControlFile;
    process.kill(file.pid, 0);
    return file;
  } catch {
    return null;
  }
}

/** Asks the running server (on the embedded database) to do a command's work; null when none runs. */
async function throughServer<T>(env: AppEnv, endpoint: string, body?: unknown): Promise<T | null> {
  const server = env.databaseUrl ? null : await runningServer(env);
  if (!server) return null;
  const answer = await fetch(`${server.url}${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${server.token}` },
    body: JSON.stringify(body ?? {}),
  });
  return (await answer.json()) as T;
}

/** `npm run admin:create`: creates an admin account, through the running server or on the database itself. */
export async function createAdminFromCommand(env: AppEnv, root: string, input: AdminInput) {
  const viaServer = await throughServer<Awaited<ReturnType<typeof createFirstAdmin>>>(
    env,
    "/internal/staff-admins",
    input,
  );
  if (viaServer) return { via: "server" as const, ...viaServer };
  return withMigratedDatabase(env, root, async (database) => {
    const { secret } = await staffAuthSecret(database.db, env.authSecret);
    const staffAuth = staffAuthOnDemand(database.db, {
      publicUrl: env.publicUrl,
      secret,
      idleSeconds: env.staffSessionIdleSeconds,
    });
    return { via: "database" as const, ...(await createFirstAdmin(await staffAuth(), database.db, input)) };
  });
}

/** Upkeep on the database and files: asks the running server (embedded database), or does it itself. */
async function upkeepFromCommand<T extends object>(
  env: AppEnv,
  root: string,
  endpoint: string,
  body: unknown,
  work: (services: { database: DatabaseHandle; fileStore: FileStore; logger: Logger }) => Promise<T>,
) {
  const viaServer = await throughServer<T & { ok: boolean }>(env, endpoint, body);
  if (viaServer) return { via: "server" as const, ...viaServer };
  const logger = pino({ level: "silent" });
  const fileStore = await openFileStore(env);
  return withMigratedDatabase(env, root, async (database) => ({
    via: "database" as const,
    ok: true,
    ...(await work({ database, fileStore, logger })),
  }));
}

/** `npm run files:sweep`: removes orphan files now, through the running server or on its own. */
export async function sweepFilesFromCommand(env: AppEnv, root: string) {
  return upkeepFromCommand(env, root, "/internal/files-sweep", {}, ({ database, fileStore, logger }) =>
    sweepOrphanFiles({ db: database.db, fileStore, logger }),
  );
}

/** The options of a purge as a command sends them: a later date only for a dry run (a preview). */
function purgeOptions(body: unknown): PurgeOptions {
  const { dryRun, asOf } = (body ?? {}) as { dryRun?: unknown; asOf?: unknown };
  const date = typeof asOf === "string" ? new Date(asOf) : undefined;
  const preview = dryRun === true;
  return { dryRun: preview, ...(preview && date && !Number.isNaN(date.getTime()) ? { asOf: date } : {}) };
}

/** `npm run purge [-- --dry-run [--as-of YYYY-MM-DD]]`: through the running server or on its own. */
export async function purgeFromCommand(env: AppEnv, root: string, options: { dryRun: boolean; asOf?: string }) {
  return upkeepFromCommand(env, root, "/internal/purge", options, (services) =>
    purgeExpired(services, env.retention, purgeOptions(options)),
  );
}

/** Where a backup goes: the folder, and the bucket too when BACKUP_TO_BUCKET is on. */
export const backupSettings = (env: AppEnv) => ({
  folder: env.backup.folder,
  keep: env.backup.keep,
  bucket: env.backup.toBucket ? env.s3 : null,
});

/** `npm run backup`: one archive of the database and every stored file, made by the running site or here. */
export async function backupFromCommand(env: AppEnv, root: string) {
  const done = await upkeepFromCommand(env, root, "/internal/backup", {}, ({ database, fileStore }) =>
    runBackup(database.db, database.kind, fileStore, backupSettings(env)),
  );
  if (!done.ok) throw new Error((done as { error?: string }).error ?? "the running site could not write it");
  return done;
}

/**
 * `npm run restore -- ARCHIVE`: checks the whole archive, then restores it into this site's database and file
 * store, which must be empty (or `replace`: emptied first) and not in use (a running site on the data folder is
 * refused).
 */
export async function restoreFromCommand(env: AppEnv, root: string, archive: string, replace = false) {
  if (!env.databaseUrl && (await runningServer(env)))
    throw new BackupRefused("The site is running on this data folder: stop it first, or restore into a new one.");
  // An archive in the bucket (`s3://…`, as `npm run backup` printed it) is fetched first.
  const file = archive.startsWith("s3://") && env.s3 ? await fetchBackup(env.s3, archive) : archive;
  const manifest = await checkBackup(file);
  const fileStore = await openFileStore(env);
  return withMigratedDatabase(env, root, (database) => restoreBackup(database.db, fileStore, file, manifest, replace));
}

/**
 * `npm run db:move -- postgres://…`: copies the embedded database (DATA_DIR, the site stopped) into an empty
 * PostgreSQL database, migrated first, and checks every table on both sides.
 */
export async function moveDatabaseFromCommand(env: AppEnv, root: string, targetUrl: string) {
  if (env.databaseUrl) throw new MoveRefused("DATABASE_URL is set: the move copies from the embedded database.");
  if (await runningServer(env)) throw new MoveRefused("The site is running on this data folder: stop it first.");
  return withMigratedDatabase(env, root, async (source) => {
    const target = await openDatabase({ databaseUrl: targetUrl, dataDir: env.dataDir });
    try {
      await target.migrate(path.join(root, "drizzle"));
      return await moveDatabase(source.db, target.db);
    } finally {
      await target.close();
    }
  });
}

/** `npm run files:move`: copies the files of DATA_DIR/uploads into the bucket the S3_* settings name. */
export async function moveFilesFromCommand(env: AppEnv) {
  if (!env.s3) throw new MoveRefused("Set S3_BUCKET (and the other S3_* settings) to the bucket to move the files to.");
  const source = await openFileStore({ dataDir: env.dataDir, s3: null });
  const target = await openFileStore(env);
  return moveFiles(source, target);
}
