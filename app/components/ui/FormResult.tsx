import { CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { buttonClasses } from "./button-styles";

/** A form's submit button: a spinner and `busyLabel` while sending, disabled while busy or done. */
export function SubmitButton({
  busy,
  done = false,
  label,
  busyLabel,
  variant = "primary",
  className,
}: {
  busy: boolean;
  done?: boolean;
  label: string;
  busyLabel: string;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={buttonClasses(variant, cn("disabled:opacity-70", className))}
      disabled={busy || done}
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The panel that replaces a form in a modal once it is sent: a title, some lines and Close
 * (a button with JavaScript, a link to `closeHref` without).
 */
export function SuccessPanel({
  title,
  closeLabel,
  onClose,
  closeHref,
  testId,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose?: () => void;
  closeHref: string;
  testId?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center" data-testid={testId}>
      <CircleCheck aria-hidden="true" className="size-14 text-green-700" />
      <h3 className="text-2xl font-bold text-brand-900">{title}</h3>
      <div className="space-y-2 text-lg text-slate-700">{children}</div>
      {hydrated ? (
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {closeLabel}
        </button>
      ) : (
        <a href={closeHref} className={buttonClasses("secondary")}>
          {closeLabel}
        </a>
      )}
    </div>
  );
}
