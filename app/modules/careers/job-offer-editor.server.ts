import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobApplications, jobOffers } from "~/db/schema";
import { departments, employmentTypes, experienceLevels, jobLocations } from "~/domain/choices";
import { languages, type Language } from "~/i18n/languages";
import {
  calendarDay,
  checkLines,
  checkText,
  cleanText,
  formTexts,
  linesOf,
  localizedForStorage,
  oneOf,
  perLanguage,
  readLocalized,
  type EditorErrors,
} from "~/modules/publishing/editor-fields";
import { endOfDayInLuanda, todayInLuanda } from "~/lib/luanda-day";
import type { PublishedChange } from "~/modules/publishing/published-change.server";
import {
  createPublishedItem,
  showPublishedItem,
  updatePublishedItem,
  type PublishedKind,
} from "~/modules/publishing/published-items.server";
import { publishedRevision, type Actor } from "~/modules/history/record-history.server";
import { isRecordId } from "~/lib/route-params";
import { offerTexts, offerWording, type JobOfferDetail } from "./job-offers.server";

/** What the editor's fields hold, as typed (lists one item per line), so a refused form shows it again. */
export type JobOfferFormValues = {
  title: Record<Language, string>;
  description: Record<Language, string>;
  requirements: Record<Language, string>;
  benefits: Record<Language, string>;
  department: string;
  location: string;
  employmentType: string;
  experienceLevel: string;
  salaryMin: string;
  salaryMax: string;
  /** `YYYY-MM-DD` or empty. */
  validThrough: string;
};

type JobOfferValues = {
  title: { pt: string } & Partial<Record<Language, string>>;
  description: { pt: string } & Partial<Record<Language, string>>;
  requirements: { pt: string[] } & Partial<Record<Language, string[]>>;
  benefits: { pt: string[] } & Partial<Record<Language, string[]>>;
  department: (typeof departments)[number];
  location: (typeof jobLocations)[number];
  employmentType: (typeof employmentTypes)[number];
  experienceLevel: (typeof experienceLevels)[number];
  salaryMin: number | null;
  salaryMax: number | null;
  validThrough: Date | null;
};

export type ReadOffer = { ok: true; offer: JobOfferValues } | { ok: false; errors: EditorErrors };

const MAX_SALARY_AOA = 100_000_000;
const LIST_LIMITS = { maxLines: 20, maxLine: 300 };

/** The editor's fields as typed (with defaults for a new offer). */
export function offerFormValues(fields: Record<string, string>): JobOfferFormValues {
  return {
    title: readLocalized(fields, "title"),
    description: readLocalized(fields, "description"),
    requirements: readLocalized(fields, "requirements"),
    benefits: readLocalized(fields, "benefits"),
    department: cleanText(fields.department),
    location: cleanText(fields.location),
    employmentType: cleanText(fields.employmentType),
    experienceLevel: cleanText(fields.experienceLevel),
    salaryMin: cleanText(fields.salaryMin),
    salaryMax: cleanText(fields.salaryMax),
    validThrough: cleanText(fields.validThrough),
  };
}

function readSalary(text: string): number | null | "invalid" {
  if (text === "") return null;
  const digits = text.replace(/[\s.\u00a0\u202f]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return "invalid";
  const amount = Number(digits);
  return amount <= MAX_SALARY_AOA ? amount : "invalid";
}

/** Checks the editor's fields; every problem at once, keyed by field name. */
export function readOffer(values: JobOfferFormValues, now = new Date()): ReadOffer {
  const errors: EditorErrors = {};
  for (const language of languages) {
    const min = language === "pt" ? 1 : 0;
    const title = checkText(values.title[language], { min: min * 2, max: 200, plain: true, shape: "line" });
    if (title) errors[perLanguage("title", language)] = title;
    const description = checkText(values.description[language], { min: min * 10, max: 5000, plain: true });
    if (description) errors[perLanguage("description", language)] = description;
    for (const list of ["requirements", "benefits"] as const) {
      const problem = checkLines(linesOf(values[list][language]), LIST_LIMITS);
      if (problem) errors[perLanguage(list, language)] = problem;
    }
  }
  const department = oneOf(departments, values.department);
  const location = oneOf(jobLocations, values.location);
  const employmentType = oneOf(employmentTypes, values.employmentType);
  const experienceLevel = oneOf(experienceLevels, values.experienceLevel);
  if (!department) errors.department = "required";
  if (!location) errors.location = "required";
  if (!employmentType) errors.employmentType = "required";
  if (!experienceLevel) errors.experienceLevel = "required";
  const salaryMin = readSalary(values.salaryMin);
  const salaryMax = readSalary(values.salaryMax);
  if (salaryMin === "invalid") errors.salaryMin = "invalid";
  if (salaryMax === "invalid") errors.salaryMax = "invalid";
  if (typeof salaryMin === "number" && typeof salaryMax === "number" && salaryMax < salaryMin) {
    errors.salaryMax = "salaryOrder";
  }
  let validThrough: Date | null = null;
  if (values.validThrough !== "") {
    const day = calendarDay(values.validThrough);
    if (!day) errors.validThrough = "invalid";
    else if (day < todayInLuanda(now)) errors.validThrough = "pastDate";
    else validThrough = endOfDayInLuanda(day);
  }
  if (Object.keys(errors).length > 0 || !department || !location || !employmentType || !experienceLevel) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    offer: {
      title: localizedForStorage(values.title),
      description: localizedForStorage(values.description),
      requirements: localizedForStorage(linesByLanguage(values.requirements)),
      benefits: localizedForStorage(linesByLanguage(values.benefits)),
      department,
      location,
      employmentType,
      experienceLevel,
      salaryMin: salaryMin as number | null,
      salaryMax: salaryMax as number | null,
      validThrough,
    },
  };
}

