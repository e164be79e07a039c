import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInflateRaw } from "node:zlib";

/**
 * A DOCX is a zip archive a staff member's word processor will inflate. Each part is inflated here
 * (never trusting the sizes the archive declares) and the archive is refused when its parts together
 * pass MAX_INFLATED_BYTES, or a part grows at a ratio no document reaches (a zip bomb). ADR 018.
 */
const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** XML compresses 5 to 20 times; a part that grows more than this, past MIN_RATIO_CHECK_BYTES, is a bomb. */
const MAX_RATIO = 200;
const MIN_RATIO_CHECK_BYTES = 1024 * 1024;
const MAX_PARTS = 5000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

type Part = { method: number; compressedSize: number; localHeaderOffset: number };

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The parts listed in the central directory, or null when the archive is not one we can read safely. */
async function listParts(path: string, size: number): Promise<Part[] | null> {
  const tailLength = Math.min(size, 22 + 65_535);
  const tail = await readAt(path, size - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // ZIP64 markers or a directory outside the file: no 5 MB document needs either.
  if (count === 0xffff || count > MAX_PARTS || directoryOffset + directorySize > size) return null;
  const directory = await readAt(path, directoryOffset, directorySize);
  const parts: Part[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const part = {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    if (part.compressedSize === 0xffffffff || part.localHeaderOffset + 30 + part.compressedSize > size) return null;
    parts.push(part);
    at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return parts;
}

/** Inflates one part, counting its bytes; stops (false) as soon as a limit is passed. */
async function inflatesWithin(path: string, part: Part, budget: { left: number }): Promise<boolean> {
  const header = await readAt(path, part.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const start = part.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (part.compressedSize === 0) return true;
  const raw = createReadStream(path, { start, end: start + part.compressedSize - 1 });
  if (part.method === 0) {
    raw.destroy();
    budget.left -= part.compressedSize;
    return budget.left >= 0;
  }
  if (part.method !== 8) {
    raw.destroy();
    return false;
  }
  const inflate = createInflateRaw();
  raw.pipe(inflate);
  let inflated = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      budget.left -= chunk.length;
      const absurd = inflated > MIN_RATIO_CHECK_BYTES && inflated > part.compressedSize * MAX_RATIO;
      if (budget.left < 0 || absurd) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    raw.destroy();
    inflate.destroy();
  }
}

/** True when every part of the archive inflates, within the total and ratio limits. */
export async function docxInflatesSafely(path: string, size: number): Promise<boolean> {
  const parts = await listParts(path, size);
  if (!parts) return false;
  const budget = { left: MAX_INFLATED_BYTES };
  for (const part of parts) {
    if (!(await inflatesWithin(path, part, budget))) return false;
  }
  return true;
}
