import { redirect } from "react-router";
import { submitJobApplication } from "~/modules/careers/job-application.server";
import { isRecordId } from "~/lib/route-params";
import type { Route } from "./+types/careers.job.apply";

/** The job page itself: this address only receives applications sent by the page's script. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/careers/${encodeURIComponent(params.jobId)}`, 303);
}

/** Receives an application sent with upload progress (XMLHttpRequest) and answers in JSON. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isRecordId(params.jobId)) {
    return Response.json({ ok: false, failure: "job-closed", issues: [] }, { status: 404 });
  }
  const outcome = await submitJobApplication(request, context, params.jobId);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return Response.json(outcome.result, { status: outcome.status, headers });
}