function linesByLanguage(texts: Record<Language, string>): Record<Language, string[]> {
  return Object.fromEntries(languages.map((language) => [language, linesOf(texts[language])])) as Record<
    Language,
    string[]
  >;
}

/** The offer as a visitor would read it in one language (Portuguese where a text is not translated). */
export function previewOffer(
  offer: JobOfferValues,
  language: Language,
  id = "preview",
  createdAt = new Date(),
): JobOfferDetail {
  const shown = {
    id,
    ...offerTexts(offer, language),
    location: offer.location,
    employmentType: offer.employmentType,
    department: offer.department,
    experienceLevel: offer.experienceLevel,
    salaryMin: offer.salaryMin,
    salaryMax: offer.salaryMax,
    validThrough: offer.validThrough?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
  return { ...shown, ...offerWording(shown, language) };
}

/** Which languages of an offer are written (the others show Portuguese on the site). */
function translatedLanguages(offer: Pick<JobOfferValues, "title" | "description">): Language[] {
  return languages.filter((language) => (offer.title[language] ?? "").length > 0);
}

export type OfferState = "open" | "closed" | "expired";

export type JobOfferRow = {
  id: string;
  title: string;
  department: string;
  location: string;
  state: OfferState;
  languages: Language[];
  applications: number;
  validThrough: string | null;
  createdAt: string;
  updatedAt: string | null;
};

const stateOf = (isActive: boolean, validThrough: Date | null, now: Date): OfferState =>
  !isActive ? "closed" : validThrough && validThrough <= now ? "expired" : "open";

/** Every offer, newest first, for the back-office's list (open, closed and expired alike). */
export async function listOffersForStaff(db: Database, now = new Date()): Promise<JobOfferRow[]> {
  const rows = await db
    .select({
      id: jobOffers.id,
      title: jobOffers.title,
      description: jobOffers.description,
      department: jobOffers.department,
      location: jobOffers.location,
      isActive: jobOffers.isActive,
      // Counted, not kept: an erased or expired application no longer counts (no counter to drift).
      applications: db.$count(jobApplications, eq(jobApplications.jobOfferId, jobOffers.id)),
      validThrough: jobOffers.validThrough,
      createdAt: jobOffers.createdAt,
      updatedAt: jobOffers.updatedAt,
    })
    .from(jobOffers)
    .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title.pt,
    department: row.department,
    location: row.location,
    state: stateOf(row.isActive, row.validThrough, now),
    languages: translatedLanguages(row),
    applications: row.applications,
    validThrough: row.validThrough?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}

/** An offer as the editor's fields show it (what a history line compares). */
function offerForm(offer: JobOfferValues): JobOfferFormValues {
  return {
    title: formTexts(offer.title),
    description: formTexts(offer.description),
    requirements: formTexts(offer.requirements),
    benefits: formTexts(offer.benefits),
    department: offer.department,
    location: offer.location,
    employmentType: offer.employmentType,
    experienceLevel: offer.experienceLevel,
    salaryMin: offer.salaryMin === null ? "" : String(offer.salaryMin),
    salaryMax: offer.salaryMax === null ? "" : String(offer.salaryMax),
    validThrough: offer.validThrough ? todayInLuanda(offer.validThrough) : "",
  };
}

/** One offer as the editor shows it, with the revision the page is read at, or null. */
export async function findOfferForEditor(db: Database, id: string, now = new Date()) {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(jobOffers).where(eq(jobOffers.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    form: offerForm(row as JobOfferValues),
    state: stateOf(row.isActive, row.validThrough, now),
    revision: await publishedRevision(db, "jobs", row.id),
  };
}

/** Job offers for the publishing engine: open on the board or closed, compared as the editor shows them. */
const jobOfferKind: PublishedKind<JobOfferValues, JobOfferFormValues> = {
  area: "jobs",
  table: jobOffers,
  shownColumn: "isActive",
  shownActions: { on: "opened", off: "closed" },
  toForm: offerForm,
};

/**
 * Saves a new offer, closed (a draft) unless `open`; returns its id. The form's key makes a double click
 * or a form sent again create one offer: the repeat gets the first one's id.
 */
export async function createOffer(db: Database, actor: Actor, offer: JobOfferValues, open: boolean, formKey: string) {
  return createPublishedItem(db, jobOfferKind, actor, offer, { shown: open, formKey });
}

/**
 * Saves the edited fields of an offer (its state is unchanged), only if nobody changed it since the
 * editor was read at `revision`. Returns the fields that changed.
 */
export async function updateOffer(
  db: Database,
  actor: Actor,
  item: { id: string; revision: number },
  offer: JobOfferValues,
): Promise<PublishedChange<string[]>> {
  const saved = await updatePublishedItem(db, jobOfferKind, actor, item, offer);
  return saved.ok ? { ok: true, value: saved.value.fields } : saved;
}

/** Opens or closes an offer on the site at once, only if nobody changed it since the page was read. */
export function setOfferOpen(db: Database, actor: Actor, item: { id: string; revision: number }, open: boolean) {
  return showPublishedItem(db, jobOfferKind, actor, item, open);
}
