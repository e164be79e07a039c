import type { TranslateFunction } from "~/i18n/translate";
import type { Messages } from "~/i18n/pt";
import type { ApplicationField, ApplicationIssue, FailureKind } from "./application-rules";

/**
 * The message under a field, in the page's language: an empty field or a missing file says which, as
 * on the other public forms; any other issue says what is wrong with that field.
 */
export function issueMessage(t: TranslateFunction, issue: ApplicationIssue): string {
  const field = requiredFields.find((candidate) => candidate === issue.field);
  const missing = issue.code === "required" || issue.code === "missingFiles";
  return missing && field ? t(`jobApplication.fieldErrors.${field}`) : summaryMessage(t, issue);
}

const requiredFields = [
  "name",
  "email",
  "phone",
  "experienceYears",
  "motivation",
  "cv",
  "idCard",
] as const satisfies ReadonlyArray<keyof Messages["jobApplication"]["fieldErrors"] & ApplicationField>;

/** The message for the form as a whole: the wording of the first problem found, in the checks' order. */
function summaryMessage(t: TranslateFunction, issue: ApplicationIssue): string {
  if (issue.code === "consentRequired") return t("forms.errors.consentRequired");
  return t(`jobApplication.errors.${issue.code}`, { name: issue.name ?? "" });
}

/** The message of the error dialog for each kind of failure (docs/product/spec.md section 8). */
export function failureMessage(t: TranslateFunction, failure: FailureKind, issues: ApplicationIssue[]): string {
  switch (failure) {
    case "invalid":
      return issues[0] ? summaryMessage(t, issues[0]) : t("jobApplication.errors.generic");
    case "too-large":
      return t("jobApplication.errors.tooLarge");
    case "unsupported":
      return t("jobApplication.errors.unsupported");
    case "upload":
      return t("jobApplication.errors.uploadFailure", { reason: t("jobApplication.errors.uploadFailed") });
    case "job-closed":
      return t("jobApplication.errors.jobClosed");
    case "rate-limited":
      return t("forms.errors.rateLimited");
    case "unavailable":
      return t("forms.errors.unavailable");
    case "busy":
      return t("forms.errors.busy");
    case "rejected":
      return t("forms.errors.rejected");
    default:
      return t("jobApplication.errors.generic");
  }
}
