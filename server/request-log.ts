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
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
  });
}
