import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { news } from "~/db/schema";
import { newsCategories } from "~/domain/choices";
import { languages, type Language } from "~/i18n/languages";
import {
  calendarDay,
  checkText,
  cleanText,
  formTexts,
  localizedForStorage,
  oneOf,
  perLanguage,
  readLocalized,
  type EditorErrors,
} from "~/modules/publishing/editor-fields";
import { todayInLuanda } from "~/lib/luanda-day";
import type { PublishedChange } from "~/modules/publishing/published-change.server";
import {
  createPublishedItem,
  showPublishedItem,
  updatePublishedItem,
  type PublishedKind,
} from "~/modules/publishing/published-items.server";
import { publishedRevision, type Actor } from "~/modules/history/record-history.server";
import { isRecordId } from "~/lib/route-params";

/** The editor's fields as typed, so a refused form shows them again. */
export type NewsFormValues = {
  title: Record<Language, string>;
  excerpt: Record<Language, string>;
  content: Record<Language, string>;
  category: string;
  /** `YYYY-MM-DD`. */
  date: string;
};

type Localized = { pt: string } & Partial<Record<Language, string>>;
type NewsValues = {
  title: Localized;
  excerpt: Localized;
  content: Localized;
  category: (typeof newsCategories)[number];
  publishedOn: string;
};

const LIMITS = {
  title: { min: 2, max: 200 },
  excerpt: { min: 10, max: 300 },
  content: { min: 10, max: 10_000 },
} as const;

export function newsFormValues(fields: Record<string, string>, now = new Date()): NewsFormValues {
  return {
    title: readLocalized(fields, "title"),
    excerpt: readLocalized(fields, "excerpt"),
    content: readLocalized(fields, "content"),
    category: cleanText(fields.category),
    date: cleanText(fields.date) || (Object.keys(fields).length === 0 ? todayInLuanda(now) : ""),
  };
}

/** Checks the editor's fields (plain text only: no HTML is stored); every problem at once. */
export function readNewsItem(
  values: NewsFormValues,
): { ok: true; item: NewsValues } | { ok: false; errors: EditorErrors } {
  const errors: EditorErrors = {};
  for (const language of languages) {
    for (const field of ["title", "excerpt", "content"] as const) {
      const { min, max } = LIMITS[field];
      const problem = checkText(values[field][language], {
        min: language === "pt" ? min : 0,
        max,
        plain: true,
        shape: field === "title" ? "line" : "lines",
      });
      if (problem) errors[perLanguage(field, language)] = problem;
    }
  }
  const category = oneOf(newsCategories, values.category);
  if (!category) errors.category = "required";
  const day = values.date === "" ? null : calendarDay(values.date);
  if (!day) errors.date = values.date === "" ? "required" : "invalid";
  if (Object.keys(errors).length > 0 || !category || !day) return { ok: false, errors };
  return {
    ok: true,
    item: {
      title: localizedForStorage(values.title),
      excerpt: localizedForStorage(values.excerpt),
      content: localizedForStorage(values.content),
      category,
      publishedOn: day,
    },
  };
}

export type NewsRow = {
  id: string;
  title: string;
  category: string;
  date: string;
  published: boolean;
  languages: Language[];
  imageUrl: string;
};

/** Every news item, newest first, published or not. */
export async function listNewsForStaff(db: Database): Promise<NewsRow[]> {
  const rows = await db.select().from(news).orderBy(desc(news.publishedOn), desc(news.createdAt)).limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title.pt,
    category: row.category,
    date: row.publishedOn,
    published: row.isPublished,
    languages: languages.filter((language) => (row.title[language] ?? "").length > 0),
    imageUrl: row.imageUrl,
  }));
}

/** A news item as the editor's fields show it (what a history line compares). */
function newsForm(item: NewsValues): NewsFormValues {
  return {
    title: formTexts(item.title),
    excerpt: formTexts(item.excerpt),
    content: formTexts(item.content),
    category: item.category,
    date: item.publishedOn,
  };
}

/** One news item as the editor shows it, with the revision the page is read at, or null. */
export async function findNewsForEditor(db: Database, id: string) {
  if (!isRecordId(id)) return null;
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    form: newsForm(row as NewsValues),
    published: row.isPublished,
    imageUrl: row.imageUrl,
    revision: await publishedRevision(db, "news", row.id),
  };
}

/** `Frota ampliada em Luanda!` → `frota-ampliada-em-luanda-3f9a1c`: readable, and unique by its tail. */
function slugFor(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${words || "noticia"}-${randomBytes(3).toString("hex")}`;
}

/** News for the publishing engine: published or a draft, compared as the editor shows them. */
const newsKind: PublishedKind<NewsValues, NewsFormValues> = {
  area: "news",
  table: news,
  shownColumn: "isPublished",
  shownActions: { on: "published", off: "unpublished" },
  toForm: newsForm,
};

/**
 * Saves a new news item with its image, published at once or not; returns its id. The form's key makes a
 * double click or a form sent again create one item: the repeat gets the first one's id.
 */
export async function createNews(
  db: Database,
  actor: Actor,
  item: NewsValues,
  imageUrl: string,
  { publish, formKey }: { publish: boolean; formKey: string },
): Promise<{ id: string; created: boolean }> {
  const row = { ...item, slug: slugFor(item.title.pt), imageUrl };
  return createPublishedItem(db, newsKind, actor, row, { shown: publish, formKey });
}

/**
 * Saves the edited texts (and a new image, when one was sent), only if nobody changed the item since the
 * editor was read at `revision`. Returns the image it replaced, if any.
 */
export async function updateNews(
  db: Database,
  actor: Actor,
  target: { id: string; revision: number },
  item: NewsValues,
  imageUrl: string | null,
): Promise<PublishedChange<{ replacedImage: string | null }>> {
  const image = imageUrl ? { field: "image", columns: { imageUrl } } : undefined;
  const saved = await updatePublishedItem(db, newsKind, actor, target, item, image);
  if (!saved.ok) return saved;
  return { ok: true, value: { replacedImage: imageUrl ? String(saved.value.before.imageUrl) : null } };
}

/** Publishes or unpublishes a news item at once, only if nobody changed it since the page was read. */
export function setNewsPublished(
  db: Database,
  actor: Actor,
  target: { id: string; revision: number },
  publish: boolean,
): Promise<PublishedChange<void>> {
  return showPublishedItem(db, newsKind, actor, target, publish);
}
