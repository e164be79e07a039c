/**
 * A fixed-window counter per key (here: form + client address), kept in this process's memory.
 * Several processes behind a load balancer each count on their own: the effective limit is then
 * `limit × processes`, which is acceptable for spam control (see ADR 005).
 */
export type RateLimiter = {
  /** Counts one attempt for `key`; says whether it is within the limit and when the window ends. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
  readonly limit: number;
  readonly windowMs: number;
};

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + windowMs;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    nextSweep = time + windowMs;
  };

  return {
    limit,
    windowMs,
    hit(key) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
  };
}
