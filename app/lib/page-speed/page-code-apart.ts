/**
 * Pages the same for every visitor of a language (but for their one-time values): the page cache keeps them
 * (ADR 027), and their code and data travel apart from them, after the paint (ADR 087). Never the
 * back-office, a withdrawal or driver's link, files, or an address with a query other than `lng`.
 */
const NOT_SHARED =
  /^\/(admin|withdraw|driver|track\/events|internal|pdf|media|assets|img|images|health|ready)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/** The query parameter that asks a page's address for its code and data instead (its value: their id). */
export const PAGE_CODE_PARAM = "page-code";

/** Whether the page at `pathname` may be the same for every visitor. */
function isSharedPath(pathname: string): boolean {
  return !NOT_SHARED.test(pathname);
}

/**
 * The address of a page the same for every visitor (path and `lng`, without `page-code`), or null for any
 * other address.
 */
export function sharedPageAddress(url: URL): string | null {
  if (!isSharedPath(url.pathname)) return null;
  for (const name of url.searchParams.keys()) if (name !== "lng" && name !== PAGE_CODE_PARAM) return null;
  return `${url.pathname}${withoutPageCode(url).search}`;
}

/** The URL without the `page-code` parameter (itself when it has none, its query untouched). */
function withoutPageCode(url: URL): URL {
  if (!url.searchParams.has(PAGE_CODE_PARAM)) return url;
  const page = new URL(url);
  page.searchParams.delete(PAGE_CODE_PARAM);
  return page;
}

/** Where a page's code and data (`id`) are asked for: the page's own address, with `page-code`. */
export function hydrationAddress(address: string, id: string): string {
  return `${address}${address.includes("?") ? "&" : "?"}${PAGE_CODE_PARAM}=${encodeURIComponent(id)}`;
}
