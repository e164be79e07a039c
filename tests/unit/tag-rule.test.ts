import { describe, expect, it } from "vitest";
import { readInboxFilters } from "~/modules/submissions/inbox-filters";
import { readTag, tagKey } from "~/modules/submissions/tag-rule";

describe("the tag rule", () => {
  it("keeps a tag tidied, and compares it without case, accents or extra spaces", () => {
    expect(readTag("  Inglês   fluente ")).toEqual({ ok: true, label: "Inglês fluente", key: "ingles fluente" });
    expect(tagKey("INGLÊS")).toBe(tagKey("ingles"));
    // The same letter typed decomposed (e + combining circumflex) is the same tag.
    expect(tagKey("Ingle\u0302s")).toBe("ingles");
    expect(readTag("Carta-B 2")).toMatchObject({ ok: true, key: "carta-b 2" });
    expect(readTag("Кириллица")).toMatchObject({ ok: true });
    expect(readTag("x".repeat(40))).toMatchObject({ ok: true });
  });

  it("refuses an empty or too long tag, and anything but letters, digits, spaces and hyphens", () => {
    expect(readTag("")).toEqual({ ok: false, problem: "tagLength" });
    expect(readTag("   ")).toEqual({ ok: false, problem: "tagLength" });
    expect(readTag("x".repeat(41))).toEqual({ ok: false, problem: "tagLength" });
    for (const typed of ["<b>", "a\u0000b", "fala\u202Eportuguês", "linha\nnova", "#urgente", "-inicio", "a;b", "'"]) {
      expect(readTag(typed), JSON.stringify(typed)).toEqual({ ok: false, problem: "tagCharacters" });
    }
  });

  it("is the list's ?tag= filter: tidied, or ignored and named when unreadable", () => {
    expect(readInboxFilters("drivers", new URLSearchParams({ tag: " Carta   B " })).filters.tag).toBe("Carta B");
    const unreadable = readInboxFilters("drivers", new URLSearchParams({ tag: "<script>" }));
    expect(unreadable.filters.tag).toBeNull();
    expect(unreadable.ignored).toEqual(["tag"]);
  });
});
