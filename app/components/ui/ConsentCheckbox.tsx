import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { Trans } from "~/i18n/translate";
import { CONSENT_FIELD } from "~/lib/forms/field-names";
import { FieldErrors } from "./FieldErrors";

/**
 * The consent box of a public form that collects personal data, linking to the privacy page
 * (Lei n.º 22/11). Its text is `forms.consent` with a `<privacy>` link inside.
 */
export function ConsentCheckbox({ meta, disabled }: { meta: FieldMetadata<unknown>; disabled?: boolean }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <ConsentBox
      key={key}
      inputProps={{ ...props, disabled }}
      id={meta.id}
      errorId={meta.errorId}
      errors={meta.errors}
    />
  );
}

/** The same box for a form that is not bound to Conform (the job application streams files). */
export function ConsentBox({
  id,
  errorId,
  errors,
  inputProps,
}: {
  id: string;
  errorId: string;
  /** Message keys (see FieldErrors). */
  errors: string[] | undefined;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          name={CONSENT_FIELD}
          {...inputProps}
          id={id}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          <Trans
            i18nKey="forms.consent"
            components={{
              // Its line grows to a 44 px tap target: the link sits inside the label's sentence.
              privacy: (
                <a
                  href="/privacy"
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center font-semibold underline"
                />
              ),
            }}
          />
        </label>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
