import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { PhoneField, SelectField, TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton, SuccessPanel } from "~/components/ui/FormResult";
import { PickerField } from "~/components/ui/PickerField";
import { contactMethods, industries, monthlyDeliveryBands, orderPreferences } from "~/domain/choices";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import type { PublicFormResponse } from "~/lib/forms/public-form-response";
import { usePublicForm } from "~/lib/forms/use-public-form";
import { enterpriseLimits, enterpriseRequestSchema } from "./enterprise-request-schema";

/**
 * The business proposal (spec.md sections 2-5, 8), posting to the /enterprise action with or without
 * JavaScript. While sending, inputs are disabled and the button reads "Sending..."; after success a
 * thank-you panel with Close, and `onClose` runs by itself after 2 s. Notifications go to the
 * page's `<Toasts position="top-center" />`.
 */
export function EnterpriseRequestForm({
  submissionKey,
  onClose,
  message,
}: {
  submissionKey: string;
  onClose: () => void;
  /** Opened from a service's 'Get Started': the message names the service. */
  message?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const successText = (r: PublicFormResponse) =>
    r.reference
      ? t("enterpriseForm.successMessage", { reference: r.reference })
      : t("enterpriseForm.successMessageNoId");
  const {
    fetcher,
    form,
    fields,
    busy,
    stored,
    failure,
    submissionKey: currentKey,
  } = usePublicForm({
    id: "enterprise-request",
    submissionKey,
    schema: enterpriseRequestSchema,
    defaultValue: { message },
    successText,
    failureText: (detail) => `${t("enterpriseForm.errorMessage")} (${detail})`,
    afterSuccess: { delayMs: 2000, run: onClose },
  });

  if (stored) {
    return (
      <SuccessPanel
        title={t("enterpriseForm.thanksTitle")}
        closeLabel={t("common.close")}
        onClose={onClose}
        closeHref="/enterprise"
        testId="enterprise-thanks"
      >
        <p>{successText(stored)}</p>
        <p className="text-base">{t("enterpriseForm.thanksText")}</p>
      </SuccessPanel>
    );
  }

  const options = <T extends string>(
    values: readonly T[],
    group: "contactMethods" | "industries" | "orderPreferences" | "monthlyDeliveries",
  ) => values.map((value) => ({ value, label: t(`enterpriseForm.${group}.${value}` as never) as string }));

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormGuardFields submissionKey={currentKey} />
      <fieldset disabled={busy} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.firstName}
            label={t("enterpriseForm.firstName")}
            autoComplete="given-name"
            maxLength={enterpriseLimits.name}
          />
          <TextField
            meta={fields.lastName}
            label={t("enterpriseForm.lastName")}
            autoComplete="family-name"
            maxLength={enterpriseLimits.name}
          />
          <TextField
            meta={fields.companyName}
            label={t("enterpriseForm.companyName")}
            autoComplete="organization"
            maxLength={enterpriseLimits.company}
          />
          <TextField
            meta={fields.position}
            label={t("enterpriseForm.position")}
            autoComplete="organization-title"
            maxLength={enterpriseLimits.position}
          />
          <TextField
            meta={fields.email}
            type="email"
            label={t("enterpriseForm.email")}
            autoComplete="email"
            maxLength={254}
          />
          <PhoneField meta={fields.phone} label={t("enterpriseForm.phone")} autoComplete="tel" />
          <TextField
            meta={fields.city}
            label={t("enterpriseForm.city")}
            autoComplete="address-level2"
            maxLength={enterpriseLimits.city}
          />
          <SelectField
            meta={fields.industry}
            label={t("enterpriseForm.industry")}
            placeholder={t("enterpriseForm.choose")}
            options={options(industries, "industries")}
          />
          <SelectField
            meta={fields.monthlyDeliveries}
            label={t("enterpriseForm.monthlyDeliveriesLabel")}
            placeholder={t("enterpriseForm.choose")}
            options={options(monthlyDeliveryBands, "monthlyDeliveries")}
          />
          <SelectField
            meta={fields.contactMethod}
            label={t("enterpriseForm.contactMethod")}
            placeholder={t("enterpriseForm.choose")}
            options={options(contactMethods, "contactMethods")}
          />
          <SelectField
            meta={fields.orderPreference}
            label={t("enterpriseForm.orderPreference")}
            placeholder={t("enterpriseForm.choose")}
            options={options(orderPreferences, "orderPreferences")}
          />
          <PickerField
            meta={fields.vehicleType}
            label={t("enterpriseForm.vehicleType")}
            placeholder={t("enterpriseForm.vehiclePlaceholder")}
            dialogTitle={t("enterpriseForm.vehicleDialogTitle")}
            options={vehiclePickerOptions(i18n.language)}
          />
        </div>
        <TextAreaField
          meta={fields.message}
          label={t("enterpriseForm.message")}
          optional
          rows={4}
          maxLength={enterpriseLimits.message}
        />
        <ConsentCheckbox meta={fields.consent} />
      </fieldset>
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <SubmitButton
        busy={busy}
        label={t("enterpriseForm.submit")}
        busyLabel={t("enterpriseForm.submitting")}
        className="w-full"
      />
    </fetcher.Form>
  );
}
