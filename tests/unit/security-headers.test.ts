import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { assignCspNonce, securityHeaderSetter } from "../../server/security-headers";

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

describe("the security headers, worked out once", () => {
  const headersFor = (pathname: string, nonce: string, https = false) => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
    securityHeaderSetter({ https })(res as never, pathname, nonce);
    return headers;
  };

  it("give each answer's policy its own nonce and no other", () => {
    const first = headersFor("/services", "Zmlyc3Q=");
    const second = headersFor("/services", "c2Vjb25k");
    expect(first.get("content-security-policy")).toContain("script-src 'self' 'nonce-Zmlyc3Q=';");
    expect(second.get("content-security-policy")).toContain("script-src 'self' 'nonce-c2Vjb25k';");
    expect(second.get("content-security-policy")).not.toContain("Zmlyc3Q=");
    expect(second.get("content-security-policy")!.replace("c2Vjb25k", "Zmlyc3Q=")).toBe(
      first.get("content-security-policy"),
    );
  });

  it("let only our own pages frame the price lists, and the back-office frame and start nothing", () => {
    const page = headersFor("/services", "n");
    expect(page.get("x-frame-options")).toBe("DENY");
    expect(page.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.get("content-security-policy")).toContain("frame-src 'self' https://www.openstreetmap.org");
    const priceList = headersFor("/pdf/precos-pt.pdf", "n");
    expect(priceList.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(priceList.get("content-security-policy")).toContain("frame-ancestors 'self'");
    for (const pathname of ["/admin", "/admin/inbox", "/admin.data"]) {
      const backOffice = headersFor(pathname, "n");
      expect(backOffice.get("content-security-policy"), pathname).toContain("frame-src 'none'");
      expect(backOffice.get("content-security-policy"), pathname).toContain("worker-src 'none'");
    }
    expect(headersFor("/administration", "n").get("content-security-policy")).toContain("worker-src 'self'");
  });

  it("ask for https everywhere once the site is on https", () => {
    expect(headersFor("/", "n").get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    expect(headersFor("/", "n", true).get("content-security-policy")).toContain("upgrade-insecure-requests");
    const page = headersFor("/", "n");
    expect(page.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(page.get("x-content-type-options")).toBe("nosniff");
    expect(page.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

function popcount(byte: number): number {
  let count = 0;
  for (let rest = byte; rest; rest >>= 1) count += rest & 1;
  return count;
}
