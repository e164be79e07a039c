import { data } from "react-router";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.inbox-record";
import { ErasedRecord } from "~/modules/submissions/ErasurePreview";
import { actOnRecord, type InboxOutcome } from "~/modules/submissions/inbox-actions.server";
import { findRecord } from "~/modules/submissions/inbox-record.server";
import { inboxOfRequest, loadErasedRecord, loadRecordDetail } from "~/modules/submissions/inbox-pages.server";
import { RecordDetail } from "~/modules/submissions/RecordDetail";
import { actOnDelivery, deliveryPanel } from "~/modules/deliveries/delivery-actions.server";
import { DeliveryPanel } from "~/modules/deliveries/DeliveryPanel";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { getStaff, typedBeforeSignIn } from "~/modules/staff/staff-session.server";
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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, role, name } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const language = getLanguage(context);
  const url = new URL(request.url);
  const found = await loadRecordDetail(services, inbox, params.reference, {
    language,
    role,
    url,
    staffName: name,
    staffId: id,
  });
  if (found) {
    const { detail, row } = found;
    const title = backOfficeTitle(context, () => detail.record.reference);
    const typed = typedBeforeSignIn(context) ?? undefined;
    const delivery = inbox === "deliveries" ? await deliveryPanel(services, row, language) : null;
    return {
      title,
      page: { kind: "record" as const, detail: { ...detail, canErase: role === "admin", typed, me: id }, delivery },
    };
  }
  // An erased record's reference says so (when, why, by whom), not a bare "not found".
  const erased = await loadErasedRecord(services, inbox, params.reference);
  if (!erased) throw data(null, { status: 404 });
  const title = backOfficeTitle(context, () => erased.reference);
  return data({ title, page: { kind: "erased" as const, ...erased } }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const found = await findRecord(services.database.db, inbox, params.reference, getLanguage(context));
  if (!found) throw data(null, { status: 404 });
  const read = await readStaffForm(request, services, "inbox");
  const form = read.ok ? read.form : null;
  const actor = { id, name };
  const outcome: InboxOutcome = form
    ? ((inbox === "deliveries" ? await actOnDelivery(services, found.summary, form, actor) : null) ??
      (await actOnRecord(services, inbox, found.summary, form, actor)))
    : { kind: "problem", problem: "invalid" };
  const status = outcome.kind === "saved" || outcome.kind === "sent" ? 200 : outcome.kind === "stale" ? 409 : 400;
  return data(outcome, { status });
}

export default function RecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind === "erased") return <ErasedRecord data={page} />;
  return (
    <RecordDetail
      data={page.detail}
      outcome={actionData}
      steps={page.delivery && <DeliveryPanel panel={page.delivery} formKey={page.detail.formKey} />}
    />
  );
}
