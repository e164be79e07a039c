import { and, count, desc, eq, gt, gte, inArray, isNull, like, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ACCENTED_LETTERS, FOLDED_LETTERS, jobOffers } from "~/db/schema";
import { inLanguage, languages, shownLanguage, type Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import { isRecordId } from "~/lib/route-params";
import { datePostedDays, JOBS_PER_PAGE, salaryBandLimits, type JobFilters } from "./job-filters";

const DAY_MS = 86_400_000;

/**
 * The pay and the date as the visitor's language writes them, formatted where the offer is read. The
 * browser would otherwise build its date and money formatters while the page hydrates: 15-40 ms each on
 * a phone's first use of a language (ADR 032).
 */
export type OfferWording = {
  /** "23 de novembro de 2026". */
  postedOn: string;
  /** "90 000 Kz", null when the offer gives no minimum. */
  salaryMinText: string | null;
  salaryMaxText: string | null;
};

export function offerWording(
  offer: { salaryMin: number | null; salaryMax: number | null; createdAt: string },
  language: Language,
): OfferWording {
  return {
    postedOn: formatDate(offer.createdAt, language),
    salaryMinText: offer.salaryMin === null ? null : formatAoa(offer.salaryMin, language),
    salaryMaxText: offer.salaryMax === null ? null : formatAoa(offer.salaryMax, language),
  };
}

export type JobOfferSummary = OfferWording & {
  id: string;
  title: string;
  /** The title's language: the visitor's, or Portuguese when it is not translated. */
  titleLanguage: Language;
  location: string;
  employmentType: string;
  department: string;
  experienceLevel: string;
  salaryMin: number | null;
  salaryMax: number | null;
  createdAt: string;
};

export type JobOfferPage = {
  jobs: JobOfferSummary[];
  /** Offers matching the filters, over all pages. */
  matching: number;
  page: number;
  pageCount: number;
};

/**
 * The title the visitor reads: their language, else Portuguese. The language is written into the
 * SQL (one of three fixed codes) so the expression matches its trigram index (drizzle/0001).
 */
function displayedTitle(language: Language): SQL<string> {
  return sql<string>`coalesce(nullif(${jobOffers.title}->>${languageLiteral(language)}, ''), ${jobOffers.title}->>'pt')`;
}

/** Which language `displayedTitle` shows: the visitor's, or 'pt' when the title is not translated. */
function displayedTitleLanguage(language: Language): SQL<Language> {
  const code = languageLiteral(language);
  return sql<Language>`case when nullif(${jobOffers.title}->>${code}, '') is null then 'pt' else ${code} end`;
}

function languageLiteral(language: Language): SQL {
  if (!languages.includes(language)) throw new Error(`unknown language ${language}`);
  return sql.raw(`'${language}'`);
}

/** The stored, folded title each language searches (drizzle/0004, trigram-indexed). */
const searchableTitle = {
  pt: jobOffers.titleSearchPt,
  en: jobOffers.titleSearchEn,
  fr: jobOffers.titleSearchFr,
} as const;

/** The visitor's words folded like the titles: "Camião", "camiao" and "CAMIÃO" all become "camiao". */
function foldForSearch(text: string): string {
  return [...text.normalize("NFC").toLowerCase()]
    .map((letter) => {
      const at = ACCENTED_LETTERS.indexOf(letter);
      return at === -1 ? letter : FOLDED_LETTERS[at];
    })
    .join("");
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * An offer visitors see: open, and not past its valid-through date (it closes itself then, with no job
 * to run: every public query asks this).
 */
function isOpenOffer(now: Date): SQL {
  return and(eq(jobOffers.isActive, true), or(isNull(jobOffers.validThrough), gt(jobOffers.validThrough, now))) as SQL;
}

/**
 * The WHERE clause of the job board: every filter is applied by the database.
 * A job without a salary stays in every salary band (its pay is to be agreed).
 */
function jobFilterConditions(filters: JobFilters, language: Language, now: Date): SQL {
  const conditions: Array<SQL | undefined> = [isOpenOffer(now)];
  if (filters.q) conditions.push(like(searchableTitle[language], `%${escapeLike(foldForSearch(filters.q))}%`));
  if (filters.type.length > 0) conditions.push(inArray(jobOffers.employmentType, filters.type));
  if (filters.location) conditions.push(eq(jobOffers.location, filters.location));
  if (filters.department) conditions.push(eq(jobOffers.department, filters.department));
  if (filters.experience) conditions.push(eq(jobOffers.experienceLevel, filters.experience));
  if (filters.salary) {
    const noSalary = and(isNull(jobOffers.salaryMin), isNull(jobOffers.salaryMax));
    const lowest = sql`coalesce(${jobOffers.salaryMin}, ${jobOffers.salaryMax})`;
    const highest = sql`coalesce(${jobOffers.salaryMax}, ${jobOffers.salaryMin})`;
    const band = {
      low: lt(lowest, salaryBandLimits.lowBelow),
      medium: and(lte(lowest, salaryBandLimits.highAbove), gte(highest, salaryBandLimits.lowBelow)),
      high: sql`${highest} > ${salaryBandLimits.highAbove}`,
    }[filters.salary];
    conditions.push(or(noSalary, band));
  }
  if (filters.posted) {
    conditions.push(gte(jobOffers.createdAt, new Date(now.getTime() - datePostedDays[filters.posted] * DAY_MS)));
  }
  return and(...conditions) as SQL;
}

/** One page of the active offers that match the filters, newest first, in the visitor's language. */
export async function listJobOffers(
  db: Database,
  language: Language,
  filters: JobFilters,
  now = new Date(),
): Promise<JobOfferPage> {
  const where = jobFilterConditions(filters, language, now);
  // Two light queries: the page walks the (is_active, created_at) index and stops after a page;
  // the count does not sort. Together they beat one query with a window count over every match.
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobOffers.id,
        title: displayedTitle(language),
        titleLanguage: displayedTitleLanguage(language),
        location: jobOffers.location,
        employmentType: jobOffers.employmentType,
        department: jobOffers.department,
        experienceLevel: jobOffers.experienceLevel,
        salaryMin: jobOffers.salaryMin,
        salaryMax: jobOffers.salaryMax,
        createdAt: jobOffers.createdAt,
      })
      .from(jobOffers)
      .where(where)
      .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id))
      .limit(JOBS_PER_PAGE)
      .offset((filters.page - 1) * JOBS_PER_PAGE),
    db.select({ n: count() }).from(jobOffers).where(where),
  ]);
  const matching = counted?.n ?? 0;
  return {
    jobs: rows.map(({ createdAt, ...job }) => {
      const offer = { ...job, createdAt: createdAt.toISOString() };
      return { ...offer, ...offerWording(offer, language) };
    }),
    matching,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(matching / JOBS_PER_PAGE)),
  };
}

