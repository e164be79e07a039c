import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.language";
import { staffUsers } from "~/db/schema";
import { staffRoles } from "~/domain/choices";
import { asLanguage } from "~/i18n/languages";
import { appServicesContext } from "~/lib/app-context.server";
import { staffOnly } from "~/modules/staff/access.server";
import { readStaffForm, unreadableForm } from "~/modules/staff/staff-form.server";
import { getStaff } from "~/modules/staff/staff-session.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(staffRoles)];

/** A back-office address to go back to: only one of ours, never another site's. */
const backTo = (path: string | undefined) => (path && /^\/admin(\/[\w./?=&%-]*)?$/.test(path) ? path : "/admin");

/** The member's language for the back-office and the e-mails sent to them (POST from the frame's switcher). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const form = await readStaffForm(request, services, "small");
  if (!form.ok) throw unreadableForm(form.rejection);
  const language = asLanguage(form.fields.language);
  if (!language) throw data(null, { status: 400 });
  const { id } = getStaff(context);
  await services.database.db.update(staffUsers).set({ language, updatedAt: new Date() }).where(eq(staffUsers.id, id));
  // The address the switcher was on, without a `?lng=` that would outweigh the new choice.
  const back = new URL(backTo(form.fields.back), "http://back-office");
  back.searchParams.delete("lng");
  throw redirect(`${back.pathname}${back.search}`);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
