import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { deliveryRequests } from "~/db/schema";
import type { AppServices } from "~/lib/app-context.server";
import { fileContentTypes, type FileKind } from "~/modules/files/file-kinds";
import { privateDownloadHeaders } from "~/modules/files/private-download.server";
import { writeHistory, type Actor } from "~/modules/history/record-history.server";
import { attachmentDisposition } from "~/modules/submissions/application-files.server";

/**
 * A delivery's photo at the door, from the private store, as a download no browser renders or caches,
 * written to the delivery's history first (who took it). `headOnly` answers the headers and writes
 * nothing. Null when the delivery or its photo is not there.
 */
export async function downloadDeliveryProof(
  services: AppServices,
  reference: string,
  { actor, headOnly }: { actor: Actor; headOnly: boolean },
): Promise<Response | null> {
  const [delivery] = await services.database.db
    .select({ id: deliveryRequests.id, key: deliveryRequests.proofFileKey })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.reference, reference))
    .limit(1);
  if (!delivery?.key || !(await services.fileStore.exists(delivery.key))) return null;
  const extension = delivery.key.split(".").pop() ?? "bin";
  const headers = privateDownloadHeaders(
    fileContentTypes[extension as FileKind] ?? "application/octet-stream",
    attachmentDisposition(`${reference}-proof`, extension),
  );
  if (headOnly) return new Response(null, { headers });
  await writeHistory(services.database.db, {
    inbox: "deliveries",
    recordId: delivery.id,
    actor,
    action: "download",
    detail: { file: "proof" },
  });
  const body = Readable.toWeb(await services.fileStore.read(delivery.key)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}
