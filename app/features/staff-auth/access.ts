import { matchPath } from "react-router";
import { staffRoles, type StaffRole } from "~/domain/choices";

/**
 * Who may use each back-office address: the one table the back-office's middleware checks on every
 * request (pages, actions, files, exports). An address missing here is refused to everyone, so a new
 * route must be added on purpose; tests/integration/admin-access.test.ts walks the route table.
 */
export const backOfficeAccess: Array<{ path: string; roles: readonly StaffRole[] }> = [
  { path: "/admin", roles: staffRoles },
  { path: "/admin/enrol", roles: staffRoles },
  { path: "/admin/password", roles: staffRoles },
  { path: "/admin/sign-out", roles: staffRoles },
  { path: "/admin/staff", roles: ["admin"] },
];

/** The roles allowed at a back-office path, or null when the path is in nobody's table. */
export function rolesAllowedAt(pathname: string): readonly StaffRole[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return backOfficeAccess.find((entry) => matchPath({ path: entry.path, end: true }, path))?.roles ?? null;
}
