import {
  datePostedWindows,
  departments,
  employmentTypes,
  experienceLevels,
  jobLocations,
  salaryBands,
} from "~/domain/choices";
import { searchableText } from "~/lib/text-rules";

type EmploymentType = (typeof employmentTypes)[number];
type JobLocation = (typeof jobLocations)[number];
type Department = (typeof departments)[number];
type ExperienceLevel = (typeof experienceLevels)[number];
type SalaryBand = (typeof salaryBands)[number];
export type DatePostedWindow = (typeof datePostedWindows)[number];

/** What a visitor asked the job board for; it lives in the query string. */
export type JobFilters = {
  q: string;
  type: EmploymentType[];
  location: JobLocation | null;
  department: Department | null;
  experience: ExperienceLevel | null;
  salary: SalaryBand | null;
  posted: DatePostedWindow | null;
  page: number;
};

export const JOBS_PER_PAGE = 12;
const MAX_SEARCH_LENGTH = 100;

/** Salary bands in AOA: low below 150 000, medium 150 000 to 300 000, high above 300 000. */
export const salaryBandLimits = { lowBelow: 150_000, highAbove: 300_000 } as const;
export const datePostedDays: Record<DatePostedWindow, number> = { "1d": 1, "7d": 7, "30d": 30 };

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from a query string; unknown values are ignored, never trusted. */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: searchableText(params.get("q") ?? "", MAX_SEARCH_LENGTH),
    type: [...new Set(params.getAll("type"))].filter((value): value is EmploymentType =>
      (employmentTypes as readonly string[]).includes(value),
    ),
    location: oneOf(jobLocations, params.get("location")),
    department: oneOf(departments, params.get("department")),
    experience: oneOf(experienceLevels, params.get("experience")),
    salary: oneOf(salaryBands, params.get("salary")),
    posted: oneOf(datePostedWindows, params.get("posted")),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a set of filters, without empty values (and without page 1). */
export function jobFiltersToSearch(filters: Partial<JobFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const type of filters.type ?? []) params.append("type", type);
  for (const key of ["location", "department", "experience", "salary", "posted"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** How many filters of the dialog are set (the search text is not one of them). */
export function activeFilterCount(filters: JobFilters): number {
  return (
    filters.type.length +
    [filters.location, filters.department, filters.experience, filters.salary, filters.posted].filter(Boolean).length
  );
}
