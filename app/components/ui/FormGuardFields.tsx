import { useTranslation } from "~/i18n/translate";
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/forms/field-names";

/**
 * The hidden fields every public form carries (ADR 005):
 * - a honeypot text field, off-screen and out of the tab order, that only bots fill in;
 * - the submission key the loader handed out, identical for every retry of this filled-in form.
 */
export function FormGuardFields({ submissionKey }: { submissionKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t("forms.honeypot")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
    </>
  );
}
