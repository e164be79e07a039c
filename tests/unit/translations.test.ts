import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const reference = leaves(messages.pt as unknown as Tree);

describe("interface texts", () => {
  it("have every translation group of the spec in Portuguese", () => {
    for (const group of [
      "notFound",
      "nav",
      "hero",
      "services",
      "about",
      "careers",
      "contact",
      "apply",
      "footer",
      "common",
    ]) {
      expect(Object.keys(messages.pt), group).toContain(group);
    }
  });

  it.each(languages.filter((l) => l !== "pt"))("in %s have exactly the Portuguese keys, none empty", (language) => {
    const translated = leaves(messages[language] as unknown as Tree);
    expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of translated) expect(text.trim(), key).not.toBe("");
  });

  it.each(languages.filter((l) => l !== "pt"))("in %s keep the same {{placeholders}}", (language) => {
    const translated = leaves(messages[language] as unknown as Tree);
    for (const [key, text] of reference)
      expect(placeholders(translated.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("are really translated: most English and French texts differ from Portuguese", () => {
    for (const language of ["en", "fr"] as const) {
      const translated = leaves(messages[language] as unknown as Tree);
      const same = [...reference].filter(([key, text]) => translated.get(key) === text).length;
      expect(same / reference.size, language).toBeLessThan(0.15);
    }
  });
});
