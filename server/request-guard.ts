import type { RequestHandler } from "express";

/** The public site reads pages and takes form posts; nothing else. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** A host name or IPv4 address, or a bracketed IPv6 literal, with an optional port. */
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * Answers a request the site cannot turn into a URL (no or malformed Host, a target that is not a
 * path) with 400, and any method other than GET, HEAD and POST with 405 and `Allow`, before it
 * reaches the router. It sits after the security headers, so these answers carry them too.
 */
export function rejectMalformedRequests(): RequestHandler {
  return (req, res, next) => {
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
      res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("text/plain").send("Method Not Allowed");
      return;
    }
    const forwardedHost = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
    const hostsUsable = isUsableHost(req.headers.host) && (forwardedHost === undefined || isUsableHost(forwardedHost));
    if (!hostsUsable || !req.url.startsWith("/")) {
      res.status(400).set("Connection", "close").type("text/plain").send("Bad Request");
      return;
    }
    next();
  };
}

function isUsableHost(host: string | undefined): boolean {
  const match = host ? HOST_PATTERN.exec(host) : null;
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}
