/**
 * The drawings the server may put into its pages (ADR 064), read from `artwork/<group>/<name>.svg` at
 * build time. A source replaced by a photo (or grown past INLINE_LIMIT) is not drawn inline: the page
 * loads it from the image pipeline as before.
 */
const sources = import.meta.glob<string>("/artwork/*/*.svg", { query: "?raw", import: "default", eager: true });

/** Larger drawings load as images: inline, every page would carry them in its HTML. */
const INLINE_LIMIT = 6 * 1024;

/**
 * The drawing as markup for the page: hidden from assistive technology (it is decorative), out of the
 * tab order, covering its box as the image did (`object-cover`), and with its ids made its own, since
 * the page may hold other drawings with the same ids.
 */
function forThePage(svg: string, key: string): string {
  const prefix = `art-${key.replace("/", "-")}-`;
  const cover = /preserveAspectRatio=/.test(svg) ? "" : ' preserveAspectRatio="xMidYMid slice"';
  return svg
    .replace(/<\?xml[^>]*>|<!--[\s\S]*?-->/g, "")
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${prefix}$1"`)
    .replace(/<svg\b/, `<svg aria-hidden="true" focusable="false"${cover}`)
    .trim();
}

export const inlineArtwork: ReadonlyMap<string, string> = new Map(
  Object.entries(sources)
    .filter(([, svg]) => Buffer.byteLength(svg) <= INLINE_LIMIT)
    .map(([file, svg]) => {
      const key = /([^/]+\/[^/]+)\.svg$/.exec(file)![1]!;
      return [key, forThePage(svg, key)];
    }),
);
