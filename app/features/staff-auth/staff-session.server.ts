import { eq } from "drizzle-orm";
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { staffSessions } from "~/db/schema";
import type { StaffRole } from "~/domain/choices";
import { appServicesContext, clientAddressContext, type AppServices } from "~/lib/app-context.server";
import { isDownloadAt, rolesAllowedAt } from "./access";
import { keepDraft, takeDraft, type Draft } from "./staff-drafts.server";

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
};

const staffContext = createContext<{ staff: StaffMember; allowed: boolean } | null>(null);
const draftContext = createContext<Draft | null>(null);

/**
 * What this member had typed on this page when their session ended, given back once after they signed in
 * again (staff-drafts.server.ts); null otherwise. The page puts it back into its form.
 */
export function typedBeforeSignIn(context: Readonly<RouterContextProvider>): Draft | null {
  return context.get(draftContext);
}

/** The signed-in member, whatever the address: for the frame around a refusal (routes/admin.tsx). */
export function getSignedInStaff(context: Readonly<RouterContextProvider>): StaffMember {
  const checked = context.get(staffContext);
  if (!checked) throw data(null, { status: 401 });
  return checked.staff;
}

/**
 * The signed-in member of staff, for every back-office loader and action: 401 without a session,
 * 403 when the address is not for their role (the middleware's verdict, thrown here so the refusal
 * renders inside the back-office with its texts).
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
  };
  return { staff, setCookies: headers.getSetCookie() };
}

/** Addresses an account may reach before its set-up is complete (a new password, then an authenticator). */
const setUpSteps = { password: "/admin/password", enrol: "/admin/enrol", signOut: "/admin/sign-out" } as const;

function pendingStep(staff: StaffMember): string | null {
  if (staff.mustChangePassword) return setUpSteps.password;
  if (!staff.twoFactorEnabled) return setUpSteps.enrol;
  return null;
}

const isPageRequest = (request: Request, pathname: string) =>
  (request.method === "GET" || request.method === "HEAD") && !isDownloadAt(pathname);

/** A page's address as the browser shows it: without a data request's `.data` and React Router's own parameters. */
function pageAddress(url: URL, pathname: string) {
  const search = new URLSearchParams(url.search);
  for (const own of ["_routes", "index"]) search.delete(own);
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A form that arrives without a session (it ended while the page was open): sent to sign in, told why,
 * and brought back to the same page afterwards with what was typed (kept by `keepDraft`).
 */
async function sessionEnded(request: Request, context: Readonly<RouterContextProvider>, url: URL, pathname: string) {
  const services = context.get(appServicesContext);
  if (pathname === setUpSteps.signOut) return redirect("/admin/sign-in?signed-out", 303);
  const cookie = await keepDraft(request, services, {
    path: pathname,
    clientAddress: context.get(clientAddressContext),
  });
  const signIn = new URLSearchParams({ next: pageAddress(url, pathname), ended: cookie ? "kept" : "1" });
  return redirect(`/admin/sign-in?${signIn}`, { status: 303, headers: cookie ? { "Set-Cookie": cookie } : undefined });
}

/**
 * The one access check of the back-office, on its layout route: a session, a completed set-up and a
 * role that the address allows (access.ts). Pages send the visitor to sign in; anything else is 401.
 * A wrong role is refused (403) by `getStaff`, which every loader and action calls first.
 */
export const backOfficeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(appServicesContext);
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const read = await readStaffSession(request, services);
  if (!read) {
    if (isPageRequest(request, pathname)) {
      throw redirect(`/admin/sign-in?next=${encodeURIComponent(pageAddress(url, pathname))}`);
    }
    if (request.method === "POST" && !isDownloadAt(pathname)) throw await sessionEnded(request, context, url, pathname);
    throw data(null, { status: 401 });
  }
  const { staff, setCookies } = read;
  const step = pendingStep(staff);
  if (step && pathname !== step && pathname !== setUpSteps.signOut) {
    if (isPageRequest(request, pathname)) throw redirect(step);
    throw data(null, { status: 403 });
  }
  const allowed = rolesAllowedAt(pathname)?.includes(staff.role) ?? false;
  context.set(staffContext, { staff, allowed });
  const draft = request.method === "GET" && allowed ? await takeDraft(request, services, pathname) : null;
  context.set(draftContext, draft?.fields ?? null);
  const response = await next();
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  if (draft) response.headers.append("Set-Cookie", draft.forget);
  return response;
};

/** Headers of every back-office answer, signed in or not. */
export const privateAnswerMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};