/** The number of open positions (open offers), whatever the filters. */
export async function countActiveJobOffers(db: Database, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobOffers).where(isOpenOffer(now));
  return row?.n ?? 0;
}

/** The ids of every open offer (the sitemap lists their pages). */
export async function listOpenJobOfferIds(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db.select({ id: jobOffers.id }).from(jobOffers).where(isOpenOffer(now));
  return rows.map((row) => row.id);
}

type OfferTextValues = {
  title: { pt: string } & Partial<Record<Language, string>>;
  description: { pt: string } & Partial<Record<Language, string>>;
  requirements: { pt: string[] } & Partial<Record<Language, string[]>>;
  benefits: { pt: string[] } & Partial<Record<Language, string[]>>;
};

/**
 * An offer's texts in the visitor's language, each falling back to Portuguese on its own, and which
 * language each one is in: the page marks the fallbacks (`lang="pt"` and a note in its language).
 */
export function offerTexts(offer: OfferTextValues, language: Language) {
  const parts = ["title", "description", "requirements", "benefits"] as const;
  return {
    title: inLanguage(offer.title, language),
    description: inLanguage(offer.description, language),
    requirements: inLanguage(offer.requirements, language),
    benefits: inLanguage(offer.benefits, language),
    shownIn: Object.fromEntries(parts.map((part) => [part, shownLanguage(offer[part], language)])) as Record<
      (typeof parts)[number],
      Language
    >,
  };
}

export type JobOfferDetail = NonNullable<Awaited<ReturnType<typeof findActiveJobOffer>>>;

/** An open offer in the visitor's language, or null for an unknown, malformed, closed or expired id. */
export async function findActiveJobOffer(db: Database, id: string, language: Language, now = new Date()) {
  if (!isRecordId(id)) return null;
  const [row] = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.id, id), isOpenOffer(now)))
    .limit(1);
  if (!row) return null;
  const offer = {
    id: row.id,
    ...offerTexts(row, language),
    location: row.location,
    employmentType: row.employmentType,
    department: row.department,
    experienceLevel: row.experienceLevel,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    validThrough: row.validThrough?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  return { ...offer, ...offerWording(offer, language) };
}
