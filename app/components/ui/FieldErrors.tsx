import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";

/** Classes of the messages under a field (every form's). */
const fieldErrorClasses = "min-h-5 text-sm font-medium text-red-700";

/**
 * Translates a message key produced by a form schema (see app/lib/forms/fields.ts) in the page's
 * language; an unknown key falls back to the generic "invalid value" message.
 */
export function useMessageText(): (key: string | undefined) => string {
  const { t, i18n } = useTranslation();
  return (key) => (key && i18n.exists(key) ? t(key) : t("forms.errors.invalid"));
}

/**
 * The messages under a field, announced by screen readers through the field's aria-describedby. `reserve`
 * keeps the line when there are none: a form checked in the browser shows them as the visitor types, and
 * the fields below must not jump.
 */
export function MessageLine({ id, messages, reserve }: { id: string; messages?: string[]; reserve?: boolean }) {
  if (!messages?.length && !reserve) return null;
  return (
    <div
      id={id}
      className={cn(fieldErrorClasses, !reserve && "mt-1")}
      data-field-error={messages?.length ? "" : undefined}
    >
      {messages?.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** The messages of a Conform field (message keys, in the page's language), with their line kept. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const text = useMessageText();
  return <MessageLine id={id} messages={errors?.map(text)} reserve />;
}
