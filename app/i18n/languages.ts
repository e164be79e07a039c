export const languages = ["pt", "en", "fr"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "pt";

/** The cookie and localStorage key that keep the visitor's choice. */
export const languageStorageKey = "i18nextLng";

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
