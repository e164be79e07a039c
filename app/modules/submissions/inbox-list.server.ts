import { and, count, desc, eq, getTableName, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobOffers } from "~/db/schema";
import { driverCityLabels } from "~/content/driver-cities";
import type { DriverCity, Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import type { InboxFilters } from "./inbox-filters";
import { inboxSources, type InboxSource } from "./inbox-sources.server";
import { arrivalStatus, INBOX_PAGE_SIZE, inboxStatuses, lateAfterHours } from "~/domain/inboxes";
import { startOfDayInLuanda } from "~/lib/luanda-day";
import { shownText } from "~/lib/text-rules";
import { searchTerms } from "./search-words.server";
import { tagLike, taggedWith } from "./record-tags.server";
import { tagKey } from "./tag-rule";

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

const endOfDay = (day: string) => new Date(startOfDayInLuanda(day).getTime() + 24 * 60 * 60 * 1000);

/** Still in its arrival status past the inbox's threshold (the dashboard's late count, the list's "late" filter). */
export function lateCondition(source: InboxSource): SQL {
  const hours = lateAfterHours[source.inbox];
  return and(
    eq(source.status, arrivalStatus[source.inbox]),
    lt(source.createdAt, sql`now() - make_interval(hours => ${hours})`),
  )!;
}

/**
 * A search word in the record's search text or in one of its tags. A union of the two (each from its own
 * index: the search text's trigrams, the tags of the inbox) rather than an OR, which would read every row.
 */
function searchCondition(source: InboxSource, term: string): SQL {
  const table = sql.identifier(getTableName(source.table));
  const column = (name: string) => sql`r.${sql.identifier(name)}`;
  return sql`${source.id} in (select ${column(source.id.name)} from ${table} r
    where ${column(source.searchText.name)} like ${`%${likeEscaped(term)}%`}
    union all ${tagLike(source, `%${likeEscaped(tagKey(term))}%`)})`;
}

/** The filters as conditions on the inbox's table; without the status when counting per status. */
export function inboxConditions(source: InboxSource, filters: InboxFilters, withStatus = true): SQL | undefined {
  const conditions: Array<SQL | undefined> = searchTerms(filters.q).map((term) => searchCondition(source, term));
  if (withStatus && filters.status) conditions.push(eq(source.status, filters.status));
  if (filters.from) conditions.push(gte(source.createdAt, startOfDayInLuanda(filters.from)));
  if (filters.to) conditions.push(lt(source.createdAt, endOfDay(filters.to)));
  if (filters.assignee === "none") conditions.push(isNull(source.assignedTo));
  else if (filters.assignee) conditions.push(eq(source.assignedTo, filters.assignee));
  if (filters.job && source.jobOfferId) conditions.push(eq(source.jobOfferId, filters.job));
  if (filters.late) conditions.push(lateCondition(source));
  if (filters.tag) conditions.push(taggedWith(source, tagKey(filters.tag)));
  return and(...conditions);
}

/** The columns every list, export and bulk action reads, the same for the five inboxes. */
export function summaryColumns(source: InboxSource, language: Language) {
  return {
    id: sql<number>`${source.id}`,
    reference: sql<string>`${source.reference}`,
    name: source.name,
    email: sql<string | null>`${source.email}`,
    phone: source.phone ? sql<string | null>`${source.phone}` : sql<string | null>`null`,
    topic: source.topic(language),
    status: sql<string>`${source.status}`,
    revision: sql<number>`${source.revision}`,
    language: sql<string>`${source.language}`,
    assigneeName: sql<string | null>`(select s.name from staff_users s where s.id = ${source.assignedTo})`,
    createdAt: sql<string>`${source.createdAt}`,
  };
}

export type InboxRow = {
  id: number;
  reference: string;
  name: string;
  email: string | null;
  phone: string | null;
  topic: string | null;
  status: string;
  revision: number;
  language: string;
  assigneeName: string | null;
  createdAt: string;
};

/** How many records of each status match the other filters (the tabs above the list). */
async function countPerStatus(db: Database, inbox: Inbox, filters: InboxFilters) {
  const source = inboxSources[inbox];
  const rows = await db
    .select({ status: sql<string>`${source.status}`, count: count() })
    .from(source.table)
    .where(inboxConditions(source, filters, false))
    .groupBy(source.status);
  const counts = Object.fromEntries(inboxStatuses[inbox].map((status) => [status, 0])) as Record<string, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * When staff last did something to a record (its latest history line), from the history's own index. The
 * record's id is named with its table: bare, `id` would be the history line's own.
 */
const lastChange = (source: InboxSource) => {
  const recordId = sql`${sql.identifier(getTableName(source.table))}.${sql.identifier(source.id.name)}`;
  return sql<string | null>`(select max(h.created_at) from record_history h
    where h.inbox = ${source.inbox} and h.record_id = ${recordId})`;
};

/** One page of an inbox, newest first, with the counts per status and the number of pages. */
export async function listInbox(db: Database, inbox: Inbox, filters: InboxFilters, language: Language) {
  const source = inboxSources[inbox];
  const counts = await countPerStatus(db, inbox, filters);
  const total = filters.status ? (counts[filters.status] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  // The page's ids first, from the index alone, then their rows: a deep page skips index entries
  // rather than whole rows (a "deferred join").
  const pageIds = db
    .select({ id: sql`${source.id}` })
    .from(source.table)
    .where(inboxConditions(source, filters))
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const rows = (await db
    .select({ ...summaryColumns(source, language), changedAt: lastChange(source) })
    .from(source.table)
    .where(inArray(source.id, pageIds))
    .orderBy(desc(source.createdAt), desc(source.id))) as Array<InboxRow & { changedAt: string | null }>;
  return {
    rows: rows.map((row) => ({
      ...asPlainRow(row),
      changedAt: row.changedAt === null ? null : new Date(row.changedAt).toISOString(),
    })),
    counts,
    total,
    page,
    pages,
  };
}

const shownOrNull = (text: string | null) => (text === null ? null : shownText(text));

/**
 * Dates as ISO strings and numbers as numbers, whichever database answered; a driver's city by its
 * name; the visitor's words as the text rule shows them (text-rules.ts: a record kept before it).
 */
export function asPlainRow(row: InboxRow): InboxRow {
  return {
    ...row,
    name: shownText(row.name),
    email: shownOrNull(row.email),
    phone: shownOrNull(row.phone),
    topic:
      row.topic && row.topic in driverCityLabels ? driverCityLabels[row.topic as DriverCity] : shownOrNull(row.topic),
    id: Number(row.id),
    revision: Number(row.revision),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Every job offer, open or closed, by title: the job filter of the applications inbox. */
export async function jobOfferOptions(db: Database, language: Language) {
  const title = sql<string>`coalesce(nullif(${jobOffers.title}->>${language}, ''), ${jobOffers.title}->>'pt')`;
  return db.select({ id: jobOffers.id, title }).from(jobOffers).orderBy(title);
}
