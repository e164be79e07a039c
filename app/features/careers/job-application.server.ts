import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { jobApplications, jobOffers } from "~/db/schema";
import { appServicesContext, type AppServices } from "~/lib/app-context.server";
import { newFileKey } from "~/lib/file-store.server";
import { CONSENT_FIELD, HONEYPOT_FIELD, publicFormFields, SUBMISSION_KEY_FIELD } from "~/lib/forms/fields";
import { checkRateLimit, honeypotFilled } from "~/lib/forms/guard.server";
import { insertOnce } from "~/lib/forms/insert-once.server";
import {
  checkApplication,
  fileFields,
  MAX_FILE_BYTES,
  textFields,
  type ApplicationIssue,
  type FailureKind,
  type FileField,
  type SubmissionOutcome,
  type TextField,
} from "./application-rules";
import { findActiveJobOffer } from "./job-offers.server";
import { normalisePhone } from "./phone";
import { inspectFile, storedFileName, type InspectedFile } from "./file-inspection.server";
import { discardSpooled, receiveMultipart, UploadRefused, type SpooledFile } from "./upload-receiver.server";

/** Two files and a few text fields: anything much bigger is not a job application. */
const MAX_REQUEST_BYTES = 2 * MAX_FILE_BYTES + 256 * 1024;
const storeFolders: Record<FileField, string> = { cv: "cvs", idCard: "id-cards" };

const failure = (
  status: number,
  kind: FailureKind,
  issues: ApplicationIssue[] = [],
  values: SubmissionOutcome["values"] = {},
): SubmissionOutcome => ({ status, result: { ok: false, failure: kind, issues }, values });

/** Same rule as the job page: an existing, active offer (the language only picks the texts, unused here). */
async function isOpen(services: AppServices, jobId: string): Promise<boolean> {
  return (await findActiveJobOffer(services.database.db, jobId, "pt")) !== null;
}

function failureOf(issues: ApplicationIssue[]): { status: number; kind: FailureKind } {
  if (issues.some((issue) => issue.code === "fileTooLarge")) return { status: 413, kind: "too-large" };
  if (issues.some((issue) => issue.code === "cvType" || issue.code === "idCardType")) {
    return { status: 415, kind: "unsupported" };
  }
  return { status: 422, kind: "invalid" };
}

/**
 * A job application in one multipart request: fields and both files. Files are streamed to disk while
 * their bytes are counted, checked by content, then moved into the private file store under random
 * names; the row is inserted only when both files are safe. Any failure leaves neither files nor row.
 */
