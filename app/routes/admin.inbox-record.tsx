import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.inbox-record";
import { actOnRecord, eraseOnRequest, readInboxForm, type InboxOutcome } from "~/features/inboxes/inbox-actions.server";
import { findRecord } from "~/features/inboxes/inbox-record.server";
import { inboxOfRequest, loadRecordDetail } from "~/features/inboxes/inbox-pages.server";
import { RecordDetail } from "~/features/inboxes/RecordDetail";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { getStaff, typedBeforeSignIn } from "~/features/staff-auth/staff-session.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, name, role } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const detail = await loadRecordDetail(services, inbox, params.reference, getLanguage(context), { id, name });
  if (!detail) throw data(null, { status: 404 });
  return {
    title: backOfficeTitle(context, () => detail.record.reference),
    detail: { ...detail, canErase: role === "admin", typed: typedBeforeSignIn(context) ?? undefined },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name, role } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const found = await findRecord(services.database.db, inbox, params.reference, getLanguage(context));
  if (!found) throw data(null, { status: 404 });
  const form = await readInboxForm(request, services);
  if (form?.get("intent") === "erase") {
    // Erasing a person's data is for admins only (SPEC-DECISIONS.md, "E-mail and personal data").
    if (role !== "admin") throw data(null, { status: 403 });
    const erased = await eraseOnRequest(services, inbox, found.summary, form, { id, name });
    if (typeof erased !== "number") return data(erased, { status: 400 });
    throw redirect(`/admin/${inbox}?erased=${erased}`);
  }
  const outcome: InboxOutcome = form
    ? await actOnRecord(services, inbox, found.summary, form, { id, name })
    : { kind: "problem", problem: "invalid" };
  const status = outcome.kind === "saved" ? 200 : outcome.kind === "stale" ? 409 : 400;
  return data(outcome, { status });
}

export default function RecordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordDetail data={loaderData.detail} outcome={actionData} />;
}
