import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import vary from "vary";
import type { Database } from "~/db/client.server";
import { languageOf } from "~/i18n/detect-language";
import { languageStorageKey } from "~/i18n/languages";
import { readContentState } from "~/lib/content-version.server";
import { watchRender, type RenderWatch, type StoredSubmission } from "~/lib/rendered-secrets.server";
import { isSaveDataOn } from "~/lib/page-speed/save-data";
import { PAGE_CODE_HEADERS, type PageCode } from "~/lib/page-speed/hydrate-after-paint.server";
import { PAGE_CODE_PARAM, sharedPageAddress } from "~/lib/page-speed/page-code-apart";
import { notePageCache } from "~/lib/production-figures.server";
import { preferredEncoding } from "./content-encoding";
import { compressKeptWhole, prepareBrotliSplice, spliceBrotliParts, type SplicedBrotli } from "./spliced-brotli";
import {
  cutAtMarks,
  prepareSplice,
  showsOnlyAsItself,
  spliceGzipParts,
  splicedSize,
  spliceText,
  type PageText,
  type SplicedPage,
} from "./spliced-gzip";

/**
 * Rendered public pages kept in this process's memory (ADR 027), so a page is rendered once per
 * language and content version rather than for every visitor.
 *
 * - Never shared: each copy carries a fresh CSP nonce and fresh submission keys to each visitor. The
 *   page is kept compressed around gaps for them, gzip at once (spliced-gzip.ts) and Brotli a moment
 *   later (spliced-brotli.ts, compressed off the main thread): an answer costs a checksum at most.
 * - Keyed by the language the visitor gets (address, cookie, browser), Save-Data, and the address.
 * - Forgotten when the public content changes on any process (the version in the database, read
 *   every second), when an open offer passes its valid-through moment, and after `ttlMs` anyway.
 * - Only GET answers 200 of public pages and their navigation data; never /admin, a withdrawal or driver's link,
 *   files, a query other than `lng`, or an answer that sets a cookie other than the language's.
 * - With a page, its code and data (ADR 087), the same for every visitor: a GET of the page's address with
 *   `page-code` gets them, compressed once, if the id asked for is theirs; otherwise they are rendered.
 * - And the page answering a form posted without JavaScript once its submission is stored (ADR 081), per
 *   form on the page, its reference a gap like the keys: a burst of such posts is not a burst of renders.
 * - A GET of a kept page is answered before Express, by the front door (front-door.ts, ADR 085), which asks
 *   this cache first; what it hands on (a miss, a post, the back-office) comes to this middleware.
 */
export type PageCacheOptions = {
  db: Database;
  logger: Logger;
  ttlMs: number;
  pollMs?: number;
  /** Bytes of pages kept at most; the oldest go first. */
  maxBytes?: number;
  /**
   * The compression of answers rendered afresh. A kept page is written compressed already, so it skips
   * the compression middleware's wrapping of every answer (6 % of a small cached page's time).
   */
  compress: RequestHandler;
};

type CachedPage = {
  status: number;
  headers: Array<[string, string | string[]]>;
  /** The page with a gap for the nonce (gap 0) and each submission key (gaps 1...). */
  page: SplicedPage;
  /** The Brotli copy, once compressed (until then, and for a page that cannot have one, gzip answers). */
  brotli?: SplicedBrotli;
  secretCount: number;
  /** The page's code and data, asked for after its paint (ADR 087). */
  pageCode?: KeptPageCode;
  /** The page answers a stored submission: its last gap is the submission's reference. */
  showsReference: boolean;
  size: number;
  storedAt: number;
};
const KEYS_REMEMBERED = 512;
type KeptPageCode = { id: string; script: Buffer; gzip: Buffer; brotli?: Buffer };
/** Where public content is changed: the back-office. */
const STAFF_PATHS = /^\/admin(\/|\.data$|$)/;
const PAGE_TYPES = /^(text\/html|text\/x-script)/;
/** Headers the answer gets afresh each time (security headers are set before the cache answers). */
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection", "etag"]);

