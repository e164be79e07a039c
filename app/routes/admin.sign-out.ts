import type { Route } from "./+types/admin.sign-out";
import { authHeaders, redirectWithCookies } from "~/modules/staff/sign-in.server";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";
import { staffRoles } from "~/domain/choices";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(staffRoles)];

/** Ends this session (POST only: a link cannot sign anyone out) and clears its cookies. */
export async function action({ request, context }: Route.ActionArgs) {
  const { staffAuth } = context.get(appServicesContext);
  const { headers } = await (
    await staffAuth()
  ).api.signOut({
    headers: authHeaders(request, context.get(clientAddressContext)),
    returnHeaders: true,
  });
  return redirectWithCookies("/admin/sign-in?signed-out", headers);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
