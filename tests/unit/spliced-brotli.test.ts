import { randomUUID } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { nonce, pageLikeText } from "../support/page-like-text";
import { compressWhole, prepareBrotliSplice, spliceBrotli } from "../../server/spliced-brotli";
import { cutAtMarks, prepareSplice, spliceGzip } from "../../server/spliced-gzip";

describe("a page kept Brotli-compressed around gaps", () => {
  it("gives each answer its own values, byte for byte what a fresh render would be", async () => {
    const first = { nonce: nonce(), key: randomUUID() };
    const kept = cutAtMarks(Buffer.from(pageLikeText(first)), [first.nonce, first.key]);
    const brotli = await prepareBrotliSplice(kept);
    expect(brotli).toBeDefined();
    for (let answer = 0; answer < 5; answer++) {
      const fresh = { nonce: nonce(), key: randomUUID() };
      const body = spliceBrotli(kept, brotli!, [fresh.nonce, fresh.key]);
      expect(brotliDecompressSync(body).toString("utf8")).toBe(pageLikeText(fresh));
    }
  });

  it("is smaller than the gzip copy, and within the gaps' bytes and a few per gap of compressing it whole", async () => {
    const values = { nonce: nonce(), key: randomUUID() };
    const text = pageLikeText(values);
    const kept = cutAtMarks(Buffer.from(text), [values.nonce, values.key]);
    const body = spliceBrotli(kept, (await prepareBrotliSplice(kept))!, [nonce(), randomUUID()]);
    const valueBytes = kept.gaps.reduce((sum, gap) => sum + kept.gapLengths[gap]!, 0);
    expect(body.length).toBeLessThan(spliceGzip(prepareSplice(kept), [nonce(), randomUUID()]).length);
    // Per gap: the uncompressed block's header (3 bytes) and the two flushes around it.
    expect(body.length).toBeLessThanOrEqual(
      compressWhole(Buffer.from(text)).length + valueBytes + kept.gaps.length * 12,
    );
  });

  it("holds exactly its bytes: the compressed runs in one allocation of their size", async () => {
    const values = { nonce: nonce(), key: randomUUID() };
    const brotli = await prepareBrotliSplice(cutAtMarks(Buffer.from(pageLikeText(values)), [values.nonce, values.key]));
    const memory = new Set(brotli!.runs.map((run) => run.buffer));
    expect(memory.size).toBe(1);
    expect([...memory][0]!.byteLength).toBe(brotli!.runs.reduce((sum, run) => sum + run.length, 0));
  });

  it("handles gaps side by side, at both ends and no gap at all", async () => {
    const [a, b] = ["AAAAAAAA", "BBBBBBBB"];
    for (const text of [`${a}${b}middle${a}`, "no gap here at all", `${a}`, `${b}x${a}`]) {
      const kept = cutAtMarks(Buffer.from(text), [a, b]);
      const [c, d] = ["CCCCCCCC", "DDDDDDDD"];
      const body = spliceBrotli(kept, (await prepareBrotliSplice(kept))!, [c, d]);
      expect(brotliDecompressSync(body).toString("utf8")).toBe(text.replaceAll(a, c).replaceAll(b, d));
    }
  });

  it("has no Brotli copy of a text holding control characters (gzip answers it), and refuses a value of another length", async () => {
    expect(await prepareBrotliSplice(cutAtMarks(Buffer.from("x\u0001y NONCE z"), ["NONCE"]))).toBeUndefined();
    const kept = cutAtMarks(Buffer.from("x NONCE y"), ["NONCE"]);
    expect(() => spliceBrotli(kept, { runs: [] }, ["LONGER-NONCE"])).toThrow(/another length/);
  });
});
