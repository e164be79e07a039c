import type { IncomingMessage } from "node:http";
import accepts from "accepts";

/**
 * The best of the encodings we have that the browser takes: Brotli before gzip. Browsers list gzip
 * first ("gzip, deflate, br, zstd") at the same weight, so their order is not a preference; a weight
 * of 0 still refuses an encoding. The library Express asks, asked directly: the front door (ADR 085) has no
 * Express request.
 */
export function preferredEncoding(
  req: IncomingMessage,
  offered: { br: boolean; gzip: boolean },
): "br" | "gzip" | "identity" {
  const accepted = accepts(req);
  if (offered.br && accepted.encodings("br") === "br") return "br";
  if (offered.gzip && accepted.encodings("gzip") === "gzip") return "gzip";
  return "identity";
}
