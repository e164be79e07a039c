import { images, type ImageKey } from "~/generated/images";
import { cn } from "~/lib/cn";
import { INLINE_ARTWORK_ATTRIBUTE, useInlineArtwork } from "~/lib/page-speed/inline-artwork";
import { useSaveData } from "~/lib/page-speed/save-data";

export type { ImageKey };

/** True when `key` names an image of the pipeline (for keys that come from the database). */
export function isImageKey(key: string): key is ImageKey {
  return Object.hasOwn(images, key);
}

/** An image stored at run time (a news image staff uploaded): `<base>-<width>.<avif|webp>` for each width. */
export type StoredImage = { base: string; width: number; height: number; widths: readonly number[] };

type ResponsiveImageProps = {
  image: ImageKey | StoredImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's main image: loaded first and eagerly. Every other image loads when it nears the viewport. */
  priority?: boolean;
  /**
   * Near the top of the page, though not its main image: a decorative drawing is drawn into the page too,
   * so that no image request comes before the first paint (ADR 067). Loaded lazily otherwise.
   */
  inPage?: boolean;
  className?: string;
};

/**
 * One image of the pipeline (scripts/build-images.mjs, or a news image re-encoded on upload): AVIF
 * with a WebP fallback, each at several widths, with the intrinsic width and height set so the layout
 * never shifts while it loads.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  inPage = false,
  className,
}: ResponsiveImageProps) {
  // The page's main image, when it is a decorative drawing, comes inside the page: no request to wait for.
  const drawing = useInlineArtwork((priority || inPage) && alt === "" && typeof image === "string" ? image : undefined);
  const saveData = useSaveData();
  if (drawing) {
    return (
      <div
        {...{ [INLINE_ARTWORK_ATTRIBUTE]: image }}
        className={cn(className, "[&>svg]:h-full [&>svg]:w-full")}
        dangerouslySetInnerHTML={{ __html: drawing }}
      />
    );
  }
  const source = typeof image === "string" ? { base: `/img/${image}`, ...images[image] } : image;
  const { base, width, height } = source;
  // Asked to save data: the smallest size only, whatever the screen.
  const widths = saveData ? source.widths.slice(0, 1) : source.widths;
  const srcSet = (format: string) => widths.map((w) => `${base}-${w}.${format} ${w}w`).join(", ");
  const fallback = widths[Math.min(1, widths.length - 1)];
  return (
    <picture className="contents">
      {/* A <source> is laid out like any element: hidden, it never takes a grid cell or a flex gap. */}
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} className="hidden" />
      <img
        src={`${base}-${fallback}.webp`}
        srcSet={srcSet("webp")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        // Any other image asks to come after the page's text (ADR 087): Chrome raises an image in the first
        // screen to high on its own, and Lighthouse then counts its download against the largest paint, the text's.
        fetchPriority={priority ? "high" : "low"}
        // The hero paints in the same frame as the text; an async decode let hydration slip in before it.
        decoding={priority ? "sync" : "async"}
        draggable={false}
        className={className}
      />
    </picture>
  );
}
