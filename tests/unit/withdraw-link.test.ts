import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readWithdrawToken, withdrawUrl } from "~/modules/submissions/withdraw-link.server";

const SECRET = "a secret of at least thirty-two characters";
const now = Date.parse("2026-11-23T10:00:00Z");
const tokenOf = (url: string) => url.split("/withdraw/")[1]!;
const DAY = 86_400_000;

/** A link of the first form (`inbox.id.expires.sig`), as confirmations sent before references named submissions. */
function firstFormToken(inbox: string, id: number, expires: number) {
  const key = createHmac("sha256", SECRET).update("kamba withdraw links v1").digest();
  const payload = `${inbox}.${id}.${expires}`;
  return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}

describe("a withdrawal link", () => {
  it("names its submission by its random reference, never by a row id, while it is valid, for 30 days", () => {
    const token = tokenOf(withdrawUrl("https://kamba.example", SECRET, "applications", "KX-7F3K-92QD", now));
    expect(token).toMatch(/^applications\.KX-7F3K-92QD\.\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(readWithdrawToken(token, SECRET, now)).toEqual({
      inbox: "applications",
      reference: "KX-7F3K-92QD",
      // Only a record stored before the link was made (a few minutes' leeway) is the one it names.
      storedBefore: new Date(now + 5 * 60_000),
    });
    expect(readWithdrawToken(token, SECRET, now + 29 * DAY)).not.toBeNull();
    expect(readWithdrawToken(token, SECRET, now + 31 * DAY)).toBeNull();
  });

  it("is refused when anything in it was changed, or signed with another secret", () => {
    const token = tokenOf(withdrawUrl("https://kamba.example", SECRET, "drivers", "KX-AAAA-BBBB", now));
    const [inbox, reference, expires, signature] = token.split(".");
    for (const forged of [
      `${inbox}.KX-AAAA-BBBC.${expires}.${signature}`,
      `messages.${reference}.${expires}.${signature}`,
      `${inbox}.${reference}.${Number(expires) + 86_400}.${signature}`,
      `${inbox}.${reference}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith("x") ? "y" : "x"}`,
      `${inbox}.${reference}.${expires}`,
      // A first-form link cannot be made from a second-form signature.
      `${inbox}.7.${expires}.${signature}`,
      "",
    ]) {
      expect(readWithdrawToken(forged, SECRET, now), forged).toBeNull();
    }
    expect(readWithdrawToken(token, "another secret of thirty-two characters!", now)).toBeNull();
  });

  it("still reads links of the first form already sent by e-mail, until they expire", () => {
    const expires = Math.floor((now + 30 * DAY) / 1000);
    const token = firstFormToken("drivers", 7, expires);
    expect(readWithdrawToken(token, SECRET, now)).toMatchObject({ inbox: "drivers", recordId: 7 });
    expect(readWithdrawToken(token, SECRET, now + 31 * DAY)).toBeNull();
    expect(readWithdrawToken(firstFormToken("drivers", 8, expires).replace(".8.", ".7."), SECRET, now)).toBeNull();
  });
});
