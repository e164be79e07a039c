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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const agoFormats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * How long ago a moment was, short, in the reader's language ("há 3 h", "3 hr. ago", "il y a 3 j"):
 * minutes under an hour, hours under two days, then days. Written on the server, which knows the time.
 */
export function formatTimeAgo(iso: string, language: Language, now = new Date()): string {
  let format = agoFormats.get(language);
  if (!format)
    agoFormats.set(language, (format = new Intl.RelativeTimeFormat(intlLocale[language], { style: "short" })));
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < 2 * DAY) return format.format(-Math.floor(elapsed / HOUR), "hour");
  return format.format(-Math.floor(elapsed / DAY), "day");
}
