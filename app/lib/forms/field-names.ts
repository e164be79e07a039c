/**
 * The public forms' field names and message keys, apart from the rules (fields.ts) so that a
 * component naming a field does not bring the validation library into the page's code.
 */
/** Messages shared by every public form (keys under `forms.errors`). */
export const formErrors = {
  required: "forms.errors.required",
  invalid: "forms.errors.invalid",
  characters: "forms.errors.characters",
  tooLong: "forms.errors.tooLong",
  invalidEmail: "forms.errors.invalidEmail",
  invalidPhone: "forms.errors.invalidPhone",
  invalidChoice: "forms.errors.invalidChoice",
  consentRequired: "forms.errors.consentRequired",
  staleForm: "forms.errors.staleForm",
  rejected: "forms.errors.rejected",
  tooLarge: "forms.errors.tooLarge",
  rateLimited: "forms.errors.rateLimited",
  unavailable: "forms.errors.unavailable",
  busy: "forms.errors.busy",
} as const;

/** Name of the hidden field that people never fill and naive bots do. */
export const HONEYPOT_FIELD = "website_url";
export const SUBMISSION_KEY_FIELD = "submissionKey";
export const CONSENT_FIELD = "consent";
