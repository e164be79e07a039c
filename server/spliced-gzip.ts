import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";

/**
 * A page kept compressed once, with gaps for the values that change with every answer (a CSP nonce,
 * submission keys). Each run of fixed text is compressed on its own at the best level and ends on a
 * byte boundary (a sync flush); an answer is those runs with its own values put between them as
 * uncompressed ("stored") deflate blocks, wrapped in a gzip header and trailer (RFC 1951, 1952). So a
 * cached page costs a few checksum steps per answer, not a compression, and its bytes are as small as
 * gzip -9. The text itself is not kept: four times the size of its gzip, it would be held for the rare
 * client that takes no compression, who is answered from the gzip copy, inflated.
 */
export type SplicedPage = Gaps & {
  /** The fixed runs compressed, each ending byte-aligned and not final. */
  compressed: Buffer[];
  /** Each run's length as text, for the gzip trailer. */
  runLengths: number[];
  /** Each run's part of the gzip checksum, so an answer never reads the runs again (`runChecksums`). */
  checksums: Uint32Array;
};

/** Where a page's values go: after run i comes the value of gap `gaps[i]` (an index into its marks). */
export type Gaps = {
  gaps: number[];
  /** The byte length each gap's value must have (the runs were compressed knowing it). */
  gapLengths: number[];
};

/** A page's text cut at its marks: the fixed runs (as bytes) and the gaps between them. */
export type PageText = Gaps & { runs: Buffer[] };

/** Cuts a page at every occurrence of each mark; the runs are views of its bytes, not copies. */
export function cutAtMarks(page: Buffer, marks: string[]): PageText {
  const found: Array<{ at: number; mark: number; length: number }> = [];
  marks.forEach((mark, index) => {
    const bytes = Buffer.from(mark, "utf8");
    for (let at = page.indexOf(bytes); at !== -1; at = page.indexOf(bytes, at + bytes.length)) {
      found.push({ at, mark: index, length: bytes.length });
    }
  });
  found.sort((one, other) => one.at - other.at);
  const runs: Buffer[] = [];
  const gaps: number[] = [];
  let last = 0;
  for (const { at, mark, length } of found) {
    if (at < last) continue; // overlapping an earlier mark: that one stands
    runs.push(page.subarray(last, at));
    gaps.push(mark);
    last = at + length;
  }
  runs.push(page.subarray(last));
  return { runs, gaps, gapLengths: marks.map((mark) => Buffer.byteLength(mark)) };
}

/**
 * A value a page shows written in one way only: a copy written otherwise (in lower case, without its hyphens,
 * cut in two by markup) would be no gap, and one visitor's value would reach the next.
 */
export function showsOnlyAsItself(page: Buffer, value: string): boolean {
  const text = page.toString("latin1");
  const squeezed = (written: string) => written.toLowerCase().replace(/[^0-9a-z]/g, "");
  return text.split(value).length === squeezed(text).split(squeezed(value)).length;
}

/** Compresses the runs of a page's text, each on its own. */
export function prepareSplice({ runs, gaps, gapLengths }: PageText): SplicedPage {
  // Each run may refer back to the text before it (what the decoder has just written), as long as it
  // never refers to a gap, whose bytes differ in every answer: the gaps stand as NUL bytes, which no
  // page text contains, so nothing ever matches them.
  // A text with a NUL of its own could match a gap: then each run stands alone (still correct).
  const referBack = !runs.some((run) => run.includes(0));
  let history = Buffer.alloc(0);
  const compressed = runs.map((run, index) => {
    const packed =
      run.length === 0
        ? Buffer.alloc(0)
        : deflateRawSync(run, {
            level: constants.Z_BEST_COMPRESSION,
            finishFlush: constants.Z_SYNC_FLUSH,
            ...(referBack && history.length > 0 ? { dictionary: history } : {}),
          });
    const gap = index < gaps.length ? Buffer.alloc(gapLengths[gaps[index]!]!) : Buffer.alloc(0);
    history = Buffer.concat([history, run, gap]).subarray(-WINDOW_BYTES);
    return packed;
  });
  return {
    compressed: keptTogether(compressed),
    gaps,
    gapLengths,
    runLengths: runs.map((run) => run.length),
    checksums: runChecksums(runs),
  };
}

