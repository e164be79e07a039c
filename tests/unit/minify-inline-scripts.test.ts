import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { minifyInlineScripts } from "../../scripts/minify-inline-scripts.mjs";

/** The script a module's marked template writes, as the page would carry it. */
const scriptOf = (moduleCode: string): string => new Function(`${moduleCode}\nreturn script;`)() as string;

// As a module of the app holds one: values, a nested template, escapes in the template and in the script.
const MODULE = readFileSync(path.join(import.meta.dirname, "fixtures", "inline-script-module.txt"), "utf8");

describe("the scripts written inside pages are minified at build", () => {
  it("writes a shorter script, without comments, that does the same with the same values", () => {
    const minified = minifyInlineScripts(MODULE, "/app/example.ts");
    expect(minified).not.toBeNull();
    const original = scriptOf(MODULE);
    const written = scriptOf(minified!);
    expect(written.length).toBeLessThan(original.length * 0.8);
    expect(written).not.toContain("comment");
    expect(written).toContain('"kamba-scroll:"');
    expect((0, eval)(written)).toEqual((0, eval)(original));
    expect((0, eval)(written)).toEqual(["(?:^|;\\s*)kamba-scroll:", "pt|en", "it's`2", 4]);
  });

  it("leaves a module without the mark alone", () => {
    expect(minifyInlineScripts("const script = `(function () { return 1; })()`;", "/app/a.ts")).toBeNull();
  });

  it("stops the build on a mark without a template, or a script that does not parse", () => {
    expect(() => minifyInlineScripts('const script = /* inline-script */ "x";', "/app/a.ts")).toThrow(/template/);
    expect(() => minifyInlineScripts("const script = /* inline-script */ `(function ( {`;", "/app/a.ts")).toThrow(
      /does not parse/,
    );
  });
});
