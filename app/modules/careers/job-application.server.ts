import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { jobApplications } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { getLanguage } from "~/i18n/middleware.server";
import type { MailSettings } from "~/config/env.server";
import { submissionMail } from "~/modules/submissions/outbox.server";
import { appServicesContext, type AppServices } from "~/lib/app-context.server";
import { applicantFileFolders, newFileKey, type FileStore } from "~/modules/files/file-store.server";
import { CONSENT_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/forms/field-names";
import { publicFormFields } from "~/lib/forms/fields";
import { checkRateLimit, honeypotFilled, takeTurn } from "~/modules/submissions/public-form.server";
import { UNAVAILABLE_RETRY_SECONDS } from "~/lib/forms/form-body.server";
import { BUSY_RETRY_SECONDS } from "~/lib/forms/submission-admission.server";
import { insertOnce } from "~/modules/submissions/insert-once.server";
import { noteFormOutcome, type FormRefusalReason } from "~/lib/production-figures.server";
import {
  acceptedKinds,
  checkApplication,
  fileFields,
  MAX_FILE_BYTES,
  textFields,
  type ApplicationErrorCode,
  type ApplicationIssue,
  type ApplicationValues,
  type FailureKind,
  type FileField,
  type SubmissionOutcome,
  type TextField,
} from "./application-rules";
import { findActiveJobOffer } from "./job-offers.server";
import { normalisePhone } from "./phone";
import { inspectFile, storedFileName, type InspectedFile } from "~/modules/files/file-inspection.server";
import {
  discardSpooled,
  receiveMultipart,
  UploadRefused,
  type ReceivedForm,
  type SpooledFile,
} from "~/modules/files/upload-receiver.server";

/** Two files and a few text fields: anything much bigger is not a job application. */
const MAX_REQUEST_BYTES = 2 * MAX_FILE_BYTES + 256 * 1024;
const storeFolders: Record<FileField, string> = applicantFileFolders;

type TypedValues = SubmissionOutcome["values"];

const failure = (
  status: number,
  kind: FailureKind,
  issues: ApplicationIssue[] = [],
  values: TypedValues = {},
): SubmissionOutcome => ({ status, result: { ok: false, failure: kind, issues }, values });

/** The database is away: the visitor keeps what they typed and is told when to try again. */
const unavailable = (values: TypedValues): SubmissionOutcome => ({
  ...failure(503, "unavailable", [], values),
  retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
});

/** The message of a text field cut off by the receiver (it was longer than any valid value). */
const tooLongCodes: Record<TextField, ApplicationErrorCode> = {
  name: "firstName",
  email: "email",
  phone: "phone",
  experienceYears: "experience",
  motivation: "motivation",
  portfolio: "portfolio",
};

function failureOf(issues: ApplicationIssue[]): { status: number; kind: FailureKind } {
  if (issues.some((issue) => issue.code === "fileTooLarge")) return { status: 413, kind: "too-large" };
  if (issues.some((issue) => issue.code === "cvType" || issue.code === "idCardType")) {
    return { status: 415, kind: "unsupported" };
  }
  return { status: 422, kind: "invalid" };
}

/** Reads the multipart body to the incoming folder; a refusal is the outcome to answer. */
async function receiveApplication(request: Request, services: AppServices): Promise<ReceivedForm | SubmissionOutcome> {
  try {
    return await receiveMultipart(request, {
      incomingDir: services.fileStore.incomingDir,
      maxFileBytes: MAX_FILE_BYTES,
      maxRequestBytes: MAX_REQUEST_BYTES,
      idleTimeoutMs: services.env.uploadIdleTimeoutMs,
      fileFields,
    });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    if (error.problem === "too-large") return failure(413, "too-large");
    if (error.problem === "bad-file-name") {
      const field = fileFields.find((name) => name === error.field) ?? null;
      return failure(400, "invalid", [{ field, code: "fileName" }]);
    }
    return failure(400, error.problem === "not-multipart" ? "invalid" : "upload");
  }
}

/** What the visitor typed, as sent, to fill the form again after a refusal. */
function typedValues(received: ReceivedForm): Record<TextField, string> {
  return Object.fromEntries(textFields.map((field) => [field, received.fields.get(field) ?? ""])) as Record<
    TextField,
    string
  >;
}

/** Same rule as the job page: an existing, active offer (the language only picks the texts, unused here). */
async function isOpen(db: Database, jobId: string): Promise<boolean> {
  return (await findActiveJobOffer(db, jobId, "pt")) !== null;
}

type CheckedFile = { spooled: SpooledFile; inspected: InspectedFile };
type ParsedApplication = {
  submissionKey: string;
  application: ApplicationValues;
  files: Record<FileField, CheckedFile>;
};

/**
 * Checks a received form: honeypot and submission key, then the fields (docs/product/spec.md section 5), then each
 * file by its content. Either a valid application or the refusal to answer.
 */
async function parseApplication(
  received: ReceivedForm,
  services: AppServices,
): Promise<{ ok: true; parsed: ParsedApplication } | { ok: false; outcome: SubmissionOutcome }> {
  if (honeypotFilled(received.fields)) {
    services.logger.info({ form: "job-application" }, "public form: honeypot filled, nothing stored");
    return { ok: false, outcome: failure(400, "rejected") };
  }
  const submissionKey = publicFormFields[SUBMISSION_KEY_FIELD].safeParse(received.fields.get(SUBMISSION_KEY_FIELD));
  if (!submissionKey.success) return { ok: false, outcome: failure(400, "rejected") };

  const values = typedValues(received);
  const byField = Object.fromEntries(
    fileFields.map((field) => [field, received.files.filter((file) => file.field === field)]),
  ) as Record<FileField, SpooledFile[]>;
  const chosen = Object.fromEntries(
    fileFields.map((field) => [
      field,
      byField[field].map((file) => ({
        name: storedFileName(file.originalName),
        size: file.tooLarge ? MAX_FILE_BYTES + 1 : file.size,
      })),
    ]),
  ) as Record<FileField, Array<{ name: string; size: number }>>;
  const consent = publicFormFields[CONSENT_FIELD].safeParse(received.fields.get(CONSENT_FIELD)).success;
  const checked = checkApplication({ ...values, consent }, chosen, normalisePhone);

  // A field cut off by the receiver was longer than any valid value: its own message comes first.
  const cut = textFields.filter((field) => received.truncatedFields.has(field));
  const issues = [
    ...cut.map((field) => ({ field, code: tooLongCodes[field] })),
    ...checked.issues.filter((issue) => !cut.includes(issue.field as TextField)),
  ];

  const files: Partial<Record<FileField, CheckedFile>> = {};
  for (const field of fileFields) {
    const [spooled] = byField[field];
    if (!spooled || byField[field].length > 1 || issues.some((issue) => issue.field === field)) continue;
    const verdict = await inspectFile(acceptedKinds[field], spooled);
    if (verdict.ok) files[field] = { spooled, inspected: verdict.file };
    else {
      // A file of another kind is named for its field: "the CV must be …", "the ID card must be …".
      const code = verdict.problem === "type" ? (field === "cv" ? "cvType" : "idCardType") : verdict.problem;
      issues.push({ field, code, name: storedFileName(spooled.originalName) });
    }
  }
  if (issues.length > 0 || !checked.values || !files.cv || !files.idCard) {
    const { status, kind } = failureOf(issues);
    return { ok: false, outcome: failure(status, kind, issues, values) };
  }
  return {
    ok: true,
    parsed: {
      submissionKey: submissionKey.data,
      application: checked.values,
      files: { cv: files.cv, idCard: files.idCard },
    },
  };
}

type StoredFiles = { keys: Record<FileField, string>; remove: () => Promise<void> };

/** Moves both checked files into the private store under random keys; on any failure, neither stays. */
async function storeFiles(fileStore: FileStore, files: Record<FileField, CheckedFile>): Promise<StoredFiles> {
  const keys = Object.fromEntries(
    fileFields.map((field) => [field, newFileKey(storeFolders[field], files[field].inspected.kind)]),
  ) as Record<FileField, string>;
  const outcomes = await Promise.allSettled(
    fileFields.map((field) =>
      fileStore.putFile(keys[field], files[field].spooled.path, files[field].inspected.contentType),
    ),
  );
  const remove = async () => {
    await Promise.allSettled(
      fileFields.flatMap((field, i) => (outcomes[i]?.status === "fulfilled" ? [fileStore.delete(keys[field])] : [])),
    );
  };
  const refused = outcomes.find((outcome) => outcome.status === "rejected");
  if (refused) {
    await remove();
    throw refused.reason;
  }
  return { keys, remove };
}

/** Inserts the application once per submission key (`created`: it was not there yet) with its e-mails. */
async function insertApplication(
  db: Database,
  jobId: string,
  { submissionKey, application, files }: ParsedApplication,
  keys: Record<FileField, string>,
  language: Language,
  mail: MailSettings & { publicUrl: string },
): Promise<{ reference: string; created: boolean }> {
  return insertOnce(
    db,
    jobApplications,
    {
      jobOfferId: jobId,
      ...application,
      message: application.motivation,
      cvKey: keys.cv,
      cvFileName: storedFileName(files.cv.spooled.originalName),
      idCardKey: keys.idCard,
      idCardFileName: storedFileName(files.idCard.spooled.originalName),
      status: "pending",
      submissionKey,
      language,
    },
    (reference) =>
      submissionMail(mail, {
        inbox: "applications",
        reference,
        language,
        name: `${application.firstName} ${application.lastName}`,
        email: application.email,
      }),
  );
}

/**
 * A job application in one multipart request: fields and both files. Files are streamed to disk while
 * their bytes are counted, checked by content, then moved into the private file store under random
 * names; the row is inserted only when both files are safe. Any failure leaves neither files nor row.
 * `jobId` is a well-formed record id (the route checks it).
 */
export async function submitJobApplication(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobId: string,
): Promise<SubmissionOutcome> {
  const turn = await takeTurn(context);
  if (!turn) {
    noteFormOutcome("job-application", "refused", "busy");
    return { ...failure(503, "busy"), retryAfterSeconds: BUSY_RETRY_SECONDS };
  }
  const outcome = await receiveJobApplication(request, context, jobId).finally(turn);
  const { result } = outcome;
  if (result.ok) noteFormOutcome("job-application", outcome.status === 201 ? "stored" : "repeated");
  else noteFormOutcome("job-application", "refused", refusalOf[result.failure]);
  return outcome;
}

/** The figures' name for each way an application is refused (lib/production-figures.server.ts). */
const refusalOf: Record<FailureKind, FormRefusalReason> = {
  invalid: "invalid",
  "too-large": "too-large",
  unsupported: "unsupported",
  upload: "unavailable",
  "job-closed": "job-closed",
  "rate-limited": "rate-limited",
  rejected: "invalid",
  unavailable: "unavailable",
  busy: "busy",
  server: "unavailable",
};

async function receiveJobApplication(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobId: string,
): Promise<SubmissionOutcome> {
  const services = context.get(appServicesContext);
  const { db } = services.database;
  // Every upload is expensive work: counted before the body is read, so a flood is cut short (ADR 021).
  const limited = await checkRateLimit(context, "job-application");
  if (limited) return { ...failure(429, "rate-limited"), retryAfterSeconds: limited.retryAfterSeconds };

  const received = await receiveApplication(request, services);
  if ("status" in received) return received;
  try {
    const values = typedValues(received);
    // Read after the body, so a database that is away answers 503 with what was typed, not a bare 500.
    const open = await isOpen(db, jobId).catch((error: unknown) => {
      services.logger.error({ err: error }, "could not look up the job of an application");
      return null;
    });
    if (open === null) return unavailable(values);
    if (!open) return failure(404, "job-closed");

    const checked = await parseApplication(received, services);
    if (!checked.ok) return checked.outcome;

    let stored: StoredFiles;
    try {
      stored = await storeFiles(services.fileStore, checked.parsed.files);
    } catch (error) {
      services.logger.error({ err: error }, "could not store an application's files");
      return failure(500, "upload", [], values);
    }
    try {
      const { reference, created } = await insertApplication(
        db,
        jobId,
        checked.parsed,
        stored.keys,
        getLanguage(context),
        { ...services.env.mail, publicUrl: services.env.publicUrl },
      );
      // The same form sent twice (double click, retried request): the first one was stored, with its files.
      if (!created) {
        await stored.remove();
        return { status: 200, result: { ok: true, reference }, values: {} };
      }
      return { status: 201, result: { ok: true, reference }, values: {} };
    } catch (error) {
      await stored.remove();
      services.logger.error({ err: error }, "could not save a job application");
      return unavailable(values);
    }
  } finally {
    await discardSpooled(received.files);
  }
}
