import { data } from "react-router";
import type { Route } from "./+types/admin.not-found";
import { getSignedInStaff } from "~/modules/staff/staff-session.server";
import { staffRoles } from "~/domain/choices";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(staffRoles)];

/**
 * An address under /admin that names no page: for a member signed in, a 404 inside the back-office's
 * frame (routes/admin.tsx draws it); anyone else is sent to sign in, as for every back-office address,
 * so the answer never tells a stranger which addresses exist.
 */
export function loader({ context }: Route.LoaderArgs) {
  getSignedInStaff(context);
  throw data(null, { status: 404 });
}

/** Never drawn (the loader always throws): its presence makes the 404 render inside the frame. */
export default function BackOfficeNotFound() {
  return null;
}
