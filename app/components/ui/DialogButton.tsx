import { useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type DialogButtonProps = {
  label: ReactNode;
  className?: string;
  /** Renders the dialog; `close` closes it. */
  children: (state: { open: boolean; close: () => void }) => ReactNode;
};

/** A button that opens the dialog its children render. */
export function DialogButton({ label, className, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
        className={className}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {children({ open, close: () => setOpen(false) })}
    </>
  );
}
