import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { OnDemand } from "~/lib/page-speed/lazy-component";

/**
 * Notifications (react-toastify), loaded only on pages that show some and only once the visitor
 * first touches, clicks or types on the page: whoever sends a form has done so long before, and
 * whoever only reads never downloads them. A notification asked for before the container is in is
 * kept by the library and shown when it arrives. Options follow spec.md section 9: 5 s, close on click,
 * pause on hover and on focus loss, draggable.
 */
export type ToastPosition = "bottom-right" | "top-center" | "top-right";

const loadToastContainer = () => import("react-toastify").then((module) => ({ default: module.ToastContainer }));

/** No notifications when their code could not be downloaded: the forms say their outcome themselves. */
const NoNotifications = () => null;

export function Toasts({ position }: { position: ToastPosition }) {
  const { t } = useTranslation();
  // Not in the server HTML: the library is fetched in the browser, after the first interaction.
  if (!useFirstInteraction()) return null;
  return (
    <OnDemand
      load={loadToastContainer}
      unavailable={NoNotifications}
      props={{
        position,
        autoClose: 5000,
        closeOnClick: true,
        pauseOnHover: true,
        pauseOnFocusLoss: true,
        draggable: true,
        newestOnTop: true,
        theme: "colored",
        "aria-label": t("common.notifications"),
      }}
    />
  );
}

const INTERACTIONS = ["pointerdown", "focusin", "keydown"] as const;

/** Whether the visitor has touched, clicked, focused or typed anything since the page hydrated. */
function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const listening = new AbortController();
    const seen = () => {
      setInteracted(true);
      listening.abort();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, seen, { capture: true, signal: listening.signal });
    // Focus may already be inside the page (a field focused before the code ran).
    if (document.activeElement && document.activeElement !== document.body) seen();
    return () => listening.abort();
  }, [interacted]);
  return interacted;
}

/** Shows a success or error notification (the container must be on the page: `<Toasts />`). */
async function notify(kind: "success" | "error", message: string): Promise<void> {
  // Without the network to download it, the notification is left out: the form shows its outcome too.
  const library = await import("react-toastify").catch(() => null);
  library?.toast[kind](message, { role: kind === "error" ? "alert" : "status" });
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
