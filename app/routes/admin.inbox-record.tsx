import { data } from "react-router";
import type { Route } from "./+types/admin.inbox-record";
import { actOnRecord, readInboxForm, type InboxOutcome } from "~/features/inboxes/inbox-actions.server";
import { findRecord } from "~/features/inboxes/inbox-record.server";
import { inboxOfRequest, loadRecordDetail } from "~/features/inboxes/inbox-pages.server";
import { RecordDetail } from "~/features/inboxes/RecordDetail";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, name } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const detail = await loadRecordDetail(services, inbox, params.reference, getLanguage(context), { id, name });
  if (!detail) throw data(null, { status: 404 });
  return { title: backOfficeTitle(context, () => detail.record.reference), detail };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const found = await findRecord(services.database.db, inbox, params.reference, getLanguage(context));
  if (!found) throw data(null, { status: 404 });
  const form = await readInboxForm(request, services);
  const outcome: InboxOutcome = form
    ? await actOnRecord(services, inbox, found.summary, form, { id, name })
    : { kind: "problem", problem: "invalid" };
  const status = outcome.kind === "saved" ? 200 : outcome.kind === "stale" ? 409 : 400;
  return data(outcome, { status });
}

export default function RecordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordDetail data={loaderData.detail} outcome={actionData} />;
}
