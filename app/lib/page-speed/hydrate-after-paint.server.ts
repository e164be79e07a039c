import { createHash } from "node:crypto";
import { hydrationAddress } from "./page-code-apart";

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const PRELOAD_HREF = /^<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>$/;
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const SCRIPT_OPENING = /^<script nonce="[^"]*"$/;
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;
/** React Router's scripts that hand the page's data to its code: the context, each chunk of data, the end. */
const CONTEXT_SCRIPT = /^<script nonce="[^"]*">(window\.__reactRouterContext = [^<]*)<\/script>$/;
const DATA_CHUNK =
  /^<script nonce="[^"]*">window\.__reactRouterContext\.streamController\.enqueue\(("[^<]*")\);<\/script>$/;
const DATA_END = /^<script nonce="[^"]*">window\.__reactRouterContext\.streamController\.close\(\);<\/script>$/;
// Announcing a module costs the browser 0.5-1.5 ms: a few per task keep each task short (ADR 028).
const PRELOADS_PER_TASK = 3;

/** The page's code and data for one page of one content version, the same for every visitor (ADR 087). */
export type PageCode = { id: string; script: string };

export type DeferredPage = { page: Buffer<ArrayBuffer>; code?: PageCode };

/**
 * The page's own code waits until the page has painted (ADR 028), and on a page the same for every visitor
 * its data travels with it, after the paint (ADR 087).
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
 *   against it) and the report of the first contentful paint (its frame on the screen), then announces the
 *   same preloads, a few per task, runs each module in a task of its own (Lighthouse counted one 30 ms task
 *   of them all as blocking), and goes on as React Router wrote it.
 *
 * With `apart` (a page the same for every visitor but for its submission keys, `keys`), the page's data
 * (React Router's context and data scripts, 3-5 KB of Brotli) and the module script's work leave the page
 * too: they become one module, `code`, that the page imports after its paint from its own address
 * (`hydrationAddress`) and that takes the page's keys as an argument. The page itself then fits in the
 * first round trip of a slow phone network (ADR 086).
 *
 * React renders a page whole before it is sent (entry.server.tsx), so the page is read whole: no hint or
 * script is ever cut between two chunks. It works on the page's bytes and copies them once.
 */
export function deferHydration(
  page: Buffer<ArrayBuffer>,
  apart?: { address: string; keys: readonly string[] },
): DeferredPage {
  const script = routeModulesScript(page);
  if (!script) return { page };
  const preloads = modulePreloads(page);
  const hrefs = preloads.map(({ href }) => href);
  const data = apart ? dataScripts(page) : null;
  const code = data && apart ? pageCode(data, hrefs, script.body, apart.keys) : undefined;
  const gateBody =
    code && apart ? importAfterPaint(hydrationAddress(apart.address, code.id), apart.keys) : gate(hrefs, script.body);
  const cuts = [
    ...preloads.map(({ start, end }) => ({ start, end, text: "" })),
    { start: script.start, end: script.end, text: `${script.opening}${gateBody}</script>` },
    // The context script stays, empty: React hydrates a <script> where React Router rendered one.
    ...(code && data
      ? [{ ...data.context, text: "<script></script>" }, ...data.removed.map((cut) => ({ ...cut, text: "" }))]
      : []),
  ].sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { start, end, text } of cuts) {
    parts.push(page.subarray(from, start), Buffer.from(text));
    from = end;
  }
  parts.push(page.subarray(from));
  return { page: Buffer.concat(parts), code };
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

type Cut = { start: number; end: number };

/**
 * React Router's context script, its data chunks and the script that ends them; null unless the page has
 * them all (then its data stays where it is).
 */
function dataScripts(page: Buffer) {
  let context: (Cut & { body: string }) | undefined;
  const chunks: string[] = [];
  const removed: Cut[] = [];
  let ended = false;
  for (let start = page.indexOf(SCRIPT_START); start !== -1; start = page.indexOf(SCRIPT_START, start + 1)) {
    const close = page.indexOf(SCRIPT_END, start);
    if (close === -1) break;
    const end = close + SCRIPT_END.length;
    const element = page.toString("utf8", start, end);
    const contextBody = CONTEXT_SCRIPT.exec(element)?.[1];
    const chunk = DATA_CHUNK.exec(element)?.[1];
    if (contextBody !== undefined && !context) context = { start, end, body: contextBody };
    else if (chunk !== undefined && context && !ended) {
      chunks.push(JSON.parse(chunk) as string);
      removed.push({ start, end });
    } else if (DATA_END.test(element) && context && !ended) {
      ended = true;
      removed.push({ start, end });
    }
    start = end - 1;
  }
  return context && ended ? { context, chunks, removed } : null;
}

/**
 * The page's data and the module script's work as one module. Its text is the same for every visitor: each
 * submission key stands as `keys[i]`, given by the page (ADR 087), so its name `id` can be its hash.
 */
function pageCode(
  data: NonNullable<ReturnType<typeof dataScripts>>,
  preloads: string[],
  moduleScript: string,
  keys: readonly string[],
): PageCode {
  const enqueued = data.chunks.map((chunk) => `stream.enqueue(${withKeys(chunk, keys)});`).join("\n");
  const script = `export async function hydrate(keys) {
${data.context.body}
const stream = window.__reactRouterContext.streamController;
${enqueued}
stream.close();
await (${runModulesOneByOne})(${JSON.stringify(preloads)}, ${JSON.stringify(importedLater(preloads, moduleScript))});
${routeModules(moduleScript)}
}
`;
  return { id: createHash("sha256").update(script).digest("base64url").slice(0, 22), script };
}

