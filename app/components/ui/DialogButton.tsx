import { useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

type DialogButtonProps = {
  label: ReactNode;
  className?: string;
  /** Renders the dialog; `close` closes it. */
  children: (state: { open: boolean; close: () => void }) => ReactNode;
};

/**
 * A button that opens the dialog its children render. A tap before the page's code runs is carried out
 * when it arrives (lib/page-speed/early-taps.ts); without JavaScript the button is not shown.
 */
export function DialogButton({ label, className, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={cn("needs-script", className)}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {children({ open, close: () => setOpen(false) })}
    </>
  );
}
