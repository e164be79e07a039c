import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

type DialogProps = {
  open: boolean;
  /** Called however the dialog closes: X button, Escape, a click on the backdrop, or `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** Shown above the title (for example a category badge). */
  eyebrow?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
};

/**
 * A modal built on the native <dialog>: the browser traps focus, closes it on Escape and hides the
 * page from assistive technology. A click on the backdrop closes it too, and focus goes back to
 * whatever opened it. Its content is only rendered while open.
 */
export function Dialog({ open, onClose, title, closeLabel, eyebrow, children, footer, className }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={cn(
        "modal-dialog m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl",
        className,
      )}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              {eyebrow}
              <h2 id={titleId} className="text-xl font-bold text-brand-900">
                {title}
              </h2>
            </div>
            <button
              type="button"
              aria-label={closeLabel}
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
              onClick={() => dialog.current?.close()}
            >
              <X aria-hidden="true" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
