import { intlLocale, type Language } from "~/i18n/languages";
import { numberFormat } from "~/lib/intl-formatters";

/** An amount in kwanzas (AOA), written the way the visitor's language writes money. */
export function formatAoa(amount: number, language: Language): string {
  return numberFormat(intlLocale[language], {
    style: "currency",
    currency: "AOA",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A file size in kilobytes (or megabytes from 1 MB), in the visitor's language. */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  return numberFormat(intlLocale[language], {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
