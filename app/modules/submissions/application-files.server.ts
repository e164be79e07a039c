import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { ApplicationFile } from "~/domain/inboxes";
import type { AppServices } from "~/lib/app-context.server";
import { fileContentTypes, type FileKind } from "~/modules/files/file-kinds";
import { privateDownloadHeaders } from "~/modules/files/private-download.server";
import { writeHistory, type Actor } from "~/modules/history/record-history.server";
import { searchableText } from "~/lib/text-rules";

/**
 * `Content-Disposition` for a download (RFC 6266): always an attachment, an ASCII `filename` for old
 * clients and the visitor's own name in UTF-8 as `filename*`. The extension is the one the content was
 * checked as, whatever the visitor's name said; no quote or slash gets through, nor what the text rule
 * forbids in a line (text-rules.ts).
 */
export function attachmentDisposition(originalName: string, extension: string): string {
  const base = searchableText(originalName.normalize("NFC").replace(/\.[^.]*$/, ""), 100)
    .replace(/["\\/:*?<>|]+/g, "_")
    .trim();
  const name = `${base || "file"}.${extension}`;
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._ -]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A job application's CV or ID card, from the private store (local folder or S3), as a download that
 * no browser renders or caches; the download is written to the application's history first (an audit
 * line: who took which file). `headOnly` (a HEAD) answers the same headers and writes nothing.
 * Null when the application or its file is not there.
 */
export async function downloadApplicationFile(
  services: AppServices,
  reference: string,
  file: ApplicationFile,
  { actor, headOnly }: { actor: Actor; headOnly: boolean },
): Promise<Response | null> {
  const [application] = await services.database.db
    .select({
      id: jobApplications.id,
      cvKey: jobApplications.cvKey,
      cvFileName: jobApplications.cvFileName,
      idCardKey: jobApplications.idCardKey,
      idCardFileName: jobApplications.idCardFileName,
    })
    .from(jobApplications)
    .where(eq(jobApplications.reference, reference))
    .limit(1);
  if (!application) return null;
  const [key, originalName] =
    file === "cv" ? [application.cvKey, application.cvFileName] : [application.idCardKey, application.idCardFileName];
  // An ID card is deleted some time after the decision (retention): then there is nothing to give.
  if (!key || !originalName || !(await services.fileStore.exists(key))) return null;
  const extension = key.split(".").pop() ?? "bin";
  const headers = privateDownloadHeaders(
    fileContentTypes[extension as FileKind] ?? "application/octet-stream",
    attachmentDisposition(originalName, extension),
  );
  if (headOnly) return new Response(null, { headers });
  await writeHistory(services.database.db, {
    inbox: "applications",
    recordId: application.id,
    actor,
    action: "download",
    detail: { file },
  });
  const body = Readable.toWeb(await services.fileStore.read(key)) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}
