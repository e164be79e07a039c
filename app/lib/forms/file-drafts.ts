/**
 * The files of a draft (ADR 040): localStorage holds only text, IndexedDB holds File objects, so a job
 * application keeps its CV and ID card across a reload where the browser allows it. Every function
 * resolves, never rejects: without IndexedDB (or on the back-office) files are simply not kept, and
 * the form says they must be chosen again.
 */
const DATABASE = "kamba-drafts";
const STORE = "files";

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined" || window.location.pathname.startsWith("/admin")) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request on the store; its result, or undefined when anything fails. */
async function onStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const database = await openDatabase();
  if (!database) return undefined;
  return new Promise<T | undefined>((resolve) => {
    try {
      const request = run(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  }).finally(() => database.close());
}

/** Keeps a draft's files by field name; true when the browser kept them. */
export async function keepFiles(name: string, files: Record<string, File>): Promise<boolean> {
  return (await onStore("readwrite", (store) => store.put(files, name))) !== undefined;
}

/** The files kept for a draft, or null. */
export async function readFiles(name: string): Promise<Record<string, File> | null> {
  const files = await onStore<unknown>("readonly", (store) => store.get(name));
  if (typeof files !== "object" || files === null) return null;
  const kept = Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

export async function forgetFiles(name: string): Promise<void> {
  await onStore("readwrite", (store) => store.delete(name));
}
