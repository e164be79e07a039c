import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import express, { type Router } from "express";
import type { Logger } from "pino";
import type { AppEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { staffAuthSecret } from "~/lib/staff-auth/auth-secret.server";
import { createStaffAuth, type StaffAuth } from "~/lib/staff-auth/auth.server";
import { createStaffAccount } from "~/features/staff-auth/staff-accounts.server";

/**
 * Maintenance commands and a running site (ARCHITECTURE.md): on the embedded database only the
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

async function createFirstAdmin(staffAuth: StaffAuth, input: AdminInput) {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return createStaffAccount(staffAuth, {
    email: text(input.email),
    password: text(input.password),
    name: text(input.name) || "Admin",
    role: "admin",
    // The person at the keyboard chose this password: no temporary one to replace.
    mustChangePassword: false,
  });
}

/** The loopback-only endpoint the commands use while the server holds the embedded database. */
export function controlRoutes({
  token,
  staffAuth,
  logger,
}: {
  token: string;
  staffAuth: StaffAuth;
  logger: Logger;
}): Router {
  const router = express.Router();
  router.post("/internal/staff-admins", express.json({ limit: "4kb" }), async (req, res) => {
    if (!isLoopback(req.socket.remoteAddress) || !sameToken(req.get("authorization"), token)) {
      res.status(403).json({ ok: false });
      return;
    }
    const result = await createFirstAdmin(staffAuth, (req.body ?? {}) as AdminInput);
    logger.info({ ok: result.ok }, "admin:create through the running server");
    res.status(result.ok ? 201 : 400).json(result);
  });
  return router;
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

/** `npm run admin:create`: creates an admin account, through the running server or on the database itself. */
export async function createAdminFromCommand(env: AppEnv, root: string, input: AdminInput) {
  const server = env.databaseUrl ? null : await runningServer(env);
  if (server) {
    const answer = await fetch(`${server.url}/internal/staff-admins`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${server.token}` },
      body: JSON.stringify(input),
    });
    return { via: "server" as const, ...((await answer.json()) as Awaited<ReturnType<typeof createFirstAdmin>>) };
  }
  const database = await openDatabase(env);
  try {
    await database.migrate(path.join(root, "drizzle"));
    const { secret } = await staffAuthSecret(database.db, env.authSecret);
    const staffAuth = createStaffAuth(database.db, {
      publicUrl: env.publicUrl,
      secret,
      idleSeconds: env.staffSessionIdleSeconds,
    });
    return { via: "database" as const, ...(await createFirstAdmin(staffAuth, input)) };
  } finally {
    await database.close();
  }
}
