import { nextTask } from "./next-task";

/**
 * Set on `<html>` as React starts hydrating: from then on React answers a tap itself (it hydrates at once
 * what was tapped). Sections that hydrate later (`hydrateWhenVisible`) carry `data-hydrated` once they answer.
 */
const interactiveMark = "data-interactive"; // set by entry.client.tsx

/** The event the early script sends when it remembers a tap after the page itself answers. */
const earlyTapEvent = "kamba-early-tap";

/** Marks a button whose early tap waits for the page's code (app.css shows it as busy). */
const pendingMark = "data-tap-pending";

/** Where the early script keeps the one tap it remembers. */
const pendingTapKey = "__kambaEarlyTap";

/**
 * A language link followed before the page's code ran reloads the page: the early script leaves the
 * scroll position in `window.name` (it survives the load within the tab; no storage read, ADR 033),
 * and the scroll-restoration script takes it back on the same path. A link with a #fragment goes there instead.
 */
export const keptScrollPrefix = "kamba-scroll:";

/**
 * The page paints long before its code has run (ADR 028: the code waits for the window's `load`). This
 * script, in `<head>`, remembers the visitor's last tap on a button that only JavaScript can answer (a
 * `type="button"` that is neither a popover's nor, where the browser runs invoker commands, a command's
 * invoker) and marks it busy; `replayEarlyTap()` carries it out once the button answers. Links, forms and
 * the platform's own controls need no help. A language link keeps the scroll position across the reload.
 */
export const earlyTapScript = /* inline-script */ `(function () {
  var html = document.documentElement;
  function answered(element) {
    var section = element.closest("[data-hydrate-when-visible]");
    return html.hasAttribute(${JSON.stringify(interactiveMark)}) && (!section || section.hasAttribute("data-hydrated"));
  }
  addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var language = target && target.closest("a[hreflang]");
    if (language && !language.hash && !answered(language)) {
      window.name = ${JSON.stringify(keptScrollPrefix)} + location.pathname + ":" + Math.round(scrollY);
      return;
    }
    var button = target && target.closest('button[type="button"]');
    if (!button || button.disabled || answered(button) || button.hasAttribute("popovertarget")) return;
    if (button.hasAttribute("commandfor") && "command" in button) return;
    event.preventDefault();
    var previous = window.${pendingTapKey};
    if (previous) previous.removeAttribute(${JSON.stringify(pendingMark)});
    window.${pendingTapKey} = button;
    button.setAttribute(${JSON.stringify(pendingMark)}, "");
    dispatchEvent(new Event(${JSON.stringify(earlyTapEvent)}));
  }, true);
})();`;

type EarlyTapWindow = Window & { [pendingTapKey]?: HTMLElement | null };

/** Resolves once the section holding `element` (if any) has hydrated. */
function untilSectionAnswers(element: Element): Promise<void> {
  const section = element.closest("[data-hydrate-when-visible]");
  if (!section || section.hasAttribute("data-hydrated")) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!section.hasAttribute("data-hydrated")) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(section, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

/** Carries out the remembered tap once the tapped button's section has hydrated. */
async function carryOutEarlyTap(): Promise<void> {
  const early = window as EarlyTapWindow;
  const button = early[pendingTapKey];
  if (!button) return;
  early[pendingTapKey] = null;
  await untilSectionAnswers(button);
  // The section's values only the browser knows settle in the tasks after it hydrates.
  await nextTask();
  button.removeAttribute(pendingMark);
  if (button.isConnected) button.click();
}

/**
 * Once the page has hydrated: carries out the tap remembered before, and any tap on a section that
 * has not hydrated yet (React would drop it), when that section answers.
 */
export function carryOutEarlyTaps(): void {
  addEventListener(earlyTapEvent, () => void carryOutEarlyTap());
  void carryOutEarlyTap();
}
