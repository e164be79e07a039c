import type { Route } from "./+types/admin.audit";
import { readAuditFilters, readAuditLog } from "~/features/audit/audit-log.server";
import { AuditLog } from "~/features/audit/AuditLog";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { appServicesContext } from "~/lib/app-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

/** The audit view (admins only: access.ts): reads, never writes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  getStaff(context);
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
