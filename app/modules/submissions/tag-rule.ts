import { TAG_MAX_LENGTH } from "~/domain/inboxes";
import { isAcceptableText } from "~/lib/text-rules";

/*
 * The tag rule, read alike by the record's tag form and the list's tag filter (the browser's address):
 * a short phrase, compared case- and accent-blind.
 */

/** Letters (with their accents), digits, spaces and hyphens, in any script; starting with a letter or digit. */
const TAG_SHAPE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} -]*$/u;

export type TagProblem = "tagLength" | "tagCharacters";

/** "  Inglês   fluente " → "Inglês fluente": a tag as it is kept and shown. */
const tidy = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** "Inglês" and "INGLES" are one tag: compared without case, accents or extra spaces. */
export const tagKey = (text: string) =>
  tidy(text).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().normalize("NFC");

/** A tag as typed, read by the tag rule: 1 to 40 letters, digits, spaces or hyphens. */
export function readTag(typed: string): { ok: true; label: string; key: string } | { ok: false; problem: TagProblem } {
  // A control or direction character, a line break: refused, never quietly dropped.
  if (!isAcceptableText(typed, "line")) return { ok: false, problem: "tagCharacters" };
  const label = tidy(typed);
  const length = Array.from(label).length;
  if (length === 0 || length > TAG_MAX_LENGTH) return { ok: false, problem: "tagLength" };
  if (!TAG_SHAPE.test(label)) return { ok: false, problem: "tagCharacters" };
  return { ok: true, label, key: tagKey(label) };
}
