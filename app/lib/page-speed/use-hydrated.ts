import { useCallback, useSyncExternalStore } from "react";
import { nextTask } from "./next-task";

type Unsubscribe = () => void;

let settled = false;
const waiting = new Set<() => void>();

/**
 * Called once the page has hydrated: the values only the browser knows take over, one component per
 * task. React renders a change of such a value at once, without yielding; all of them together took a
 * throttled phone one block of about 80 ms right after hydration, which Lighthouse counts as blocking
 * time (ADR 028).
 */
export async function settleHydration(): Promise<void> {
  if (settled) return;
  settled = true;
  // Each update in a task of its own, the first one too: the hydration's effects have a task already.
  for (const update of [...waiting]) {
    await nextTask();
    update();
  }
}

/**
 * A value the browser knows and the server does not (that JavaScript runs, a media query, the window's
 * width). The server render and the hydration pass use `serverValue`, so the HTML matches; the browser's
 * value follows after hydration (`settleHydration`), and at once in what mounts later.
 */
export function useBrowserValue<T>(
  read: () => T,
  serverValue: T,
  subscribe?: (onChange: () => void) => Unsubscribe,
): T {
  const follow = useCallback(
    (onChange: () => void) => {
      waiting.add(onChange);
      const stop = subscribe?.(onChange);
      return () => {
        waiting.delete(onChange);
        stop?.();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    follow,
    () => (settled ? read() : serverValue),
    () => serverValue,
  );
}

const isBrowser = () => true;

/** False in the server-rendered HTML (and so without JavaScript), true once React runs in the browser. */
export function useHydrated(): boolean {
  return useBrowserValue(isBrowser, false);
}
