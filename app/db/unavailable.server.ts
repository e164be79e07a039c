/** Network failures reaching PostgreSQL (Node's socket error codes). */
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);

/** SQLSTATE classes meaning the server cannot serve now: connection exception, shutdown, too many connections. */
const unavailableStates = /^(08|57P0[1-3]|53300)/;

/** What `pg` says when the connection drops or the pool cannot connect in time (no code on these). */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether an error (or one it wraps: Drizzle wraps the driver's error in `cause`) means the database
 * cannot be reached for now, as opposed to a bug in a query: the page then answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (networkCodes.has(code) || unavailableStates.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
