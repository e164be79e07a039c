import { useTranslation } from "~/i18n/translate";

/** Classes of the messages under a field (every form's). */
export const fieldErrorClasses = "min-h-5 text-sm font-medium text-red-700";

/**
 * Translates a message key produced by a form schema (see app/lib/forms/fields.ts) in the page's
 * language; an unknown key falls back to the generic "invalid value" message.
 */
export function useMessageText(): (key: string | undefined) => string {
  const { t, i18n } = useTranslation();
  return (key) => (key && i18n.exists(key) ? t(key) : t("forms.errors.invalid"));
}

/** The messages under a field, announced by screen readers through the field's aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const text = useMessageText();
  return (
    <div id={id} className={fieldErrorClasses} data-field-error={errors?.length ? "" : undefined}>
      {errors?.map((key) => (
        <p key={key}>{text(key)}</p>
      ))}
    </div>
  );
}
