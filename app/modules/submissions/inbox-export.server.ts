import { and, count, desc, getTableColumns, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { inboxSearch, type InboxFilters } from "./inbox-filters";
import { inboxConditions } from "./inbox-list.server";
import { inboxSources } from "./inbox-sources.server";
import { describeRecord, fieldLabels } from "./record-fields.server";
import { givesReasons } from "./rejection-reasons.server";
import { tagsOf } from "./record-tags.server";
import { averagesOf, type RatingSummary } from "./record-ratings.server";
import { isRated } from "~/domain/inboxes";
import { writeHistory, type Actor } from "~/modules/history/record-history.server";

/** Rows read per query while exporting: the export's memory stays the same however long the list. */
const BATCH = 500;
/** Spreadsheets take a cell starting with one of these as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/**
 * A phone number as the forms store it (E.164, `+244923456789`): a plus and digits alone, which no
 * spreadsheet runs, so it is written as it is rather than as `'+244…`.
 */
const PHONE_NUMBER = /^\+\d{6,15}$/;

/** A cell as a spreadsheet will read it as text: quoted, and a formula-looking start neutralised with `'`. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** When a record came, in Luanda as every time staff see, written so a spreadsheet reads and sorts it. */
const luandaTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Africa/Luanda",
  dateStyle: "short",
  timeStyle: "medium",
});
const receivedInLuanda = (value: string | Date) => luandaTime.format(new Date(value));

/** A rejection's reason in the exporter's language, read with the row. */
const reasonLabelIn = (column: AnyColumn, language: Language) =>
  sql<string | null>`(select r.label->>${language} from rejection_reasons r where r.id = ${column})`;
/** A record's average rating in the reader's decimals, and how many ratings; empty before any. */
const ratingCells = (rating: RatingSummary | undefined, decimal: Intl.NumberFormat) =>
  rating ? [decimal.format(rating.average), String(rating.count)] : ["", "0"];

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;

function headerLine(inbox: Inbox, language: Language) {
  const texts = messages[language].admin;
  return csvLine([
    texts.inbox.reference,
    texts.inbox.received,
    texts.inbox.language,
    texts.inbox.status,
    ...(givesReasons(inbox) ? [texts.inbox.rejectionReason] : []),
    texts.inbox.assignee,
    ...(inbox === "applications" ? [texts.inbox.jobOffer] : []),
    texts.inbox.tags,
    ...(isRated(inbox) ? [texts.inbox.ratingAverage, texts.inbox.ratingCount] : []),
    ...fieldLabels(inbox, language),
  ]);
}

/**
 * The filtered list of an inbox as CSV (UTF-8 with a BOM, so spreadsheets read the accents), streamed
 * batch after batch as the client reads it. The export is written to the inbox's history first.
 */
export async function exportInbox(db: Database, inbox: Inbox, filters: InboxFilters, language: Language, actor: Actor) {
  const source = inboxSources[inbox];
  const where = inboxConditions(source, filters);
  const [total] = await db.select({ rows: count() }).from(source.table).where(where);
  const rows = Number(total?.rows ?? 0);
  await writeHistory(db, {
    inbox,
    recordId: null,
    actor,
    action: "export",
    detail: { rows, filters: inboxSearch(filters).slice(1) },
  });
  const statuses = messages[language].admin.statuses as Record<string, string>;
  const reasonColumn = givesReasons(inbox) ? getTableColumns(source.table).rejectionReasonId : undefined;
  const encoder = new TextEncoder();
  let cursor: { createdAt: string; id: number } | null = null;
  let started = false;

  const nextBatch = async () => {
    const after = cursor
      ? sql`(${source.createdAt}, ${source.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
      : undefined;
    return (await db
      .select({
        ...getTableColumns(source.table),
        cursor: sql<string>`${source.createdAt}::text`,
        topic: source.topic(language),
        assigneeName: sql<string | null>`(select s.name from staff_users s where s.id = ${source.assignedTo})`,
        ...(reasonColumn ? { reasonLabel: reasonLabelIn(reasonColumn, language) } : {}),
      })
      .from(source.table)
      .where(and(where, after))
      .orderBy(desc(source.createdAt), desc(source.id))
      .limit(BATCH)) as Array<Record<string, unknown>>;
  };

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${headerLine(inbox, language)}`));
        return;
      }
      const batch = await nextBatch();
      const last = batch.at(-1);
      if (!last) {
        controller.close();
        return;
      }
      cursor = { createdAt: String(last.cursor), id: Number(last.id) };
      const ids = batch.map((row) => Number(row.id));
      const tags = await tagsOf(db, inbox, ids);
      const ratings = isRated(inbox) ? await averagesOf(db, inbox, ids) : null;
      const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const lines = batch.map((row) =>
        csvLine([
          String(row.reference),
          receivedInLuanda(row.createdAt as string),
          String(row.language),
          statuses[String(row.status)] ?? String(row.status),
          ...(reasonColumn ? [String(row.reasonLabel ?? "")] : []),
          String(row.assigneeName ?? ""),
          ...(inbox === "applications" ? [String(row.topic ?? "")] : []),
          (tags.get(Number(row.id)) ?? []).map((tag) => tag.label).join(", "),
          ...(ratings ? ratingCells(ratings.get(Number(row.id)), decimal) : []),
          ...describeRecord(inbox, row, language).map((field) => field.value),
        ]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
      if (batch.length < BATCH) controller.close();
    },
  });
  return { stream, rows };
}
