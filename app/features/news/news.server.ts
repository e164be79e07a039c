import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { news } from "~/db/schema";
import { inLanguage, type Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
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

/** The latest published news in one language (English and French fall back to Portuguese). */
export async function listLatestNews(db: Database, language: Language, limit = 9): Promise<NewsCard[]> {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.isPublished, true)))
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
