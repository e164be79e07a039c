const firstEvents = new Map<string, Promise<void>>();

/** Resolves at the first of these events anywhere on the page (heard while capturing, passively). */
export function firstEvent(types: readonly string[]): Promise<void> {
  const key = types.join();
  let first = firstEvents.get(key);
  if (!first) {
    first = new Promise((resolve) => {
      for (const type of types) {
        window.addEventListener(type, () => resolve(), { once: true, passive: true, capture: true });
      }
    });
    firstEvents.set(key, first);
  }
  return first;
}
