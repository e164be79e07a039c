import type { Route } from "./+types/admin.inbox-export";
import { exportInbox } from "~/modules/submissions/inbox-export.server";
import { readInboxFilters } from "~/modules/submissions/inbox-filters";
import { inboxOfRequest } from "~/modules/submissions/inbox-pages.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { todayInLuanda } from "~/lib/luanda-day";
import { isHeadRequest, privateDownloadHeaders } from "~/modules/files/private-download.server";
import { inboxRolesAt } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxRolesAt, { download: true })];

/** The filtered list of an inbox as a CSV download, streamed (inbox-export.server.ts); a HEAD writes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, name } = getStaff(context);
  const url = new URL(request.url);
  const inbox = inboxOfRequest(request);
  const headers = privateDownloadHeaders(
    "text/csv; charset=utf-8",
    `attachment; filename="kamba-${inbox}-${todayInLuanda()}.csv"`,
  );
  if (isHeadRequest(request)) return new Response(null, { headers });
  const services = context.get(appServicesContext);
  const { filters } = readInboxFilters(inbox, url.searchParams);
  const { stream } = await exportInbox(services.database.db, inbox, filters, getLanguage(context), { id, name });
  return new Response(stream, { headers });
}
