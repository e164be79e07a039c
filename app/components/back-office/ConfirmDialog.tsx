import { useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Dialog } from "~/components/ui/Dialog";
import { buttonClasses } from "~/components/ui/button-styles";
import { useTranslation } from "~/i18n/translate";

/**
 * Asks before an action that one click must not do (disabling an account, a new password, restoring the
 * generated price list). What starts it is a link to the same page with the question in its address
 * (`?confirm=…`); the page renders this dialog open, and only its form does the action, with
 * `confirmed=yes` (the server refuses the action without it). Works without JavaScript (a plain overlay,
 * a link back); with it, a modal `<dialog>`: Escape or Cancel goes back to the page (ADR 038).
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelHref,
  action,
  fields,
  multipart = false,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  /** The page without the question. */
  cancelHref: string;
  /** Where the form posts: the page without the question, so the dialog is gone once it is done. */
  action: string;
  /** The action's own fields (`intent`, the account …). */
  fields: Record<string, string>;
  multipart?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = useId();
  const cancel = () => void navigate(cancelHref, { replace: true, preventScrollReset: true });
  return (
    <Dialog
      open
      onClose={cancel}
      title={title}
      closeHref={cancelHref}
      role="alertdialog"
      describedBy={messageId}
      className="w-[calc(100%-2rem)] max-w-lg"
    >
      <p id={messageId} className="text-base text-slate-800">
        {message}
      </p>
      <Form
        method="post"
        action={action}
        encType={multipart ? "multipart/form-data" : undefined}
        className="mt-6 flex flex-wrap justify-end gap-3"
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <Link to={cancelHref} replace preventScrollReset className={buttonClasses("ghost", "border border-slate-300")}>
          {t("admin.confirm.cancel")}
        </Link>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full bg-red-800 px-6 font-semibold text-white hover:bg-red-900"
        >
          {confirmLabel}
        </button>
      </Form>
    </Dialog>
  );
}
