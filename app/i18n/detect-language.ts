import { asLanguage, defaultLanguage, earlierLanguageStorageKey, languageStorageKey, type Language } from "./languages";

/** The language a visitor asked for explicitly in the address, if it is a supported one. */
export function languageFromQuery(url: URL): Language | null {
  return asLanguage(url.searchParams.get("lng"));
}

/**
 * The stored choice, under its name or the earlier one; a cookie that is not a supported code (even a
 * malformed `%E0%A4%A`) is ignored.
 */
export function languageFromCookie(cookieHeader: string | null): Language | null {
  if (!cookieHeader) return null;
  const stored = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name && !stored.has(name)) stored.set(name, rest.join("="));
  }
  const value = stored.get(languageStorageKey) ?? stored.get(earlierLanguageStorageKey);
  return value === undefined ? null : asLanguage(decodedOrNull(value));
}

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Best supported language of an Accept-Language header, by quality; regional variants count for their language. */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = asLanguage(tag.split("-")[0]);
    if (language) return language;
  }
  return null;
}

/**
 * The one language-fallback rule (spec-decisions.md "Languages"): `?lng=`, then the stored choice
 * (cookie), then the browser's languages, then Portuguese. Every page, resource route and PDF
 * gets its language from here, through the language middleware.
 */
export function detectLanguage(request: Request): Language {
  return languageOf({
    url: new URL(request.url),
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/** The same rule from a request's parts (the page cache reads them from Express's request). */
export function languageOf(request: { url: URL; cookie: string | null; acceptLanguage: string | null }): Language {
  return (
    languageFromQuery(request.url) ??
    languageFromCookie(request.cookie) ??
    languageFromAcceptLanguage(request.acceptLanguage) ??
    defaultLanguage
  );
}
