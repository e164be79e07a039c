import { randomUUID } from "node:crypto";
import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { nonce, pageLikeText } from "../support/page-like-text";
import {
  cutAtMarks,
  prepareSplice,
  showsOnlyAsItself,
  spliceGzip,
  splicedSize,
  spliceText,
} from "../../server/spliced-gzip";

describe("a page kept compressed around gaps", () => {
  it("gives each answer its own values, byte for byte what a fresh render would be", () => {
    const first = { nonce: nonce(), key: randomUUID() };
    const kept = prepareSplice(cutAtMarks(Buffer.from(pageLikeText(first)), [first.nonce, first.key]));
    for (let answer = 0; answer < 5; answer++) {
      const fresh = { nonce: nonce(), key: randomUUID() };
      const expected = pageLikeText(fresh);
      const answered = spliceGzip(kept, [fresh.nonce, fresh.key]);
      expect(gunzipSync(answered).toString("utf8")).toBe(expected);
      // The trailer's checksum, made from each run's share, is the whole answer's CRC-32.
      expect(answered.readUInt32LE(answered.length - 8)).toBe(crc32(expected));
      expect(spliceText(kept, [fresh.nonce, fresh.key]).toString("utf8")).toBe(expected);
    }
  });

  it("costs no more than gzip -9 of the whole page plus each gap's value and a few bytes", () => {
    const values = { nonce: nonce(), key: randomUUID() };
    const text = pageLikeText(values);
    const kept = prepareSplice(cutAtMarks(Buffer.from(text), [values.nonce, values.key]));
    const spliced = spliceGzip(kept, [nonce(), randomUUID()]);
    const gaps = kept.gaps.length;
    expect(gaps).toBe(15);
    const valueBytes = kept.gaps.reduce((sum, gap) => sum + kept.gapLengths[gap]!, 0);
    // A stored block's header (5 bytes) and a sync flush's marker (5) per gap, no more.
    expect(spliced.length).toBeLessThanOrEqual(gzipSync(text, { level: 9 }).length + valueBytes + gaps * 12);
  });

  it("handles gaps side by side, at both ends, no gap at all, and a text holding a NUL of its own", () => {
    const [a, b] = ["AAAAAAAA", "BBBBBBBB"];
    for (const text of [`${a}${b}middle${a}`, "no gap here at all", `${a}`, `x\u0000y${a}z`]) {
      const kept = prepareSplice(cutAtMarks(Buffer.from(text), [a, b]));
      const [c, d] = ["CCCCCCCC", "DDDDDDDD"];
      const expected = text.replaceAll(a, c).replaceAll(b, d);
      expect(gunzipSync(spliceGzip(kept, [c, d])).toString("utf8")).toBe(expected);
    }
  });

  it("holds exactly its compressed bytes, in one allocation of their size, and not the text", () => {
    const values = { nonce: nonce(), key: randomUUID() };
    const text = pageLikeText(values);
    const kept = prepareSplice(cutAtMarks(Buffer.from(text), [values.nonce, values.key]));
    const memory = new Set(kept.compressed.map((buffer) => buffer.buffer));
    expect(memory.size).toBe(1);
    const compressedBytes = kept.compressed.reduce((sum, buffer) => sum + buffer.length, 0);
    expect([...memory][0]!.byteLength).toBe(compressedBytes);
    expect(splicedSize(kept)).toBe(compressedBytes + kept.checksums.byteLength);
    expect(splicedSize(kept)).toBeLessThan(Buffer.byteLength(text) / 2);
  });

  it("refuses a value of another length than the one it was compressed for", () => {
    const kept = prepareSplice(cutAtMarks(Buffer.from("x NONCE y"), ["NONCE"]));
    expect(() => spliceGzip(kept, ["LONGER-NONCE"])).toThrow(/another length/);
  });

  it("keeps a value as a gap only where the page shows it written as itself", () => {
    const reference = "KX-7F3K-92QD";
    const page = (html: string) => Buffer.from(html);
    expect(showsOnlyAsItself(page(`<p>Referência: ${reference}</p><script>["${reference}"]</script>`), reference)).toBe(
      true,
    );
    expect(showsOnlyAsItself(page("<p>Nenhuma referência</p>"), reference)).toBe(true);
    // Written otherwise, a copy would stay in the kept page and reach the next visitor.
    for (const otherwise of ["kx-7f3k-92qd", "KX7F3K92QD", "KX-7F3K-<!-- -->92QD", "KX 7F3K 92QD"]) {
      expect(showsOnlyAsItself(page(`<p>${reference}</p><a href="/track/${otherwise}">`), reference), otherwise).toBe(
        false,
      );
    }
  });
});
