import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { staffUsedCodes } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/staff/client-address";
import { isAcceptableText } from "~/lib/text-rules";

/**
 * The headers better-auth is shown: the visitor's cookies and browser, and the client address as
 * Express determined it (honouring TRUST_PROXY) in a header of our own, so a forged X-Forwarded-For
 * never reaches the sessions' records.
 */
export function authHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return headers;
}

/** A redirect that carries the cookies better-auth set. */
export function redirectWithCookies(to: string, cookies: Headers | string[]): Response {
  const headers = new Headers({ Location: to });
  const list = Array.isArray(cookies) ? cookies : cookies.getSetCookie();
  for (const cookie of list) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

const SITE = "http://site.invalid";

/**
 * Where to go after signing in: a back-office page of this site, as a relative address (its path and
 * query, percent-encoded as the address bar writes it, so it always fits a Location header), else the
 * dashboard. Anything that could lead elsewhere is refused: another origin (`//host`, `/\\host`, an
 * absolute URL), a path that leaves `/admin` once resolved (`/admin/../x`), or a character the
 * text rule forbids in a line (NUL, CR/LF, U+2028, bidi controls ...).
 */
export function safeNext(next: string | null | undefined): string {
  const fallback = "/admin";
  if (!next || next.length > 2000 || !next.startsWith("/") || next.includes("\\")) return fallback;
  if (!isAcceptableText(next, "line")) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(next, SITE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SITE || !/^\/admin(\/|$)/.test(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}`;
}

const codeHash = (userId: string, code: string) => createHash("sha256").update(`${userId}:${code}`).digest("hex");
/** A TOTP code is valid for at most three 30-second steps (the one before, now and the next). */
const CODE_LIFETIME = sql`interval '90 seconds'`;

/**
 * Records an accepted authenticator code; false when the same code was already accepted for this
 * account within its lifetime (a replay: RFC 6238 section 5.2 says a code is accepted once). Every
 * code accepted is remembered for its lifetime, not only the last one; two requests racing with one
 * code meet at the table's key, and one of them loses.
 */
export async function acceptCodeOnce(services: AppServices, userId: string, code: string): Promise<boolean> {
  const { db } = services.database;
  await db
    .delete(staffUsedCodes)
    .where(and(eq(staffUsedCodes.userId, userId), lt(staffUsedCodes.usedAt, sql`now() - ${CODE_LIFETIME}`)));
  const accepted = await db
    .insert(staffUsedCodes)
    .values({ userId, codeHash: codeHash(userId, code.trim()) })
    .onConflictDoNothing()
    .returning({ userId: staffUsedCodes.userId });
  return accepted.length === 1;
}
