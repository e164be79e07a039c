import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./content-encoding";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/**
 * Sends the Brotli or gzip copy the build wrote beside a hashed asset (scripts/precompress-assets.mjs)
 * when the browser takes it: compressed once at the best level, never per request. The static
 * handler after this one serves the file from the rewritten address with these headers.
 */
export function precompressedAssets(folder: string): RequestHandler {
  // The build's assets never change while the server runs: their copies are listed once.
  const files = existsSync(folder) ? new Set(readdirSync(folder)) : new Set<string>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || name.includes("/")) return next();
    const offered = { br: files.has(`${name}.br`), gzip: files.has(`${name}.gz`) };
    if (!offered.br && !offered.gzip) return next();
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req, offered);
    if (encoding === "identity") return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    req.url = `${req.url.split("?")[0]}.${encoding === "br" ? "br" : "gz"}`;
    next();
  };
}
