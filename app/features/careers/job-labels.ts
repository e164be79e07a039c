import type { TranslateFunction } from "~/i18n/translate";
import { departments, employmentTypes, experienceLevels, jobLocations } from "~/domain/choices";
import { type Language } from "~/i18n/languages";
import { formatAoa } from "~/lib/money";

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

/** Labels of the stored codes in the visitor's language; an unknown code (typed by staff) reads as it is. */
export function jobLabels(t: TranslateFunction) {
  return {
    employmentType: (value: string) =>
      isOneOf(employmentTypes, value) ? t(`jobBoard.employmentTypes.${value}`) : value,
    location: (value: string) => (isOneOf(jobLocations, value) ? t(`jobBoard.locations.${value}`) : value),
    department: (value: string) => (isOneOf(departments, value) ? t(`jobBoard.departments.${value}`) : value),
    experience: (value: string) => (isOneOf(experienceLevels, value) ? t(`jobBoard.experienceLevels.${value}`) : value),
  };
}

/** "90 000 Kz – 140 000 Kz", "From …", "Up to …" or "Salary to be agreed". */
export function salaryText(
  t: TranslateFunction,
  language: Language,
  salaryMin: number | null,
  salaryMax: number | null,
): string {
  if (salaryMin !== null && salaryMax !== null && salaryMin !== salaryMax) {
    return t("jobBoard.salaryRange", {
      min: formatAoa(salaryMin, language),
      max: formatAoa(salaryMax, language),
    });
  }
  if (salaryMin !== null && salaryMax !== null) return formatAoa(salaryMin, language);
  if (salaryMin !== null) return t("jobBoard.salaryFrom", { min: formatAoa(salaryMin, language) });
  if (salaryMax !== null) return t("jobBoard.salaryUpTo", { max: formatAoa(salaryMax, language) });
  return t("jobBoard.salaryToAgree");
}
