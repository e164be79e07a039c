import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { renderWhenNear } from "./render-when-near";
import { useHydrated } from "./use-hydrated";

/** React Router's key, so positions saved by either version of the script are found. */
const storageKey = "react-router-scroll-positions";

/**
 * React Router's `<ScrollRestoration>` script, except that it reads sessionStorage only for a history
 * entry it has seen before (a reload, back or forward). A new entry has no saved position, and the
 * first read of sessionStorage waits on the browser (8-18 ms on a loaded phone: ADR 033). Before it
 * scrolls back, it renders the sections the first paint would skip: with their stand-in heights the
 * saved position would point elsewhere on the page.
 */
const restoreScrollScript = `(function () {
  try {
    var state = history.state;
    if (!state || !state.key) return history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    var saved = JSON.parse(sessionStorage.getItem(${JSON.stringify(storageKey)}) || "{}")[state.key];
    if (typeof saved !== "number") return;
    document.querySelectorAll(${JSON.stringify("." + renderWhenNear)}).forEach(function (section) {
      section.setAttribute("data-rendered", "");
    });
    scrollTo(0, saved);
  } catch (e) {}
})();`;

function RememberScrollPositions() {
  useScrollRestoration({ storageKey });
  return null;
}

/**
 * Restores the scroll position on a reload or a return (the inline script, before the first paint), and
 * remembers positions across navigations once the page has hydrated (so its sessionStorage read is a
 * task of its own, not part of hydration).
 */
export function ScrollRestoration({ nonce }: { nonce: string | undefined }) {
  const hydrated = useHydrated();
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />
      {hydrated && <RememberScrollPositions />}
    </>
  );
}
