/**
 * Handlers that start loading a modal's code as soon as the visitor heads for the button that opens
 * it (pointer over it, keyboard focus), so it is usually there by the click.
 */
export function preloadOnIntent(preload: () => Promise<unknown>) {
  // Ahead of the tap only: a failure (no network) is the tap's to report.
  const start = () => void preload().catch(() => {});
  return { onPointerEnter: start, onFocus: start };
}
