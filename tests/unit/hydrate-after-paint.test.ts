import { describe, expect, it } from "vitest";
import { answerForPageCode, deferHydration } from "~/lib/page-speed/hydrate-after-paint.server";

const moduleScript = [
  '<script nonce="N" type="module" async="">;',
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/home.js";',
  "  window.__reactRouterRouteModules = {root: route0, home: route1};",
  'import("/assets/entry.client.js");</script>',
].join("\n");

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/>',
  '<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/assets/root.js" nonce="N"/></head>',
  "<body><h1>Entregas rápidas em Luanda — já!</h1>",
  moduleScript,
  "</body></html>",
].join("\n");

/** A page as React Router writes it with its data: the context, two chunks (a submission key in one), the end. */
const pageWithData = (nonce: string, key: string) =>
  [
    '<html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/></head>',
    `<body><h1>Seja motorista</h1><input type="hidden" name="key" value="${key}"/>`,
    `<script nonce="${nonce}">window.__reactRouterContext = {"basename":"/","ssr":true};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>`,
    moduleScript.replace('nonce="N"', `nonce="${nonce}"`),
    `<!--$--><script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
      `[{"_1":2},"loaderData",{"submissionKey":"${key}","title":"Motoristas \\u003c já"}]\n`,
    )});</script><!--$--><script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[\\"más\\"]\\n");</script>`,
    `<!--$--><script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->`,
    "</body></html>",
  ].join("");

const deferred = (html: string, apart?: { address: string; keys: string[] }) =>
  deferHydration(Buffer.from(html), apart);

/** The data a page's code hands to React Router, its keys given: what the page's inline scripts enqueued. */
function enqueuedBy(script: string, keys: string[]): string {
  const chunks: string[] = [];
  const stream = { enqueue: (chunk: string) => chunks.push(chunk), close: () => chunks.push("<closed>") };
  const lines = script.split("\n").filter((line) => line.startsWith("stream."));
  new Function("stream", "keys", lines.join("\n"))(stream, keys);
  return chunks.join("");
}

describe("hydration after the page has painted", () => {
  it("takes the module preloads out of the head and imports the route modules after load and a painted frame", () => {
    const html = deferred(page).page.toString("utf8");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/app.css"/>');
    expect(html).not.toMatch(/^import \* as/m);
    const script = /<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const gate = script.indexOf('addEventListener("load"');
    expect(gate).toBeGreaterThan(-1);
    const painted = script.indexOf("new IntersectionObserver(");
    expect(painted).toBeGreaterThan(gate);
    // Each module but the hydration code (imported last) runs in a task of its own, dependencies first,
    // before the route modules are gathered.
    const oneByOne = script.indexOf('(["/assets/entry.client.js","/assets/root.js"], ["/assets/entry.client.js"])');
    expect(oneByOne).toBeGreaterThan(painted);
    expect(script).toContain("new MessageChannel()");
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    );
    expect(script.indexOf("const [route0")).toBeGreaterThan(oneByOne);
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(script.indexOf("const [route0"));
    expect(script).toContain('import("/assets/entry.client.js");');
    expect(html).toContain("Entregas rápidas em Luanda — já!");
  });

  it("runs as a module the browser accepts", () => {
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(deferred(page).page.toString("utf8"))![1]!;
    // Top-level await is fine in a module: this only checks the syntax.
    expect(() => new Function(`return async () => {${script.replace(/^;/, "")}}`)).not.toThrow();
  });

  it("leaves a page without React Router's script alone", () => {
    const plain = "<p>Até já, Kamba — ça marche</p>";
    expect(deferred(plain).page.toString("utf8")).toBe(plain);
    expect(deferred(plain, { address: "/", keys: [] }).code).toBeUndefined();
  });
});

