import { Readable } from "node:stream";
import { servedNewsImage } from "~/modules/news/news-images.server";
import { appServicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/media.news";

/**
 * `/media/news/<id>-<width>.<avif|webp>`: one size of a news image staff uploaded, re-encoded on upload.
 * Its name changes with every new image, so browsers and caches keep it for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const served = servedNewsImage(params.file);
  if (!served) throw new Response("Not found", { status: 404 });
  const { fileStore } = context.get(appServicesContext);
  if (!(await fileStore.exists(served.key))) throw new Response("Not found", { status: 404 });
  const body = Readable.toWeb(await fileStore.read(served.key)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: { "Content-Type": served.contentType, "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
