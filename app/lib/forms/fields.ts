/**
 * Zod pieces for public forms, shared by the browser (Conform) and the server.
 *
 * Contract: every message a schema produces is an i18n KEY (a path into `app/i18n/pt.ts`, for
 * example `forms.errors.required`), never a sentence. The page translates it in the visitor's
 * language with `<FieldErrors>` (app/components/ui/FieldErrors.tsx), so one schema serves all
 * three languages, with and without JavaScript. See docs/decisions/005-public-form-protections.md.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { isAcceptableText, normalizeLines, type TextShape } from "../text-rules";
import { CONSENT_FIELD, formErrors, SUBMISSION_KEY_FIELD } from "./field-names";

// zod would probe `new Function` to speed up parsing; our CSP forbids eval, so the browser
// would report a violation on every form page.
z.config({ jitless: true });

/** Required text says something: at least one letter or digit (not only spaces, marks or invisible characters). */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

type TextRule = {
  min?: number;
  max: number;
  /** Key shown when the field is empty. */
  required?: string;
  /** Key shown when the text is shorter than `min` (defaults to `required`). */
  tooShort?: string;
  /** Key shown when the text is longer than `max`. */
  tooLong?: string;
  /** A single line (the default: a name, a city) or free text (a message): text-rules.ts. */
  shape?: TextShape;
};

/**
 * Free text as it is kept (text-rules.ts): browsers send line breaks as CRLF, counted and stored as
 * one character as the textarea shows them. A single line is read as sent, so a break in it is refused.
 */
const normalized = (shape: TextShape) => (value: unknown) =>
  typeof value === "string" && shape === "lines" ? normalizeLines(value) : value;

/**
 * Trimmed text between `min` (default 1) and `max` characters. `min` counts characters as the
 * database does (code points); `max` counts UTF-16 units like the browser's `maxlength`, which is
 * never less, so text the browser accepts and the database stores always agree.
 */
export function requiredText({
  min = 1,
  max,
  required = formErrors.required,
  tooShort,
  tooLong,
  shape = "line",
}: TextRule) {
  return z.preprocess(
    normalized(shape),
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(max, { error: tooLong ?? formErrors.tooLong, abort: true })
      .refine((value) => [...value].length >= min, { error: tooShort ?? required, abort: true })
      .refine((value) => isAcceptableText(value, shape), { error: formErrors.characters, abort: true })
      .refine((value) => HAS_LETTER_OR_DIGIT.test(value), { error: formErrors.invalid }),
  );
}

/** Text that may be left empty (then `undefined`), at most `max` characters. */
export function optionalText({ max, tooLong, shape = "line" }: Pick<TextRule, "max" | "tooLong" | "shape">) {
  return z.preprocess(
    normalized(shape),
    z
      .string({ error: formErrors.invalid })
      .trim()
      .max(max, { error: tooLong ?? formErrors.tooLong, abort: true })
      .refine((value) => isAcceptableText(value, shape), { error: formErrors.characters })
      .optional()
      .transform((value) => (value ? value : undefined)),
  );
}

const EMAIL_MAX = 254;

/** A required e-mail address, trimmed and lower-cased. */
export type FieldMessages = { required?: string; invalid?: string };

export function requiredEmail({
  required = formErrors.required,
  invalid = formErrors.invalidEmail,
}: FieldMessages = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX, { error: invalid, abort: true })
    .pipe(z.email({ error: invalid }))
    .transform((value) => value.toLowerCase());
}

/** An e-mail address that may be left empty (then `undefined`). */
export function optionalEmail({ invalid = formErrors.invalidEmail }: FieldMessages = {}) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: invalid })
      .trim()
      .max(EMAIL_MAX, { error: invalid })
      .pipe(z.email({ error: invalid }))
      .transform((value) => value.toLowerCase())
      .optional(),
  );
}

/** One of a fixed list of values (a select, a radio group, a picker). */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  { required = formErrors.required, invalid = formErrors.invalidChoice }: FieldMessages = {},
) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .pipe(z.enum(values, { error: invalid }));
}

/** A whole number between `min` and `max`; the field may be left empty only if `fallback` is given. */
export function wholeNumber({
  min,
  max,
  invalid = formErrors.invalid,
  required = formErrors.required,
}: {
  min: number;
  max: number;
  invalid?: string;
  required?: string;
}) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d{1,6}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int({ error: invalid })
      .min(min, { error: invalid })
      .max(max, { error: invalid }),
  );
}

/** A checkbox: ticked is `true`, absent is `false`. */
export const checkbox = z.preprocess((value) => value === "on" || value === true, z.boolean());

/**
 * The fields every public form carries: the consent box (must be ticked) and the submission key
 * (the same for every retry of one filled-in form, so the database stores one record).
 */
export const publicFormFields = {
  [CONSENT_FIELD]: z.preprocess(
    (value) => value === "on" || value === true,
    z.literal(true, { error: formErrors.consentRequired }),
  ),
  [SUBMISSION_KEY_FIELD]: z
    .string({ error: formErrors.staleForm })
    .regex(/^[A-Za-z0-9-]{16,64}$/, { error: formErrors.staleForm }),
};

/**
 * Parses a submitted form with its schema, in the browser and on the server alike. Conform's
 * automatic coercion is off: the rules above read the raw texts themselves, so "0x10" or "1e2" is
 * not silently taken for a number.
 */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
