import { data, isRouteErrorResponse } from "react-router";
import { sendWhenOnline } from "./background-sends";
import type { PublicFormResponse } from "./public-form-response";

/** The answer a form gets when its request never reached the site (no network, connection cut). */
const OFFLINE_RESPONSE: PublicFormResponse = {
  outcome: "offline",
  result: { status: "error", error: { "": ["forms.offline.notice"] } },
};

/**
 * The `clientAction` of every page with a public form (ADR 040): the page's own action, except that a
 * request that fails on the way (the network dropped at the tap, a proxy in between gave up) answers
 * `offline` instead of throwing, so the form stays with what was typed rather than the page being
 * replaced by the error page. The 503 status keeps React Router from reloading the page's data, which
 * would fail the same way. Redirects and error responses of the site itself pass through unchanged.
 * Before the form says so, the send is handed to the service worker (ADR 043), so that it goes when
 * the network is back even if the visitor closes the page on reading the notice.
 */
export async function keepFormWhenOffline<Answer>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<Answer>;
}): Promise<Answer | ReturnType<typeof data<PublicFormResponse>>> {
  const sent = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const { pathname, search } = new URL(request.url);
    await sendWhenOnline(pathname + search, await sent.formData());
    return data(OFFLINE_RESPONSE, { status: 503 });
  }
}
