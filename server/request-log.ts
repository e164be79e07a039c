import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** A withdrawal link's token is the visitor's key to erase their submission: whoever reads the log never gets it. */
const withdrawToken = /^\/withdraw\/(?!done(?:\.data)?$)[^/]+/;

/**
 * One line per request with method, path, status and duration only: no query
 * string, headers, cookies or addresses, so no visitor's personal data is logged.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    serializers: {
      req: (req: IncomingMessage) => ({
        method: req.method,
        path: (req.url ?? "").split("?")[0]!.replace(withdrawToken, "/withdraw/[token]"),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    // A 503 is a refusal on purpose (too many at once, ADR 061; the database away, which its own line
    // reports as an error): a warning, and without the stack of an error that never happened.
    customLogLevel: (_req, res, error) =>
      error ? "error" : res.statusCode === 503 ? "warn" : res.statusCode >= 500 ? "error" : "info",
    customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
      res.statusCode === 503 && error.message.startsWith("failed with status code")
        ? { res: value.res, responseTime: value.responseTime }
        : value,
  });
}
