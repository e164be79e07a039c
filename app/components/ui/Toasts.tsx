import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Notifications (react-toastify), loaded only on pages that show some and only after the page is
 * interactive, so they cost nothing on other pages. Options follow SPEC section 9: 5 s, close on
 * click, pause on hover and on focus loss, draggable.
 */
export type ToastPosition = "bottom-right" | "top-center" | "top-right";

const ToastContainer = lazy(() => import("react-toastify").then((module) => ({ default: module.ToastContainer })));

export function Toasts({ position }: { position: ToastPosition }) {
  const { t } = useTranslation();
  // Not in the server HTML: the library is fetched once the page runs in the browser.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position={position}
        autoClose={5000}
        closeOnClick
        pauseOnHover
        pauseOnFocusLoss
        draggable
        newestOnTop
        theme="colored"
        aria-label={t("common.notifications")}
      />
    </Suspense>
  );
}

/** Shows a success or error notification (the container must be on the page: `<Toasts />`). */
async function notify(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await import("react-toastify");
  toast[kind](message, { role: kind === "error" ? "alert" : "status" });
}

/**
 * Shows one notification per new form response (success or error text computed by the caller);
 * nothing for a response that only carries field messages.
 */
export function useResponseToast<Response extends { outcome: string }>(
  response: Response | undefined,
  describe: (response: Response) => { kind: "success" | "error"; text: string } | null,
) {
  const describeRef = useRef(describe);
  useEffect(() => {
    describeRef.current = describe;
  });
  useEffect(() => {
    if (!response) return;
    const toast = describeRef.current(response);
    if (toast) void notify(toast.kind, toast.text);
  }, [response]);
}
