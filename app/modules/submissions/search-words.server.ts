import { ACCENTED_LETTERS, FOLDED_LETTERS } from "~/db/schema";

const MAX_TERMS = 8;

/**
 * A search word is at least this long: the trigram index cannot serve a shorter one, which would scan
 * every row (75 ms at 100 000 records) for a word that matches half of them anyway.
 */
const MIN_WORD = 3;

/**
 * A piece of a phone number as people write it: digits with a leading `+` or `(`, and brackets, dashes
 * or dots between them (`+244`, `(923)`, `456-789`, `00244923456789`).
 */
const PHONE_PIECE = /^[+(]*\d[\d().-]*$/;
/** Fewer digits than this are a word like any other ("angela 923"), not a phone number. */
const MIN_PHONE_DIGITS = 6;
/** The longest phone number there is (E.164): a longer run of digits is two numbers. */
const MAX_PHONE_DIGITS = 15;

const folding = new Map([...ACCENTED_LETTERS].map((letter, index) => [letter, FOLDED_LETTERS[index]!]));

/** A number's digits without the international call prefix `00`: how the stored search text holds it. */
const phoneDigits = (digits: string) => digits.replace(/^00/, "");

/**
 * The pieces of one phone number written with spaces (`+244 923 456 789`, `(923) 456-789`) become one word
 * of its digits, `244923456789` or `923456789`, which the stored phone `+244923456789` contains either way.
 * Fewer digits stay the words they were.
 */
function joinPhoneNumbers(words: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const digitsOf = (pieces: string[]) => phoneDigits(pieces.join("").replace(/\D/g, ""));
  const endRun = () => {
    const digits = digitsOf(run);
    if (digits.length >= MIN_PHONE_DIGITS) joined.push(digits);
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (!PHONE_PIECE.test(word)) {
      endRun();
      joined.push(word);
      continue;
    }
    if (digitsOf([...run, word]).length > MAX_PHONE_DIGITS) endRun();
    run.push(word);
  }
  endRun();
  return joined;
}

/** The words of a search, folded the way the stored search text is (lower case, no accents). */
function searchWords(query: string): string[] {
  const folded = [...query.toLowerCase()].map((letter) => folding.get(letter) ?? letter).join("");
  return joinPhoneNumbers(folded.split(/\s+/).filter(Boolean));
}

/** The words of a search that are searched for, every one of them in a record. */
export function searchTerms(query: string): string[] {
  return searchWords(query)
    .filter((word) => word.length >= MIN_WORD)
    .slice(0, MAX_TERMS);
}

/** The words of a search too short to be searched (the page says so). */
export function shortSearchWords(query: string): string[] {
  return searchWords(query).filter((word) => word.length < MIN_WORD);
}
