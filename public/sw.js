/*
 * The site's service worker (docs/decisions/043): when the network is back, it sends the public forms
 * the network dropped, also after the visitor closed the page (Background Sync). It answers no request
 * of any page: nothing is cached and nothing is served from here, the back-office included, so it can
 * never show a stale page or another visitor's. The page queues each send in IndexedDB
 * (app/lib/forms/background-sends.ts); the same submission key goes, so the site stores it once.
 */
const DATABASE = "kamba-drafts";
const VERSION = 2;
const STORES = ["files", "sends"];
const SENDS = "sends";
const TAG = "public-forms";
/** A send not made within a week is forgotten, like the draft it came from. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("sync", (event) => {
  if (event.tag === TAG) event.waitUntil(sendAll());
});

function opened(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase() {
  const request = indexedDB.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    for (const store of STORES) {
      if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
    }
  };
  return opened(request);
}

function onSends(database, mode, run) {
  return opened(run(database.transaction(SENDS, mode).objectStore(SENDS)));
}

/** Whether the site's answer ends the send: stored, or refused for good (a refusal the visitor must see). */
function settled(status) {
  return status < 400 || (status < 500 && status !== 408 && status !== 429);
}

/** Forgets a send unless the page queued it again meanwhile. */
async function forget(database, submissionKey, queuedAt) {
  const current = await onSends(database, "readonly", (store) => store.get(submissionKey));
  if (current && current.queuedAt === queuedAt)
    await onSends(database, "readwrite", (store) => store.delete(submissionKey));
}

async function sendAll() {
  const database = await openDatabase();
  try {
    const submissionKeys = await onSends(database, "readonly", (store) => store.getAllKeys());
    let waiting = false;
    for (const submissionKey of submissionKeys) {
      const send = await onSends(database, "readonly", (store) => store.get(submissionKey));
      if (!send) continue;
      if (Date.now() - send.queuedAt > KEPT_FOR_MS) {
        await forget(database, submissionKey, send.queuedAt);
        continue;
      }
      const body = new FormData();
      for (const [name, value] of send.entries) body.append(name, value);
      try {
        const response = await fetch(send.url, {
          method: "POST",
          body,
          headers: send.headers,
          credentials: "same-origin",
        });
        if (settled(response.status)) await forget(database, submissionKey, send.queuedAt);
        else waiting = true;
      } catch {
        waiting = true;
      }
    }
    // A rejected sync is tried again later by the browser, with its own back-off.
    if (waiting) throw new Error("a send still waits for the network");
  } finally {
    database.close();
  }
}
