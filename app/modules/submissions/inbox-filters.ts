import type { Inbox } from "~/domain/choices";
import { isRecordId } from "~/lib/route-params";
import { isStatusOf } from "~/domain/inboxes";
import { searchableText } from "~/lib/text-rules";
import { readTag } from "./tag-rule";

/** A tag filter as the tag rule keeps it (spaces tidied), so the address and the box agree. */
const tagFilter = (value: string | null) => {
  const read = value === null ? null : readTag(value);
  return read?.ok ? read.label : null;
};

/** What an inbox list shows, all of it in the URL so a view can be bookmarked and shared. */
export type InboxFilters = {
  /** Words to find in the name, e-mail, phone or reference (every word must match). */
  q: string;
  status: string | null;
  /** First and last day received (YYYY-MM-DD, Luanda time), both included. */
  from: string | null;
  to: string | null;
  /** A staff member's id, or "none" for records nobody has taken. */
  assignee: string | null;
  /** Job applications only: the job offer they were for. */
  job: string | null;
  /** Only records still in their arrival status past the inbox's threshold (`lateAfterHours`). */
  late: boolean;
  /** A tag, as typed (compared case- and accent-blind): only records holding it. */
  tag: string | null;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAFF_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_QUERY = 100;
const MAX_PAGE = 100_000;

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The filters of an inbox address. A value that cannot be one (a status of another inbox, a date that
 * does not exist) is left out and reported, so the list still shows and says what it ignored.
 */
export function readInboxFilters(inbox: Inbox, params: URLSearchParams): { filters: InboxFilters; ignored: string[] } {
  const ignored: string[] = [];
  const take = <T extends string>(name: keyof InboxFilters, accept: (value: string) => boolean): T | null => {
    const value = params.get(name)?.trim() ?? "";
    if (value === "") return null;
    if (accept(value)) return value as T;
    ignored.push(name);
    return null;
  };
  const pageText = take("page", (value) => /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGE);
  const filters: InboxFilters = {
    // A search is never refused: what the text rule forbids becomes a space, a very long one is cut.
    q: searchableText(params.get("q") ?? "", MAX_QUERY),
    status: take("status", (value) => isStatusOf(inbox, value)),
    from: take("from", isDay),
    to: take("to", isDay),
    assignee: take("assignee", (value) => value === "none" || STAFF_ID.test(value)),
    job: inbox === "applications" ? take("job", isRecordId) : null,
    late: params.get("late") === "1",
    tag: tagFilter(take("tag", (value) => readTag(value).ok)),
    page: pageText ? Number(pageText) : 1,
  };
  return { filters, ignored };
}

/** The address of the same list with some filters changed (a new filter starts again at page 1). */
export function inboxSearch(filters: InboxFilters, changes: Partial<InboxFilters> = {}): string {
  const next = { ...filters, page: 1, ...changes };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(next)) {
    if (value === null || value === "" || value === false || (name === "page" && value === 1)) continue;
    params.set(name, value === true ? "1" : String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
