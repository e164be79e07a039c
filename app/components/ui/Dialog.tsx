import { X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/page-speed/use-hydrated";

// useLayoutEffect warns when rendered on the server; the dialog only needs it in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type DialogProps = {
  /** Whether the dialog is shown. The dialog never closes itself: it asks `onClose`, and the owner sets this false. */
  open: boolean;
  /**
   * With `keepMounted`: called when the browser opened the dialog itself before the page's code ran (a
   * button's invoker command, `command="show-modal"`), so the owner's state follows.
   */
  onOpen?: () => void;
  /** Asked for by the X button, Escape or a click on the backdrop (only ever of the topmost dialog). */
  onClose: () => void;
  /** The heading of the standard header (with the X button). Leave it out to lay out the content yourself. */
  title?: ReactNode;
  /** Without `title`: the id of the element that names the dialog. */
  labelledBy?: string;
  describedBy?: string;
  role?: "alertdialog";
  /** False while nothing may close the dialog (for example while a form is being sent). Default true. */
  dismissable?: boolean;
  /** The X button's name; "Close" in the page's language by default. */
  closeLabel?: string;
  /** Shown above the title (for example a category badge). */
  eyebrow?: ReactNode;
  /** Buttons at the bottom, under the scrolling content. */
  footer?: ReactNode;
  /**
   * The URL-driven variant (see app/lib/use-url-modal.ts): where the X goes without JavaScript, usually
   * the same page without `?form=`. The server then renders the dialog open (a plain overlay over a veil),
   * and once React runs it becomes a real modal.
   */
  closeHref?: string;
  /** `side`: a full-height panel sliding in from the right (the small screens' menu). Default `center`. */
  placement?: "center" | "side";
  /**
   * The <dialog> stays in the page while closed, so its fields stay part of a surrounding form and a
   * button's invoker command (`command="show-modal"`) can open it before JavaScript runs.
   */
  keepMounted?: boolean;
  /** Size; replaces the default width (`w-[calc(100%-2rem)] max-w-2xl`, or `w-80 max-w-[85vw]` at the side). */
  className?: string;
  id?: string;
  children: ReactNode;
};

/**
 * The one modal dialog of the site, on the native <dialog> opened with showModal(): the browser keeps
 * focus inside, hides the page from assistive technology and puts the dialog in the top layer.
 *
 * - Controlled: rendered (and so mounted) only while `open`; on unmount focus goes back to whatever had it
 *   when the dialog opened (its opener).
 * - Nests: a dialog rendered inside another opens above it; Escape and a backdrop click only reach the
 *   topmost one, because every handler ignores events that React bubbles up from a nested dialog.
 * - A click closes it only when it lands outside the dialog's box (the backdrop), checked by coordinates,
 *   so a click in the dialog's own padding does not.
 * - Each instance names itself with its own title id (useId), unless `labelledBy` is given.
 * - `keepMounted` keeps the closed <dialog> in the page (its fields stay in a surrounding form).
 *
 * ```tsx
 * <Dialog open={open} onClose={() => setOpen(false)} title={t("x.title")}>…</Dialog>
 * const modal = useUrlModal("driver");
 * <Dialog open={modal.open} onClose={modal.close} title={…} closeHref="/drivers">…</Dialog>
 * ```
 */
export function Dialog({ keepMounted = false, ...props }: DialogProps) {
  if (!props.open && !keepMounted) return null;
  const placement = props.placement ?? "center";
  const className = props.className ?? (placement === "side" ? "w-80 max-w-[85vw]" : "w-[calc(100%-2rem)] max-w-2xl");
  return <ShownDialog {...props} placement={placement} className={className} />;
}

const placements = {
  center: "fixed inset-0 m-auto max-h-[90dvh] rounded-2xl shadow-2xl",
  side: "slide-in-panel fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none shadow-xl",
};

function ShownDialog({
  open,
  onOpen,
  onClose,
  title,
  labelledBy,
  describedBy,
  role,
  dismissable = true,
  closeLabel,
  eyebrow,
  footer,
  closeHref,
  placement = "center",
  className,
  id,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, dismissable, open });
  useEffect(() => {
    latest.current = { onClose, dismissable, open };
  });

  useEffect(() => {
    if (dialog.current?.open && !latest.current.open) onOpen?.();
    // Only what the browser did before the page's code ran: once, when the dialog first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useBrowserLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Opened by the browser already (an invoker command): it gives focus back itself on closing.
    const opener = active && !element.contains(active) ? active : null;
    if (!element.matches(":modal")) {
      // A server-rendered (URL-driven) dialog arrives open but not modal: make it modal.
      if (element.open) element.close();
      element.showModal();
    }
    return () => {
      element.close();
      opener?.focus();
    };
  }, [open]);

  const fromThisDialog = (event: SyntheticEvent) => event.target === event.currentTarget;

  const requestClose = () => {
    if (latest.current.dismissable) latest.current.onClose();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!fromThisDialog(event)) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) requestClose();
  };

  return (
    <>
      {/* Without JavaScript the dialog is not modal: this veil stands in for its backdrop. */}
      {closeHref && !hydrated && <div aria-hidden="true" className="fixed inset-0 z-40 bg-brand-950/70" />}
      <dialog
        ref={dialog}
        id={id}
        open={closeHref && open ? true : undefined}
        role={role}
        aria-labelledby={labelledBy ?? titleId}
        aria-describedby={describedBy}
        className={cn(
          "modal-dialog z-50 overflow-hidden bg-white p-0 text-slate-900",
          placements[placement],
          className,
        )}
        onCancel={(event) => {
          // The owner decides: the dialog stays open until `open` turns false.
          event.preventDefault();
          if (fromThisDialog(event)) requestClose();
        }}
        onClose={(event) => {
          // Chrome closes a dialog on a second Escape even when cancel is refused: open it again.
          const element = event.currentTarget;
          if (!fromThisDialog(event) || element.open || !element.isConnected || !latest.current.open) return;
          element.showModal();
          requestClose();
        }}
        onClick={onBackdropClick}
      >
        {title === undefined ? (
          <div className="max-h-[90dvh] overflow-y-auto">{children}</div>
        ) : (
          <div className="flex max-h-[90dvh] flex-col">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
              <div>
                {eyebrow}
                <h2 id={titleId} className="text-xl font-bold text-brand-900">
                  {title}
                </h2>
              </div>
              {closeHref && !hydrated ? (
                <a
                  href={closeHref}
                  aria-label={closeLabel ?? t("common.close")}
                  className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
                >
                  <X aria-hidden="true" />
                </a>
              ) : (
                <button
                  type="button"
                  aria-label={closeLabel ?? t("common.close")}
                  disabled={dismissable === false}
                  className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
                  onClick={requestClose}
                >
                  <X aria-hidden="true" />
                </button>
              )}
            </div>
            <div className="overflow-y-auto px-5 py-4">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4">{footer}</div>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
