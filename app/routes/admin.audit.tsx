import type { Route } from "./+types/admin.audit";
import { readAuditFilters, readAuditLog } from "~/modules/staff/audit-log.server";
import { AuditLog } from "~/modules/staff/AuditLog";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { appServicesContext } from "~/lib/app-context.server";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(["admin"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

/** The audit view (admins only: its declaration above): reads, never writes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, ignored } = readAuditFilters(new URL(request.url).searchParams);
  const log = await readAuditLog(context.get(appServicesContext).database.db, filters);
  return {
    title: backOfficeTitle(context, (texts) => texts.audit.title),
    audit: { ...log, filters: { ...filters, page: log.page }, ignored },
  };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  return <AuditLog data={loaderData.audit} />;
}
