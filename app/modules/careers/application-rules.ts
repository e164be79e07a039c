import type { FileKind } from "~/modules/files/file-kinds";
import type { z } from "zod";
import type { Messages } from "~/i18n/pt";
import { optionalText, requiredEmail, requiredText } from "~/lib/forms/fields";

/**
 * The rules of a job application (docs/product/spec.md section 5, docs/product/spec-decisions.md), shared by the browser and the
 * server; the server is the authority and also checks each file by its content.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MOTIVATION_MIN = 10;
export const MOTIVATION_MAX = 2000;
const NAME_MAX = 100;
const EXPERIENCE_MAX = 50;
const NO_LAST_NAME = "N/A";

export const fileFields = ["cv", "idCard"] as const;
export type FileField = (typeof fileFields)[number];
export const textFields = ["name", "email", "phone", "experienceYears", "motivation", "portfolio"] as const;
export type TextField = (typeof textFields)[number];
export type ApplicationField = TextField | FileField | "consent";

/** Messages of this form (`jobApplication.errors.*`), plus the shared consent message. */
export type ApplicationErrorCode = keyof Messages["jobApplication"]["errors"] | "consentRequired";
export type ApplicationIssue = { field: ApplicationField | null; code: ApplicationErrorCode; name?: string };

export type ApplicationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experienceYears: number;
  motivation: string;
  portfolioUrl: string | null;
};

/** What the browser and the server both know about a chosen file before reading it. */
export type ChosenFile = { name: string; size: number };

const PORTFOLIO_MAX = 2048;

/** The other public forms' field rules (lib/forms/fields): one set of rules for every form. */
const rules = {
  name: requiredText({ max: 2 * NAME_MAX + 1 }),
  namePart: requiredText({ min: 2, max: NAME_MAX }),
  email: requiredEmail(),
  motivation: requiredText({ min: MOTIVATION_MIN, max: MOTIVATION_MAX, shape: "lines" }),
  portfolio: optionalText({ max: PORTFOLIO_MAX }),
};

const accepts = (rule: z.ZodType, value: string) => rule.safeParse(value).success;

/** The first word is the first name, the rest the last name ('N/A' when there is one word). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") || NO_LAST_NAME };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * Checks the form in the order of docs/product/spec.md section 5: required fields, then both files, then the
 * e-mail; then the record's own rules and the files' sizes. The first issue is the one to announce.
 */
export function checkApplication(
  input: Record<TextField, string> & { consent: boolean },
  files: Record<FileField, ChosenFile[]>,
  /** `normalisePhone` of ./phone, passed in so the browser loads the phone library only when checking. */
  normalisePhone: (text: string) => string | null,
): { issues: ApplicationIssue[]; values: ApplicationValues | null } {
  const issues: ApplicationIssue[] = [];
  const text = Object.fromEntries(textFields.map((field) => [field, (input[field] ?? "").trim()])) as Record<
    TextField,
    string
  >;

  for (const field of ["name", "email", "phone", "experienceYears", "motivation"] as const) {
    if (!text[field]) issues.push({ field, code: "required" });
  }
  for (const field of fileFields) {
    if (files[field].length === 0) issues.push({ field, code: "missingFiles" });
  }
  if (text.email && !accepts(rules.email, text.email)) issues.push({ field: "email", code: "email" });

  const { firstName, lastName } = splitName(text.name);
  if (text.name && (!accepts(rules.name, text.name) || !accepts(rules.namePart, firstName)))
    issues.push({ field: "name", code: "firstName" });
  else if (text.name && lastName !== NO_LAST_NAME && !accepts(rules.namePart, lastName))
    issues.push({ field: "name", code: "lastName" });

  const phone = text.phone ? normalisePhone(text.phone) : null;
  if (text.phone && !phone) issues.push({ field: "phone", code: "phone" });

  const experience = Number(text.experienceYears);
  const experienceOk =
    /^\d{1,2}$/.test(text.experienceYears) && Number.isInteger(experience) && experience <= EXPERIENCE_MAX;
  if (text.experienceYears && !experienceOk) issues.push({ field: "experienceYears", code: "experience" });

  if (text.motivation && !accepts(rules.motivation, text.motivation)) {
    issues.push({ field: "motivation", code: "motivation" });
  }
  if (text.portfolio && !(accepts(rules.portfolio, text.portfolio) && isHttpUrl(text.portfolio))) {
    issues.push({ field: "portfolio", code: "portfolio" });
  }
  if (!input.consent) issues.push({ field: "consent", code: "consentRequired" });

  for (const field of fileFields) {
    if (files[field].length > 1) {
      issues.push({ field, code: "oneFilePerField" });
      continue;
    }
    const [file] = files[field];
    if (!file) continue;
    if (file.size > MAX_FILE_BYTES) issues.push({ field, code: "fileTooLarge", name: file.name });
    else if (file.size === 0) issues.push({ field, code: "fileEmpty", name: file.name });
  }

  const values: ApplicationValues | null =
    issues.length === 0 && phone
      ? {
          firstName,
          lastName,
          email: text.email.toLowerCase(),
          phone,
          experienceYears: experience,
          motivation: text.motivation,
          portfolioUrl: text.portfolio || null,
        }
      : null;
  return { issues, values };
}

/** Why a submission failed, for the error dialog (docs/product/spec.md section 8). */
export type FailureKind =
  | "invalid"
  | "too-large"
  | "unsupported"
  | "upload"
  | "job-closed"
  | "rate-limited"
  /** Refused as a whole: the honeypot was filled or the form's submission key is missing. */
  | "rejected"
  /** The database is away: the visitor keeps the form and tries again later (503 with Retry-After). */
  | "unavailable"
  /** Too many submissions at once (ADR 061): sent again a few seconds later, nothing lost (503 with Retry-After). */
  | "busy"
  | "server";

/** `reference`: what the visitor is shown for a stored application (`KX-7F3K-92QD`). */
type ApplicationResult =
  { ok: true; reference: string } | { ok: false; failure: FailureKind; issues: ApplicationIssue[] };

/** The server's answer to a sent application. */
export type SubmissionOutcome = {
  status: number;
  /** Seconds to wait before trying again (rate limit, database away). */
  retryAfterSeconds?: number;
  result: ApplicationResult;
  /** The text the visitor typed, to fill the form again after a refusal (never the files). */
  values: Partial<Record<TextField, string>>;
};

/** The accepted kinds of each file: what its content must be, whatever its name says. */
export const acceptedKinds: Record<FileField, readonly FileKind[]> = {
  cv: ["pdf", "doc", "docx"],
  idCard: ["pdf", "jpg", "png"],
};

/** For the file pickers: a hint to the browser only; the content decides. */
export const acceptAttribute: Record<FileField, string> = {
  cv: ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  idCard: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
};
