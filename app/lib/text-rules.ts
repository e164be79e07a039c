/**
 * The one rule for text that comes from outside: form fields (public and back-office), the sign-in
 * e-mail, the `next` address, search boxes and filters, file names, query parameters. ADR 039.
 *
 * - Control characters (C0 and C1, DEL), lone surrogates and noncharacters never belong in text.
 * - A single line (a name, an e-mail, a phone, a file name, an address) holds no line break (CR, LF,
 *   U+2028, U+2029) and no bidirectional control (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F,
 *   U+061C): a name that reverses itself on screen only ever deceives.
 * - Free text (a message, a note, a description) keeps its line breaks (CR LF and U+2028/U+2029
 *   become one LF) and tabs; its bidirectional controls are dropped, so nothing stored, shown or
 *   exported reorders what staff read.
 *
 * Fields refuse what breaks the rule with a message; searches, filters and `next` drop it.
 */

/** C0 and C1 controls and DEL, but tab and line feed (free text keeps those). */
const CONTROLS = "\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F";
/** Tab, line feed and the Unicode line and paragraph separators: the breaks a single line refuses. */
const LINE_BREAKS = "\\t\\n\\u2028\\u2029";
const BIDI_CONTROLS = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";
/** A surrogate alone (with the `u` flag a pair is one code point, never matched) and the noncharacters. */
const BROKEN = "\\p{Cs}\\uFDD0-\\uFDEF\\uFFFE\\uFFFF";

const anyOf = (...ranges: string[]) => new RegExp(`[${ranges.join("")}]`, "u");
const everyOf = (...ranges: string[]) => new RegExp(`[${ranges.join("")}]`, "gu");

const FORBIDDEN_IN_LINES = anyOf(CONTROLS, BROKEN);
const FORBIDDEN_IN_LINE = anyOf(CONTROLS, LINE_BREAKS, BIDI_CONTROLS, BROKEN);
const EVERY_FORBIDDEN_IN_LINE = everyOf(CONTROLS, LINE_BREAKS, BIDI_CONTROLS, BROKEN);
const EVERY_FORBIDDEN_IN_LINES = everyOf(CONTROLS, BROKEN);
const EVERY_BIDI_CONTROL = everyOf(BIDI_CONTROLS);
const ANY_BIDI_CONTROL = anyOf(BIDI_CONTROLS);
const ANY_CONTROL = anyOf(CONTROLS, "\\t\\n", BROKEN);

export type TextShape = "line" | "lines";

/** Free text as it is kept: one kind of line break (LF) and no bidirectional control. */
export function normalizeLines(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(EVERY_BIDI_CONTROL, "");
}

/** Whether a text (free text: once normalised) holds only characters its shape allows. */
export function isAcceptableText(text: string, shape: TextShape): boolean {
  return !(shape === "line" ? FORBIDDEN_IN_LINE : FORBIDDEN_IN_LINES).test(text);
}

/**
 * Whether a text holds a bidirectional control: free text that is kept to be sent again and again (a
 * message template) refuses them rather than dropping them, so what is saved is what was typed.
 */
export function hasBidiControl(text: string): boolean {
  return ANY_BIDI_CONTROL.test(text);
}

/**
 * Whether a text holds a control character (tab and line feed included) or a broken one: what no
 * browser sends in a file's name, refused before its content is even read (upload-receiver.server.ts).
 * What a name may show is the field's rule (a single line), checked with the content.
 */
export function hasControlCharacter(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/**
 * A text fit to use as it stands where nothing is refused (a search, a filter, a file name to show):
 * each character a line may not hold becomes a space, and runs of spaces one space.
 */
export function searchableText(text: string, max: number): string {
  const kept = text.replace(EVERY_FORBIDDEN_IN_LINE, " ").replace(/\s+/g, " ").trim();
  // Cut by characters, never between the two halves of one.
  return Array.from(kept).slice(0, max).join("").trimEnd();
}

/**
 * Text kept before this rule, as it is shown or exported: bidirectional controls dropped, other
 * forbidden characters shown as U+FFFD (line breaks and tabs kept), so an old record reads like a new one.
 */
export function shownText(text: string): string {
  return normalizeLines(text).replace(EVERY_FORBIDDEN_IN_LINES, "\uFFFD");
}
