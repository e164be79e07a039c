import { eq, sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { demoJobOffers, demoNews } from "./demo-content";
import { jobOffers, news, siteSettings } from "./schema";
import { todayInLuanda } from "~/lib/luanda-day";

const DEMO_SEED_MARKER = "demo-seed";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills a new database with demo job offers and the four news items, once.
 * A marker row records that it ran, so content the staff later delete does not come back.
 * Returns whether anything was written.
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent start-ups: only the first process to take the marker seeds.
    const inserted = await tx
      .insert(siteSettings)
      .values({ key: DEMO_SEED_MARKER, value: { seededAt: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (inserted.length === 0) return false;

    await tx.insert(jobOffers).values(
      demoJobOffers.map(({ daysAgo, ...job }) => ({
        ...job,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
    await tx
      .insert(news)
      .values(
        demoNews.map(({ daysAgo, ...item }) => ({
          ...item,
          publishedOn: todayInLuanda(new Date(now.getTime() - daysAgo * DAY_MS)),
        })),
      )
      .onConflictDoNothing({ target: news.slug });
    return true;
  });
}

export async function hasDemoSeedRun(db: Database): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteSettings)
    .where(eq(siteSettings.key, DEMO_SEED_MARKER));
  return (rows[0]?.n ?? 0) > 0;
}
