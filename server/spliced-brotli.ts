import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, createBrotliCompress } from "node:zlib";
import { keptTogether, type Gaps, type PageText } from "./spliced-gzip";

/**
 * The Brotli copy of a spliced page (ADR 027): one Brotli stream compressed once at the best level,
 * in which each gap stands as its own uncompressed meta-block, so every answer puts its own values
 * there (RFC 7932, section 9.2) without compressing anything.
 *
 * One encoder reads the whole page, so each run may refer back to the runs before it. It is flushed
 * before and after each gap, so the gap's bytes land in meta-blocks of their own, which an answer
 * replaces. That is only sound if nothing refers into a gap and the gap's own blocks leave the
 * decoder's state as the encoder expects it:
 * - a gap is given to the encoder as control bytes that no page contains, never the same two in a row
 *   within a page, so no later text can match them and they compress as plain literals (no copy
 *   changes the distances the decoder remembers);
 * - literal context modelling is off, so the first letters after a gap decode the same whatever the
 *   gap held.
 * The result is checked once, by decoding it with other values in the gaps: a page that fails the
 * check (or contains control bytes itself) has no Brotli copy, and is answered with gzip.
 */
export type SplicedBrotli = {
  /** The compressed runs, in order; run i is followed by gap `page.gaps[i]`. */
  runs: Buffer[];
};

/** Control bytes (no tab, line feed or carriage return), which page text never contains. */
const STAND_IN_BYTES = [...Array(32).keys()].filter((byte) => byte > 0 && ![9, 10, 13].includes(byte));

/** The stand-in for every gap: no two consecutive bytes occur twice across the page's gaps. */
function standIns(page: Gaps): Buffer[] {
  const walk = PAIR_WALK;
  let next = 0;
  return page.gaps.map((mark) => {
    const bytes = Buffer.alloc(page.gapLengths[mark]!);
    for (let index = 0; index < bytes.length; index++) bytes[index] = walk[next++ % walk.length]!;
    return bytes;
  });
}

/** A de Bruijn sequence of order 2 over the stand-in bytes: every ordered pair exactly once (785 bytes). */
const PAIR_WALK: number[] = (() => {
  const size = STAND_IN_BYTES.length;
  const digits = [0, 0, 0];
  const walk: number[] = [];
  const extend = (position: number, period: number) => {
    if (position > 2) {
      if (2 % period === 0) walk.push(...digits.slice(1, period + 1));
      return;
    }
    digits[position] = digits[position - period]!;
    extend(position + 1, period);
    for (let digit = digits[position - period]! + 1; digit < size; digit++) {
      digits[position] = digit;
      extend(position + 1, position);
    }
  };
  extend(1, 1);
  return [...walk, walk[0]!].map((digit) => STAND_IN_BYTES[digit]!);
})();

const BEST = {
  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
  // A 256 KB window holds a whole page (the largest is about 100 KB), so pages compress as well as with
  // the default 4 MB; at quality 11 the encoder's memory follows the window: about 3 MB instead of 40.
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

/** Compresses the page's runs once; `undefined` when the page cannot be spliced safely. */
export async function prepareBrotliSplice(page: PageText): Promise<SplicedBrotli | undefined> {
  if (page.runs.some((run) => run.some((byte) => byte < 32 && ![9, 10, 13].includes(byte)))) return undefined;
  const gaps = standIns(page);
  const encoder = createBrotliCompress({ params: BEST });
  const output: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => output.push(chunk));
  const flushed = () =>
    new Promise<Buffer>((resolve) =>
      encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(Buffer.concat(output.splice(0)))),
    );
  const runs: Buffer[] = [];
  for (const [index, run] of page.runs.entries()) {
    encoder.write(run);
    if (index < gaps.length) {
      runs.push(await flushed());
      encoder.write(gaps[index]!);
      await flushed(); // the gap's own blocks: each answer puts its values there instead
    }
  }
  const ended = new Promise((resolve) => encoder.once("end", resolve));
  encoder.end();
  await ended;
  runs.push(Buffer.concat(output.splice(0)));
  const spliced: SplicedBrotli = { runs: keptTogether(runs) };
  return soundSplice(page, spliced) ? spliced : undefined;
}

/** Whether the splice decodes to the page with other values in its gaps than it was compressed with. */
function soundSplice(page: PageText, spliced: SplicedBrotli): boolean {
  const values = page.gapLengths.map((length, mark) => "~".repeat(Math.max(0, length - 1)) + String(mark % 10));
  const expected = Buffer.concat(
    page.runs.flatMap((run, index) =>
      index < page.gaps.length ? [run, Buffer.from(values[page.gaps[index]!]!)] : [run],
    ),
  );
  try {
    return brotliDecompressSync(spliceBrotli(page, spliced, values)).equals(expected);
  } catch {
    return false;
  }
}

/**
 * An uncompressed meta-block holding `value` (at most 65 536 bytes): ISLAST 0, MNIBBLES 4, MLEN - 1
 * in 16 bits, ISUNCOMPRESSED 1, then zero bits to the byte boundary: 3 bytes of header.
 */
function uncompressedBlock(value: Buffer): Buffer {
  const header = ((value.length - 1) << 3) | (1 << 19);
  const block = Buffer.alloc(3 + value.length);
  block.writeUIntLE(header, 0, 3);
  value.copy(block, 3);
  return block;
}

/** The page Brotli-compressed, with `values[i]` in each gap of mark i. */
export const spliceBrotli = (page: Gaps, spliced: SplicedBrotli, values: string[]): Buffer =>
  Buffer.concat(spliceBrotliParts(page, spliced, values));

/** The same, as the parts to write one after the other (the kept runs are not copied). */
export function spliceBrotliParts(page: Gaps, spliced: SplicedBrotli, values: string[]): Buffer[] {
  const blocks = values.map((value, mark) => {
    const bytes = Buffer.from(value, "utf8");
    if (bytes.length !== page.gapLengths[mark]) throw new Error(`gap ${mark}: a value of another length`);
    return uncompressedBlock(bytes);
  });
  const parts: Buffer[] = [];
  spliced.runs.forEach((run, index) => {
    parts.push(run);
    if (index < page.gaps.length) parts.push(blocks[page.gaps[index]!]!);
  });
  return parts;
}

/** A text kept whole (a page's code, ADR 087) compressed once, as the pages are, off the main thread. */
export const compressKeptWhole = (text: Buffer) => promisify(brotliCompress)(text, { params: BEST });

/** For comparison in the tests: the same page compressed whole, per answer. */
export const compressWhole = (text: Buffer) => brotliCompressSync(text, { params: BEST });
