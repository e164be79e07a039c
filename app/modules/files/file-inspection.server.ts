import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { docxInflatesSafely } from "./docx-inflation.server";
import type { SpooledFile } from "./upload-receiver.server";
import { fileContentTypes, type FileKind } from "./file-kinds";
import { isAcceptableText } from "~/lib/text-rules";

/** A file name is one line (text-rules.ts: no control, line break or bidirectional control) without a path. */
function isAcceptableFileName(name: string): boolean {
  const trimmed = name.normalize("NFC").trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= 255 &&
    isAcceptableText(trimmed, "line") &&
    !/[/\\]/.test(trimmed) &&
    !/^\.+$/.test(trimmed)
  );
}

/** The name kept for staff: the one the visitor gave, normalised. */
export function storedFileName(name: string): string {
  return name.normalize("NFC").trim();
}

async function readTail(filePath: string, size: number, length: number): Promise<Buffer> {
  const handle = await open(filePath, "r");
  try {
    const count = Math.min(length, size);
    const buffer = Buffer.alloc(count);
    await handle.read(buffer, 0, count, size - count);
    return buffer;
  } finally {
    await handle.close();
  }
}

/** Streams the file looking for a byte pattern (without holding the whole file). */
async function fileContains(filePath: string, pattern: Buffer): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    const window = Buffer.concat([carry, chunk]);
    if (window.includes(pattern)) return true;
    carry = window.subarray(Math.max(0, window.length - pattern.length + 1));
  }
  return false;
}

const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/** Whether the file ends the way its kind must end: a cut-off upload or a truncated file does not. */
async function isComplete(kind: FileKind, file: SpooledFile): Promise<boolean> {
  switch (kind) {
    case "pdf":
      return (await readTail(file.path, file.size, 1024)).includes("%%EOF");
    case "png":
      return (await readTail(file.path, file.size, PNG_END.length)).equals(PNG_END);
    case "jpg":
      return (await readTail(file.path, file.size, 64)).includes(JPEG_END);
    case "docx":
      // The end-of-central-directory record sits in the last 22 bytes plus an optional comment.
      return (await readTail(file.path, file.size, 22 + 65_535)).includes(ZIP_END);
    case "doc":
      return file.size >= 1536 && file.size % 512 === 0;
  }
}

/** What the content is, whatever the name or the browser say. */
async function detectKind(file: SpooledFile): Promise<FileKind | null> {
  // Loaded with the first upload: most processes serve pages and never need it (ADR 029).
  const { fileTypeFromFile } = await import("file-type");
  const detected = await fileTypeFromFile(file.path);
  switch (detected?.ext) {
    case "pdf":
    case "docx":
    case "jpg":
    case "png":
      return detected.ext;
    case "cfb":
      // An OLE container is a Word document only when it holds a WordDocument stream.
      return (await fileContains(file.path, WORD_STREAM)) ? "doc" : null;
    default:
      return null;
  }
}

export type InspectedFile = { kind: FileKind; contentType: string };

/** Why an uploaded file is refused: its name, its size, nothing in it, not an accepted kind, cut off or a bomb. */
export type FileProblem = "fileName" | "fileTooLarge" | "fileEmpty" | "type" | "fileDamaged";

/** Checks one uploaded file against the kinds its field accepts, by its content whatever its name says. */
export async function inspectFile(
  accepted: readonly FileKind[],
  file: SpooledFile,
): Promise<{ ok: true; file: InspectedFile } | { ok: false; problem: FileProblem }> {
  if (!isAcceptableFileName(file.originalName)) return { ok: false, problem: "fileName" };
  if (file.tooLarge) return { ok: false, problem: "fileTooLarge" };
  if (file.size === 0) return { ok: false, problem: "fileEmpty" };
  const kind = await detectKind(file);
  if (!kind || !accepted.includes(kind)) return { ok: false, problem: "type" };
  if (!(await isComplete(kind, file))) return { ok: false, problem: "fileDamaged" };
  // A zip bomb is not a document anyone can open: refused as damaged.
  if (kind === "docx" && !(await docxInflatesSafely(file.path, file.size)))
    return { ok: false, problem: "fileDamaged" };
  return { ok: true, file: { kind, contentType: fileContentTypes[kind] } };
}
