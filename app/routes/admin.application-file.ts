import { data } from "react-router";
import type { Route } from "./+types/admin.application-file";
import { type ApplicationFile, applicationFiles, inboxRoles } from "~/domain/inboxes";
import { downloadApplicationFile } from "~/modules/submissions/application-files.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { appServicesContext } from "~/lib/app-context.server";
import { isHeadRequest } from "~/modules/files/private-download.server";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxRoles.applications, { download: true })];

const isApplicationFile = (value: string): value is ApplicationFile =>
  (applicationFiles as readonly string[]).includes(value);

/** A job application's CV or ID card, for the roles of the applications inbox only (its declaration above). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, name } = getStaff(context);
  if (!isApplicationFile(params.file)) throw data(null, { status: 404 });
  const services = context.get(appServicesContext);
  // A HEAD gets the download's headers, and neither the file nor a line in the history.
  const download = await downloadApplicationFile(services, params.reference, params.file, {
    actor: { id, name },
    headOnly: isHeadRequest(request),
  });
  if (!download) throw data(null, { status: 404 });
  return download;
}
