import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;
// Announcing a module costs the browser 0.5-1.5 ms: a few per task keep each task short (ADR 028).
const PRELOADS_PER_TASK = 3;

/**
 * The page's own code waits until the page has painted (ADR 028).
 *
 * React Router announces the hydration code in the head (`<link rel="modulepreload">`, about 150 KB on
 * `/`) and imports the route modules at the top of an inline module script. On a slow phone network
 * those downloads shared the first seconds with the hero image, the largest paint of every page, and
 * pushed it to 2.2-2.8 s in Lighthouse although the first paint came at 0.9 s. Every page works before
 * it hydrates (forms post, links navigate), so the paint comes first:
 *
 * - the module preloads leave the head;
 * - the inline module script first awaits the page's `load` (the stylesheet and the images on screen,
 *   the hero among them, are in; no timer, so a test's frozen clock holds nothing back), then two
 *   rendering updates (the hero can paint a frame after `load`; Lighthouse then counted the scripts
 *   against it) and the report of the first contentful paint (its frame on the screen), then announces the same preloads, a few per task, runs each module in a task of its
 *   own (Lighthouse counted one 30 ms task of them all as blocking), and goes on as React Router wrote
 *   it.
 *
 * React renders a page whole before it is sent (entry.server.tsx), so the transform reads the page
 * whole too: no hint or script is ever cut between two chunks.
 */
export function hydrateAfterPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      chunks.push(chunk);
      done();
    },
    flush(done: TransformCallback) {
      done(null, Buffer.from(deferHydration(Buffer.concat(chunks).toString("utf8"))));
    },
  });
}

/** The page with its module preloads and route-module imports moved after the `load` event. */
export function deferHydration(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const imports = [...script[2]!.matchAll(STATIC_IMPORT)].map(([, name, href]) => ({ name: name!, href: href! }));
  const rest = script[2]!.replace(STATIC_IMPORT, "");
  const gate = [
    "await new Promise((loaded) => {",
    '  if (document.readyState === "complete") loaded();',
    '  else addEventListener("load", () => loaded(), { once: true });',
    "});",
    // The image that finished with the page may paint a frame later: wait for two rendering updates.
    // An IntersectionObserver reports once per update; timers and animation frames are not used
    // because tests freeze the clock, and a frozen clock must not hold hydration back.
    "for (const update of [1, 2]) {",
    "  await new Promise((painted) => {",
    "    const watch = new IntersectionObserver(() => (watch.disconnect(), painted(update)));",
    "    watch.observe(document.documentElement);",
    "  });",
    "}",
    // The first contentful paint is reported once its frame is on the screen, which a busy device may
    // show after both updates: wait for that report too. Not in a hidden tab, which paints nothing
    // until it is shown (its code may load meanwhile).
    'if (document.visibilityState === "visible" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  await new Promise((shown) => {",
    "    const watch = new PerformanceObserver((list) => {",
    '      if (list.getEntriesByName("first-contentful-paint").length > 0) (watch.disconnect(), shown());',
    "    });",
    '    watch.observe({ type: "paint", buffered: true });',
    "  });",
    "}",
    // A message to itself is a new task that no frozen clock holds back.
    "const nextTask = () => new Promise((next) => {",
    "  const channel = new MessageChannel();",
    "  channel.port1.onmessage = () => next();",
    "  channel.port2.postMessage(null);",
    "});",
    `const preloads = ${JSON.stringify(preloads)};`,
    "for (const [index, href] of preloads.entries()) {",
    `  if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await nextTask();`,
    '  const hint = document.createElement("link");',
    '  hint.rel = "modulepreload";',
    "  hint.href = href;",
    "  document.head.append(hint);",
    "}",
    // Each module runs in a task of its own, dependencies first (they follow their importer in the
    // list); the hydration code, which React Router imports at the end, stays last.
    `for (const href of ${JSON.stringify(preloads.filter((href) => !rest.includes(`import(${JSON.stringify(href)})`)).reverse())}) {`,
    "  await import(href);",
    "  await nextTask();",
    "}",
    `const [${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${imports
      .map(({ href }) => `import(${JSON.stringify(href)})`)
      .join(", ")}]);`,
  ].join("\n");
  const deferred = `${script[1]}${gate}${rest}${script[3]}`;
  return html.replace(MODULE_PRELOAD, "").replace(script[0], () => deferred);
}
