import type { Request } from "express";

/**
 * The best of the encodings we have that the browser takes: Brotli before gzip. Browsers list gzip
 * first ("gzip, deflate, br, zstd") at the same weight, so their order is not a preference; a weight
 * of 0 still refuses an encoding.
 */
export function preferredEncoding(req: Request, offered: { br: boolean; gzip: boolean }): "br" | "gzip" | "identity" {
  if (offered.br && req.acceptsEncodings("br") === "br") return "br";
  if (offered.gzip && req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}
