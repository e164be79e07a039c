import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration as deferHydrationOf, hydrateAfterPaint } from "~/lib/page-speed/hydrate-after-paint.server";

const deferHydration = (html: string) => deferHydrationOf(Buffer.from(html)).toString("utf8");

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/>',
  '<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/assets/root.js" nonce="N"/></head>',
  "<body><h1>Entregas rápidas em Luanda — já!</h1>",
  '<script nonce="N" type="module" async="">;',
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/home.js";',
  "  window.__reactRouterRouteModules = {root: route0, home: route1};",
  'import("/assets/entry.client.js");</script></body></html>',
].join("\n");

describe("hydration after the page has painted", () => {
  it("takes the module preloads out of the head and imports the route modules after load and a painted frame", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/app.css"/>');
    expect(html).not.toMatch(/^import \* as/m);
    const script = /<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const gate = script.indexOf('addEventListener("load"');
    expect(gate).toBeGreaterThan(-1);
    const painted = script.indexOf("new IntersectionObserver(");
    expect(painted).toBeGreaterThan(gate);
    expect(script.indexOf('["/assets/entry.client.js","/assets/root.js"]')).toBeGreaterThan(painted);
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    );
    // Each module but the hydration code (imported last) runs in a task of its own, dependencies first,
    // before the route modules are gathered.
    expect(script).toContain('const importedLater = ["/assets/entry.client.js"];');
    const oneByOne = script.indexOf(
      "for (const href of preloads.filter((href) => !importedLater.includes(href)).reverse())",
    );
    expect(oneByOne).toBeGreaterThan(painted);
    expect(oneByOne).toBeLessThan(script.indexOf("const [route0"));
    expect(script).toContain("new MessageChannel()");
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(script.indexOf("const [route0"));
    expect(script).toContain('import("/assets/entry.client.js");');
    expect(html).toContain("Entregas rápidas em Luanda — já!");
  });

  it("runs as a module the browser accepts", async () => {
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page))![1]!;
    // Top-level await is fine in a module: this only checks the syntax.
    expect(() => new Function(`return async () => {${script.replace(/^;/, "")}}`)).not.toThrow();
  });

  it("reads a page cut into any chunks, accents included, and leaves a page without the script alone", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      expect(await text(Readable.from(chunks).pipe(hydrateAfterPaint())), `chunks of ${size}`).toBe(
        deferHydration(page),
      );
    }
    const plain = "<p>Até já, Kamba — ça marche</p>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
