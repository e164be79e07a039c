import { earlierLanguageStorageKey, languages, languageStorageKey } from "./languages";

/**
 * Runs in the page's `<head>` before anything is painted. A visitor whose choice survives only in
 * localStorage (the cookie expired or was cleared) has a page rendered from the browser's languages:
 * the stored choice wins (spec-decisions.md "Languages"), so it goes back into the cookie and, when it
 * differs from the rendered language, the page is fetched again, hidden until then. Every later visit
 * is rendered in the right language by the server. Nothing happens when `?lng=` chose the language,
 * when the cookie already holds a language, or when cookies are refused (no reload loop). ADR 019.
 */
export const restoreLanguageScript = /* inline-script */ `(function () {
  try {
    var supported = ${JSON.stringify(languages)};
    var key = ${JSON.stringify(languageStorageKey)};
    var earlierKey = ${JSON.stringify(earlierLanguageStorageKey)};
    var cookieUnder = function (name) {
      var match = new RegExp("(?:^|;\\\\s*)" + name + "=([^;]*)").exec(document.cookie);
      return match && supported.indexOf(match[1]) >= 0 ? match[1] : null;
    };
    var cookieLanguage = function () {
      return cookieUnder(key) || cookieUnder(earlierKey);
    };
    // Cheapest first: the first read of localStorage opens the site's storage, which held up the
    // page's first paint by 10-25 ms; it is read only when the address and the cookie say nothing.
    if (supported.indexOf(new URLSearchParams(location.search).get("lng")) >= 0 || cookieLanguage()) return;
    var stored = localStorage.getItem(key) || localStorage.getItem(earlierKey);
    if (supported.indexOf(stored) < 0) return;
    var secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = key + "=" + stored + "; Path=/; Max-Age=31536000; SameSite=Lax" + secure;
    if (stored !== document.documentElement.lang && cookieLanguage() === stored) {
      document.documentElement.style.visibility = "hidden";
      // With a #fragment, replace() would only scroll; reload() fetches the page again.
      if (location.hash) location.reload();
      else location.replace(location.href);
    }
  } catch (e) {
    // Storage or cookies refused: the page stays in the language the server chose.
  }
})();`;
