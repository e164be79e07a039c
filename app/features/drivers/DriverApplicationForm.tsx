import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useRef, type ChangeEvent } from "react";
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
import { driverCities } from "~/domain/choices";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import { parseSubmission } from "~/lib/forms/fields";
import { FORM_VARIANT_FIELD, formMessageOf, type PublicFormResponse } from "~/lib/forms/public-form-response";
import { useHydrated } from "~/lib/use-hydrated";
import { driverApplicationSchema, driverCityLabels, driverLimits } from "./driver-application-schema";

const constraint = { ...getZodConstraint(driverApplicationSchema), hasVehicle: { required: false } };
const cityOptions = driverCities.map((city) => ({ value: city, label: driverCityLabels[city] }));

type DriverApplicationFormProps = {
  submissionKey: string;
  /**
   * `modal` (SPEC: sign-up modal on /drivers): after success a confirmation panel with Close, and
   * `onClose` runs by itself after 3 s. `standalone`: extra message and has-vehicle fields; after
   * success the form clears and, 2 s later, `onSuccess` runs (or the page reloads).
   */
  variant: "modal" | "standalone";
  onClose?: () => void;
  onSuccess?: () => void;
};

/** Keeps the years of experience a whole number within 0-50 while the visitor types. */
function clampExperience(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.value === "") return;
  const years = Math.trunc(Number(input.value));
  if (Number.isNaN(years)) return;
  const clamped = Math.min(driverLimits.maxExperience, Math.max(0, years));
  if (String(clamped) !== input.value) input.value = String(clamped);
}

/**
 * The partner-driver application (SPEC sections 2-5, 8): posts to the /drivers action with or
 * without JavaScript. Notifications go to the page's `<Toasts position="top-center" />`.
 */
export function DriverApplicationForm({ submissionKey, variant, onClose, onSuccess }: DriverApplicationFormProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const hydrated = useHydrated();
  const formId = `driver-${variant}`;
  const fetcher = useFetcher<PublicFormResponse>();
  const documentResponse = useActionData<PublicFormResponse>();
  // Without JavaScript both variants post as a document: the answer belongs to the one that sent it
  // (a post that names neither, from a script, is answered by the standalone form on the page).
  const answeredBy = documentResponse?.variant === "driver-modal" ? "driver-modal" : "driver-standalone";
  const ownDocumentResponse = answeredBy === formId ? documentResponse : undefined;
  const response = fetcher.data ?? ownDocumentResponse;
  const busy = fetcher.state !== "idle";
  const stored = response?.outcome === "stored" ? response : undefined;

  const [form, fields] = useForm({
    id: formId,
    lastResult: response?.result,
    constraint,
    defaultValue: { experienceYears: "0", hasVehicle: variant === "standalone" ? "on" : undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, driverApplicationSchema),
  });

  useResponseToast(fetcher.data, (r) =>
    r.outcome === "stored"
      ? {
          kind: "success",
          text: r.reference
            ? t("driverForm.successMessage", { reference: r.reference })
            : t("driverForm.successMessageNoId"),
        }
      : r.outcome === "invalid"
        ? null
        : { kind: "error", text: text(formMessageOf(r) ?? "driverForm.errorMessage") },
  );

  // After success: the modal closes itself after 3 s; the standalone form hands over after 2 s.
  const after = useRef({ onClose, onSuccess });
  useEffect(() => {
    after.current = { onClose, onSuccess };
  });
  useEffect(() => {
    if (!fetcher.data || fetcher.data.outcome !== "stored") return;
    const timer =
      variant === "modal"
        ? setTimeout(() => after.current.onClose?.(), 3000)
        : setTimeout(() => (after.current.onSuccess ? after.current.onSuccess() : window.location.reload()), 2000);
    return () => clearTimeout(timer);
  }, [fetcher.data, variant]);

  if (variant === "modal" && stored) {
    return (
      <SuccessPanel
        title={t("driverForm.confirmationTitle")}
        closeLabel={t("common.close")}
        onClose={onClose}
        closeHref="/drivers"
        testId="driver-confirmation"
      >
        <p>
          {stored.reference
            ? t("driverForm.successMessage", { reference: stored.reference })
            : t("driverForm.successMessageNoId")}
        </p>
        <p className="text-base">{t("driverForm.confirmationText")}</p>
      </SuccessPanel>
    );
  }

  const isMoto = fields.vehicleType.value === "moto";
  const problem = formMessageOf(response);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      {!hydrated && stored && (
        <FormNotice kind="success">
          {stored.reference
            ? t("driverForm.successMessage", { reference: stored.reference })
            : t("driverForm.successMessageNoId")}
        </FormNotice>
      )}
      {!hydrated && problem && <FormNotice kind="error">{text(problem)}</FormNotice>}
      <input type="hidden" name={FORM_VARIANT_FIELD} value={formId} />
      <FormGuardFields submissionKey={submissionKey} />
      <fieldset disabled={busy} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.firstName}
            label={t("driverForm.firstName")}
            autoComplete="given-name"
            maxLength={driverLimits.name}
          />
          <TextField
            meta={fields.lastName}
            label={t("driverForm.lastName")}
            autoComplete="family-name"
            maxLength={driverLimits.name}
          />
          <TextField meta={fields.email} type="email" label={t("driverForm.email")} optional autoComplete="email" />
          <TextField
            meta={fields.phone}
            type="tel"
            label={t("driverForm.phone")}
            prefix="+244"
            autoComplete="tel"
            placeholder="923 000 000"
            maxLength={24}
          />
          <SelectField
            meta={fields.city}
            label={t("driverForm.city")}
            placeholder={t("driverForm.cityPlaceholder")}
            options={cityOptions}
          />
          <PickerField
            meta={fields.vehicleType}
            label={t("driverForm.vehicleType")}
            placeholder={t("driverForm.vehiclePlaceholder")}
            dialogTitle={t("driverForm.vehicleDialogTitle")}
            options={vehiclePickerOptions(i18n.language)}
            onChange={(value) => {
              if (value !== fields.vehicleType.value) form.update({ name: fields.licenseNumber.name, value: "" });
            }}
          />
          <TextField
            meta={fields.licenseNumber}
            label={isMoto ? t("driverForm.motoLicenseNumber") : t("driverForm.licenseNumber")}
            placeholder={isMoto ? t("driverForm.motoLicensePlaceholder") : t("driverForm.licensePlaceholder")}
            maxLength={driverLimits.licenseNumber}
          />
          <TextField
            meta={fields.experienceYears}
            type="number"
            label={t("driverForm.experienceYears")}
            min={0}
            max={driverLimits.maxExperience}
            step={1}
            inputMode="numeric"
            onChange={clampExperience}
          />
        </div>
        {variant === "standalone" && (
          <>
            <TextAreaField
              meta={fields.message}
              label={t("driverForm.message")}
              optional
              rows={4}
              maxLength={driverLimits.message}
            />
            <label className="flex items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                name={fields.hasVehicle.name}
                defaultChecked={fields.hasVehicle.initialValue === "on"}
                key={fields.hasVehicle.key}
                className="size-5 accent-brand-700"
              />
              {t("driverForm.hasVehicle")}
            </label>
          </>
        )}
        <ConsentCheckbox meta={fields.consent} />
      </fieldset>
      <SubmitButton
        busy={busy}
        label={t("driverForm.submit")}
        busyLabel={t("driverForm.submitting")}
        className="w-full"
      />
    </fetcher.Form>
  );
}
