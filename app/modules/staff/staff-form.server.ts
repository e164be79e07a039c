import { data } from "react-router";
import type { AppServices } from "~/lib/app-context.server";
import { readFormBody, type Rejection } from "~/lib/forms/form-body.server";
import {
  discardSpooled,
  receiveMultipart,
  UploadRefused,
  type SpooledFile,
} from "~/modules/files/upload-receiver.server";

/**
 * How much each back-office form may carry, far above anything valid: a sign-in step or an account's
 * fields; a change in an inbox (a note, the ticked rows); an editor (three languages of long texts).
 */
const STAFF_FORM_BYTES = { small: 8 * 1024, inbox: 32 * 1024, editor: 256 * 1024 } as const;

export type StaffForm =
  { ok: true; form: FormData; fields: Record<string, string> } | { ok: false; rejection: Rejection };

/**
 * Every back-office form is read here (uploads: `receiveStaffUpload`): capped by its kind, ended when it
 * stalls, refused when it is not a form. `fields` are its text fields, the last value of each name.
 */
export async function readStaffForm(
  request: Request,
  services: AppServices,
  size: keyof typeof STAFF_FORM_BYTES,
): Promise<StaffForm> {
  const body = await readFormBody(request, STAFF_FORM_BYTES[size], services.env.uploadIdleTimeoutMs);
  if (!(body instanceof FormData)) return { ok: false, rejection: body };
  const fields: Record<string, string> = {};
  for (const [name, value] of body) if (typeof value === "string") fields[name] = value;
  return { ok: true, form: body, fields };
}

/** The answer to a form that could not be read (415, 413, 408), for the page's error boundary. */
export function unreadableForm(rejection: Rejection) {
  return data(null, {
    status: rejection.status,
    headers: rejection.closeConnection ? { Connection: "close" } : undefined,
  });
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
      maxRequestBytes: MAX_PUBLISHED_FILE_BYTES + STAFF_FORM_BYTES.editor,
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
