import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { keptScrollPrefix } from "./early-taps";
import { firstEvent } from "./first-event";
import { renderWhenNear } from "./render-when-near";
import { useBrowserValue } from "./use-hydrated";

/** React Router's key, so positions saved by either version of the script are found. */
const storageKey = "react-router-scroll-positions";

/**
 * The attribute that marks where a new visit starts, when it is not the top: a job page opened from a
 * shared link starts at the offer, as a click in the job list does, not at the careers hero above it
 * (about 1 100 px on a phone). `routes/careers.tsx` writes it out rather than importing it: an import
 * made Vite split this module into a chunk of its own, one more request on every page (ADR 035).
 */
const visitStartsHere = "data-visit-starts-here";

/**
 * React Router's `<ScrollRestoration>` script, except that it reads sessionStorage only for a history
 * entry it has seen before (a reload, back or forward). A new entry has no saved position, and the
 * first read of sessionStorage waits on the browser (8-18 ms on a loaded phone: ADR 033); it starts at
 * the element marked with `data-visit-starts-here`, if any, unless the address names a #fragment, or at the
 * position a language link left in `window.name` (a link followed before the page's code ran). Before it
 * scrolls back, it renders the sections the first paint would skip: with their stand-in heights the
 * saved position would point elsewhere on the page. At the end of `<body>`, so the page is all there.
 */
const restoreScrollScript = /* inline-script */ `(function () {
  try {
    var restore = function (position) {
      document.querySelectorAll(${JSON.stringify("." + renderWhenNear)}).forEach(function (section) {
        section.setAttribute("data-rendered", "");
      });
      scrollTo(0, position);
    };
    var kept = window.name.indexOf(${JSON.stringify(keptScrollPrefix)}) === 0 ? window.name.split(":") : null;
    if (kept) window.name = "";
    var state = history.state;
    if (!state || !state.key) {
      history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
      if (kept && kept[1] === location.pathname) return restore(Number(kept[2]));
      var start = location.hash ? null : document.querySelector(${JSON.stringify(`[${visitStartsHere}]`)});
      if (start && start.getBoundingClientRect().top > innerHeight / 2) start.scrollIntoView({ block: "start" });
      return;
    }
    var saved = JSON.parse(sessionStorage.getItem(${JSON.stringify(storageKey)}) || "{}")[state.key];
    if (typeof saved === "number") restore(saved);
  } catch (e) {}
})();`;

function RememberScrollPositions() {
  useScrollRestoration({ storageKey });
  return null;
}

let visitorActed = false;

function watchFirstAction(onChange: () => void) {
  void firstEvent(["pointerdown", "keydown", "touchstart", "wheel", "scroll"]).then(() => {
    visitorActed = true;
    onChange();
  });
  return () => undefined;
}

/**
 * Restores the scroll position on a reload or a return (the inline script, before the first paint), and
 * remembers positions across navigations from the visitor's first tap, key, or scroll: React Router's
 * hook reads sessionStorage when it mounts, and on a page nobody has touched yet there is no position
 * to keep and no navigation to restore. So no page load waits on that read.
 */
export function ScrollRestoration({ nonce }: { nonce: string | undefined }) {
  const acted = useBrowserValue(() => visitorActed, false, watchFirstAction);
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />
      {acted && <RememberScrollPositions />}
    </>
  );
}
