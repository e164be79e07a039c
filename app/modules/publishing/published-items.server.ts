import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type jobOffers, type news } from "~/db/schema";
import type { HistoryAction, PublishingArea } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import { isRecordId } from "~/lib/route-params";
import { recordPublicChange, type Actor } from "~/modules/history/record-history.server";
import { claimFormKey, noteCreated } from "~/modules/staff/staff-submissions.server";
import { changedFields } from "./editor-fields";
import { changePublishedItem, type PublishedChange } from "./published-change.server";

type Titled = { title: { pt: string } & Partial<Record<Language, string>> };

/** The tables whose rows staff publish from an editor (the price list is one file, not a row). */
type PublishedTable = typeof jobOffers | typeof news;

/**
 * What a kind of published item is, for the one engine that creates, edits, shows and hides them with
 * their history: its table, the column that puts it on the site, the history's words for that, and the
 * item as the editor's fields show it (what an "edited" line compares).
 */
export type PublishedKind<Values extends Titled, Form extends EditorForm> = {
  area: Exclude<PublishingArea, "price-list">;
  table: PublishedTable;
  shownColumn: "isActive" | "isPublished";
  shownActions: { on: "opened" | "published"; off: "closed" | "unpublished" };
  toForm: (values: Values) => Form;
};

/** The editor's fields: texts, one per language or one for all. */
type EditorForm = Record<string, string | Record<Language, string>>;

/** A kind without its form: all that creating a history line, locking, showing and hiding need. */
type KindBase = Omit<PublishedKind<Titled, EditorForm>, "toForm">;

type Target = { id: string; revision: number };

function historyLine(kind: KindBase, actor: Actor, id: string, action: HistoryAction, title: string) {
  return { inbox: kind.area, recordId: null, subjectId: id, actor, action, detail: { title } };
}

/** Locks the item for the rest of the transaction; false when it does not exist. */
const lockItem = (kind: KindBase, id: string) => async (tx: Database) =>
  isRecordId(id) &&
  (await tx.select({ id: kind.table.id }).from(kind.table).where(eq(kind.table.id, id)).for("update")).length > 0;

/**
 * Saves a new item, on the site at once when `shown`; returns its id. The form's key makes a double click
 * or a form sent again create one item: the repeat gets the first one's id and `created: false`.
 */
export async function createPublishedItem<Values extends Titled, Form extends EditorForm>(
  db: Database,
  kind: PublishedKind<Values, Form>,
  actor: Actor,
  values: Values & Record<string, unknown>,
  { shown, formKey }: { shown: boolean; formKey: string },
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await claimFormKey(tx, formKey);
    if (!claimed.first && claimed.created) return { id: claimed.created, created: false };
    const row = { ...values, [kind.shownColumn]: shown };
    // The kinds' tables share the columns written here; drizzle cannot type an insert into either.
    const [inserted] = await tx
      .insert(kind.table)
      .values(row as never)
      .returning({ id: kind.table.id });
    const id = inserted!.id;
    await noteCreated(tx, formKey, id);
    const title = values.title.pt;
    await recordPublicChange(tx, historyLine(kind, actor, id, "created", title));
    if (shown) await recordPublicChange(tx, historyLine(kind, actor, id, kind.shownActions.on, title));
    return { id, created: true };
  });
}

/**
 * Saves the edited item (whether it is shown is unchanged), only if nobody changed it since the editor
 * was read at `target.revision`. The history line names the fields that changed; nothing changed,
 * nothing is written. `alsoSet` is written beside the values and named `alsoSet.field` in the history
 * (a new image). Returns the fields that changed and the row as it was before.
 */
export async function updatePublishedItem<Values extends Titled, Form extends EditorForm>(
  db: Database,
  kind: PublishedKind<Values, Form>,
  actor: Actor,
  target: Target,
  values: Values,
  alsoSet?: { field: string; columns: Record<string, unknown> },
): Promise<PublishedChange<{ fields: string[]; before: Record<string, unknown> }>> {
  return changePublishedItem(
    db,
    { area: kind.area, subjectId: target.id, revision: target.revision },
    lockItem(kind, target.id),
    async (tx) => {
      const [before] = await tx.select().from(kind.table).where(eq(kind.table.id, target.id));
      const fields = changedFields(kind.toForm(before as unknown as Values), kind.toForm(values));
      if (alsoSet) fields.push(alsoSet.field);
      if (fields.length === 0) return { fields, before: before! };
      await tx
        .update(kind.table)
        .set({ ...values, ...alsoSet?.columns, updatedAt: sql`now()` } as never)
        .where(eq(kind.table.id, target.id));
      await recordPublicChange(tx, {
        ...historyLine(kind, actor, target.id, "edited", values.title.pt),
        detail: { title: values.title.pt, fields: fields.join(",") },
      });
      return { fields, before: before! };
    },
  );
}

/** Puts an item on the site or takes it off at once, only if nobody changed it since the page was read. */
export async function showPublishedItem(
  db: Database,
  kind: KindBase,
  actor: Actor,
  target: Target,
  shown: boolean,
): Promise<PublishedChange<void>> {
  return changePublishedItem(
    db,
    { area: kind.area, subjectId: target.id, revision: target.revision },
    lockItem(kind, target.id),
    async (tx) => {
      const [updated] = await tx
        .update(kind.table)
        .set({ [kind.shownColumn]: shown, updatedAt: sql`now()` } as never)
        .where(eq(kind.table.id, target.id))
        .returning({ title: kind.table.title });
      const action = shown ? kind.shownActions.on : kind.shownActions.off;
      await recordPublicChange(tx, historyLine(kind, actor, target.id, action, updated!.title.pt));
    },
  );
}
