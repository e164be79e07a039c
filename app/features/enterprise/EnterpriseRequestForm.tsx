import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translate";
import { useActionData, useFetcher } from "react-router";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { useMessageText } from "~/components/ui/FieldErrors";
import { SelectField, TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton, SuccessPanel } from "~/components/ui/FormResult";
import { PickerField } from "~/components/ui/PickerField";
import { useResponseToast } from "~/components/ui/Toasts";
import { contactMethods, industries, monthlyDeliveryBands, orderPreferences } from "~/domain/choices";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import { parseSubmission } from "~/lib/forms/fields";
import { formMessageOf, type PublicFormResponse } from "~/lib/forms/public-form-response";
import { useHydrated } from "~/lib/use-hydrated";
import { enterpriseLimits, enterpriseRequestSchema } from "./enterprise-request-schema";

const constraint = getZodConstraint(enterpriseRequestSchema);

/**
 * The business proposal (SPEC sections 2-5, 8), posting to the /enterprise action with or without
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
  const text = useMessageText();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PublicFormResponse>();
  const documentResponse = useActionData<PublicFormResponse>();
  const response = fetcher.data ?? documentResponse;
  const busy = fetcher.state !== "idle";
  const stored = response?.outcome === "stored" ? response : undefined;

  const [form, fields] = useForm({
    id: "enterprise-request",
    defaultValue: { message },
    lastResult: response?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, enterpriseRequestSchema),
  });

  const successText = (r: PublicFormResponse) =>
    r.reference
      ? t("enterpriseForm.successMessage", { reference: r.reference })
      : t("enterpriseForm.successMessageNoId");

  useResponseToast(fetcher.data, (r) => {
    if (r.outcome === "stored") return { kind: "success", text: successText(r) };
    if (r.outcome === "invalid") return null;
    const detail = formMessageOf(r);
    return {
      kind: "error",
      text: detail ? `${t("enterpriseForm.errorMessage")} (${text(detail)})` : t("enterpriseForm.errorMessage"),
    };
  });

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (fetcher.data?.outcome !== "stored") return;
    const timer = setTimeout(() => close.current(), 2000);
    return () => clearTimeout(timer);
  }, [fetcher.data]);

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
  const problem = formMessageOf(response);

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      {!hydrated && problem && <FormNotice kind="error">{text(problem)}</FormNotice>}
      <FormGuardFields submissionKey={submissionKey} />
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
          <TextField
            meta={fields.phone}
            type="tel"
            label={t("enterpriseForm.phone")}
            prefix="+244"
            autoComplete="tel"
            placeholder="923 000 000"
            maxLength={24}
          />
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
      <SubmitButton
        busy={busy}
        label={t("enterpriseForm.submit")}
        busyLabel={t("enterpriseForm.submitting")}
        className="w-full"
      />
    </fetcher.Form>
  );
}
