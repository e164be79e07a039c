import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { StaffRole } from "~/domain/choices";
import { clientAddressContext } from "~/lib/app-context.server";
import { keepDraft, takeDraft } from "./staff-drafts.server";
import { grantAccess, heldServices, signedInSession, type StaffMember } from "./staff-session.server";

/** The roles a page allows: a list, or one that depends on the address (the inboxes share their modules). */
type AllowedRoles = readonly StaffRole[] | ((pathname: string) => readonly StaffRole[]);

/** A page's declaration of who may open it, as its route module's middleware. */
export type BackOfficeAccess = MiddlewareFunction<Response> & {
  /** The roles allowed at an address of the page: the check itself, and the policy the tests read. */
  rolesAt: (pathname: string) => readonly StaffRole[];
  /** A file or an export, not a page: refused with a status (401/403), never sent to the sign-in page. */
  download: boolean;
};

/** Addresses an account may reach before its set-up is complete (a new password, then an authenticator). */
const setUpSteps = { password: "/admin/password", enrol: "/admin/enrol", signOut: "/admin/sign-out" } as const;

function pendingStep(staff: StaffMember): string | null {
  if (staff.mustChangePassword) return setUpSteps.password;
  if (!staff.twoFactorEnabled) return setUpSteps.enrol;
  return null;
}

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
  if (pathname === setUpSteps.signOut) return redirect("/admin/sign-in?signed-out", 303);
  const cookie = await keepDraft(request, heldServices(context), {
    path: pathname,
    clientAddress: context.get(clientAddressContext),
  });
  const signIn = new URLSearchParams({ next: pageAddress(url, pathname), ended: cookie ? "kept" : "1" });
  return redirect(`/admin/sign-in?${signIn}`, { status: 303, headers: cookie ? { "Set-Cookie": cookie } : undefined });
}

/**
 * Who may open a back-office page: the one declaration each route module under /admin makes, as its
 * middleware (`export const middleware = [staffOnly(roles)]`). Without a session a page sends the visitor
 * to sign in (a form keeps what was typed), a download answers 401; an account whose set-up is not
 * complete is sent to its next step. A role the page does not allow gets a 403 inside the back-office's
 * frame, and its loaders and actions never reach the site's services (routes/admin.tsx, staff-session.server.ts).
 * A page without this declaration is refused to everyone (tests/integration/admin-access.test.ts).
 */
export function staffOnly(roles: AllowedRoles, options: { download?: true } = {}): BackOfficeAccess {
  const rolesAt = typeof roles === "function" ? roles : () => roles;
  const download = options.download === true;
  const access: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const url = new URL(request.url);
    const pathname = url.pathname.replace(/\.data$/, "");
    const isPage = (request.method === "GET" || request.method === "HEAD") && !download;
    const session = signedInSession(context);
    if (!session) {
      if (isPage) throw redirect(`/admin/sign-in?next=${encodeURIComponent(pageAddress(url, pathname))}`);
      if (request.method === "POST" && !download) throw await sessionEnded(request, context, url, pathname);
      throw data(null, { status: 401 });
    }
    const step = pendingStep(session);
    if (step && pathname !== step && pathname !== setUpSteps.signOut) {
      if (isPage) throw redirect(step);
      throw data(null, { status: 403 });
    }
    if (!rolesAt(pathname).includes(session.role)) return next();
    const draft = request.method === "GET" ? await takeDraft(request, heldServices(context), pathname) : null;
    grantAccess(context, draft?.fields ?? null);
    const response = await next();
    if (draft) response.headers.append("Set-Cookie", draft.forget);
    return response;
  };
  return Object.assign(access, { rolesAt, download });
}

/** Tells a page's declaration from any other middleware (the tests read it). */
export function isBackOfficeAccess(value: unknown): value is BackOfficeAccess {
  return typeof value === "function" && "rolesAt" in value && "download" in value;
}
