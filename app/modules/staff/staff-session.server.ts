import { eq } from "drizzle-orm";
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { staffSessions } from "~/db/schema";
import type { StaffRole } from "~/domain/choices";
import { languageFromQuery } from "~/i18n/detect-language";
import { asLanguage, type Language } from "~/i18n/languages";
import { setLanguage } from "~/i18n/middleware.server";
import { appServicesContext, type AppServices } from "~/lib/app-context.server";
import type { Draft } from "./staff-drafts.server";

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** The back-office's language the member chose; null: the browser's. */
  language: Language | null;
};

const staffContext = createContext<{ staff: StaffMember; allowed: boolean } | null>(null);
const draftContext = createContext<Draft | null>(null);
/** The site's services while the request is refused, until a page's declaration grants them. */
const heldServicesContext = createContext<AppServices | null>(null);

/**
 * What this member had typed on this page when their session ended, given back once after they signed in
 * again (staff-drafts.server.ts); null otherwise. The page puts it back into its form.
 */
export function typedBeforeSignIn(context: Readonly<RouterContextProvider>): Draft | null {
  return context.get(draftContext);
}

/** The signed-in member, whatever the address: for the frame around a refusal (routes/admin.tsx). */
export function getSignedInStaff(context: Readonly<RouterContextProvider>): StaffMember {
  const staff = signedInSession(context);
  if (!staff) throw data(null, { status: 401 });
  return staff;
}

/**
 * The signed-in member of staff, for a back-office loader or action that needs to know who: 401 without
 * a session, 403 when the page does not allow their role (its declaration, access.server.ts).
 */
export function getStaff(context: Readonly<RouterContextProvider>): StaffMember {
  const checked = context.get(staffContext);
  if (!checked) throw data(null, { status: 401 });
  if (!checked.allowed) throw data(null, { status: 403 });
  return checked.staff;
}

/** Ends every session of an account at once (sign-out everywhere, a disabled account). */
export async function revokeStaffSessions(services: Pick<AppServices, "database">, userId: string) {
  await services.database.db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/** Ends one session (by its token), leaving the account's others. */
export async function endStaffSession(services: Pick<AppServices, "database">, token: string | undefined) {
  if (token) await services.database.db.delete(staffSessions).where(eq(staffSessions.token, token));
}

/**
 * The request's staff session, if it is alive: better-auth checks the cookie's signature and the
 * stored session (idle timeout: it slides with use); we add the absolute lifetime and the disabled flag.
 */
export async function readStaffSession(request: Request, services: AppServices) {
  const { headers, response } = await (
    await services.staffAuth()
  ).api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response) return null;
  const { session, user } = response;
  const age = Date.now() - new Date(session.createdAt).getTime();
  if (user.disabledAt) {
    await revokeStaffSessions(services, user.id);
    return null;
  }
  if (age > services.env.staffSessionLifetimeSeconds * 1000) {
    await services.database.db.delete(staffSessions).where(eq(staffSessions.id, session.id));
    return null;
  }
  const staff: StaffMember = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as StaffRole,
    mustChangePassword: Boolean(user.mustChangePassword),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    language: asLanguage(user.language),
  };
  return { staff, setCookies: headers.getSetCookie() };
}

/**
 * The site's services as a refused request sees them: its configuration and logger, and a 403 for
 * anything that holds data or keys, so that no loader or action of a page the member may not open can
 * read or change anything, whether or not it asks who is signed in.
 */
function withheld(services: AppServices): AppServices {
  return new Proxy(services, {
    get(target, key: keyof AppServices) {
      if (key === "env" || key === "logger") return target[key];
      throw data(null, { status: 403 });
    },
  });
}

/** The site's services, for the page's declaration itself (before it grants them to the page). */
export function heldServices(context: Readonly<RouterContextProvider>): AppServices {
  const services = context.get(heldServicesContext);
  if (!services) throw new Error("the back-office's layout middleware did not run");
  return services;
}

/** Whether the page's declaration allowed the member's role (routes/admin.tsx shows a refusal otherwise). */
export function accessGranted(context: Readonly<RouterContextProvider>): boolean {
  return context.get(staffContext)?.allowed === true;
}

/** The member signed in on this request, whatever the page allows; null without a live session. */
export function signedInSession(context: Readonly<RouterContextProvider>): StaffMember | null {
  return context.get(staffContext)?.staff ?? null;
}

/**
 * What a page's declaration (access.server.ts) does when the member's role is one it allows: the page's
 * loaders and actions get the site's services, and what the member had typed before their session ended.
 */
export function grantAccess(context: Readonly<RouterContextProvider>, draft: Draft | null) {
  const checked = context.get(staffContext);
  if (!checked) return;
  context.set(staffContext, { staff: checked.staff, allowed: true });
  context.set(appServicesContext, heldServices(context));
  context.set(draftContext, draft);
}

/**
 * The back-office's layout middleware: reads the session (better-auth, ADR 023) and refuses everything
 * until the page's own declaration (`staffOnly`, access.server.ts) allows the member's role. A page
 * without a declaration, or one that does not allow the role, answers 403 inside the frame
 * (routes/admin.tsx) and its loaders and actions reach no data.
 */
export const backOfficeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(appServicesContext);
  const read = await readStaffSession(request, services);
  context.set(staffContext, read ? { staff: read.staff, allowed: false } : null);
  // The member's own language, unless this address asks for another (`?lng=`).
  if (read?.staff.language && !languageFromQuery(new URL(request.url))) setLanguage(context, read.staff.language);
  context.set(heldServicesContext, services);
  context.set(appServicesContext, withheld(services));
  let response = await next();
  const refused = read && !context.get(staffContext)?.allowed;
  if (refused && response.status < 300 && !new URL(request.url).pathname.endsWith(".data")) {
    response = new Response(response.body, { status: 403, headers: response.headers });
  }
  for (const cookie of read?.setCookies ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
};

/** Headers of every back-office answer, signed in or not. */
export const privateAnswerMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};