describe("a page the same for every visitor sends its code and data after the paint", () => {
  const key = "4f1c2a3e-9b7d-4c1e-8a2b-0d3e5f6a7b8c";
  const apart = { address: "/drivers?lng=pt", keys: [key] };

  it("keeps neither its data nor its module work, and imports them with its keys once painted", () => {
    const { page: html, code } = deferred(pageWithData("N", key), apart);
    const text = html.toString("utf8");
    expect(code).toBeDefined();
    expect(text).not.toContain("streamController");
    expect(text).not.toContain("__reactRouterContext");
    expect(text).not.toContain("__reactRouterRouteModules");
    // React hydrates a script where React Router rendered its context: it stays, empty.
    expect(text).toContain("<script></script>");
    const script = /<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/.exec(text)![1]!;
    const importsCode = script.indexOf(`import(${JSON.stringify(`/drivers?lng=pt&page-code=${code!.id}`)}`);
    expect(importsCode).toBeGreaterThan(script.indexOf("new IntersectionObserver("));
    expect(script).toContain(`.hydrate(${JSON.stringify([key])})`);
    // Offline, it waits for the network and tries again at an address of its own.
    expect(script).toContain('addEventListener("online"');
    expect(text).toContain("Seja motorista");
  });

  it("is one module for every visitor: the keys are the page's, the data React Router's", () => {
    const first = deferred(pageWithData("N", key), apart).code!;
    const otherKey = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const second = deferred(pageWithData("M", otherKey), { ...apart, keys: [otherKey] }).code!;
    expect(second).toEqual(first);
    expect(first.script).not.toContain(key);
    expect(first.script).not.toMatch(/nonce|"N"/);
    expect(first.script).toMatch(/^export async function hydrate\(keys\) \{/);
    expect(enqueuedBy(first.script, [otherKey])).toBe(
      `[{"_1":2},"loaderData",{"submissionKey":"${otherKey}","title":"Motoristas \\u003c já"}]\n["más"]\n<closed>`,
    );
    expect(first.script).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js")');
    expect(
      () =>
        new Function(
          "keys",
          first.script.replace(/^export async function hydrate\(keys\)/, "return async function f(keys)"),
        ),
    ).not.toThrow();
  });

  it("writes the page's address into its script so that no address can end the script", () => {
    const { page: html } = deferred(pageWithData("N", key), { address: "/drivers?lng=</script><b>x", keys: [key] });
    const script = /<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/.exec(html.toString("utf8"))![1]!;
    expect(script).toContain(String.raw`import("/drivers?lng=\u003c/script>\u003cb>x&page-code=`);
  });

  it("changes its id with its content", () => {
    const first = deferred(pageWithData("N", key), apart).code!;
    const changed = deferred(pageWithData("N", key).replace("Motoristas", "Condutores"), apart).code!;
    expect(changed.id).not.toBe(first.id);
  });

  it("keeps the data in a page without the whole of React Router's data", () => {
    const unended = pageWithData("N", key).replace(
      /<script nonce="N">window\.__reactRouterContext\.streamController\.close[^<]*<\/script>/,
      "",
    );
    const { page: html, code } = deferred(unended, apart);
    expect(code).toBeUndefined();
    expect(html.toString("utf8")).toContain("streamController.enqueue");
  });

  it("answers its id with itself for any cache to keep, and any other id with a page that loads again", async () => {
    const code = deferred(pageWithData("N", key), apart).code!;
    const kept = answerForPageCode(code.id, code, 200);
    expect(kept.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(kept.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await kept.text()).toBe(code.script);
    for (const [asked, status] of [
      ["an-older-id", 200],
      [code.id, 503],
    ] as const) {
      const gone = answerForPageCode(asked, status === 200 ? code : undefined, status);
      expect(gone.headers.get("cache-control")).toBe("no-store");
      const script = await gone.text();
      expect(script).toMatch(/^export function hydrate\(\)/);
      expect(script).toContain(`if (${status === 200} && !typed && !reload) location.reload();`);
    }
  });
});
