import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffDrafts } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { readFormBody } from "~/lib/forms/form-body.server";
import { receiveMultipart } from "~/modules/files/upload-receiver.server";

/**
 * What a member of staff typed into a form that reached the site after their session had ended. Rather
 * than losing it, the site keeps the form's text fields for an hour under the hash of a random token set
 * in an HttpOnly cookie (`Path=/admin`), sends them to sign in, and once signed in again puts the fields
 * back into the page the form was on (ADR 038). Nothing personal is kept in the browser, and it works
 * without JavaScript. Files are not kept: they must be chosen again.
 */

const DRAFT_COOKIE = "kamba-staff.draft";
const KEPT_SECONDS = 3600;
const KEPT = sql.raw(`interval '${KEPT_SECONDS} seconds'`);
/** The largest editor's form (three languages of a job offer) with room to spare. */
const MAX_DRAFT_BYTES = 256 * 1024;
/** Never kept: secrets of the sign-in steps, and what the page renders afresh. */
const NOT_KEPT = new Set(["password", "current", "next", "repeat", "code", "codes", "uri", "formKey", "confirmed"]);

export type Draft = Record<string, string>;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function cookieName(services: AppServices) {
  return services.env.publicUrl.startsWith("https:") ? `__Secure-${DRAFT_COOKIE}` : DRAFT_COOKIE;
}

function draftCookie(services: AppServices, token: string, maxAge: number) {
  const secure = services.env.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${cookieName(services)}=${token}; Path=/admin; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function draftToken(request: Request, services: AppServices): string | null {
  const name = cookieName(services).replace(/[.]/g, "\\.");
  return (
    new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(request.headers.get("cookie") ?? "")?.[1] ?? null
  );
}

/** The text fields of a form body (url-encoded, or multipart with its files dropped); null when unreadable. */
async function typedFields(request: Request, services: AppServices): Promise<Draft | null> {
  const limits = { maxBytes: MAX_DRAFT_BYTES, idleMs: services.env.uploadIdleTimeoutMs };
  let entries: Iterable<[string, unknown]>;
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const received = await receiveMultipart(request, {
      incomingDir: services.fileStore.incomingDir,
      maxFileBytes: 0,
      maxRequestBytes: 16 * 1024 * 1024,
      idleTimeoutMs: limits.idleMs,
      fileFields: [],
      maxFieldBytes: 64 * 1024,
    }).catch(() => null);
    if (!received) return null;
    entries = received.fields;
  } else {
    const body = await readFormBody(request, limits.maxBytes, limits.idleMs);
    if (!(body instanceof FormData)) return null;
    entries = body;
  }
  const fields: Draft = {};
  for (const [name, value] of entries) {
    if (typeof value === "string" && !NOT_KEPT.has(name) && !(name in fields)) fields[name] = value;
  }
  return Buffer.byteLength(JSON.stringify(fields)) <= MAX_DRAFT_BYTES ? fields : null;
}

/**
 * Keeps what a form without a session carried, for `path`; returns the cookie that names it, or null when
 * nothing is kept: a form sent from another site (`Sec-Fetch-Site`), a body that cannot be read, or a
 * client that sends too many (the public forms' burst limit).
 */
export async function keepDraft(
  request: Request,
  services: AppServices,
  { path, clientAddress }: { path: string; clientAddress: string },
): Promise<string | null> {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return null;
  if (!(await services.formRateLimits.burst.take(clientAddress)).allowed) return null;
  const fields = await typedFields(request, services);
  if (!fields) return null;
  const token = randomBytes(32).toString("base64url");
  const { db } = services.database;
  const earlier = draftToken(request, services);
  await db.transaction(async (tx) => {
    await forgetExpiredDrafts(tx);
    if (earlier) await tx.delete(staffDrafts).where(eq(staffDrafts.tokenHash, hashOf(earlier)));
    await tx.insert(staffDrafts).values({ tokenHash: hashOf(token), path, fields });
  });
  return draftCookie(services, token, KEPT_SECONDS);
}

/**
 * The draft this browser left on `path` (once signed in again), taken out of the database: the fields, and
 * the cookie that forgets it. Null when there is none for this page.
 */
export async function takeDraft(
  request: Request,
  services: AppServices,
  path: string,
): Promise<{ fields: Draft; forget: string } | null> {
  const token = draftToken(request, services);
  if (!token) return null;
  const [row] = await services.database.db
    .delete(staffDrafts)
    .where(
      sql`${staffDrafts.tokenHash} = ${hashOf(token)} and ${staffDrafts.path} = ${path} and ${staffDrafts.createdAt} > now() - ${KEPT}`,
    )
    .returning({ fields: staffDrafts.fields });
  return row ? { fields: row.fields, forget: draftCookie(services, "", 0) } : null;
}

/** Deletes the drafts nobody came back for within the hour (at each new draft, and daily). */
export async function forgetExpiredDrafts(db: Pick<Database, "delete">) {
  await db.delete(staffDrafts).where(lt(staffDrafts.createdAt, sql`now() - ${KEPT}`));
}
