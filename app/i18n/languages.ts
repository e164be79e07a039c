export const languages = ["pt", "en", "fr"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "pt";

/** The cookie and localStorage key that keep the visitor's choice. */
export const languageStorageKey = "language";
/**
 * The key the choice was kept under before (named after a library the site no longer uses): read for
 * visitors who chose then, never written; the browser's copy moves to the new key (ADR 046).
 */
export const earlierLanguageStorageKey = "i18nextLng";

/** Locale used by Intl for dates and numbers in each language. */
export const intlLocale: Record<Language, string> = {
  pt: "pt-AO",
  en: "en-US",
  fr: "fr-FR",
};

/** Only an exact supported code is accepted: anything else (including injection attempts) is discarded. */
export function asLanguage(value: unknown): Language | null {
  return languages.find((language) => language === value) ?? null;
}

/**
 * Content entered in several languages, in the visitor's: the one fallback rule for such content.
 * A language that is missing or left empty falls back to Portuguese, which is always required.
 */
export function inLanguage<T extends string | readonly string[]>(
  values: { pt: T } & Partial<Record<Language, T>>,
  language: Language,
): T {
  return values[shownLanguage(values, language)] ?? values.pt;
}

/**
 * The language `inLanguage` shows for these values: the visitor's, or Portuguese when it fell back.
 * A page marks fallback text with it (`lang="pt"`), so it is read with the right voice and said to be so.
 */
export function shownLanguage(
  values: { pt: string | readonly string[] } & Partial<Record<Language, string | readonly string[]>>,
  language: Language,
): Language {
  const value = values[language];
  return value !== undefined && value.length > 0 ? language : "pt";
}
