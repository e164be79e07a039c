import { randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** For an answer without a body of ours (Node's refusal of an unparsable request): forbid everything. */
export const BARE_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
} as const;

/**
 * 128 random bits per answer, drawn from the system's generator 4 KB at a time, as `crypto.randomUUID`
 * does: one call per 256 answers instead of one each (2.5 % of a small cached page's time). Each byte is
 * used once.
 */
const NONCE_BYTES = 16;
const randomPool = Buffer.alloc(4096);
let poolUsed = randomPool.length;

export function freshNonce(): string {
  if (poolUsed + NONCE_BYTES > randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  const nonce = randomPool.toString("base64", poolUsed, poolUsed + NONCE_BYTES);
  poolUsed += NONCE_BYTES;
  return nonce;
}

export function assignCspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = freshNonce();
    next();
  };
}

/**
 * Helmet with a nonce-based CSP: only scripts that the server rendered with this
 * request's nonce, or files from our own origin, may run.
 */
export function securityHeaders(set: SecurityHeaderSetter): RequestHandler {
  return (req, res, next) => {
    set(res, req.path, res.locals.cspNonce as string);
    next();
  };
}

export type SecurityHeaderSetter = (res: ServerResponse, pathname: string, nonce: string) => void;

/** Sets an answer's security headers, for its address and nonce: for Express and for the front door (ADR 085). */
export function securityHeaderSetter({ https }: { https: boolean }): SecurityHeaderSetter {
  // The contact map (OpenStreetMap) loads only when the visitor asks for it; the price list is framed.
  const publicFrames = ["'self'", "https://www.openstreetmap.org"];
  const strict = helmetFor({ https, framedBy: "'none'", frames: publicFrames });
  // The price-list PDFs are shown in a frame on our own pages.
  const framable = helmetFor({ https, framedBy: "'self'", frames: publicFrames });
  // The back-office frames nothing, least of all another site's page.
  const backOffice = helmetFor({ https, framedBy: "'none'", frames: ["'none'"], workers: ["'none'"] });
  return (res, pathname, nonce) => {
    const chosen = /^\/admin(?:[/.]|$)/.test(pathname) ? backOffice : pathname.startsWith("/pdf/") ? framable : strict;
    for (const [name, before, after] of chosen)
      res.setHeader(name, after === undefined ? before : before + nonce + after);
  };
}

/** A stand-in for this answer's nonce while helmet works out the headers once. */
const NONCE_MARK = "\u0000nonce\u0000";
type SecurityHeader = [name: string, value: string, afterNonce?: string];

/** What helmet sets on every answer, worked out once: helmet validates its directives again on each call. */
function headersOf(middleware: RequestHandler): SecurityHeader[] {
  const headers = new Map<string, string>();
  const response = {
    locals: { cspNonce: NONCE_MARK },
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers].map(([name, value]) => {
    const [before, after] = value.split(NONCE_MARK) as [string, string?];
    return after === undefined ? [name, before] : [name, before, after];
  });
}

function helmetFor({
  https,
  framedBy,
  frames,
  workers = ["'self'"],
}: {
  https: boolean;
  framedBy: "'none'" | "'self'";
  frames: string[];
  /** The public pages install the form sender (public/sw.js); the back-office starts no worker. */
  workers?: string[];
}): SecurityHeader[] {
  return headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
          // Inline style attributes are used by UI primitives for positioning; no inline scripts are allowed.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'"],
          "frame-src": frames,
          "worker-src": workers,
          "object-src": ["'none'"],
          // No page of the site sets a <base>: an injected one could redirect every relative link.
          "base-uri": ["'none'"],
          "form-action": ["'self'"],
          "frame-ancestors": [framedBy],
          ...(https ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: framedBy === "'none'" ? "deny" : "sameorigin" },
    }),
  );
}
