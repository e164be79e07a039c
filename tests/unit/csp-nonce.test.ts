import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { assignCspNonce } from "../../server/security-headers";

describe("the CSP nonce", () => {
  it("is 128 random bits, never the same twice, across the refills of its pool of random bytes", () => {
    const assign = assignCspNonce();
    const nonces = Array.from({ length: 1_000 }, () => {
      const res = { locals: {} } as Response;
      assign({} as Request, res, () => {});
      return res.locals.cspNonce as string;
    });
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Random, not a counter: the bits are about half ones.
    const ones = nonces
      .flatMap((nonce) => [...Buffer.from(nonce, "base64")])
      .reduce((sum, byte) => sum + popcount(byte), 0);
    expect(ones / (1_000 * 128)).toBeGreaterThan(0.48);
    expect(ones / (1_000 * 128)).toBeLessThan(0.52);
  });
});

function popcount(byte: number): number {
  let count = 0;
  for (let rest = byte; rest; rest >>= 1) count += rest & 1;
  return count;
}
