import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Sharp } from "sharp";
import type { StoredImage } from "~/components/ui/ResponsiveImage";
import type { FileStore } from "~/modules/files/file-store.server";
import type { SpooledFile } from "~/modules/files/upload-receiver.server";

/** Every news image is re-encoded to 16:9 at these widths (the carousel's card and its dialog). */
const NEWS_IMAGE = { width: 800, height: 450, widths: [400, 800] } as const;
const FORMATS = {
  avif: { contentType: "image/avif", encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  webp: { contentType: "image/webp", encode: (image: Sharp) => image.webp({ quality: 72, effort: 4 }) },
} as const;
type Format = keyof typeof FORMATS;

const FOLDER = "news-images";
const PUBLIC_BASE = "/media/news/";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const STORED_URL = new RegExp(`^${PUBLIC_BASE}(${UUID})$`);
const SERVED_FILE = new RegExp(`^(${UUID})-(400|800)\\.(avif|webp)$`);
/** Decoding a bomb (a tiny file that unpacks to gigapixels) stops here: 50 megapixels is any camera's photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export type NewsImageProblem = "type" | "tooSmall";

/** The stored image a news row names (`/media/news/<id>`), at its widths; null for any other address. */
export function storedNewsImage(imageUrl: string): StoredImage | null {
  if (!STORED_URL.test(imageUrl)) return null;
  return { base: imageUrl, width: NEWS_IMAGE.width, height: NEWS_IMAGE.height, widths: NEWS_IMAGE.widths };
}

const keyOf = (id: string, width: number, format: Format) => `${FOLDER}/${id}-${width}.${format}`;

/**
 * Checks an uploaded image by its content (JPEG, PNG or WebP, at least 800 × 450), then re-encodes it
 * (turned upright, cropped to 16:9, metadata such as GPS position dropped) to AVIF and WebP at each
 * width, into the file store. Returns the address the news row keeps.
 */
export async function storeNewsImage(
  fileStore: FileStore,
  upload: SpooledFile,
): Promise<{ ok: true; imageUrl: string } | { ok: false; problem: NewsImageProblem }> {
  // sharp (libvips, about 30 MB resident) loads with the first upload, not with the site.
  const { default: sharp } = await import("sharp");
  const source = () => sharp(upload.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const meta = await source()
    .metadata()
    .catch(() => null);
  if (!meta || !["jpeg", "png", "webp"].includes(meta.format ?? "")) return { ok: false, problem: "type" };
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : meta;
  if ((upright.width ?? 0) < NEWS_IMAGE.width || (upright.height ?? 0) < NEWS_IMAGE.height) {
    return { ok: false, problem: "tooSmall" };
  }
  const id = randomUUID();
  const written: string[] = [];
  try {
    for (const width of NEWS_IMAGE.widths) {
      for (const format of Object.keys(FORMATS) as Format[]) {
        const file = path.join(fileStore.incomingDir, `${id}-${width}.${format}`);
        written.push(file);
        const height = Math.round((width * NEWS_IMAGE.height) / NEWS_IMAGE.width);
        await FORMATS[format]
          .encode(source().rotate().resize(width, height, { fit: "cover", position: "attention" }))
          .toFile(file);
        await fileStore.putFile(keyOf(id, width, format), file, FORMATS[format].contentType);
      }
    }
  } catch {
    await deleteNewsImage(fileStore, `${PUBLIC_BASE}${id}`);
    return { ok: false, problem: "type" };
  } finally {
    await Promise.all(written.map((file) => rm(file, { force: true })));
  }
  return { ok: true, imageUrl: `${PUBLIC_BASE}${id}` };
}

/** Deletes every size of a stored news image (after the row that named it changed); other addresses are left. */
export async function deleteNewsImage(fileStore: FileStore, imageUrl: string): Promise<void> {
  const id = STORED_URL.exec(imageUrl)?.[1];
  if (!id) return;
  for (const width of NEWS_IMAGE.widths) {
    for (const format of Object.keys(FORMATS) as Format[]) await fileStore.delete(keyOf(id, width, format));
  }
}

/** `<id>-800.avif` → its key in the store and its media type; null for any other name. */
export function servedNewsImage(fileName: string): { key: string; contentType: string } | null {
  const match = SERVED_FILE.exec(fileName);
  if (!match) return null;
  const [, id, width, format] = match as unknown as [string, string, string, Format];
  return { key: keyOf(id, Number(width), format), contentType: FORMATS[format].contentType };
}
