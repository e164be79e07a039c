import type { TranslateFunction } from "~/i18n/translate";
import { departments, employmentTypes, experienceLevels, jobLocations } from "~/domain/choices";
import type { OfferWording } from "./job-offers.server";

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
export function salaryText(t: TranslateFunction, { salaryMinText: min, salaryMaxText: max }: OfferWording): string {
  if (min !== null && max !== null) return min === max ? min : t("jobBoard.salaryRange", { min, max });
  if (min !== null) return t("jobBoard.salaryFrom", { min });
  if (max !== null) return t("jobBoard.salaryUpTo", { max });
  return t("jobBoard.salaryToAgree");
}
