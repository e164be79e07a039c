import { randomUUID } from "node:crypto";
import { and, eq, gt, min, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobOffers, priceTables, siteSettings } from "~/db/schema";
import { startOfDayInLuanda, todayInLuanda } from "./luanda-day";

const CONTENT_VERSION = "content-version";

type Queries = Pick<Database, "insert">;

/**
 * Says that what public pages show has changed (a job offer, a news item, the price list): every
 * process's page cache sees the new version within a second and forgets its pages. Call it in the
 * change's transaction, so the version never moves without the change, nor the change without it.
 */
export async function markPublicContentChanged(db: Queries): Promise<void> {
  const version = randomUUID();
  await db
    .insert(siteSettings)
    .values({ key: CONTENT_VERSION, value: version })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: version, updatedAt: sql`now()` } });
}

export type ContentState = {
  /** Changes with every publishing action; null before the first. */
  version: string | null;
  /**
   * When pages go stale by themselves: the next open offer passes its valid-through moment, or the next
   * saved price table takes effect (at the start of its day in Luanda), whichever comes first.
   */
  nextExpiry: Date | null;
};

/** The public content's version and next expiry, in one round trip. */
export async function readContentState(db: Database, now = new Date()): Promise<ContentState> {
  const [row] = await db
    .select({
      version: sql<unknown>`(select ${siteSettings.value} from ${siteSettings} where ${siteSettings.key} = ${CONTENT_VERSION})`,
      nextExpiry: min(jobOffers.validThrough),
      nextPriceDay: sql<string | null>`(select min(${priceTables.effectiveOn}) from ${priceTables}
        where ${priceTables.withdrawnAt} is null and ${priceTables.effectiveOn} > ${todayInLuanda(now)})`,
    })
    .from(jobOffers)
    .where(and(eq(jobOffers.isActive, true), gt(jobOffers.validThrough, now)));
  const version = row?.version;
  const moments = [
    row?.nextExpiry ? new Date(row.nextExpiry) : null,
    row?.nextPriceDay ? startOfDayInLuanda(String(row.nextPriceDay).slice(0, 10)) : null,
  ].filter((moment) => moment !== null);
  return {
    version: typeof version === "string" ? version : null,
    nextExpiry: moments.length > 0 ? new Date(Math.min(...moments.map(Number))) : null,
  };
}
