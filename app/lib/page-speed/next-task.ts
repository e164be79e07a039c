/**
 * Resolves in a new task, so what follows does not lengthen the current one. A message to itself is
 * used rather than a timer: tests freeze the clock, and a frozen clock must not hold the page back.
 */
export function nextTask(): Promise<void> {
  return new Promise((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => next();
    channel.port2.postMessage(null);
  });
}
