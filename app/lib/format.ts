import { intlLocale, type Language } from "~/i18n/languages";
import { dateTimeFormat } from "~/lib/intl-formatters";

/** Dates read in the visitor's language, in Luanda's time zone on the server and in the browser alike. */
export function formatDate(iso: string, language: Language): string {
  return dateTimeFormat(intlLocale[language], { dateStyle: "long", timeZone: "Africa/Luanda" }).format(new Date(iso));
}

/** A moment, date and time, as the back-office shows it (Luanda's time zone). */
export function formatDateTime(iso: string, language: Language): string {
  return dateTimeFormat(intlLocale[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Luanda",
  }).format(new Date(iso));
}

/** A day, short, as the back-office's lists show it (Luanda's time zone). */
export function formatDay(iso: string, language: Language): string {
  return dateTimeFormat(intlLocale[language], { dateStyle: "medium", timeZone: "Africa/Luanda" }).format(new Date(iso));
}