export async function submitJobApplication(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobId: string,
): Promise<SubmissionOutcome> {
  const services = context.get(appServicesContext);
  // Counted before the body is read, so a flood of uploads is cut short (ADR 005).
  const limited = checkRateLimit(context, "job-application");
  if (limited) return { ...failure(429, "rate-limited"), retryAfterSeconds: limited.retryAfterSeconds };
  if (!(await isOpen(services, jobId))) return failure(404, "job-closed");

  let files: SpooledFile[] = [];
  try {
    const received = await receiveMultipart(request, {
      incomingDir: services.fileStore.incomingDir,
      maxFileBytes: MAX_FILE_BYTES,
      maxRequestBytes: MAX_REQUEST_BYTES,
      fileFields,
    }).catch((error: unknown) => {
      if (error instanceof UploadRefused) return error;
      throw error;
    });
    if (received instanceof UploadRefused) {
      if (received.problem === "too-large") return failure(413, "too-large");
      return failure(400, received.problem === "not-multipart" ? "invalid" : "upload");
    }
    files = received.files;
    const guard = new FormData();
    guard.set(HONEYPOT_FIELD, received.fields.get(HONEYPOT_FIELD) ?? "");
    if (honeypotFilled(guard)) {
      services.logger.info({ form: "job-application" }, "public form: honeypot filled, nothing stored");
      return failure(400, "rejected");
    }
    const submissionKey = publicFormFields[SUBMISSION_KEY_FIELD].safeParse(received.fields.get(SUBMISSION_KEY_FIELD));
    if (!submissionKey.success) return failure(400, "rejected");
    const consent = publicFormFields[CONSENT_FIELD].safeParse(received.fields.get(CONSENT_FIELD)).success;
    const values = Object.fromEntries(textFields.map((field) => [field, received.fields.get(field) ?? ""])) as Record<
      TextField,
      string
    >;
    const byField = Object.fromEntries(
      fileFields.map((field) => [field, files.filter((file) => file.field === field)]),
    ) as Record<FileField, SpooledFile[]>;

    const { issues, values: application } = checkApplication(
      {
        ...(received.truncatedFields.has("motivation") ? { ...values, motivation: "x".repeat(2001) } : values),
        consent,
      },
      Object.fromEntries(
        fileFields.map((field) => [
          field,
          byField[field].map((file) => ({
            name: storedFileName(file.originalName),
            size: file.tooLarge ? MAX_FILE_BYTES + 1 : file.size,
          })),
        ]),
      ) as Record<FileField, Array<{ name: string; size: number }>>,
      normalisePhone,
    );

    const inspected: Partial<Record<FileField, InspectedFile>> = {};
    for (const field of fileFields) {
      const [file] = byField[field];
      if (!file || byField[field].length > 1 || issues.some((issue) => issue.field === field)) continue;
      const verdict = await inspectFile(field, file);
      if (verdict.ok) inspected[field] = verdict.file;
      else issues.push({ field, code: verdict.code, name: storedFileName(file.originalName) });
    }
    const cv = byField.cv[0];
    const idCard = byField.idCard[0];
    if (issues.length > 0 || !application || !inspected.cv || !inspected.idCard || !cv || !idCard) {
      const { status, kind } = failureOf(issues);
      return failure(status, kind, issues, values);
    }

    const keys = {
      cv: newFileKey(storeFolders.cv, inspected.cv.kind),
      idCard: newFileKey(storeFolders.idCard, inspected.idCard.kind),
    };
    const stored = await Promise.allSettled([
      services.fileStore.putFile(keys.cv, cv.path, inspected.cv.contentType),
      services.fileStore.putFile(keys.idCard, idCard.path, inspected.idCard.contentType),
    ]);
    const removeStored = () =>
      Promise.allSettled(
        stored.flatMap((outcome, i) =>
          outcome.status === "fulfilled" ? [services.fileStore.delete(i === 0 ? keys.cv : keys.idCard)] : [],
        ),
      );
    if (stored.some((outcome) => outcome.status === "rejected")) {
      services.logger.error(
        { err: stored.find((outcome) => outcome.status === "rejected")?.reason },
        "could not store an application's files",
      );
      await removeStored();
      return failure(500, "upload", [], values);
    }

    try {
      const created = await services.database.db.transaction(async (tx) => {
        const row = await insertOnce(tx as unknown as Database, jobApplications, {
          jobOfferId: jobId,
          ...application,
          message: application.motivation,
          cvKey: keys.cv,
          cvFileName: storedFileName(cv.originalName),
          idCardKey: keys.idCard,
          idCardFileName: storedFileName(idCard.originalName),
          status: "pending",
          submissionKey: submissionKey.data,
          consentedAt: new Date(),
        });
        if (row.created) {
          await tx
            .update(jobOffers)
            .set({ applicationsCount: sql`${jobOffers.applicationsCount} + 1` })
            .where(eq(jobOffers.id, jobId));
        }
        return row.created;
      });
      // The same form sent twice (double click, retried request): the first one was stored, with its files.
      if (!created) {
        await removeStored();
        return { status: 200, result: { ok: true }, values: {} };
      }
    } catch (error) {
      await removeStored();
      services.logger.error({ err: error }, "could not save a job application");
      return failure(500, "server", [], values);
    }
    return { status: 201, result: { ok: true }, values: {} };
  } finally {
    await discardSpooled(files);
  }
}
