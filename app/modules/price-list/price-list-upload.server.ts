import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { newFileKey, type FileStore } from "~/modules/files/file-store.server";
import { changePublishedItem, type PublishedChange } from "~/modules/publishing/published-change.server";
import { recordPublicChange, type Actor } from "~/modules/history/record-history.server";
import type { SpooledFile } from "~/modules/files/upload-receiver.server";
import { searchableText } from "~/lib/text-rules";

/** A price-list PDF staff uploaded in place of the generated one (kept in site_settings). */
export type UploadedPriceList = {
  fileKey: string;
  /** The name it had on the staff member's computer (shown in the back-office only). */
  originalName: string;
  sizeBytes: number;
  /** ISO date-time: the date the public section shows. */
  uploadedAt: string;
  /** A short digest of the content: the public link changes with it, so no cache serves the old file. */
  version: string;
};

const settingKey = (language: Language) => `price-list:${language}`;

/** The uploaded PDF of a language, or null when the generated one is in use. */
export async function uploadedPriceList(db: Database, language: Language): Promise<UploadedPriceList | null> {
  const [row] = await db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.key, settingKey(language)))
    .limit(1);
  return (row?.value as UploadedPriceList | undefined) ?? null;
}

async function digestOf(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex").slice(0, 12);
}

/** A file name fit to show: no path, nothing the text rule forbids in a line, at most 120 characters. */
function shownName(name: string): string {
  return searchableText(name.split(/[\\/]/).pop()!, 120) || "price-list.pdf";
}

/**
 * Locks a language's price list for the rest of the transaction (it may have no row to lock: the
 * generated one is in use), so two changes of it run one after the other.
 */
const lockPriceList = (language: Language) => async (tx: Database) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${settingKey(language)}))`);
  return true;
};

/** A language's price list as the history names it, with the revision the page was read at. */
const priceListItem = (language: Language, revision: number) =>
  ({ area: "price-list", subjectId: language, revision }) as const;

/**
 * Replaces the price list of a language with an uploaded PDF (checked by its content, not its name),
 * only if nobody changed it since the page was read at `revision`. The file enters the store first, then
 * the setting and its history line together; the file it replaced is deleted last, so the site never
 * names a missing file. A refused upload's file is deleted.
 */
export async function replacePriceList(
  { db, fileStore }: { db: Database; fileStore: FileStore },
  actor: Actor,
  { language, revision }: { language: Language; revision: number },
  upload: SpooledFile,
): Promise<PublishedChange<void> | { ok: false; problem: "type" }> {
  const { fileTypeFromFile } = await import("file-type");
  const type = await fileTypeFromFile(upload.path).catch(() => undefined);
  if (type?.mime !== "application/pdf") return { ok: false, problem: "type" };
  const uploaded: UploadedPriceList = {
    fileKey: newFileKey("price-lists", "pdf"),
    originalName: shownName(upload.originalName),
    sizeBytes: upload.size,
    uploadedAt: new Date().toISOString(),
    version: await digestOf(upload.path),
  };
  await fileStore.putFile(uploaded.fileKey, upload.path, "application/pdf");
  const changed = await changePublishedItem(
    db,
    priceListItem(language, revision),
    lockPriceList(language),
    async (tx) => {
      const [before] = await tx
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, settingKey(language)));
      await tx
        .insert(siteSettings)
        .values({ key: settingKey(language), value: uploaded })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: uploaded, updatedAt: new Date() } });
      await recordPublicChange(tx, {
        inbox: "price-list",
        recordId: null,
        subjectId: language,
        actor,
        action: "replaced",
        detail: { language, file: uploaded.originalName, size: uploaded.sizeBytes },
      });
      return (before?.value as UploadedPriceList | undefined) ?? null;
    },
  );
  if (!changed.ok) {
    await fileStore.delete(uploaded.fileKey);
    return changed;
  }
  if (changed.value) await fileStore.delete(changed.value.fileKey);
  return { ok: true, value: undefined };
}

/**
 * Goes back to the generated price list of a language, only if nobody changed it since the page was read
 * at `revision`; `value` is false when the generated one was already in use.
 */
export async function restoreGeneratedPriceList(
  { db, fileStore }: { db: Database; fileStore: FileStore },
  actor: Actor,
  { language, revision }: { language: Language; revision: number },
): Promise<PublishedChange<boolean>> {
  const changed = await changePublishedItem(
    db,
    priceListItem(language, revision),
    lockPriceList(language),
    async (tx) => {
      const [row] = await tx
        .delete(siteSettings)
        .where(eq(siteSettings.key, settingKey(language)))
        .returning({ value: siteSettings.value });
      if (!row) return null;
      await recordPublicChange(tx, {
        inbox: "price-list",
        recordId: null,
        subjectId: language,
        actor,
        action: "restored",
        detail: { language },
      });
      return row.value as UploadedPriceList;
    },
  );
  if (!changed.ok) return changed;
  if (changed.value) await fileStore.delete(changed.value.fileKey);
  return { ok: true, value: changed.value !== null };
}