/** Per run: its CRC-32 register from zero, then the 32 images of the register's bits after its length. */
const CHECKSUM_WORDS = 33;
const uint32 = (value: number) => value >>> 0;

/**
 * CRC-32 is linear over GF(2): reading n bytes from a register s gives shift_n(s) XOR (the same bytes read
 * from a register of zero), and shift_n is fixed by n alone. So each run's share of the checksum is worked
 * out once, and an answer combines them with its values in a few dozen XORs instead of reading the
 * whole page (a profile of a small cached page put 3.7 % of its time in reading it again).
 */
function runChecksums(runs: Buffer[]): Uint32Array {
  const checksums = new Uint32Array(runs.length * CHECKSUM_WORDS);
  runs.forEach((run, index) => {
    const at = index * CHECKSUM_WORDS;
    const zeros = Buffer.alloc(run.length);
    // zlib's crc32(bytes, c) works on the register ~c and answers the inverted register.
    checksums[at] = uint32(~crc32(run, uint32(~0)));
    for (let bit = 0; bit < 32; bit++) checksums[at + 1 + bit] = uint32(~crc32(zeros, uint32(~(1 << bit))));
  });
  return checksums;
}

/** The checksum `checksum` continued over run `index`, from its share alone. */
function continueOverRun(checksums: Uint32Array, index: number, checksum: number): number {
  const at = index * CHECKSUM_WORDS;
  let register = uint32(~checksum);
  let shifted = 0;
  for (let bit = 0; register !== 0; bit++, register >>>= 1) {
    if (register & 1) shifted ^= checksums[at + 1 + bit]!;
  }
  return uint32(~(shifted ^ checksums[at]!));
}

/**
 * The buffers copied into one allocation of their exact total size, as views of it. Kept apart, each
 * would hold more than its bytes for as long as the page is cached: a small buffer its share of an
 * 8 KB pool slab, a compressed run the whole 16 KB output chunk zlib wrote it into.
 */
export function keptTogether(buffers: Buffer[]): Buffer[] {
  const total = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  // Nothing to keep: an empty allocation has no memory behind it, and zlib's crc32 answers 0 for that.
  if (total === 0) return buffers;
  const whole = Buffer.allocUnsafeSlow(total);
  let offset = 0;
  return buffers.map((buffer) => {
    const view = whole.subarray(offset, offset + buffer.length);
    offset += buffer.copy(whole, offset);
    return view;
  });
}

/** Deflate looks back 32 KB at most. */
const WINDOW_BYTES = 32 * 1024;

/** The page's bytes kept in memory. */
export function splicedSize(page: SplicedPage): number {
  return page.compressed.reduce((sum, buffer) => sum + buffer.length, 0) + page.checksums.byteLength;
}

/** The page as text, with `values[i]` in each gap of mark i: its gzip answer, inflated. */
export const spliceText = (page: SplicedPage, values: string[]): Buffer => gunzipSync(spliceGzip(page, values));

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** A final, empty block with fixed codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) block, not final, for a value of at most 65 535 bytes. */
function storedBlock(value: Buffer): Buffer {
  const block = Buffer.alloc(5 + value.length);
  block[0] = 0x00;
  block.writeUInt16LE(value.length, 1);
  block.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(block, 5);
  return block;
}

/** The page gzip-compressed, with `values[i]` in each gap of mark i. */
export const spliceGzip = (page: SplicedPage, values: string[]): Buffer => Buffer.concat(spliceGzipParts(page, values));

/** The same, as the parts to write one after the other (the kept runs are not copied). */
export function spliceGzipParts(page: SplicedPage, values: string[]): Buffer[] {
  const valueBytes = values.map((value) => Buffer.from(value, "utf8"));
  valueBytes.forEach((value, index) => {
    if (value.length !== page.gapLengths[index]) throw new Error(`gap ${index}: a value of another length`);
  });
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  page.runLengths.forEach((length, index) => {
    parts.push(page.compressed[index]!);
    checksum = continueOverRun(page.checksums, index, checksum);
    size += length;
    if (index < page.gaps.length) {
      const value = valueBytes[page.gaps[index]!]!;
      parts.push(storedBlock(value));
      checksum = crc32(value, checksum);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
}
