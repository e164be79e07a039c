import { data } from "react-router";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.inbox";
import { InboxList } from "~/modules/submissions/InboxList";
import { actOnSelection, type InboxOutcome } from "~/modules/submissions/inbox-actions.server";
import { inboxOfRequest, loadInboxList } from "~/modules/submissions/inbox-pages.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { inboxRolesAt } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxRolesAt)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

export async function loader({ request, context }: Route.LoaderArgs) {
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const list = await loadInboxList(services, inbox, new URL(request.url), getLanguage(context), getStaff(context).id);
  return { title: backOfficeTitle(context, (texts) => texts.inboxes[inbox]), list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const read = await readStaffForm(request, services, "inbox");
  const form = read.ok ? read.form : null;
  const outcome: InboxOutcome = form
    ? await actOnSelection(services, inbox, form, { id, name })
    : { kind: "problem", problem: "invalid" };
  return data(outcome, { status: outcome.kind === "saved" ? 200 : 400 });
}

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxList data={loaderData.list} outcome={actionData} />;
}
