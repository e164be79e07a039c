import { AsyncLocalStorage } from "node:async_hooks";
import type { PageCode } from "~/lib/page-speed/hydrate-after-paint.server";

/** A submission a form posted without JavaScript stored: its page shows this reference (in that form's place). */
export type StoredSubmission = { reference: string; variant: string };

/**
 * What the page cache (server/page-cache.ts) must know of a render it watches: the one-time values the
 * page carries (forms' submission keys), so a cached copy gives fresh ones to each visitor, whether
 * the render was degraded (a part could not load), so such a page is never kept, and, for a page
 * answering a form posted without JavaScript, the submission it stored (ADR 081).
 */
export type RenderWatch = {
  secrets: string[];
  degraded: boolean;
  stored?: StoredSubmission;
  /** The page's code and data, sent apart from it (ADR 087): kept with the page. */
  pageCode?: PageCode;
  /** The cache's copy of the page answering this stored submission, if it keeps one. */
  keptAnswerTo?: (stored: StoredSubmission) => Response | undefined;
};

const renderWatch = new AsyncLocalStorage<RenderWatch>();

/** Runs `render` (and all that runs on from it) while `watch` notes its one-time values. */
export function watchRender<T>(watch: RenderWatch, render: () => T): T {
  return renderWatch.run(watch, render);
}

/**
 * Runs the rest of a request while a fresh watch notes its one-time values: a page's code needs them to be the
 * same for every visitor (ADR 087), whether or not the page cache watches the render (it then watches anew).
 */
export function watchEachRequest(_req: unknown, _res: unknown, next: () => void): void {
  watchRender({ secrets: [], degraded: false }, next);
}

/** Notes a value that must never be served to two visitors (no-op outside a watched render). */
export function noteRenderedSecret(value: string): string {
  renderWatch.getStore()?.secrets.push(value);
  return value;
}

/** The one-time values of the render under way, in the order they were noted. */
export function renderedSecrets(): readonly string[] {
  return renderWatch.getStore()?.secrets ?? [];
}

/** Notes the page's code and data, sent apart from it (ADR 087). */
export function notePageCode(code: PageCode): void {
  const watch = renderWatch.getStore();
  if (watch) watch.pageCode = code;
}

/** Notes that this page shows a fallback (its data could not load): it must not be cached. */
export function noteDegradedRender(): void {
  const watch = renderWatch.getStore();
  if (watch) watch.degraded = true;
}

/** Notes that this request stored a submission: the page answering it shows its reference. */
export function noteStoredSubmission(stored: StoredSubmission): void {
  const watch = renderWatch.getStore();
  if (watch) watch.stored = stored;
}

/**
 * The page cache's answer to the submission this request stored, its reference in place, when it keeps
 * one for the form: the page need not be rendered again. Undefined otherwise (render it).
 */
export function keptAnswerToStoredSubmission(): Response | undefined {
  const watch = renderWatch.getStore();
  return watch?.stored && watch.keptAnswerTo?.(watch.stored);
}
