import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { languageOfPriceList, priceListToServe } from "~/modules/price-list/price-list.server";
import { appServicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/price-list-pdf";

const asWeb = (stream: Readable) => Readable.toWeb(stream) as ReadableStream<Uint8Array>;

/** `/pdf/price-list-<pt|en|fr>.pdf`: the price list of a language, uploaded by staff or generated on first request. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOfPriceList(params.file);
  if (!language) throw new Response("Not found", { status: 404 });
  const { env, database, fileStore } = context.get(appServicesContext);
  const served = await priceListToServe({ dataDir: env.dataDir, db: database.db }, language);
  const [body, size, updatedAt, fileName] =
    served.kind === "uploaded"
      ? [
          asWeb(await fileStore.read(served.uploaded.fileKey)),
          served.uploaded.sizeBytes,
          served.uploaded.uploadedAt,
          served.fileName,
        ]
      : [
          asWeb(createReadStream(served.file.filePath)),
          served.file.sizeBytes,
          served.file.updatedAt,
          served.file.fileName,
        ];
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(size),
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Last-Modified": new Date(updatedAt).toUTCString(),
      // The pages link to the uploaded PDF with its version in the address; the bare address (a bookmark)
      // is checked again after five minutes, so a replaced list reaches everyone within that.
      "Cache-Control": "public, max-age=300",
    },
  });
}
