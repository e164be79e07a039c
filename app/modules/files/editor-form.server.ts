import { data } from "react-router";
import type { AppServices } from "~/lib/app-context.server";
import { readFormBody } from "~/lib/forms/form-body.server";
import { discardSpooled, receiveMultipart, UploadRefused, type SpooledFile } from "./upload-receiver.server";

/** Three languages of a long text each, with room to spare: a body past this is refused (413) unread. */
const EDITOR_FORM_BYTES = 256 * 1024;

/**
 * The text fields of a back-office editing form (a job offer). A body that is not a form, too large
 * or stalled is answered with its status (415, 413, 408) by the page's error boundary.
 */
export async function readEditorForm(request: Request, services: AppServices): Promise<Record<string, string>> {
  const body = await readFormBody(request, EDITOR_FORM_BYTES, services.env.uploadIdleTimeoutMs);
  if (!(body instanceof FormData)) {
    throw data(null, { status: body.status, headers: body.closeConnection ? { Connection: "close" } : undefined });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of body) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** A staff upload (a news image, a price-list PDF): 10 MB at most, checked by content afterwards. */
const MAX_PUBLISHED_FILE_BYTES = 10 * 1024 * 1024;

export type StaffUpload =
  | { ok: true; fields: Record<string, string>; file: SpooledFile | null; discard: () => Promise<void> }
  | { ok: false; problem: "tooLarge" | "invalid" };

/**
 * The fields and the one file of a back-office upload form, the file spooled to disk as it arrives.
 * An empty file input (no file chosen) gives `file: null`. Call `discard` once the file is stored.
 */
export async function receiveStaffUpload(request: Request, services: AppServices, field: string): Promise<StaffUpload> {
  try {
    const received = await receiveMultipart(request, {
      incomingDir: services.fileStore.incomingDir,
      maxFileBytes: MAX_PUBLISHED_FILE_BYTES,
      maxRequestBytes: MAX_PUBLISHED_FILE_BYTES + EDITOR_FORM_BYTES,
      idleTimeoutMs: services.env.uploadIdleTimeoutMs,
      fileFields: [field],
      maxFieldBytes: 64 * 1024,
    });
    const discard = () => discardSpooled(received.files);
    const file = received.files.find((spooled) => spooled.field === field && spooled.size > 0) ?? null;
    if (file?.tooLarge) {
      await discard();
      return { ok: false, problem: "tooLarge" };
    }
    if (received.truncatedFields.size > 0) {
      await discard();
      return { ok: false, problem: "invalid" };
    }
    return { ok: true, fields: Object.fromEntries(received.fields), file, discard };
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return { ok: false, problem: error.problem === "too-large" ? "tooLarge" : "invalid" };
  }
}
