import { data } from "react-router";
import type { Route } from "./+types/admin.delivery-proof";
import { inboxRoles } from "~/domain/inboxes";
import { appServicesContext } from "~/lib/app-context.server";
import { downloadDeliveryProof } from "~/modules/deliveries/delivery-proof.server";
import { isHeadRequest } from "~/modules/files/private-download.server";
import { staffOnly } from "~/modules/staff/access.server";
import { getStaff } from "~/modules/staff/staff-session.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxRoles.deliveries, { download: true })];

/** A delivery's photo at the door, for the roles of the deliveries inbox only (its declaration above). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, name } = getStaff(context);
  const download = await downloadDeliveryProof(context.get(appServicesContext), params.reference, {
    actor: { id, name },
    headOnly: isHeadRequest(request),
  });
  if (!download) throw data(null, { status: 404 });
  return download;
}
