import { useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import { useMessageText } from "~/components/ui/FieldErrors";
import { useResponseToast } from "~/components/ui/Toasts";
import { loadWaitingSections } from "~/lib/page-speed/hydrate-when-visible";
import { parseSubmission } from "./fields";
import { installBackgroundSender } from "./background-sends";
import { draftFormData } from "./form-drafts";
import { formMessageOf, type PublicFormResponse } from "./public-form-response";
import { useFormDraft, useResendWhilePending } from "./use-form-draft";

type Constraint = ReturnType<typeof getZodConstraint>;

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

type PublicFormOptions<Schema extends FormSchema> = {
  /** The form's element id (Conform's form id), also the name of its draft on the device. */
  id: string;
  /** The key the page's loader handed out; a draft restored from the device brings its own. */
  submissionKey: string;
  schema: Schema;
  /** Defaults to the schema's own (`getZodConstraint`). */
  constraint?: Constraint;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** A fetcher shared by name (for example with a toast on another part of the page). */
  fetcherKey?: string;
  /** Without JavaScript a page's forms share one action: which document answers are this form's. */
  ownsDocumentResponse?: (response: PublicFormResponse) => boolean;
  /** The success notification's text. */
  successText: (response: PublicFormResponse) => string;
  /** The failure's text, given the translated form-level message (rate limit, database away …). */
  failureText?: (message: string) => string;
  /** What happens by itself a moment after a stored submission (close a modal, reset a page …). */
  afterSuccess?: { delayMs: number; run: (response: PublicFormResponse) => void };
};

/**
 * The browser side of every public form: the fetcher (or, without JavaScript, the page's action
 * data), Conform with the shared schema, the busy and sent state, the success notification, the
 * failure to show inside the form (`failure`, shown with role="alert" above the submit button, so it
 * is read even inside a modal in the top layer), and the timer that runs after a success.
 * With the network gone at the tap (the page's `clientAction` is `keepFormWhenOffline`) the form stays
 * as typed, says so, and sends itself again with the same key when the network is back; what was
 * typed is kept on the device until it is stored (ADR 040). Render the returned `submissionKey`.
 */
export function usePublicForm<Schema extends FormSchema>({
  id,
  submissionKey: loaderKey,
  schema,
  constraint,
  defaultValue,
  fetcherKey,
  ownsDocumentResponse = () => true,
  successText,
  failureText = (message) => message,
  afterSuccess,
}: PublicFormOptions<Schema>) {
  const text = useMessageText();
  const fetcher = useFetcher<PublicFormResponse>(fetcherKey ? { key: fetcherKey } : undefined);
  const documentResponse = useActionData<PublicFormResponse>();
  const ownDocumentResponse = documentResponse && ownsDocumentResponse(documentResponse) ? documentResponse : undefined;
  const response = fetcher.data ?? ownDocumentResponse;
  const stored = response?.outcome === "stored" ? response : undefined;
  const offline = response?.outcome === "offline";
  const formMessage = response && response.outcome !== "stored" ? formMessageOf(response) : undefined;

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    // An answer made in the browser (offline) leaves the fields as they are.
    lastResult: offline ? undefined : response?.result,
    constraint: constraint ?? getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  });

  const draft = useFormDraft({
    id,
    submissionKey: loaderKey,
    restore: (values) => form.update({ value: values as NonNullable<DefaultValue<z.input<Schema>>> }),
  });
  const sentData = useRef<FormData | undefined>(undefined);
  const { sending, answered } = draft;
  useEffect(() => {
    if (fetcher.state !== "submitting" || !fetcher.formData) return;
    sentData.current = fetcher.formData;
    sending(fetcher.formData);
  }, [fetcher.state, fetcher.formData, sending]);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.outcome === "stored") {
      const email = sentData.current?.get("email");
      answered("stored", { reference: answer.reference ?? "", emailed: typeof email === "string" && email !== "" });
    } else answered(answer.outcome === "offline" ? "offline" : "refused");
  }, [fetcher.data, answered]);
  useEffect(installBackgroundSender, []);
  useResendWhilePending(
    draft.pending,
    () => {
      const pending = draft.pendingDraft();
      if (!pending) return;
      if (fetcher.state !== "idle") return "busy";
      // The answer shows only once the page's sections have loaded: the visitor may not have tapped yet.
      loadWaitingSections();
      void fetcher.submit(draftFormData(pending), { method: "post" });
    },
    draft.resumed,
  );

  useResponseToast(fetcher.data, (r) => {
    if (r.outcome === "stored") return { kind: "success", text: successText(r) };
    // The notice in the form says it; a notification's code may not be loaded, with no network to load it.
    if (r.outcome === "offline") return null;
    const message = formMessageOf(r);
    return message ? { kind: "error", text: failureText(text(message)) } : null;
  });

  const after = useRef(afterSuccess);
  useEffect(() => {
    after.current = afterSuccess;
  });
  useEffect(() => {
    const response = fetcher.data;
    if (response?.outcome !== "stored" || !after.current) return;
    const { delayMs, run } = after.current;
    const timer = setTimeout(() => run(response), delayMs);
    return () => clearTimeout(timer);
  }, [fetcher.data]);

  return {
    fetcher,
    form,
    fields,
    response,
    busy: fetcher.state !== "idle",
    stored,
    /** The key to render in the form's hidden field (`FormGuardFields`). */
    submissionKey: draft.submissionKey,
    /** The failure of the last submission in the visitor's language, if it failed as a whole. */
    failure: formMessage ? (offline ? text(formMessage) : failureText(text(formMessage))) : null,
  };
}
