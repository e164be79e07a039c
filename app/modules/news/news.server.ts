import { and, desc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { news } from "~/db/schema";
import { inLanguage, type Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { todayInLuanda } from "~/lib/luanda-day";
import { isImageKey } from "~/components/ui/ResponsiveImage";
import { storedNewsImage } from "./news-images.server";
import type { NewsCard } from "./types";

/**
 * The image of a news row in modern formats: uploaded (`/media/news/<id>`), or artwork of the build's
 * pipeline (`/images/news/fleet-expansion.svg` → `news/fleet-expansion`); null for any other address.
 */
export function imageOf(url: string): NewsCard["image"] {
  const key = url.replace(/^\/images\//, "").replace(/\.[a-z]+$/i, "");
  return storedNewsImage(url) ?? (isImageKey(key) ? key : null);
}

/** The first day (Luanda's, `YYYY-MM-DD`) of the last `months` months up to `now`: older news is stale. */
export function recentNewsSince(months: number, now = new Date()): string {
  const [year, month, day] = todayInLuanda(now).split("-").map(Number) as [number, number, number];
  const since = new Date(Date.UTC(year, month - 1 - months, 1));
  // The same day of the month, or the month's last day (31 March less one month is 28/29 February).
  const lastDay = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 0)).getUTCDate();
  since.setUTCDate(Math.min(day, lastDay));
  return since.toISOString().slice(0, 10);
}

/**
 * The latest published news in one language (English and French fall back to Portuguese), dated
 * on or after `since` (`recentNewsSince`): the home page shows no stale news under this year's footer.
 */
export async function listLatestNews(
  db: Database,
  language: Language,
  { since, limit = 9 }: { since: string; limit?: number },
): Promise<NewsCard[]> {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.isPublished, true), gte(news.publishedOn, since)))
    .orderBy(desc(news.publishedOn))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: inLanguage(row.title, language),
    excerpt: inLanguage(row.excerpt, language),
    content: inLanguage(row.content, language),
    image: imageOf(row.imageUrl),
    imageUrl: row.imageUrl,
    category: row.category as NewsCard["category"],
    date: row.publishedOn,
    dateText: formatDate(row.publishedOn, language),
  }));
}
