import { data } from "react-router";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.inbox-erase";
import { previewErasure } from "~/modules/submissions/erasure.server";
import { ErasedRecord, ErasurePage, ErasureDone } from "~/modules/submissions/ErasurePreview";
import { eraseOnRequest, type ErasureOutcome } from "~/modules/submissions/inbox-actions.server";
import { inboxOfRequest, loadErasedRecord } from "~/modules/submissions/inbox-pages.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { appServicesContext } from "~/lib/app-context.server";
import { inboxAdminsAt } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";

/** Erasing a person's data on request: admins only (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxAdminsAt)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const title = backOfficeTitle(context, (texts) => `${texts.record.eraseTitle} · ${params.reference}`);
  const preview = await previewErasure(services.database.db, { inbox, reference: params.reference });
  if (preview) return { title, page: { kind: "preview" as const, inbox, reference: params.reference, preview } };
  // Erased meanwhile (this erasure included: the page is read again after it).
  const erased = await loadErasedRecord(services, inbox, params.reference);
  if (!erased) throw data(null, { status: 404 });
  return { title, page: { kind: "erased" as const, ...erased } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const inbox = inboxOfRequest(request);
  const services = context.get(appServicesContext);
  const read = await readStaffForm(request, services, "inbox");
  const form = read.ok ? read.form : null;
  const outcome: ErasureOutcome = form
    ? await eraseOnRequest(services, { inbox, reference: params.reference }, form, { id, name })
    : { kind: "problem", problem: "invalid", ticked: [] };
  return data(outcome, { status: outcome.kind === "erased" ? 200 : 400 });
}

export default function ErasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (actionData?.kind === "erased") return <ErasureDone inbox={page.inbox} outcome={actionData} />;
  if (page.kind === "erased") return <ErasedRecord data={page} />;
  return <ErasurePage data={page} outcome={actionData} />;
}
