import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { languageOfPriceList, priceListFile } from "~/features/price-list/price-list.server";
import { appServicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/price-list-pdf";

/** `/pdf/price-list-<pt|en|fr>.pdf`: the price list of a language, generated on first request. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOfPriceList(params.file);
  if (!language) throw new Response("Not found", { status: 404 });
  const { env } = context.get(appServicesContext);
  const file = await priceListFile(env.dataDir, language);
  const body = Readable.toWeb(createReadStream(file.filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.sizeBytes),
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "Last-Modified": new Date(file.updatedAt).toUTCString(),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
