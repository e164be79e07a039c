/**
 * The reference a visitor gets for a submission (`KX-7F3K-92QD`): random, so it says nothing about
 * how many submissions arrive and cannot be guessed; short enough to read over the phone; without the
 * characters people confuse (0/O, 1/I/L) nor U. 30^8 ≈ 6.6 × 10^11 references.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PATTERN = /^KX-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** A new reference; `randomIndex(n)` is a uniform random integer below n (crypto's `randomInt` on the server). */
export function newReference(randomIndex: (below: number) => number): string {
  const characters = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)]);
  return `KX-${characters.slice(0, 4).join("")}-${characters.slice(4).join("")}`;
}

/** A reference as staff may type it (lower case, spaces, without hyphens) in its stored form, or null. */
export function normaliseReference(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]/g, "").replace(/^KX/, "");
  if (plain.length !== 8) return null;
  const reference = `KX-${plain.slice(0, 4)}-${plain.slice(4)}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}
