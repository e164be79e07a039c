import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { pageCache } from "./page-cache";
import { isWellFormed } from "./request-guard";
import { freshNonce, type SecurityHeaderSetter } from "./security-headers";

type PageCache = ReturnType<typeof pageCache>;
type Step = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A kept page answered before Express (ADR 085). Express gives every request and answer its own prototypes, after
 * which Node's objects are slower for the rest of the answer; with its routing through the middlewares before the
 * cache, that was more than half of a kept page's CPU. Here a well-formed GET that the page cache holds gets what
 * those middlewares would have given it (its log line and figures, a nonce and the security headers) and the kept
 * page; any other request goes to Express untouched, and Express answers it as before, a miss of the cache included.
 */
export function frontDoor(
  express: RequestListener,
  {
    cache,
    logger,
    trustProxy,
    log,
    figure,
    setSecurityHeaders,
  }: {
    cache: PageCache;
    logger: Logger;
    trustProxy: boolean;
    log: Step;
    figure: Step;
    setSecurityHeaders: SecurityHeaderSetter;
  },
): RequestListener {
  const answeredHere = (req: IncomingMessage, res: ServerResponse) => {
    // A request Express would refuse as malformed goes to Express, which refuses it.
    const answer = isWellFormed(req, trustProxy) ? cache.keptAnswerFor(req) : undefined;
    if (!answer) return false;
    log(req, res);
    figure(req, res);
    const nonce = freshNonce();
    setSecurityHeaders(res, req.url!.split("?", 1)[0]!, nonce);
    answer(res, nonce);
    return true;
  };
  return (req, res) => {
    try {
      if (answeredHere(req, res)) return;
    } catch (error) {
      // Express would have caught it: a fault here must not stop the process. Express answers instead.
      logger.error({ err: error }, "a kept page could not be answered");
      if (res.headersSent) return void res.destroy();
      for (const name of res.getHeaderNames()) res.removeHeader(name);
    }
    express(req, res);
  };
}
