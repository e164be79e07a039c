import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { rememberSent } from "~/lib/forms/form-drafts";
import { useSentConfirmation } from "~/lib/forms/use-form-draft";
import { buttonClasses } from "./button-styles";

type SentConfirmationProps = {
  /** The form's name (its element id), under which its stored submission was remembered. */
  name: string;
  /** What happens next, in the page's language. */
  next: string;
  /** The button that starts a new one: the confirmation goes, then `onAgain` runs or `againHref` opens. */
  againLabel: string;
  onAgain?: () => void;
  againHref?: string;
  /** A link the reference opens (a delivery's tracking page), beside the button. */
  follow?: { label: string; href: (reference: string) => string };
  testId?: string;
  className?: string;
};

/**
 * What stays on the page once a public form is stored (ADR 040): the reference, what happens next and
 * what the confirmation e-mail holds (the withdrawal link only goes by e-mail), until the visitor
 * starts a new one. Shown after hydration only: the page without JavaScript shows its own answer.
 */
export function SentConfirmation({
  name,
  next,
  againLabel,
  onAgain,
  againHref,
  follow,
  testId,
  className,
}: SentConfirmationProps) {
  const { t } = useTranslation();
  const sent = useSentConfirmation(name);
  if (!sent) return null;
  const startAgain = () => {
    rememberSent(name, null);
    onAgain?.();
  };
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        "flex gap-3 rounded-xl border border-green-700 bg-green-50 p-4 text-base text-green-900",
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="space-y-2">
        <p className="font-semibold">{t("forms.sent.title", { reference: sent.reference })}</p>
        <p>{next}</p>
        <p>{sent.emailed ? t("forms.sent.emailed") : t("forms.sent.notEmailed")}</p>
        {follow && (
          <Link to={follow.href(sent.reference)} className={buttonClasses("primary", "mr-3")}>
            {follow.label}
          </Link>
        )}
        {againHref ? (
          <Link to={againHref} preventScrollReset onClick={startAgain} className={buttonClasses("secondary")}>
            {againLabel}
          </Link>
        ) : (
          <button type="button" onClick={startAgain} className={buttonClasses("secondary")}>
            {againLabel}
          </button>
        )}
      </div>
    </div>
  );
}
