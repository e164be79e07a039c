import { describe, expect, it } from "vitest";
import { isAcceptableText, normalizeLines, searchableText, shownText } from "~/lib/text-rules";
import { safeNext } from "~/modules/staff/sign-in.server";

/** Text from outside that must never be kept, shown or sent on as it came (ADR 039). */
const corpus = {
  nul: "Ana\u0000Silva",
  cr: "Ana\rSilva",
  lf: "Ana\nSilva",
  crlf: "Ana\r\nSilva",
  lineSeparator: "Ana\u2028Silva",
  paragraphSeparator: "Ana\u2029Silva",
  rightToLeftOverride: "Ana\u202eavliS",
  isolates: "\u2066Ana\u2067Silva\u2068x\u2069",
  marks: "Ana\u200e\u200fSilva",
  c1: "Ana\u0085Silva",
  delete: "Ana\u007fSilva",
  loneSurrogate: "Ana\ud800Silva",
  noncharacter: "Ana\uffffSilva",
};

describe("the text rule", () => {
  it("refuses in a single line every control, line break, bidirectional control and broken character", () => {
    for (const [name, text] of Object.entries(corpus)) expect(isAcceptableText(text, "line"), name).toBe(false);
    for (const fine of ["Ângela Gonçalves", "O'Neil-Dias", "José 😀", "+244 923 456 789", "ana@example.ao"]) {
      expect(isAcceptableText(fine, "line"), fine).toBe(true);
    }
  });

  it("keeps free text's line breaks as LF, drops its bidirectional controls, refuses controls", () => {
    expect(normalizeLines("a\r\nb\rc\u2028d\u2029e")).toBe("a\nb\nc\nd\ne");
    expect(normalizeLines(corpus.rightToLeftOverride)).toBe("AnaavliS");
    expect(normalizeLines(corpus.isolates)).toBe("AnaSilvax");
    expect(isAcceptableText(normalizeLines("Linha 1\r\n\tLinha 2\u2028"), "lines")).toBe(true);
    for (const name of ["nul", "c1", "delete", "loneSurrogate", "noncharacter"] as const) {
      expect(isAcceptableText(normalizeLines(corpus[name]), "lines"), name).toBe(false);
    }
  });

  it("makes a search or a file name to show from anything, never cutting a character in two", () => {
    for (const text of Object.values(corpus)) expect(isAcceptableText(searchableText(text, 100), "line")).toBe(true);
    expect(searchableText("  angela\u0000 923\u202e ", 100)).toBe("angela 923");
    expect(searchableText("😀😀😀", 2)).toBe("😀😀");
    expect(searchableText("x".repeat(5000), 100)).toHaveLength(100);
  });

  it("shows a text kept before the rule without its bidirectional controls or control characters", () => {
    expect(shownText("Ana\u202eavliS\r\nok")).toBe("AnaavliS\nok");
    expect(shownText(corpus.nul)).toBe("Ana\ufffdSilva");
    expect(shownText(corpus.loneSurrogate)).toBe("Ana\ufffdSilva");
  });
});

describe("where to go after signing in (next)", () => {
  it("is a back-office path that fits a Location header, or the dashboard", () => {
    expect(safeNext("/admin/messages?q=ana silva")).toBe("/admin/messages?q=ana%20silva");
    expect(safeNext("/admin/jobs/ção")).toBe("/admin/jobs/%C3%A7%C3%A3o");
    for (const next of [
      "/admin\u0000x",
      "/admin\r\nSet-Cookie: x=1",
      "/admin\u2028x",
      "/admin\ud800",
      "/admin\u202e",
      "//evil.example/admin",
      "/\\evil.example",
      "https://evil.example/admin",
      "/admin/../contact",
      "/administrator",
      "/contact",
      "",
      null,
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe("/admin");
    }
  });
});