export function pageCache({
  db,
  logger,
  ttlMs,
  pollMs = 1000,
  maxBytes = 16 * 1024 * 1024,
  compress,
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let version: string | null | undefined;
  let nextExpiry: number | null = null;

  const forgetAll = () => {
    pages.clear();
    bytes = 0;
  };
  const poll = async () => {
    try {
      const state = await readContentState(db);
      if (version !== undefined && state.version !== version) forgetAll();
      version = state.version;
      nextExpiry = state.nextExpiry?.getTime() ?? null;
    } catch (error) {
      // The database is away: keep serving what is cached until it expires.
      logger.debug({ err: error }, "page cache: content version unreadable");
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();

  const keep = (key: string, { page, text }: Storable) => {
    const size = page.size;
    if (size > maxBytes / 8) return;
    const previous = pages.get(key);
    if (previous) bytes -= previous.size;
    pages.delete(key);
    pages.set(key, page);
    bytes += size;
    for (const [oldest, old] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(oldest);
      bytes -= old.size;
    }
    void addBrotli(key, page, text);
  };
  // The page's text is held only until its Brotli copy is made.
  const addBrotli = async (key: string, page: CachedPage, text: PageText) => {
    const brotli = await prepareBrotliSplice(text).catch((error: unknown) => {
      logger.warn({ err: error }, "page cache: no Brotli copy");
      return undefined;
    });
    // Kept only if the page is still the one cached under its key.
    if (!brotli || pages.get(key) !== page) return;
    const extra = brotli.runs.reduce((sum, run) => sum + run.length, 0);
    page.brotli = brotli;
    page.size += extra;
    bytes += extra;
    const code = page.pageCode;
    if (!code) return;
    const compressed = await compressKeptWhole(code.script).catch(() => undefined);
    if (!compressed || pages.get(key) !== page) return;
    code.brotli = compressed;
    page.size += compressed.length;
    bytes += compressed.length;
  };

  // A change made through this process (staff's POST) is seen at once: until the version is read again
  // after it, pages are rendered afresh and not kept. Visitors' posts (forms, beacons) change no public page:
  // during a burst of submissions pages keep coming from the cache, without a read of the version each.
  let recheck: Promise<void> | null = null;
  const recheckAfter = (res: Response) =>
    res.once("finish", () => {
      const check = poll().finally(() => {
        if (recheck === check) recheck = null;
      });
      recheck = check;
    });

  /** The page kept under `key`, if still fresh. */
  const keptPage = (key: string) => {
    const now = Date.now();
    if (nextExpiry !== null && now >= nextExpiry) {
      forgetAll();
      nextExpiry = null;
    }
    const cached = pages.get(key);
    return cached !== undefined && now - cached.storedAt < ttlMs ? cached : undefined;
  };
  /** The page kept under `key`, if still fresh; counted as a hit or, unless the front door asks, a miss. */
  const freshPage = (key: string, { countMiss = true } = {}) => {
    const cached = keptPage(key);
    if (cached || countMiss) notePageCache(cached !== undefined);
    return cached;
  };
  /** The code and data of the page kept under `key` if `asked` is their id; counted like a page. */
  const freshPageCode = (key: string, asked: string, { countMiss = true } = {}) => {
    const code = keptPage(key)?.pageCode;
    const hit = code?.id === asked;
    if (hit || countMiss) notePageCache(hit);
    return hit ? code : undefined;
  };
  // A request's key, worked out once for its address and headers: parsing the address and the language was 3 % of a
  // kept answer's time. Forgotten all at once past `KEYS_REMEMBERED` (a cookie may make each request's headers new).
  const keys = new Map<string, string | null>();
  const keyOf = (address: string, req: IncomingMessage) => {
    if (recheck !== null) return null;
    const { cookie, "accept-language": acceptLanguage } = req.headers;
    const saveData = headerText(req, "save-data");
    const asked = `${address}\n${cookie ?? ""}\n${acceptLanguage ?? ""}\n${saveData ?? ""}`;
    let key = keys.get(asked);
    if (key === undefined) {
      key = cacheKey(address, cookie, acceptLanguage, saveData);
      if (keys.size >= KEYS_REMEMBERED) keys.clear();
      keys.set(asked, key);
    }
    return key;
  };

  /** A kept page written with this answer's one-time values, in one system call. */
  const answerKept = (req: IncomingMessage, res: ServerResponse, cached: CachedPage, nonce: string) => {
    const encoding = preferredEncoding(req, { br: cached.brotli !== undefined, gzip: true });
    const parts = answerParts(res, cached, encoding, nonce);
    // One buffer, written with the headers: part by part, each write cost Node a callback and a task of its own,
    // more than copying a page of a few kilobytes.
    res.end(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && STAFF_PATHS.test(req.path)) recheckAfter(res);
    const key = keyOf(req.originalUrl, req);
    if (req.method === "POST" && key && !req.path.endsWith(".data")) return keepAnswersToPosts(req, res, key, next);
    if (req.method !== "GET" || !key) return compress(req, res, next);
    const asked = pageCodeAsked(req.originalUrl);
    if (asked !== null) {
      const code = freshPageCode(key, asked);
      // Otherwise rendered: the document entry answers with the page's code, never kept in the page's place.
      return code ? answerPageCode(req, res, code) : compress(req, res, next);
    }
    const cached = freshPage(key);
    if (cached) return answerKept(req, res, cached, res.locals.cspNonce as string);
    // Wrapped inside the compression, so that what is kept is the page as rendered.
    compress(req, res, () => keepWhatRenders(res, () => key, next));
  };

  /**
   * For the front door (ADR 085): how to answer a GET from what is kept, before Express has seen it, or
   * undefined (and the request goes on to Express, where this cache's middleware counts the miss).
   */
  const keptAnswerFor = (req: IncomingMessage) => {
    if (req.method !== "GET") return undefined;
    const address = req.url ?? "/";
    const key = keyOf(address, req);
    if (!key) return undefined;
    const asked = pageCodeAsked(address);
    if (asked !== null) {
      const code = freshPageCode(key, asked, { countMiss: false });
      return code && ((res: ServerResponse) => answerPageCode(req, res, code));
    }
    const kept = freshPage(key, { countMiss: false });
    return kept && ((res: ServerResponse, nonce: string) => answerKept(req, res, kept, nonce));
  };

  // React Router still runs the form's action and the page's loaders; its document entry (entry.server.tsx) asks
  // for the kept copy instead of rendering.
  const keepAnswersToPosts = (req: Request, res: Response, key: string, next: NextFunction) => {
    const answerKey = ({ variant }: StoredSubmission) => `stored ${variant} ${key}`;
    const keptAnswerTo = (stored: StoredSubmission) => {
      const cached = freshPage(answerKey(stored));
      if (!cached) return undefined;
      const encoding = preferredEncoding(req, { br: cached.brotli !== undefined, gzip: true });
      const parts = answerParts(res, cached, encoding, res.locals.cspNonce as string, stored.reference);
      // The web's Response (the one a document entry returns), not Express's.
      return new globalThis.Response(Buffer.concat(parts), { status: cached.status });
    };
    compress(req, res, () =>
      keepWhatRenders(res, (watch) => (watch.stored ? answerKey(watch.stored) : null), next, keptAnswerTo),
    );
  };

  const keepWhatRenders = (
    res: Response,
    keyOf: (watch: RenderWatch) => string | null,
    next: NextFunction,
    keptAnswerTo?: RenderWatch["keptAnswerTo"],
  ) => {
    const nonce = res.locals.cspNonce as string;
    const watch: RenderWatch = { secrets: [], degraded: false, keptAnswerTo };
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      // React streams Uint8Arrays: copied, since a stream may reuse its buffer once written.
      chunks.push(
        chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), encoding as BufferEncoding),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      const key = watch.degraded || res.getHeader("X-Page-Cache") === "hit" ? null : keyOf(watch);
      const page = key ? storable(res, Buffer.concat(chunks), nonce, watch, watch.stored?.reference) : null;
      if (key && page && version !== undefined && recheck === null) keep(key, page);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Page-Cache", "miss");
    watchRender(watch, () => next());
  };
  return Object.assign(middleware, { stop: () => clearInterval(timer), forgetAll, keptAnswerFor });
}

/** The cache's key for a request's address, or null when its answer must not be cached. */
function cacheKey(
  originalUrl: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  saveData: string | undefined,
) {
  const url = new URL(originalUrl, "http://cache.invalid");
  // An address the parser rewrites (`//privacy` read as a host, `/a/../privacy`, a backslash) is not the page the
  // router would render for it: it is rendered each time, never answered with another address's kept page.
  if (url.pathname !== originalUrl.split("?", 1)[0]) return null;
  // The page's address: its code and data (`page-code`) are kept with it.
  const address = sharedPageAddress(url);
  if (address === null) return null;
  const language = languageOf({ url, cookie: cookie ?? null, acceptLanguage: acceptLanguage ?? null });
  // A visitor saving data gets other images: another copy.
  const variant = isSaveDataOn(saveData) ? "save-data" : "full";
  return `${language} ${variant} ${address}`;
}

/** The id of the page code a request asks for (`page-code`), or null for a request of the page itself. */
function pageCodeAsked(address: string): string | null {
  if (!address.includes(`${PAGE_CODE_PARAM}=`)) return null;
  return new URL(address, "http://cache.invalid").searchParams.get(PAGE_CODE_PARAM);
}

/** A page's code and data as kept (ADR 087): the same for every visitor, compressed once. */
function keptPageCode(code: PageCode): KeptPageCode {
  const script = Buffer.from(code.script);
  return { id: code.id, script, gzip: gzipSync(script, { level: 9 }) };
}

/** A page's code and data from what is kept, in the encoding the client takes. */
function answerPageCode(req: IncomingMessage, res: ServerResponse, code: KeptPageCode) {
  const encoding = preferredEncoding(req, { br: code.brotli !== undefined, gzip: true });
  const body = encoding === "br" && code.brotli ? code.brotli : encoding === "gzip" ? code.gzip : code.script;
  res.statusCode = 200;
  for (const [name, value] of Object.entries(PAGE_CODE_HEADERS)) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  vary(res, "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** A request header as one text (Node joins a repeated one that it does not know). */
function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A page to keep, and its text cut at its one-time values (for its Brotli copy). */
type Storable = { page: CachedPage; text: PageText };

/**
 * The answer as the cache keeps it (one-time values swapped for marks, and the reference of the submission it
 * answers), or null when it must not be kept.
 */
function storable(
  res: Response,
  body: Buffer,
  nonce: string,
  { secrets, pageCode }: RenderWatch,
  reference?: string,
): Storable | null {
  if (res.statusCode !== 200) return null;
  if (!PAGE_TYPES.test(String(res.getHeader("content-type") ?? ""))) return null;
  if (/no-store|private/.test(String(res.getHeader("cache-control") ?? ""))) return null;
  const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
  if (cookies.some((cookie) => !cookie.startsWith(`${languageStorageKey}=`))) return null;
  if (reference !== undefined && !showsOnlyAsItself(body, reference)) return null;
  // A nonce-less answer (navigation data) still has gap 0: a mark no page contains.
  const text = cutAtMarks(body, [nonce || "\u0000no-nonce\u0000", ...secrets, ...(reference ? [reference] : [])]);
  const page = prepareSplice(text);
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !NOT_REPLAYED.has(name) && name !== "x-page-cache" && name !== "vary")
    .map(
      ([name, value]) =>
        [name, Array.isArray(value) ? value.map(String) : String(value)] as [string, string | string[]],
    );
  // Each answer's encoding is chosen from what the browser accepts: named once here rather than for every answer.
  headers.push(["vary", vary.append(String(res.getHeader("vary") ?? ""), "Accept-Encoding")]);
  const code = pageCode && keptPageCode(pageCode);
  const size = splicedSize(page) + (code ? code.script.length + code.gzip.length : 0);
  return {
    page: {
      status: res.statusCode,
      headers,
      page,
      pageCode: code,
      secretCount: secrets.length,
      showsReference: reference !== undefined,
      size,
      storedAt: Date.now(),
    },
    text,
  };
}

/**
 * A cached page's parts with this answer's nonce, fresh keys and the reference it shows, compressed already in
 * the encoding the client takes; its headers set on the answer.
 */
function answerParts(
  res: ServerResponse,
  cached: CachedPage,
  encoding: string,
  nonce: string,
  reference?: string,
): Buffer[] {
  const values = [
    nonce,
    ...Array.from({ length: cached.secretCount }, () => randomUUID()),
    ...(cached.showsReference && reference ? [reference] : []),
  ];
  const parts =
    encoding === "br" && cached.brotli
      ? spliceBrotliParts(cached.page, cached.brotli, values)
      : encoding === "gzip"
        ? spliceGzipParts(cached.page, values)
        : [spliceText(cached.page, values)];
  res.statusCode = cached.status;
  // The kept Vary names Accept-Encoding already; one set before it (it is then not replaced) gets it added.
  if (res.hasHeader("vary")) vary(res, "Accept-Encoding");
  for (const [name, value] of cached.headers) if (!res.hasHeader(name)) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader(
    "Content-Length",
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  return parts;
}