/** A chunk of data as JavaScript, each key in it read from `keys`. */
function withKeys(chunk: string, keys: readonly string[]): string {
  const present = keys.map((key, index) => ({ key, index })).filter(({ key }) => key && chunk.includes(key));
  if (present.length === 0) return JSON.stringify(chunk);
  const pattern = new RegExp(present.map(({ key }) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const indexOf = new Map(present.map(({ key, index }) => [key, index]));
  const parts: string[] = [];
  let from = 0;
  for (const match of chunk.matchAll(pattern)) {
    parts.push(JSON.stringify(chunk.slice(from, match.index)), `keys[${indexOf.get(match[0])}]`);
    from = match.index + match[0].length;
  }
  parts.push(JSON.stringify(chunk.slice(from)));
  return parts.join(" + ");
}

/** The modules React Router imports itself later in its script (the hydration code): they run last. */
function importedLater(preloads: string[], moduleScript: string): string[] {
  const rest = moduleScript.replace(STATIC_IMPORT, "");
  return preloads.filter((href) => rest.includes(`import(${JSON.stringify(href)})`));
}

/** React Router's module script with its static imports made dynamic (they run once the page has painted). */
function routeModules(moduleScript: string): string {
  const imports = [...moduleScript.matchAll(STATIC_IMPORT)].map(([, name, href]) => ({ name: name!, href: href! }));
  const rest = moduleScript.replace(STATIC_IMPORT, "");
  const importRoutes = `const [${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${imports
    .map(({ href }) => `import(${JSON.stringify(href)})`)
    .join(", ")}]);`;
  return `${importRoutes}${rest}`;
}

/**
 * Waits for the page's paint. In a block: the minified names (the scripts inside pages are minified at
 * build, ADR 086) stay out of what follows.
 */
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
}`;

/**
 * Announces the modules a few per task, then runs each in a task of its own, dependencies first (they
 * follow their importer in the list); the hydration code, which React Router imports at the end, stays last.
 */
// Not minified (an expression the minifier would drop as unused): it runs after the paint. `nextTask` posts a
// message to itself, a new task that no frozen clock holds back.
const runModulesOneByOne = `async (preloads, importedLater) => {
  const nextTask = () => new Promise((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => next();
    channel.port2.postMessage(null);
  });
  for (const [index, href] of preloads.entries()) {
    if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await nextTask();
    const hint = document.createElement("link");
    hint.rel = "modulepreload";
    hint.href = href;
    document.head.append(hint);
  }
  for (const href of preloads.filter((href) => !importedLater.includes(href)).reverse()) {
    await import(href);
    await nextTask();
  }
}`;

/** The module script of a page whose data stays in it: wait for the paint, run the modules, go on as written. */
function gate(preloads: string[], body: string): string {
  return `${waitForPaint}
await (${runModulesOneByOne})(${JSON.stringify(preloads)}, ${JSON.stringify(importedLater(preloads, body))});
${routeModules(body)}`;
}

/**
 * The module script of a page whose code and data come apart (ADR 087): after the paint it imports them and
 * hands them the page's submission keys. Offline, it waits for the network; each new try has an address of
 * its own (a failed import is remembered for its address).
 */
function importAfterPaint(address: string, keys: readonly string[]): string {
  const load = /* inline-script */ `{
  let code;
  for (let attempt = 0; !code; attempt++) {
    code = await import(${JSON.stringify(address).replaceAll("<", "\\u003c")} + (attempt ? "#" + attempt : "")).catch(
      () => new Promise((online) => addEventListener("online", () => online(), { once: true })),
    );
  }
  await code.hydrate(${JSON.stringify(keys)});
}`;
  return `${waitForPaint}\n${load}`;
}

/** A page's code: its address names its content (`page-code`), so any cache may keep it for good. */
export const PAGE_CODE_HEADERS = {
  "Content-Type": "text/javascript; charset=utf-8",
  "Cache-Control": "public, max-age=31536000, immutable",
};

/**
 * What a page whose code is no longer the one asked for gets (its content was published anew since it was
 * sent, or it could not be rendered): it is loaded again, unless the visitor has begun to fill in a form or
 * it is a reload already, or the page could not be rendered; until then it works on without its code (ADR 087).
 */
const codeGone = (loadAgain: boolean) => /* inline-script */ `export function hydrate() {
  const typed = [...document.forms].some((form) =>
    [...form.elements].some((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
          (field.value !== field.defaultValue || ("defaultChecked" in field && field.checked !== field.defaultChecked)),
    ),
  );
  const reload = performance.getEntriesByType("navigation")[0]?.type === "reload";
  if (${loadAgain} && !typed && !reload) location.reload();
}`;

/** The answer to a GET of a page's address with `page-code`: its code if `asked` is its id. */
export function answerForPageCode(asked: string, code: PageCode | undefined, status: number): Response {
  if (code && code.id === asked) return new Response(code.script, { headers: PAGE_CODE_HEADERS });
  return new Response(codeGone(status === 200), {
    headers: { "Content-Type": PAGE_CODE_HEADERS["Content-Type"], "Cache-Control": "no-store" },
  });
}
