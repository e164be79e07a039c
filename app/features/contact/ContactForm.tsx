import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton } from "~/components/ui/FormResult";
import { Toasts } from "~/components/ui/Toasts";
import { usePublicForm } from "~/lib/forms/use-public-form";
import { useHydrated } from "~/lib/use-hydrated";
import { contactLimits, contactMessageSchema } from "./contact-schema";

/**
 * The contact form (SPEC sections 2, 4, 5, 8). Posts to the page's action with or without
 * JavaScript; with it, the button shows "sending" then "sent" (disabled until the page is
 * reloaded), the fields clear and a notification appears bottom right. A failure is also written
 * above the button.
 */
export function ContactForm({ submissionKey, subject }: { submissionKey: string; subject?: string | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const successText = (reference = "") => `${t("contactForm.successMessage")} ${t("forms.reference", { reference })}`;
  const { fetcher, form, fields, busy, stored, failure } = usePublicForm({
    id: "contact-form",
    schema: contactMessageSchema,
    defaultValue: { subject },
    fetcherKey: "contact-form",
    successText: (response) => successText(response.reference),
  });
  const sent = Boolean(stored);
  return (
    <>
      {hydrated && <Toasts position="bottom-right" />}
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
          {t("contactForm.title")}
        </h2>
        {!hydrated && stored && <FormNotice kind="success">{successText(stored.reference)}</FormNotice>}
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
        {failure && <FormNotice kind="error">{failure}</FormNotice>}
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
