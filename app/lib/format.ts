import { intlLocale, type Language } from "~/i18n/languages";

/** Dates read in the visitor's language, in Luanda's time zone on the server and in the browser alike. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale[language], { dateStyle: "long", timeZone: "Africa/Luanda" }).format(
    new Date(iso),
  );
}
