import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import { useActionData, useFetcher } from "react-router";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { useMessageText } from "~/components/ui/FieldErrors";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton } from "~/components/ui/FormResult";
import { Toasts, useResponseToast } from "~/components/ui/Toasts";
import { parseSubmission } from "~/lib/forms/fields";
import { formMessageOf, type PublicFormResponse } from "~/lib/forms/public-form-response";
import { useHydrated } from "~/lib/use-hydrated";
import { contactLimits, contactMessageSchema } from "./contact-schema";

const constraint = getZodConstraint(contactMessageSchema);

/**
 * The contact form (SPEC sections 2, 4, 5, 8). Posts to the page's action with or without
 * JavaScript; with it, the button shows "sending" then "sent" (disabled until the page is
 * reloaded), the fields clear and a notification appears bottom right.
 */
export function ContactForm({ submissionKey, subject }: { submissionKey: string; subject?: string | undefined }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PublicFormResponse>({ key: "contact-form" });
  // Without JavaScript the form posts as a document and the answer arrives as the page's action data.
  const documentResponse = useActionData<PublicFormResponse>();
  const response = fetcher.data ?? documentResponse;
  const busy = fetcher.state !== "idle";
  const sent = response?.outcome === "stored";

  const [form, fields] = useForm({
    id: "contact-form",
    defaultValue: { subject },
    lastResult: response?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, contactMessageSchema),
  });

  useResponseToast(response, (r) =>
    r.outcome === "stored"
      ? {
          kind: "success",
          text: `${t("contactForm.successMessage")} ${t("forms.reference", { reference: r.reference ?? "" })}`,
        }
      : r.outcome === "invalid"
        ? null
        : { kind: "error", text: text(formMessageOf(r) ?? "contactForm.errorMessage") },
  );

  const problem = formMessageOf(response);
  return (
    <>
      {hydrated && <Toasts position="bottom-right" />}
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
          {t("contactForm.title")}
        </h2>
        {!hydrated && sent && (
          <FormNotice kind="success">
            {t("contactForm.successMessage")} {t("forms.reference", { reference: response?.reference ?? "" })}
          </FormNotice>
        )}
        {!hydrated && problem && <FormNotice kind="error">{text(problem)}</FormNotice>}
        <FormGuardFields submissionKey={submissionKey} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.name}
            label={t("contact.form.name")}
            autoComplete="name"
            maxLength={contactLimits.name}
          />
          <TextField
            meta={fields.email}
            type="email"
            label={t("contact.form.email")}
            autoComplete="email"
            maxLength={254}
          />
        </div>
        <TextField meta={fields.subject} label={t("contact.form.subject")} maxLength={contactLimits.subject} />
        <TextAreaField
          meta={fields.message}
          label={t("contact.form.message")}
          rows={5}
          maxLength={contactLimits.message}
        />
        <ConsentCheckbox meta={fields.consent} />
        <SubmitButton
          variant="secondary"
          busy={busy}
          done={sent}
          label={sent ? t("contactForm.sent") : t("contact.form.send")}
          busyLabel={t("contactForm.sending")}
        />
      </fetcher.Form>
    </>
  );
}
