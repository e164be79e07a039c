import { onDeviceStore } from "./device-store";
import { SUBMISSION_KEY_FIELD } from "./field-names";

/**
 * Sends that go when the network is back even if the visitor has closed the page (ADR 043): the form's
 * data is queued in IndexedDB and the service worker (`public/sw.js`) posts it on the browser's
 * Background Sync event, to the address the page posted to, with the same submission key (stored once).
 * Where the browser has no Background Sync, the page's own resend (`useResendWhilePending`) and the next
 * visit do it. Nothing of this runs on the back-office.
 */

/** The tag the service worker listens for. */
const BACKGROUND_SEND_TAG = "public-forms";
const WORKER_URL = "/sw.js";

/** What the service worker finds in the `sends` store, by submission key (a send again replaces it). */
type QueuedSend = {
  url: string;
  entries: [string, FormDataEntryValue][];
  headers: Record<string, string>;
  queuedAt: number;
};

function backgroundSyncAvailable(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "SyncManager" in window &&
    !window.location.pathname.startsWith("/admin")
  );
}

/**
 * Installs the service worker while the network is there (a public form's code calls it once it has
 * loaded): it must be in place before a send can be handed to it, which happens with no network. Once
 * the page has loaded and the browser is idle, so that it never competes with the page's own work.
 */
export function installBackgroundSender(): void {
  if (!backgroundSyncAvailable()) return;
  const install = () => void navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).catch(() => {});
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(install, { timeout: 5_000 }) : install();
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * Hands a send the network dropped to the service worker: kept on the device and sent when the
 * network is back. Resolves false when the browser cannot (no worker yet, no Background Sync).
 */
export async function sendWhenOnline(
  url: string,
  data: FormData,
  headers: Record<string, string> = {},
): Promise<boolean> {
  const key = data.get(SUBMISSION_KEY_FIELD);
  if (!backgroundSyncAvailable() || typeof key !== "string") return false;
  const registration = await navigator.serviceWorker.getRegistration("/").catch(() => undefined);
  if (!registration?.active) return false;
  const queued: QueuedSend = { url, entries: [...data.entries()], headers, queuedAt: Date.now() };
  if ((await onDeviceStore("sends", "readwrite", (store) => store.put(queued, key))) === undefined) return false;
  const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
  return sync
    ? sync.register(BACKGROUND_SEND_TAG).then(
        () => true,
        () => false,
      )
    : false;
}

/** The send was stored (or refused) by the page itself: the worker has nothing left to send. */
export async function forgetBackgroundSend(submissionKey: string): Promise<void> {
  if (!backgroundSyncAvailable()) return;
  await onDeviceStore("sends", "readwrite", (store) => store.delete(submissionKey));
}
