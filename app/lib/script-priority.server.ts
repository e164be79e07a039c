import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's `<link rel="modulepreload">` hints `fetchpriority="low"` as the page streams out.
 *
 * Browsers fetch module preloads at high priority, so on a slow phone network the ~150 KB of hydration
 * code shared the first seconds with the stylesheet and the hero image, and the page painted late.
 * Every page works before it hydrates (forms post, links navigate), so the paint matters more than the
 * hydration. React does the same for its own bootstrap scripts; React Router's `<Scripts>` has no option
 * for it (ADR 013). A hint split across two chunks is still found: the tail of a chunk that could start
 * one is held back until the next chunk arrives.
 */
export function lowerModulePreloadPriority(): Transform {
  // The decoder keeps a character whose bytes straddle two chunks whole.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const keep = unfinishedHintLength(text);
      pending = text.slice(text.length - keep);
      done(null, Buffer.from(rewriteHints(text.slice(0, text.length - keep))));
    },
    flush(done: TransformCallback) {
      done(null, Buffer.from(rewriteHints(pending + decoder.end())));
    },
  });
}

function rewriteHints(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}

/** Length of the end of `text` that is the beginning of a hint, which the next chunk may complete. */
function unfinishedHintLength(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length--) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
