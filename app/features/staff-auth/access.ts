import { matchPath } from "react-router";
import { inboxes, staffRoles, type StaffRole } from "~/domain/choices";
import { inboxRoles, publishingRoles } from "~/domain/inboxes";

/**
 * Who may use each back-office address: the one table the back-office's middleware checks on every
 * request (pages, actions, files, exports). An address missing here is refused to everyone, so a new
 * route must be added on purpose; tests/integration/admin-access.test.ts walks the route table.
 */
export const backOfficeAccess: Array<{ path: string; roles: readonly StaffRole[]; download?: true }> = [
  { path: "/admin", roles: staffRoles },
  { path: "/admin/enrol", roles: staffRoles },
  { path: "/admin/password", roles: staffRoles },
  { path: "/admin/sign-out", roles: staffRoles },
  { path: "/admin/staff", roles: ["admin"] },
  { path: "/admin/outbox", roles: ["admin"] },
  { path: "/admin/audit", roles: ["admin"] },
  { path: "/admin/jobs", roles: publishingRoles.jobs },
  { path: "/admin/jobs/new", roles: publishingRoles.jobs },
  { path: "/admin/jobs/:jobId", roles: publishingRoles.jobs },
  { path: "/admin/news", roles: publishingRoles.news },
  { path: "/admin/news/new", roles: publishingRoles.news },
  { path: "/admin/news/:newsId", roles: publishingRoles.news },
  { path: "/admin/price-list", roles: publishingRoles["price-list"] },
  ...inboxes.flatMap((inbox) => [
    { path: `/admin/${inbox}`, roles: inboxRoles[inbox] },
    { path: `/admin/${inbox}/export.csv`, roles: inboxRoles[inbox], download: true as const },
    { path: `/admin/${inbox}/:reference`, roles: inboxRoles[inbox] },
    // Erasing a person's data on request (docs/product/spec-decisions.md, "E-mail and personal data").
    { path: `/admin/${inbox}/:reference/erase`, roles: ["admin"] as const },
  ]),
  { path: "/admin/applications/:reference/:file", roles: inboxRoles.applications, download: true },
];

function entryAt(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return backOfficeAccess.find((entry) => matchPath({ path: entry.path, end: true }, path));
}

/** The roles allowed at a back-office path, or null when the path is in nobody's table. */
export function rolesAllowedAt(pathname: string): readonly StaffRole[] | null {
  return entryAt(pathname)?.roles ?? null;
}

/** A file or an export, not a page: refused with a status (401/403), never sent to the sign-in page. */
export function isDownloadAt(pathname: string): boolean {
  return entryAt(pathname)?.download === true;
}
