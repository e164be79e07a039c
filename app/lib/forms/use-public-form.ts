import { useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import { useMessageText } from "~/components/ui/FieldErrors";
import { useResponseToast } from "~/components/ui/Toasts";
import { parseSubmission } from "./fields";
import { formMessageOf, type PublicFormResponse } from "./public-form-response";

type Constraint = ReturnType<typeof getZodConstraint>;

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

type PublicFormOptions<Schema extends FormSchema> = {
  /** The form's element id (Conform's form id). */
  id: string;
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
 */
export function usePublicForm<Schema extends FormSchema>({
  id,
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
  const formMessage = response && response.outcome !== "stored" ? formMessageOf(response) : undefined;

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    lastResult: response?.result,
    constraint: constraint ?? getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  });

  useResponseToast(fetcher.data, (r) => {
    if (r.outcome === "stored") return { kind: "success", text: successText(r) };
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
    /** The failure of the last submission in the visitor's language, if it failed as a whole. */
    failure: formMessage ? failureText(text(formMessage)) : null,
  };
}
