import { describe, expect, it } from "vitest";
import { readWithdrawToken, withdrawUrl } from "~/lib/mail/withdraw-link.server";

const SECRET = "a secret of at least thirty-two characters";
const now = Date.parse("2026-11-23T10:00:00Z");
const tokenOf = (url: string) => url.split("/withdraw/")[1]!;

describe("a withdrawal link", () => {
  it("names its submission while it is valid, for 30 days", () => {
    const token = tokenOf(withdrawUrl("https://kamba.example", SECRET, "applications", 42, now));
    expect(readWithdrawToken(token, SECRET, now)).toEqual({ inbox: "applications", recordId: 42 });
    expect(readWithdrawToken(token, SECRET, now + 29 * 86_400_000)).not.toBeNull();
    expect(readWithdrawToken(token, SECRET, now + 31 * 86_400_000)).toBeNull();
  });

  it("is refused when anything in it was changed, or signed with another secret", () => {
    const token = tokenOf(withdrawUrl("https://kamba.example", SECRET, "drivers", 7, now));
    const [inbox, id, expires, signature] = token.split(".");
    for (const forged of [
      `${inbox}.8.${expires}.${signature}`,
      `messages.${id}.${expires}.${signature}`,
      `${inbox}.${id}.${Number(expires) + 86_400}.${signature}`,
      `${inbox}.${id}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith("x") ? "y" : "x"}`,
      `${inbox}.${id}.${expires}`,
      "",
    ]) {
      expect(readWithdrawToken(forged, SECRET, now), forged).toBeNull();
    }
    expect(readWithdrawToken(token, "another secret of thirty-two characters!", now)).toBeNull();
  });
});
