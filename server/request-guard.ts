import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Request, RequestHandler } from "express";
import { languageOf } from "~/i18n/detect-language";
import { messages } from "~/i18n/messages.server";
import { BARE_SECURITY_HEADERS } from "./security-headers";

/** The public site reads pages and takes form posts; nothing else. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** A host name (a final dot allowed) or IPv4 address, or a bracketed IPv6 literal, with an optional port. */
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[\w.-]*[A-Za-z0-9])?\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

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
    if (!isWellFormed(req, req.app.enabled("trust proxy"))) {
      res.status(400).set("Connection", "close").type("text/plain").send("Bad Request");
      return;
    }
    next();
  };
}

/** A request the site can turn into a URL: a usable Host (and forwarded host behind a trusted proxy), a path. */
export function isWellFormed(req: IncomingMessage, trustProxy: boolean): boolean {
  const forwardedHost = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const hostsUsable =
    isUsableHost(req.headers.host) && (forwardedHost === undefined || isUsableHost(String(forwardedHost)));
  return hostsUsable && (req.url ?? "").startsWith("/");
}

/**
 * Refuses (403, nothing read or written) a request that would change something (POST: the site takes
 * no other) and does not prove it comes from the site's own pages: its `Origin` must be the site's
 * (`PUBLIC_URL`, or the address the request was made to, as the proxy says under TRUST_PROXY), or,
 * without an `Origin`, `Sec-Fetch-Site` must say `same-origin` (or `none`: typed by the person
 * themselves). Browsers send both on every form post, with or without JavaScript; a `Referer` proves
 * nothing (ADR 039). The maintenance commands' loopback endpoints come before it (control.ts).
 */
export function refuseCrossSiteWrites({ publicUrl }: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || comesFromTheSite(req, publicOrigin)) {
      next();
      return;
    }
    const language = languageOf({
      url: new URL(req.originalUrl, publicOrigin),
      cookie: req.get("cookie") ?? null,
      acceptLanguage: req.get("accept-language") ?? null,
    });
    res.status(403).type("text/plain; charset=utf-8").send(messages[language].refusals.crossSite);
  };
}

function comesFromTheSite(req: Request, publicOrigin: string): boolean {
  const origin = req.get("origin");
  if (origin && origin !== "null") return origin === publicOrigin || origin === `${req.protocol}://${req.host}`;
  const site = req.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}

function isUsableHost(host: string | undefined): boolean {
  const match = host ? HOST_PATTERN.exec(host) : null;
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

/**
 * Node's own answer to a request its parser refuses (an unknown method, a broken request line or
 * header), with the security headers added: 405 with `Allow` for a method, 400 otherwise.
 */
export function answerUnparsableRequest() {
  const headers = Object.entries(BARE_SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: nothing to say on a reset socket or after a response has begun.
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_INVALID_METHOD"
        ? `405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}`
        : error.code === "HPE_HEADER_OVERFLOW"
          ? "431 Request Header Fields Too Large"
          : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? "408 Request Timeout"
            : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  };
}
