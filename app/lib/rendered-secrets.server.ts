import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the page cache (server/page-cache.ts) must know of a render it watches: the one-time values the
 * page carries (forms' submission keys), so a cached copy gives fresh ones to each visitor, and whether
 * the render was degraded (a part could not load), so such a page is never kept.
 */
export type RenderWatch = { secrets: string[]; degraded: boolean };

const renderWatch = new AsyncLocalStorage<RenderWatch>();

/** Runs `render` (and all that runs on from it) while `watch` notes its one-time values. */
export function watchRender<T>(watch: RenderWatch, render: () => T): T {
  return renderWatch.run(watch, render);
}

/** Notes a value that must never be served to two visitors (no-op outside a watched render). */
export function noteRenderedSecret(value: string): string {
  renderWatch.getStore()?.secrets.push(value);
  return value;
}

/** Notes that this page shows a fallback (its data could not load): it must not be cached. */
export function noteDegradedRender(): void {
  const watch = renderWatch.getStore();
  if (watch) watch.degraded = true;
}
