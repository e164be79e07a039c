import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton } from "~/components/ui/FormResult";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { Toasts } from "~/components/ui/Toasts";
import { usePublicForm } from "~/lib/forms/use-public-form";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { contactLimits, contactMessageSchema } from "./contact-schema";

type ContactFormProps = { submissionKey: string; subject?: string | undefined };

/**
 * The contact form (spec.md sections 2, 4, 5, 8). Posts to the page's action with or without
 * JavaScript; with it, the button shows "sending" then "sent" (disabled until the visitor starts a
 * new message), the fields clear and a notification appears bottom right, and the reference stays
 * above the form (ADR 040). A failure is also written above the button.
 */
export function ContactForm(props: ContactFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // "Send another message" starts a new round: a fresh form and fetcher, the loader's new key.
  const [round, setRound] = useState(0);
  return (
    <>
      {hydrated && <Toasts position="bottom-right" />}
      <SentConfirmation
        name="contact-form"
        next={t("contactForm.next")}
        againLabel={t("contactForm.sendAnother")}
        onAgain={() => setRound((done) => done + 1)}
        testId="contact-sent"
        className="mb-4"
      />
      <RoundOfContactForm key={round} round={round} {...props} />
    </>
  );
}

function RoundOfContactForm({ submissionKey: loaderKey, subject, round }: ContactFormProps & { round: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const successText = (reference = "") => `${t("contactForm.successMessage")} ${t("forms.reference", { reference })}`;
  const { fetcher, form, fields, busy, stored, failure, submissionKey } = usePublicForm({
    id: "contact-form",
    submissionKey: loaderKey,
    schema: contactMessageSchema,
    defaultValue: { subject },
    fetcherKey: round === 0 ? "contact-form" : `contact-form-${round}`,
    successText: (response) => successText(response.reference),
  });
  const sent = Boolean(stored);
  return (
    <>
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
