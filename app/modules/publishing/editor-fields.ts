/**
 * Reading the back-office's editing forms (job offers, news): plain checks that give the key of a
 * back-office text (`admin.publishing.errors.*`) for each field that is wrong, so the page shows every
 * problem at once in the staff member's language. The database checks the essentials again.
 */
import { languages, type Language } from "~/i18n/languages";
import { isAcceptableText, normalizeLines, type TextShape } from "~/lib/text-rules";

type EditorError =
  | "required"
  | "tooShort"
  | "tooLong"
  | "invalid"
  | "characters"
  | "tooManyLines"
  | "lineTooLong"
  | "salaryOrder"
  | "pastDate"
  | "hasHtml";

export type EditorErrors = Record<string, EditorError>;

/** A tag or an HTML comment: texts are plain (paragraphs and links), the site escapes them on output. */
const HTML_TAG = /<\s*\/?\s*[a-z!][^>]*>/i;

/** Trimmed, as free text is kept (text-rules.ts): browser line breaks (CRLF) as one, no bidirectional control. */
export function cleanText(value: string | undefined): string {
  return normalizeLines(value ?? "").trim();
}

/** Checks one text (a title is one line): empty is fine unless `min` > 0. Returns the problem, or null. */
export function checkText(
  text: string,
  { min, max, plain = false, shape = "lines" }: { min: number; max: number; plain?: boolean; shape?: TextShape },
) {
  if (text.length === 0) return min > 0 ? "required" : null;
  if (!isAcceptableText(text, shape)) return "characters";
  if (plain && HTML_TAG.test(text)) return "hasHtml";
  if ([...text].length < min) return "tooShort";
  if ([...text].length > max) return "tooLong";
  return null;
}

/** A list typed one item per line (requirements, benefits): empty lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function checkLines(lines: string[], { maxLines, maxLine }: { maxLines: number; maxLine: number }) {
  if (lines.length > maxLines) return "tooManyLines";
  for (const line of lines) {
    if (!isAcceptableText(line, "line")) return "characters";
    if (HTML_TAG.test(line)) return "hasHtml";
    if ([...line].length > maxLine) return "lineTooLong";
  }
  return null;
}

/** One value of a fixed list, or null. */
export function oneOf<const T extends readonly string[]>(list: T, value: string | undefined): T[number] | null {
  return list.includes(value ?? "") ? (value as T[number]) : null;
}

/** The per-language field names of a text: `title_pt`, `title_en`, `title_fr`. */
export const perLanguage = (field: string, language: Language) => `${field}_${language}`;

/** A per-language text of a form: Portuguese required, the others optional (empty: the site falls back). */
export function readLocalized(fields: Record<string, string>, field: string) {
  return Object.fromEntries(
    languages.map((language) => [language, cleanText(fields[perLanguage(field, language)])]),
  ) as Record<Language, string>;
}

/** A stored per-language text as the editor's fields show it: every language, empty where not written. */
export function formTexts(values: Partial<Record<Language, string | string[]>>): Record<Language, string> {
  const shown = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join("\n") : (value ?? ""));
  return Object.fromEntries(languages.map((language) => [language, shown(values[language])])) as Record<
    Language,
    string
  >;
}

/** Stored shape: Portuguese always, other languages only when written. */
export function localizedForStorage<T extends string | string[]>(values: Record<Language, T>) {
  const stored: { pt: T } & Partial<Record<Language, T>> = { pt: values.pt };
  for (const language of languages)
    if (language !== "pt" && values[language].length > 0) stored[language] = values[language];
  return stored;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists, or null. */
export function calendarDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** An editor's values by field name (`title_pt`, `department` …), each as the form shows it. */
function fieldsOf(values: Record<string, string | Record<Language, string>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") fields[name] = value;
    else for (const language of languages) fields[perLanguage(name, language)] = value[language];
  }
  return fields;
}

/** The fields whose values differ between two states of an item, by field name: what a history line names. */
export function changedFields(
  before: Record<string, string | Record<Language, string>>,
  after: Record<string, string | Record<Language, string>>,
): string[] {
  const old = fieldsOf(before);
  return Object.entries(fieldsOf(after))
    .filter(([name, value]) => old[name] !== value)
    .map(([name]) => name);
}

/** The revision a form was read at (a hidden field), or null when it has none. */
export function revisionOf(text: string | undefined): number | null {
  return /^\d{1,15}$/.test(text ?? "") ? Number(text) : null;
}

/**
 * The stored values of the fields that others' edits named (their history lines' `fields`), by field
 * name: shown beside a refused change, so the person sees what the fields hold now.
 */
export function storedNow(
  changes: Array<{ detail: Record<string, string | number | null> }>,
  stored: Record<string, string | Record<Language, string>>,
): Record<string, string> {
  const values = fieldsOf(stored);
  const named = changes
    .flatMap((entry) => String(entry.detail.fields ?? "").split(","))
    .filter((name) => name in values);
  return Object.fromEntries([...new Set(named)].map((name) => [name, values[name]!]));
}
