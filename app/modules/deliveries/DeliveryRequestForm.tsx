import { getFormProps } from "@conform-to/react";
import { Link } from "react-router";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { PhoneField, SelectField, TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton } from "~/components/ui/FormResult";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { Toasts } from "~/components/ui/Toasts";
import { paymentMethods } from "~/domain/choices";
import { useTranslation } from "~/i18n/translate";
import { usePublicForm } from "~/lib/forms/use-public-form";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { deliveryRequestLimits, deliveryRequestSchema } from "./delivery-request-schema";
import { trackingHref } from "./tracking-href";

/** The quote the request is for: the places by id, the vehicle, when, refrigerated (sent as hidden fields). */
export type RequestedQuote = {
  from: string;
  to: string;
  vehicle: string;
  when: "now" | "later";
  day: string;
  time: string;
  refrigerated: boolean;
};

const FORM_ID = "delivery-request";

/**
 * The request under a quote: who sends, who receives, where exactly, what, how it is paid. Posts to the
 * quote page's action with or without JavaScript; the server prices the quote again (never a posted
 * price) and answers with the tracking number.
 */
export function DeliveryRequestForm({
  submissionKey: loaderKey,
  quote,
}: {
  submissionKey: string;
  quote: RequestedQuote;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const successText = (reference = "") => t("deliveries.request.success", { reference });
  const { fetcher, form, fields, busy, stored, failure, submissionKey } = usePublicForm({
    id: FORM_ID,
    submissionKey: loaderKey,
    schema: deliveryRequestSchema,
    fetcherKey: FORM_ID,
    successText: (response) => successText(response.reference),
  });
  const sent = Boolean(stored);
  const paymentOptions = paymentMethods.map((method) => ({
    value: method,
    label: t(`deliveries.paymentMethods.${method}`),
  }));
  return (
    <section aria-labelledby="request-title" className="mx-auto max-w-6xl px-4 pb-14">
      {hydrated && <Toasts position="bottom-right" />}
      <SentConfirmation
        name={FORM_ID}
        next={t("deliveries.request.next")}
        againLabel={t("deliveries.request.another")}
        againHref="/deliveries"
        follow={{ label: t("deliveries.request.track"), href: trackingHref }}
        testId="delivery-request-sent"
        className="mb-4"
      />
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-6 rounded-2xl border border-slate-200 p-6">
        <h2 id="request-title" className="text-2xl font-bold text-brand-900">
          {t("deliveries.request.title")}
        </h2>
        <p className="text-slate-700">{t("deliveries.request.intro")}</p>
        {!hydrated && stored && (
          <FormNotice kind="success">
            {successText(stored.reference)}{" "}
            <Link className="underline" to={trackingHref(stored.reference ?? "")}>
              {t("deliveries.request.track")}
            </Link>
          </FormNotice>
        )}
        <FormGuardFields submissionKey={submissionKey} />
        <input type="hidden" name="from" value={quote.from} />
        <input type="hidden" name="to" value={quote.to} />
        <input type="hidden" name="vehicle" value={quote.vehicle} />
        <input type="hidden" name="when" value={quote.when} />
        <input type="hidden" name="day" value={quote.day} />
        <input type="hidden" name="time" value={quote.time} />
        {quote.refrigerated && <input type="hidden" name="refrigerated" value="on" />}
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold text-brand-900">{t("deliveries.request.sender")}</legend>
          <TextField
            meta={fields.name}
            label={t("deliveries.request.name")}
            autoComplete="name"
            maxLength={deliveryRequestLimits.name}
          />
          <PhoneField meta={fields.phone} label={t("deliveries.request.phone")} autoComplete="tel" />
          <TextField
            meta={fields.email}
            type="email"
            label={t("deliveries.request.email")}
            hint={t("deliveries.request.emailHint")}
            optional
            autoComplete="email"
            maxLength={254}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-brand-900">{t("deliveries.request.recipient")}</legend>
          <TextField
            meta={fields.recipientName}
            label={t("deliveries.request.recipientName")}
            maxLength={deliveryRequestLimits.name}
          />
          <PhoneField meta={fields.recipientPhone} label={t("deliveries.request.recipientPhone")} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-brand-900">{t("deliveries.request.places")}</legend>
          <TextField
            meta={fields.fromLandmark}
            label={t("deliveries.request.fromLandmark")}
            hint={t("deliveries.request.landmarkHint")}
            optional
            maxLength={deliveryRequestLimits.landmark}
          />
          <TextField
            meta={fields.toLandmark}
            label={t("deliveries.request.toLandmark")}
            hint={t("deliveries.request.landmarkHint")}
            optional
            maxLength={deliveryRequestLimits.landmark}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-brand-900">{t("deliveries.request.parcel")}</legend>
          <TextField
            meta={fields.description}
            label={t("deliveries.request.description")}
            hint={t("deliveries.request.descriptionHint")}
            maxLength={deliveryRequestLimits.description}
          />
          <TextField
            meta={fields.weightKg}
            type="number"
            label={t("deliveries.request.weight")}
            optional
            min={1}
            max={deliveryRequestLimits.maxWeightKg}
            step={1}
            inputMode="numeric"
          />
          <SelectField
            meta={fields.paymentMethod}
            label={t("deliveries.request.payment")}
            placeholder={t("deliveries.request.paymentPlaceholder")}
            options={paymentOptions}
          />
        </fieldset>
        <TextAreaField
          meta={fields.notes}
          label={t("deliveries.request.notes")}
          optional
          rows={3}
          maxLength={deliveryRequestLimits.notes}
        />
        <ConsentCheckbox meta={fields.consent} />
        {failure && <FormNotice kind="error">{failure}</FormNotice>}
        <SubmitButton
          busy={busy}
          done={sent}
          label={sent ? t("deliveries.request.sent") : t("deliveries.request.send")}
          busyLabel={t("deliveries.request.sending")}
        />
      </fetcher.Form>
    </section>
  );
}
