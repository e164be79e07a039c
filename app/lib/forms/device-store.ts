/**
 * The IndexedDB database that keeps what a visitor typed on the device (ADR 040, ADR 043): the files of
 * a draft and the sends that wait for the network. The service worker (`public/sw.js`) opens the same
 * database with the same version and stores, so whichever opens it first creates both.
 * Every function resolves, never rejects: without IndexedDB (or on the back-office) nothing is kept.
 */
const DEVICE_DATABASE = "kamba-drafts";
const DEVICE_DATABASE_VERSION = 2;
export type DeviceStore = "files" | "sends";
const STORES: DeviceStore[] = ["files", "sends"];

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined" || window.location.pathname.startsWith("/admin")) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DEVICE_DATABASE, DEVICE_DATABASE_VERSION);
      request.onupgradeneeded = () => {
        for (const store of STORES) {
          if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request on a store; its result, or undefined when anything fails. */
export async function onDeviceStore<T>(
  name: DeviceStore,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  return new Promise<T | undefined>((resolve) => {
    try {
      const request = run(database.transaction(name, mode).objectStore(name));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  }).finally(() => database.close());
}
