/**
 * Server-side protections every public form goes through (ADR 005, ADR 021):
 * per-client rate limits, a size-capped body, a honeypot, one schema as the authority, and
 * "insert once" by submission key. `handlePublicForm` chains them for url-encoded forms; forms
 * that stream files (job applications) use the pieces (`checkRateLimit`, `honeypotFilled`,
 * `insertOnce`) around their own body parser.
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import type { MailFor } from "./insert-once.server";
import { submissionMail } from "./outbox.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";
import { noteRenderedSecret, noteStoredSubmission } from "~/lib/rendered-secrets.server";
import type { RateLimitVerdict } from "~/lib/forms/rate-limit.server";
import { formErrors, HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/forms/field-names";
import { MAX_FORM_BYTES, readFormBody, type Rejection, UNAVAILABLE_RETRY_SECONDS } from "~/lib/forms/form-body.server";
import { parseSubmission } from "~/lib/forms/fields";
import { BUSY_RETRY_SECONDS, submissionOverflowContext } from "~/lib/forms/submission-admission.server";
import { FORM_VARIANT_FIELD, type PublicFormResponse } from "~/lib/forms/public-form-response";
import { noteFormOutcome, refusalReasonOf } from "~/lib/production-figures.server";

/**
 * A fresh key for a form about to be rendered (put it in the form's hidden `submissionKey` field).
 * A cached copy of the page gets a new one for every visitor (lib/rendered-secrets).
 */
export function newSubmissionKey(): string {
  return noteRenderedSecret(randomUUID());
}

/** Counts this post for the client address; a rejection past FORM_BURST_LIMIT posts per 10 seconds (any form). */
async function checkBurst(context: Readonly<RouterContextProvider>): Promise<Rejection | null> {
  const { formRateLimits } = context.get(appServicesContext);
  return refusal(await formRateLimits.burst.take(context.get(clientAddressContext)));
}

/** Gives back the submission taken by `checkRateLimit` when nothing was stored. */
async function giveBackSubmissionQuota(context: Readonly<RouterContextProvider>, form: string): Promise<void> {
  const { formRateLimits } = context.get(appServicesContext);
  await formRateLimits.submissions.giveBack(`${form}|${context.get(clientAddressContext)}`);
}

/**
 * Counts this post for the client address and takes one of the form's submissions: a rejection past
 * FORM_BURST_LIMIT posts per 10 seconds or FORM_RATE_LIMIT submissions per 10 minutes. One round trip to
 * PostgreSQL for both (ADR 083); the submission is not counted when the post is refused. A form whose every
 * post is expensive work (an upload) calls it before the body is read, so a flood of uploads is cut short.
 */
export async function checkRateLimit(
  context: Readonly<RouterContextProvider>,
  form: string,
): Promise<Rejection | null> {
  const { formRateLimits } = context.get(appServicesContext);
  const address = context.get(clientAddressContext);
  return refusal(await formRateLimits.takePostAndSubmission(address, `${form}|${address}`));
}

function refusal(verdict: RateLimitVerdict): Rejection | null {
  return verdict.allowed
    ? null
    : { status: 429, formError: formErrors.rateLimited, retryAfterSeconds: verdict.retryAfterSeconds };
}

/** True when the hidden honeypot field came back filled in: a bot, not a person. */
export function honeypotFilled(form: { get(name: string): unknown }): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.length > 0 : value != null;
}

/** The action's answer: the response body with the right HTTP status (and Retry-After when limited). */
function publicFormReply(
  response: PublicFormResponse,
  status: number,
  { retryAfterSeconds, closeConnection }: { retryAfterSeconds?: number; closeConnection?: boolean } = {},
): ReturnType<typeof data<PublicFormResponse>> {
  const headers = new Headers();
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  if (closeConnection) headers.set("Connection", "close");
  return data(response, { status, headers });
}

type HandleOptions<Schema extends z.ZodType> = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** Short name of the form, used in the rate-limit key and logs (`contact`, `driver`, ...). */
  form: string;
  schema: Schema;
  /**
   * Stores the valid submission once with the e-mails `mailFor` composes (use `insertOnce`), in the language
   * the visitor used.
   */
  store: (
    value: z.output<Schema>,
    db: Database,
    language: Language,
    mailFor: MailFor,
  ) => Promise<{ id: number; reference: string; created: boolean }>;
  /** The inbox it goes to, and who sent it (the name staff are told, the address the confirmation goes to). */
  inbox: Inbox;
  sender: (value: z.output<Schema>) => { name: string; email: string | null };
  /** Form-level message key when the schema refuses the input. */
  invalidMessage?: string;
  /** Form-level message key when storing failed. */
  failureMessage?: string;
};

/**
 * The whole server side of a url-encoded public form: read (capped), validate with the shared
 * schema, check the honeypot, count the submission, store once. Never throws for bad input: every refusal is
 * a 4xx with a message key, a storage failure is a 503 with `failureMessage`.
 */
