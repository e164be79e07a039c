/**
 * Handlers that start loading a modal's code as soon as the visitor heads for the button that opens
 * it (pointer over it, keyboard focus), so it is usually there by the click.
 */
export function preloadOnIntent(preload: () => Promise<unknown>) {
  const start = () => void preload();
  return { onPointerEnter: start, onFocus: start };
}
