import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffAuditEvents } from "~/domain/choices";
import { auditKinds, type AuditFilters, type AuditKind, type AuditLine } from "./audit-lines";

/**
 * The audit view (admins, ADR 039): the staff audit (sign-ins, account changes) and the lines of the
 * records' history that an auditor asks about (exports, file downloads, erasures and withdrawals),
 * newest first, one page at a time, by kind. Nothing a visitor wrote or is: an export says how many
 * rows, never its search; an erasure says its reference at most.
 */

const PAGE_SIZE = 50;
const MAX_PAGE = 100_000;
const historyActionsOf = { exports: ["export", "download"], erasures: ["erasure"] } as const;
/**
 * What the audit shows of a history line's detail: an export's filters may hold a search for a
 * visitor's name, so it keeps the count only; a download its file; an erasure why and its reference.
 */
const shownDetail: Record<string, readonly string[]> = {
  export: ["rows", "person"],
  download: ["file"],
  erasure: ["by", "reason", "reference", "file"],
};

/** The filters of the address; a value the page cannot read is left out, and named. */
export function readAuditFilters(params: URLSearchParams): { filters: AuditFilters; ignored: string[] } {
  const ignored: string[] = [];
  const kindText = params.get("kind") ?? "";
  const kind = (auditKinds as readonly string[]).includes(kindText) ? (kindText as AuditKind) : null;
  if (kindText !== "" && !kind) ignored.push("kind");
  const pageText = params.get("page") ?? "";
  const page =
    /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 && Number(pageText) <= MAX_PAGE ? Number(pageText) : 1;
  if (pageText !== "" && page === 1 && pageText !== "1") ignored.push("page");
  return { filters: { kind, page }, ignored };
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The staff audit's events of a kind, or every event when no kind (or a history kind) is asked. */
function staffEvents(kind: AuditKind | null): readonly string[] {
  if (kind === "sign-ins" || kind === "accounts" || kind === "settings") return staffAuditEvents[kind];
  return kind === null ? Object.values(staffAuditEvents).flat() : [];
}

function historyActions(kind: AuditKind | null): readonly string[] {
  if (kind === "exports" || kind === "erasures") return historyActionsOf[kind];
  return kind === null ? [...historyActionsOf.exports, ...historyActionsOf.erasures] : [];
}

function linesOf(kind: AuditKind | null) {
  const events = staffEvents(kind);
  const actions = historyActions(kind);
  const parts = [];
  if (events.length > 0) {
    parts.push(sql`select 'staff' as source, id, event, actor_name as actor, subject_name as subject, address,
      null::text as inbox, detail, created_at from staff_audit where event in (${list(events)})`);
  }
  if (actions.length > 0) {
    parts.push(sql`select 'history' as source, id, action as event, staff_name as actor, '' as subject,
      null::text as address, inbox, detail, created_at from record_history where action in (${list(actions)})`);
  }
  return sql.join(parts, sql` union all `);
}

/** The kind of a staff audit's event: the group of `staffAuditEvents` that holds it. */
const staffKindOf = (event: string): AuditKind =>
  (["sign-ins", "settings"] as const).find((kind) => (staffAuditEvents[kind] as readonly string[]).includes(event)) ??
  "accounts";

const kindOf = (source: string, event: string): AuditKind =>
  source === "staff" ? staffKindOf(event) : event === "erasure" ? "erasures" : "exports";

type Row = {
  source: string;
  id: number;
  event: string;
  actor: string;
  subject: string;
  address: string | null;
  inbox: string | null;
  detail: Record<string, string | number | null>;
  created_at: string | Date;
};

/** One page of the audit, newest first, with the number of pages. */
export async function readAuditLog(db: Database, { kind, page }: AuditFilters) {
  const lines = linesOf(kind);
  const counted = (await db.execute(sql`select count(*)::int as total from (${lines}) as lines`)) as unknown as {
    rows: Array<{ total: number }>;
  };
  const total = Number(counted.rows[0]?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const result = (await db.execute(sql`select * from (${lines}) as lines
    order by created_at desc, source desc, id desc limit ${PAGE_SIZE} offset ${(shown - 1) * PAGE_SIZE}`)) as unknown as {
    rows: Row[];
  };
  const rows: AuditLine[] = result.rows.map((row) => ({
    key: `${row.source}-${row.id}`,
    kind: kindOf(row.source, row.event),
    event: row.event,
    at: new Date(row.created_at).toISOString(),
    actor: row.actor,
    subject: row.subject,
    address: row.address,
    inbox: row.inbox,
    detail:
      row.source === "history"
        ? Object.fromEntries(Object.entries(row.detail).filter(([name]) => shownDetail[row.event]?.includes(name)))
        : row.detail,
  }));
  return { lines: rows, total, page: shown, pages };
}
