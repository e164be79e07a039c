import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobOffers, type LocalizedList, type LocalizedText } from "~/db/schema";
import type { Language } from "~/i18n/languages";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function localized(text: LocalizedText, language: Language): string {
  return text[language] || text.pt;
}

function localizedList(list: LocalizedList, language: Language): string[] {
  const translated = list[language];
  return translated && translated.length > 0 ? translated : list.pt;
}

export type JobOfferSummary = {
  id: string;
  title: string;
  location: string;
  employmentType: string;
  createdAt: string;
};

export async function listActiveJobOffers(db: Database, language: Language): Promise<JobOfferSummary[]> {
  const rows = await db.select().from(jobOffers).where(eq(jobOffers.isActive, true)).orderBy(desc(jobOffers.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: localized(row.title, language),
    location: row.location,
    employmentType: row.employmentType,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An active offer in the visitor's language, or null for an unknown, malformed or closed id. */
export async function findActiveJobOffer(db: Database, id: string, language: Language) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.id, id), eq(jobOffers.isActive, true)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: localized(row.title, language),
    description: localized(row.description, language),
    requirements: localizedList(row.requirements, language),
    benefits: localizedList(row.benefits, language),
    location: row.location,
    employmentType: row.employmentType,
    createdAt: row.createdAt.toISOString(),
  };
}
