import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const PRELOAD_HREF = /^<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>$/;
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const SCRIPT_OPENING = /^<script nonce="[^"]*"$/;
const SCRIPT_END = Buffer.from("</script>");
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
 * whole too: no hint or script is ever cut between two chunks. It works on the page's bytes and copies them
 * once: read as text and replaced twice, a page was five copies of itself, two of them twice its size (any
 * accent makes V8 keep the text at two bytes a character), and `/contact` took 0.32-0.35 ms instead of
 * 0.12-0.15.
 */
export function hydrateAfterPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      chunks.push(chunk);
      done();
    },
    flush(done: TransformCallback) {
      done(null, deferHydration(Buffer.concat(chunks)));
    },
  });
}

/** The page with its module preloads and route-module imports moved after the `load` event. */
export function deferHydration(page: Buffer): Buffer {
  const script = routeModulesScript(page);
  if (!script) return page;
  const preloads = modulePreloads(page);
  const deferred = `${script.opening}${gate(
    preloads.map(({ href }) => href),
    script.body,
  )}</script>`;
  const cuts = [
    ...preloads.map(({ start, end }) => ({ start, end, text: "" })),
    { start: script.start, end: script.end, text: deferred },
  ].sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { start, end, text } of cuts) {
    parts.push(page.subarray(from, start), Buffer.from(text));
    from = end;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}

/** The first inline module script with a nonce: React Router's, which imports the route modules. */
function routeModulesScript(page: Buffer) {
  for (let mark = page.indexOf(MODULE_SCRIPT); mark !== -1; mark = page.indexOf(MODULE_SCRIPT, mark + 1)) {
    const start = page.lastIndexOf("<script", mark);
    if (start === -1 || !SCRIPT_OPENING.test(page.toString("latin1", start, mark))) continue;
    const bodyStart = mark + MODULE_SCRIPT.length;
    const close = page.indexOf(SCRIPT_END, bodyStart);
    if (close === -1) return null;
    return {
      start,
      end: close + SCRIPT_END.length,
      opening: page.toString("latin1", start, bodyStart),
      body: page.toString("utf8", bodyStart, close),
    };
  }
  return null;
}

function modulePreloads(page: Buffer) {
  const preloads: Array<{ start: number; end: number; href: string }> = [];
  for (let start = page.indexOf(MODULE_PRELOAD); start !== -1; start = page.indexOf(MODULE_PRELOAD, start + 1)) {
    const end = page.indexOf(">", start) + 1;
    const href = end > 0 ? PRELOAD_HREF.exec(page.toString("latin1", start, end))?.[1] : undefined;
    if (href) preloads.push({ start, end, href });
  }
  return preloads;
}

/** The script's body: wait for the page's paint, announce the modules a few per task, then run as written. */
function gate(preloads: string[], body: string): string {
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, href]) => ({ name: name!, href: href! }));
  const rest = body.replace(STATIC_IMPORT, "");
  // Each module runs in a task of its own, dependencies first (they follow their importer in the list);
  // the hydration code, which React Router imports at the end, stays last.
  const importedLater = preloads.filter((href) => rest.includes(`import(${JSON.stringify(href)})`));
  // In a block: the minified names (ADR 028's gate is minified at build) stay out of React Router's code.
  const waitForPaint = /* inline-script */ `{
await new Promise((loaded) => {
  if (document.readyState === "complete") loaded();
  else addEventListener("load", () => loaded(), { once: true });
});
// The image that finished with the page may paint a frame later: wait for two rendering updates. An
// IntersectionObserver reports once per update; timers and animation frames are not used because tests
// freeze the clock, and a frozen clock must not hold hydration back.
for (const update of [1, 2]) {
  await new Promise((painted) => {
    const watch = new IntersectionObserver(() => (watch.disconnect(), painted(update)));
    watch.observe(document.documentElement);
  });
}
// The first contentful paint is reported once its frame is on the screen, which a busy device may show
// after both updates: wait for that report too. Not in a hidden tab, which paints nothing until it is
// shown (its code may load meanwhile).
if (document.visibilityState === "visible" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  await new Promise((shown) => {
    const watch = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) (watch.disconnect(), shown());
    });
    watch.observe({ type: "paint", buffered: true });
  });
}
// A message to itself is a new task that no frozen clock holds back.
const nextTask = () => new Promise((next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => next();
  channel.port2.postMessage(null);
});
const preloads = ${JSON.stringify(preloads)};
for (const [index, href] of preloads.entries()) {
  if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await nextTask();
  const hint = document.createElement("link");
  hint.rel = "modulepreload";
  hint.href = href;
  document.head.append(hint);
}
const importedLater = ${JSON.stringify(importedLater)};
for (const href of preloads.filter((href) => !importedLater.includes(href)).reverse()) {
  await import(href);
  await nextTask();
}
}`;
  const importRoutes = `const [${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${imports
    .map(({ href }) => `import(${JSON.stringify(href)})`)
    .join(", ")}]);`;
  return `${waitForPaint}\n${importRoutes}${rest}`;
}
