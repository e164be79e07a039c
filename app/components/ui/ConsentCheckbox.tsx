import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Trans } from "react-i18next";
import { FieldErrors } from "./FieldErrors";

/**
 * The consent box of a public form that collects personal data, linking to the privacy page
 * (Lei n.º 22/11). Its text is `forms.consent` with a `<privacy>` link inside.
 */
export function ConsentCheckbox({ meta, disabled }: { meta: FieldMetadata<unknown>; disabled?: boolean }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...props}
          disabled={disabled}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        />
        <label htmlFor={meta.id} className="text-sm text-slate-700">
          <Trans
            i18nKey="forms.consent"
            components={{
              privacy: <a href="/privacy" target="_blank" rel="noopener" className="font-semibold underline" />,
            }}
          />
        </label>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
