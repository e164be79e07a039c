import { nextTask } from "./next-task";

/**
 * The class of an element the browser may leave unrendered (no style, no layout) while it is far from
 * the viewport; app.css gives it `content-visibility: auto`.
 */
export const renderWhenNear = "render-when-near";

/**
 * Renders the sections the first paint skipped, one per task, once the page has hydrated. Each is laid
 * out in its own task (reading its height forces it) rather than all of them in the next frame, which
 * would be one long task. Without JavaScript they render as the visitor scrolls to them.
 */
export async function renderSkippedSections(): Promise<void> {
  for (const section of document.querySelectorAll<HTMLElement>(`.${renderWhenNear}:not([data-rendered])`)) {
    await nextTask();
    section.setAttribute("data-rendered", "");
    void section.offsetHeight;
  }
}
