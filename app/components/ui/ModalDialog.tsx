import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Where the X goes without JavaScript (the same page without the "open" query parameter). */
  closeHref: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: focus is kept inside, Escape and a click on the backdrop close
 * it. Its open state comes from the page address, so without JavaScript the server renders it
 * open (as a plain overlay) and the X is a link back to the page.
 */
export function ModalDialog({ open, onClose, title, closeHref, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !hydrated) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, hydrated]);

  if (!open) return null;
  return (
    <>
      {/* Without JavaScript the dialog is not modal: this veil stands in for its backdrop. */}
      {!hydrated && <div aria-hidden="true" className="fixed inset-0 z-40 bg-brand-950/70" />}
      <dialog
        ref={dialog}
        open={hydrated ? undefined : true}
        aria-labelledby="modal-dialog-title"
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
        className="fixed inset-0 z-50 m-auto max-h-[92vh] w-[min(44rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-950/70"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
          <h2 id="modal-dialog-title" className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          {hydrated ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t("common.close")}
              className="rounded-full p-2 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          ) : (
            <a href={closeHref} aria-label={t("common.close")} className="rounded-full p-2 hover:bg-slate-100">
              <X aria-hidden="true" className="size-6" />
            </a>
          )}
        </div>
        <div className="px-5 py-5">{children}</div>
      </dialog>
    </>
  );
}
