import { onDeviceStore } from "./device-store";

/**
 * The files of a draft (ADR 040): localStorage holds only text, IndexedDB holds File objects, so a job
 * application keeps its CV and ID card across a reload where the browser allows it. Without IndexedDB
 * (or on the back-office) files are simply not kept, and the form says they must be chosen again.
 */

/** Keeps a draft's files by field name; true when the browser kept them. */
export async function keepFiles(name: string, files: Record<string, File>): Promise<boolean> {
  return (await onDeviceStore("files", "readwrite", (store) => store.put(files, name))) !== undefined;
}

/** The files kept for a draft, or null. */
export async function readFiles(name: string): Promise<Record<string, File> | null> {
  const files = await onDeviceStore<unknown>("files", "readonly", (store) => store.get(name));
  if (typeof files !== "object" || files === null) return null;
  const kept = Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

export async function forgetFiles(name: string): Promise<void> {
  await onDeviceStore("files", "readwrite", (store) => store.delete(name));
}
