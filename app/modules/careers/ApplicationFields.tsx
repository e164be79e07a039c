import { type ReactNode } from "react";
import { ConsentBox } from "~/components/ui/ConsentCheckbox";
import { FilePicker } from "~/components/ui/FilePicker";
import { FieldFrame, InputPrefix } from "~/components/ui/FormFields";
import { controlClasses } from "~/components/ui/control-styles";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { acceptAttribute, MOTIVATION_MAX, type ApplicationField, type SubmissionOutcome } from "./application-rules";

/** A field in the frame of every form's (components/ui/FormFields), with the line for its message kept. */
function Field({
  error,
  ...frame
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return <FieldFrame {...frame} errors={error ? [error] : undefined} reserveErrorLine className="mt-4" />;
}

const inputClasses = cn(controlClasses, "min-h-11");

type FieldProps = {
  id: string;
  name: ApplicationField;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type ApplicationFieldsProps = {
  /** The element id of a field (unique to this dialog). */
  id: (field: ApplicationField) => string;
  /** What the visitor typed before a refusal (never the files). */
  values: SubmissionOutcome["values"];
  errorOf: (field: ApplicationField) => string | undefined;
  fieldProps: (field: ApplicationField, hint?: boolean) => FieldProps;
  consentRefused: boolean;
};

/** The fields of docs/product/spec.md section 3, in its order; the dialog owns the checks and the sending. */
export function ApplicationFields({ id, values, errorOf, fieldProps, consentRefused }: ApplicationFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field id={id("name")} label={t("apply.form.name")} error={errorOf("name")}>
        <input
          {...fieldProps("name")}
          type="text"
          autoComplete="name"
          required
          maxLength={201}
          defaultValue={values.name}
          className={inputClasses}
        />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id={id("email")} label={t("apply.form.email")} error={errorOf("email")}>
          <input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            className={inputClasses}
          />
        </Field>
        <Field id={id("phone")} label={t("jobApplication.phone")} error={errorOf("phone")}>
          {/* Angola's code is shown, not typed (phone-field.ts reads a number without it as Angolan). */}
          <div className="flex items-stretch">
            <InputPrefix>+244</InputPrefix>
            <input
              {...fieldProps("phone")}
              type="tel"
              autoComplete="tel"
              required
              maxLength={24}
              placeholder="923 000 000"
              defaultValue={values.phone}
              className={cn(inputClasses, "rounded-l-none")}
            />
          </div>
        </Field>
      </div>
      <Field id={id("experienceYears")} label={t("jobApplication.experienceYears")} error={errorOf("experienceYears")}>
        <input
          {...fieldProps("experienceYears")}
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          required
          defaultValue={values.experienceYears}
          className={cn(inputClasses, "max-w-40")}
        />
      </Field>
      <Field id={id("motivation")} label={t("apply.form.motivation")} error={errorOf("motivation")}>
        <textarea
          {...fieldProps("motivation")}
          rows={5}
          required
          maxLength={MOTIVATION_MAX}
          defaultValue={values.motivation}
          className={inputClasses}
        />
      </Field>
      <Field
        id={id("portfolio")}
        label={t("apply.form.portfolio")}
        optional
        hint={t("jobApplication.portfolioHint")}
        error={errorOf("portfolio")}
      >
        <input
          {...fieldProps("portfolio", true)}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={500}
          placeholder="https://"
          defaultValue={values.portfolio}
          className={inputClasses}
        />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id={id("cv")} label={t("apply.form.cv")} hint={t("jobApplication.cvHint")} error={errorOf("cv")}>
          <FilePicker {...fieldProps("cv", true)} accept={acceptAttribute.cv} required />
        </Field>
        <Field
          id={id("idCard")}
          label={t("apply.form.idCard")}
          hint={t("jobApplication.idCardHint")}
          error={errorOf("idCard")}
        >
          <FilePicker {...fieldProps("idCard", true)} accept={acceptAttribute.idCard} required />
        </Field>
      </div>
      <div className="mt-5">
        <ConsentBox
          id={id("consent")}
          errorId={`${id("consent")}-error`}
          errors={consentRefused ? ["forms.errors.consentRequired"] : undefined}
        />
      </div>
    </>
  );
}
