import { type data, RouterContextProvider, type MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/choices";
import { staffOnly } from "~/modules/staff/access.server";
import { accessGranted, backOfficeMiddleware, getStaff } from "~/modules/staff/staff-session.server";
import { appServicesContext, type AppServices } from "~/lib/app-context.server";

/** The services of a site whose sign-in finds a live session of a member with this role. */
function servicesWithMember(role: StaffRole): AppServices {
  const user = {
    id: "u1",
    name: "Ana",
    email: "ana@kamba.ao",
    role,
    mustChangePassword: false,
    twoFactorEnabled: true,
  };
  const session = { id: "s1", createdAt: new Date() };
  const staffAuth = async () => ({
    api: { getSession: async () => ({ headers: new Headers(), response: { session, user } }) },
  });
  return {
    env: { staffSessionLifetimeSeconds: 3600, publicUrl: "http://localhost" },
    logger: console,
    database: { db: "the database" },
    fileStore: "the files",
    staffAuth,
  } as unknown as AppServices;
}

/** A page's loader: it reads the database, and reports what it could read and the status it answered. */
async function openPage(role: StaffRole, pageMiddleware: MiddlewareFunction<Response>[]) {
  const context = new RouterContextProvider();
  context.set(appServicesContext, servicesWithMember(role));
  const request = new Request("http://localhost/admin/outbox");
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/admin/outbox" };
  const loader = () => {
    try {
      return { read: context.get(appServicesContext).database, granted: accessGranted(context) };
    } catch (refusal) {
      return { refusal: (refusal as ReturnType<typeof data>).init?.status, granted: accessGranted(context) };
    }
  };
  let seen: ReturnType<typeof loader> | undefined;
  const chain = [backOfficeMiddleware, ...pageMiddleware];
  const run = (index: number): Promise<Response> =>
    index === chain.length
      ? Promise.resolve(((seen = loader()), new Response("the page")))
      : Promise.resolve(chain[index]!(args, () => run(index + 1))).then((answer) => answer ?? new Response(null));
  const response = await run(0);
  return { status: response.status, seen, staff: () => getStaff(context) };
}

describe("who may open a back-office page", () => {
  it("a page that declares nothing is refused to every role: its loader reaches no data", async () => {
    for (const role of ["admin", "recruiter", "operations"] as const) {
      const { status, seen, staff } = await openPage(role, []);
      expect(seen).toEqual({ refusal: 403, granted: false });
      expect(status).toBe(403);
      expect(staff).toThrow();
    }
  });

  it("a page's declaration lets in the roles it names, and only those", async () => {
    const allowed = await openPage("admin", [staffOnly(["admin"])]);
    expect(allowed.seen).toEqual({ read: { db: "the database" }, granted: true });
    expect(allowed.status).toBe(200);
    expect(allowed.staff().name).toBe("Ana");

    const refused = await openPage("recruiter", [staffOnly(["admin"])]);
    expect(refused.seen).toEqual({ refusal: 403, granted: false });
    expect(refused.status).toBe(403);
  });

  it("a declaration that depends on the address reads it from the page's address", () => {
    const byAddress = staffOnly((pathname) => (pathname.startsWith("/admin/drivers") ? ["operations"] : []));
    expect(byAddress.rolesAt("/admin/drivers/KX-1")).toEqual(["operations"]);
    expect(byAddress.rolesAt("/admin/applications")).toEqual([]);
    expect(byAddress.download).toBe(false);
    expect(staffOnly(["admin"], { download: true }).download).toBe(true);
  });
});
