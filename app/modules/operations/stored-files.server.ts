import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FileStore } from "~/modules/files/file-store.server";

/** A file's bytes in memory: stored files are at most a few MB each (uploads are capped at 10 MB). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

export const sha256Of = (content: Buffer) => createHash("sha256").update(content).digest("hex");

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
};
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

/** Puts a copied file into a store (through a spooled copy, as uploads go). */
export async function putStoredFile(fileStore: FileStore, key: string, content: Buffer) {
  await mkdir(fileStore.incomingDir, { recursive: true });
  const spooled = path.join(fileStore.incomingDir, `copy-${process.pid}-${Date.now()}`);
  await writeFile(spooled, content, { mode: 0o600 });
  try {
    await fileStore.putFile(key, spooled, contentTypeOf(key));
  } finally {
    await rm(spooled, { force: true });
  }
}
