import { randomBytes } from "node:crypto";
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

export function assignCspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

/**
 * Helmet with a nonce-based CSP: only scripts that the server rendered with this
 * request's nonce, or files from our own origin, may run.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  const strict = helmetFor({ https, framedBy: "'none'" });
  // The price-list PDFs are shown in a frame on our own pages.
  const framable = helmetFor({ https, framedBy: "'self'" });
  return (req, res, next) => (req.path.startsWith("/pdf/") ? framable : strict)(req, res, next);
}

function helmetFor({ https, framedBy }: { https: boolean; framedBy: "'none'" | "'self'" }): RequestHandler {
  return helmet({
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
        // The contact map (OpenStreetMap) loads only when the visitor asks for it.
        "frame-src": ["'self'", "https://www.openstreetmap.org"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": [framedBy],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: framedBy === "'none'" ? "deny" : "sameorigin" },
  });
}
