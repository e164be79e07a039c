import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  newReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
} from "~/modules/submissions/reference";

describe("submission references", () => {
  it("are KX- and two groups of four characters, none of them easy to confuse", () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
    for (let n = 0; n < 1000; n++) expect(newReference((below) => randomInt(below))).toMatch(REFERENCE_PATTERN);
    expect(newReference(() => 0)).toBe("KX-2222-2222");
    expect(newReference((below) => below - 1)).toBe("KX-ZZZZ-ZZZZ");
  });

  it("are read back as staff type them, and nothing else is", () => {
    expect(normaliseReference(" kx-7f3k-92qd ")).toBe("KX-7F3K-92QD");
    expect(normaliseReference("7F3K 92QD")).toBe("KX-7F3K-92QD");
    for (const wrong of ["", "KX-7F3K-92Q", "KX-7F3K-92QDX", "KX-0F3K-92QD", "KX-IF3K-92QD", "KX-7F3K-92Q\u0000"]) {
      expect(normaliseReference(wrong)).toBeNull();
    }
  });
});
