import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { ConsentCheckbox } from "~/components/ui/ConsentCheckbox";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { PhoneField, SelectField, TextAreaField, TextField } from "~/components/ui/FormFields";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { SubmitButton, SuccessPanel } from "~/components/ui/FormResult";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { PickerField } from "~/components/ui/PickerField";
import { driverCities } from "~/domain/choices";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import { FORM_VARIANT_FIELD } from "~/lib/forms/public-form-response";
import { usePublicForm } from "~/lib/forms/use-public-form";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { driverCityLabels } from "~/content/driver-cities";
import { driverApplicationSchema, driverLimits, hasVehicleAnswers } from "./driver-application-schema";

const constraint = getZodConstraint(driverApplicationSchema);
const cityOptions = driverCities.map((city) => ({ value: city, label: driverCityLabels[city] }));

type DriverApplicationFormProps = {
  submissionKey: string;
  /**
   * `modal` (spec.md: sign-up modal on /drivers): after success a confirmation panel with Close, and
   * `onClose` runs by itself after 3 s. `standalone`: with an extra message field; 2 s after a success
   * the confirmation with the reference stays on the page above a fresh form.
   */
  variant: "modal" | "standalone";
  onClose?: () => void;
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

function useSuccessText() {
  const { t } = useTranslation();
  return (reference: string | undefined) =>
    reference ? t("driverForm.successMessage", { reference }) : t("driverForm.successMessageNoId");
}

/**
 * The partner-driver application (spec.md sections 2-5, 8): posts to the /drivers action with or
 * without JavaScript. Notifications go to the page's `<Toasts position="top-center" />`.
 * "Do you have your own vehicle?" starts unanswered, also after a success.
 */
export function DriverApplicationForm({ submissionKey, variant, onClose }: DriverApplicationFormProps) {
  const { t } = useTranslation();
  // Each stored submission starts a new round: a fresh form, with a fresh submission key.
  const [rounds, setRounds] = useState(0);
  return (
    <div className="space-y-4">
      {/* The modal's confirmation stays on the page, outside the modal (routes/drivers.tsx). */}
      {variant === "standalone" && (
        <SentConfirmation
          name="driver-standalone"
          next={t("driverForm.confirmationText")}
          againLabel={t("driverForm.sendAnother")}
          onAgain={() => document.querySelector<HTMLInputElement>("#driver-standalone [name=firstName]")?.focus()}
          testId="driver-standalone-confirmation"
        />
      )}
      <DriverForm
        key={rounds}
        submissionKey={rounds === 0 ? submissionKey : `${submissionKey}-${rounds}`}
        variant={variant}
        onClose={onClose}
        onStored={() => setRounds((done) => done + 1)}
      />
    </div>
  );
}

function DriverForm({
  submissionKey,
  variant,
  onClose,
  onStored,
}: DriverApplicationFormProps & { onStored: () => void }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const successText = useSuccessText();
  const formId = `driver-${variant}`;
  const {
    fetcher,
    form,
    fields,
    busy,
    stored: storedResponse,
    failure,
    submissionKey: currentKey,
  } = usePublicForm({
    id: formId,
    submissionKey,
    schema: driverApplicationSchema,
    constraint,
    defaultValue: { experienceYears: "0" },
    // Without JavaScript both variants post as a document: the answer belongs to the one that sent it
    // (a post that names neither, from a script, is answered by the standalone form on the page).
    ownsDocumentResponse: (response) =>
      (response.variant === "driver-modal" ? "driver-modal" : "driver-standalone") === formId,
    successText: (response) => successText(response.reference),
    // After success: the modal closes itself after 3 s; the standalone form starts again after 2 s.
    afterSuccess: variant === "modal" ? { delayMs: 3000, run: () => onClose?.() } : { delayMs: 2000, run: onStored },
  });

  if (variant === "modal" && storedResponse) {
    return (
      <SuccessPanel
        title={t("driverForm.confirmationTitle")}
        closeLabel={t("common.close")}
        onClose={onClose}
        closeHref="/drivers"
        testId="driver-confirmation"
      >
        <p>{successText(storedResponse.reference)}</p>
        <p className="text-base">{t("driverForm.confirmationText")}</p>
      </SuccessPanel>
    );
  }

  const isMoto = fields.vehicleType.value === "moto";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      {!hydrated && storedResponse && <FormNotice kind="success">{successText(storedResponse.reference)}</FormNotice>}
      <input type="hidden" name={FORM_VARIANT_FIELD} value={formId} />
      <FormGuardFields submissionKey={currentKey} />
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
          <PhoneField meta={fields.phone} label={t("driverForm.phone")} autoComplete="tel" />
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
            options={vehiclePickerOptions(i18n.language, "driver")}
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
          <TextAreaField
            meta={fields.message}
            label={t("driverForm.message")}
            optional
            rows={4}
            maxLength={driverLimits.message}
          />
        )}
        <HasVehicleQuestion meta={fields.hasVehicle} />
        <ConsentCheckbox meta={fields.consent} />
      </fieldset>
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <SubmitButton
        busy={busy}
        label={t("driverForm.submit")}
        busyLabel={t("driverForm.submitting")}
        className="w-full"
      />
    </fetcher.Form>
  );
}

/**
 * "Do you have your own vehicle?": two radio buttons, neither chosen at first, so staff only ever read
 * an answer the driver gave; unanswered, the message shows under them, from the form's check in the browser or the
 * server's answer without JavaScript.
 */
function HasVehicleQuestion({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t("driverForm.hasVehicle")}</legend>
      <div className="flex flex-wrap gap-6">
        {hasVehicleAnswers.map((answer) => {
          const { key, ...radio } = getInputProps(meta, { type: "radio", value: answer });
          return (
            <label key={answer} className="flex min-h-11 items-center gap-2 text-slate-800">
              {/* The schema's pattern of answers is for text inputs: a radio button may not carry one. */}
              <input
                key={key}
                {...radio}
                pattern={undefined}
                id={`${meta.id}-${answer}`}
                className="size-5 accent-brand-700"
              />
              {t(answer === "yes" ? "driverForm.hasVehicleYes" : "driverForm.hasVehicleNo")}
            </label>
          );
        })}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
