import type { SubmissionResult } from "@conform-to/react";

/**
 * What every public form action answers (with and without JavaScript).
 * - `stored`: the record exists (new, or the one an earlier identical submission created); `reference` is
 *   what the visitor is shown (`KX-7F3K-92QD`, never the row id).
 * - `invalid`: a field is wrong; `result` carries field messages (i18n keys) under their fields.
 * - `rejected`: refused as a whole (honeypot, body too large, not a form, too many submissions);
 *   the message key is the form error.
 * - `failed`: the input was fine but could not be stored (database down); the visitor retries.
 * - `offline`: made in the browser when the request never reached the site (`keepFormWhenOffline`);
 *   the form keeps its draft and sends it again when the network is back.
 */
export type PublicFormResponse = {
  outcome: "stored" | "invalid" | "rejected" | "failed" | "offline";
  reference?: string;
  /**
   * Echo of the hidden `formVariant` field, for a page with two forms posting to one action: a
   * response to a no-JS (document) submission then tells which form it answers.
   */
  variant?: string;
  result: SubmissionResult<string[]>;
};

/** Name of the optional hidden field echoed as `PublicFormResponse.variant`. */
export const FORM_VARIANT_FIELD = "formVariant";

/** The form-level message key of a reply, if any (Conform keeps form errors under the "" field). */
export function formMessageOf(response: PublicFormResponse | undefined): string | undefined {
  return response?.result.error?.[""]?.[0] ?? undefined;
}

/**
 * A route's `headers` export for a page with a public form: a document (no-JS) answer carries the
 * action's headers too (`Retry-After` when rate-limited).
 */
export function publicFormHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}
