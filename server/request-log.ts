import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

/** A withdrawal link's token is the visitor's key to erase their submission: whoever reads the log never gets it. */
const withdrawToken = /^\/withdraw\/(?!done(?:\.data)?$)[^/]+/;

/** The load balancer's questions are asked every few seconds and say nothing about visitors. */
const unlogged = new Set(["/healthz", "/readyz"]);

/**
 * One line per request with method, path, status and duration only: no query string, headers, cookies
 * or addresses, so no visitor's personal data is logged. Written when the answer ends, from a few fields:
 * pino-http made a child logger and ran its serializers for every request, which cost a third of the
 * rate of a small cached page (ADR 068).
 */
export function logRequests(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "/";
    if (unlogged.has(url)) return;
    const started = performance.now();
    res.once("close", () => {
      const status = res.statusCode;
      const line = {
        req: { method: req.method, path: url.split("?", 1)[0]!.replace(withdrawToken, "/withdraw/[token]") },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      };
      // A 503 is a refusal on purpose (too many at once, ADR 061; the database away, which its own line
      // reports as an error): a warning. An answer cut before its end is one too.
      if (!res.writableFinished) logger.warn(line, "request aborted");
      else if (status === 503) logger.warn(line, "request completed");
      else if (status >= 500) logger.error(line, "request errored");
      else logger.info(line, "request completed");
    });
  };
}