export async function handlePublicForm<Schema extends z.ZodType>({
  request,
  context,
  form,
  schema,
  store,
  inbox,
  sender,
  invalidMessage = formErrors.invalid,
  failureMessage = formErrors.unavailable,
}: HandleOptions<Schema>) {
  const { env } = context.get(appServicesContext);
  const body = await readFormBody(request, MAX_FORM_BYTES, env.uploadIdleTimeoutMs);
  const turn = body instanceof FormData ? await takeTurn(context) : undefined;
  if (turn === null) {
    noteFormOutcome(form, "refused", "busy");
    return publicFormReply(
      {
        outcome: "failed",
        ...variantOf(body as FormData),
        result: parseSubmission(body as FormData, schema).reply({ formErrors: [formErrors.busy] }),
      },
      503,
      { retryAfterSeconds: BUSY_RETRY_SECONDS },
    );
  }
  try {
    return await answerPublicForm(body, {
      request,
      context,
      form,
      schema,
      store,
      inbox,
      sender,
      invalidMessage,
      failureMessage,
    });
  } finally {
    turn?.();
  }
}

/** A turn at the submissions' gate (ADR 061); null when it arrived past what the process holds, or too many wait. */
export async function takeTurn(context: Readonly<RouterContextProvider>): Promise<(() => void) | null> {
  if (context.get(submissionOverflowContext)) return null;
  return context.get(appServicesContext).submissionAdmission.enter();
}

/** Which of a form's places on the site sent it (the modal or the page), so the answer reaches that one. */
function variantOf(body: FormData): { variant?: string } {
  const tag = body.get(FORM_VARIANT_FIELD);
  return typeof tag === "string" && /^[a-z-]{1,32}$/.test(tag) ? { variant: tag } : {};
}

/** Everything after the body is read, while the submission holds its turn. */
async function answerPublicForm<Schema extends z.ZodType>(
  body: FormData | Rejection,
  {
    context,
    form,
    schema,
    store,
    inbox,
    sender,
    invalidMessage = formErrors.invalid,
    failureMessage = formErrors.unavailable,
  }: HandleOptions<Schema>,
) {
  const { database, logger, env } = context.get(appServicesContext);
  // Every post counts towards the burst limit; only stored submissions count towards FORM_RATE_LIMIT.
  if (!(body instanceof FormData)) {
    const rejection = (await checkBurst(context)) ?? body;
    noteFormOutcome(form, "refused", refusalReasonOf(rejection.status));
    return publicFormReply(
      { outcome: "rejected", result: { status: "error", error: { "": [rejection.formError] } } },
      rejection.status,
      rejection,
    );
  }
  const submission = parseSubmission(body, schema);
  const variant = variantOf(body);
  const storable = submission.status === "success" && !honeypotFilled(body);
  const limited = storable ? await checkRateLimit(context, form) : await checkBurst(context);
  if (limited) {
    noteFormOutcome(form, "refused", "rate-limited");
    return publicFormReply(
      { outcome: "rejected", ...variant, result: submission.reply({ formErrors: [limited.formError] }) },
      limited.status,
      limited,
    );
  }
  if (honeypotFilled(body)) {
    logger.info({ form }, "public form: honeypot filled, nothing stored");
    noteFormOutcome(form, "refused", "honeypot");
    return publicFormReply(
      { outcome: "rejected", ...variant, result: submission.reply({ formErrors: [formErrors.rejected] }) },
      400,
    );
  }
  if (submission.status !== "success") {
    // The submission key is hidden: when it is what is wrong, say the form must be reloaded. A check of
    // the whole form (a delivery's quote that lapsed) says what it found.
    const formError = submission.error?.[SUBMISSION_KEY_FIELD]
      ? formErrors.staleForm
      : (submission.error?.[""]?.[0] ?? invalidMessage);
    noteFormOutcome(form, "refused", formError === formErrors.staleForm ? "stale-form" : "invalid");
    return publicFormReply(
      { outcome: "invalid", ...variant, result: submission.reply({ formErrors: [formError] }) },
      400,
    );
  }
  try {
    const value = submission.value as z.output<Schema>;
    const language = getLanguage(context);
    // The submission and its e-mails are stored together: the mail server is never waited for (modules/submissions/outbox.server.ts).
    const mailFor = (reference: string) =>
      submissionMail({ ...env.mail, publicUrl: env.publicUrl }, { inbox, reference, language, ...sender(value) });
    const { reference, created } = await store(value, database.db, language, mailFor);
    noteFormOutcome(form, created ? "stored" : "repeated");
    noteStoredSubmission({ reference, variant: variant.variant ?? "" });
    return publicFormReply(
      { outcome: "stored", reference, ...variant, result: submission.reply({ resetForm: true }) },
      200,
    );
  } catch (error) {
    logger.error({ err: error, form }, "public form: could not store the submission");
    noteFormOutcome(form, "refused", "unavailable");
    await giveBackSubmissionQuota(context, form);
    return publicFormReply(
      { outcome: "failed", ...variant, result: submission.reply({ formErrors: [failureMessage] }) },
      503,
      { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS },
    );
  }
}
