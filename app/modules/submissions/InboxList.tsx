import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/control-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { TextField } from "~/components/ui/FormFields";
import type { Inbox } from "~/domain/choices";
import { inboxStatuses, statusSetByHand, TAG_MAX_LENGTH } from "~/domain/inboxes";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import { inboxSearch, type InboxFilters } from "./inbox-filters";
import type { InboxOutcome } from "./inbox-actions.server";
import type { InboxRow } from "./inbox-list.server";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import type { RecordTag } from "./record-tags.server";
import type { RatingSummary } from "./record-ratings.server";
import { RatingAverage, TagChips } from "./RecordTags";
import {
  HistoryLine,
  InboxOutcomeNotice,
  LabelledSelect,
  ReceivedAt,
  StaffOptions,
  StatusBadge,
  StatusOptions,
  RejectionReasonSelect,
  type ReasonOption,
  type StaffOption,
} from "./InboxParts";

/** A row as the list shows it: how long ago it arrived and was last changed, and whether it is late. */
type ListRow = InboxRow & {
  arrivedAgo: string;
  changedAgo: string | null;
  late: boolean;
  tags: RecordTag[];
  /** The average of the members' ratings (the inboxes of applicants), null before any. */
  rating: RatingSummary | null;
};

export type InboxListData = {
  inbox: Inbox;
  /** The staff member reading the list (the "assigned to me" view). */
  me: string;
  filters: InboxFilters;
  ignored: string[];
  /** Search words too short to be searched. */
  shortWords: string[];
  rows: ListRow[];
  counts: Record<string, number>;
  total: number;
  page: number;
  pages: number;
  /** Whether the inbox's records are rated (applicants): the list shows each row's average. */
  rated: boolean;
  staff: StaffOption[];
  jobs: Array<{ id: string; title: string }>;
  /** The tags used in the inbox: the tag filter suggests them. */
  tags: RecordTag[];
  /** The latest exports and erasures (tombstones) of the inbox. */
  trail: HistoryEntry[];
  /** The reasons a rejection may give (drivers, job applications). */
  reasons: ReasonOption[];
  /** New with every load of the page: the selection is keyed on it, so it is cleared after a change. */
  formKey: string;
};

const labelClasses = "mb-1 block text-sm font-semibold text-slate-800";

/** An inbox: status tabs with counts, filters (a GET form: the URL is the view), the list, bulk changes. */
export function InboxList({ data, outcome }: { data: InboxListData; outcome: InboxOutcome | undefined }) {
  const { t } = useTranslation();
  const { inbox, filters } = data;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">{t(`admin.inboxes.${inbox}`)}</h1>
        <a href={`/admin/${inbox}/export.csv${inboxSearch(filters)}`} className={buttonClasses("secondary")} download>
          {t("admin.inbox.export")}
        </a>
      </div>
      {outcome && (
        <div className="mt-4 max-w-3xl">
          <InboxOutcomeNotice outcome={outcome} />
        </div>
      )}
      {data.ignored.length > 0 && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="error">{t("admin.inbox.ignored", { names: data.ignored.join(", ") })}</FormNotice>
        </div>
      )}
      {data.shortWords.length > 0 && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="error">{t("admin.inbox.shortWords", { words: data.shortWords.join(", ") })}</FormNotice>
        </div>
      )}
      <StatusTabs data={data} />
      <QuickViews data={data} />
      <Filters data={data} />
      <Selection data={data} />
      {data.trail.length > 0 && (
        <section aria-labelledby="inbox-exports" className="mt-10">
          <h2 id="inbox-exports" className="text-lg font-semibold text-slate-800">
            {t("admin.inbox.exportsTitle")}
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {data.trail.map((entry) => (
              <li key={entry.id} data-history={entry.action}>
                <HistoryLine entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function StatusTabs({ data }: { data: InboxListData }) {
  const { t } = useTranslation();
  const { inbox, filters, counts } = data;
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs = [
    { status: null, label: t("admin.inbox.allStatuses"), count: all },
    ...inboxStatuses[inbox].map((status) => ({
      status,
      label: t(`admin.statuses.${status}`),
      count: counts[status] ?? 0,
    })),
  ];
  return (
    <nav aria-label={t("admin.inbox.status")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.status ?? "all"}>
            <Link
              to={inboxSearch(filters, { status: tab.status })}
              aria-current={filters.status === tab.status ? "page" : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900 aria-[current=page]:border-brand-900 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white"
            >
              {tab.label} <span data-status-count={tab.status ?? "all"}>{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Two views a member opens every day: what is theirs, and what has waited too long. */
function QuickViews({ data }: { data: InboxListData }) {
  const { t } = useTranslation();
  const { filters, me } = data;
  const views = [
    {
      key: "mine",
      label: t("admin.inbox.assignedToMe"),
      on: filters.assignee === me,
      to: { assignee: me },
      off: { assignee: null },
    },
    { key: "late", label: t("admin.inbox.lateView"), on: filters.late, to: { late: true }, off: { late: false } },
  ];
  return (
    <nav aria-label={t("admin.inbox.quickViews")} className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => (
          <li key={view.key}>
            <Link
              to={inboxSearch(filters, view.on ? view.off : view.to)}
              aria-current={view.on ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900 aria-[current=page]:border-brand-900 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white"
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ data }: { data: InboxListData }) {
  const { t } = useTranslation();
  const { filters, inbox } = data;
  return (
    <section aria-labelledby="inbox-filters" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="inbox-filters" className="sr-only">
        {t("admin.inbox.filtersTitle")}
      </h2>
      {/* Keyed on the filters applied (the address): the boxes show them after "Clear filters", another inbox, Back. */}
      <Form key={`${inbox}${inboxSearch(filters)}`} method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {filters.status && <input type="hidden" name="status" value={filters.status} />}
        <div className="sm:col-span-2">
          <label htmlFor="inbox-q" className={labelClasses}>
            {t("admin.inbox.search")}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            aria-describedby="inbox-q-hint"
            className={controlClasses}
          />
          <p id="inbox-q-hint" className="mt-1 text-sm text-slate-600">
            {t(`admin.inbox.searchHints.${inbox}`)}
          </p>
        </div>
        <div>
          <label htmlFor="inbox-from" className={labelClasses}>
            {t("admin.inbox.from")}
          </label>
          <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ""} className={controlClasses} />
        </div>
        <div>
          <label htmlFor="inbox-to" className={labelClasses}>
            {t("admin.inbox.to")}
          </label>
          <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ""} className={controlClasses} />
        </div>
        <LabelledSelect
          id="inbox-assignee"
          name="assignee"
          label={t("admin.inbox.assignee")}
          defaultValue={filters.assignee ?? ""}
        >
          <StaffOptions staff={data.staff} filter />
        </LabelledSelect>
        <div>
          <TextField
            id="inbox-tag"
            name="tag"
            label={t("admin.inbox.tag")}
            hint={t("admin.inbox.tagHint")}
            list="inbox-tag-options"
            autoComplete="off"
            defaultValue={filters.tag ?? ""}
            maxLength={TAG_MAX_LENGTH}
          />
          <datalist id="inbox-tag-options">
            {data.tags.map((tag) => (
              <option key={tag.key} value={tag.label} />
            ))}
          </datalist>
        </div>
        {inbox === "applications" && (
          <LabelledSelect id="inbox-job" name="job" label={t("admin.inbox.jobOffer")} defaultValue={filters.job ?? ""}>
            <option value="">{t("admin.inbox.anyJob")}</option>
            {data.jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </LabelledSelect>
        )}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClasses("secondary")}>
            {t("admin.inbox.apply")}
          </button>
          <Link to={`/admin/${inbox}`} className="min-h-11 content-center font-semibold text-brand-800 underline">
            {t("admin.inbox.clear")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** A cell on a phone: the column's name above its value, the card's full width. */
const card =
  "max-sm:col-span-2 max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

/** The list inside one POST form: each row's checkbox carries its id and the revision it was read at. */
function Selection({ data }: { data: InboxListData }) {
  const { t } = useTranslation();
  const { inbox, rows } = data;
  const headings: MessageKey[] = [
    "admin.inbox.reference",
    "admin.inbox.name",
    "admin.inbox.contact",
    `admin.topics.${inbox}`,
    "admin.inbox.status",
    "admin.inbox.assignee",
    "admin.inbox.received",
    ...(data.rated ? (["admin.inbox.rating"] as const) : []),
  ];
  return (
    <section aria-labelledby="inbox-results" className="mt-6">
      <h2 id="inbox-results" className="text-lg font-semibold text-slate-800" aria-live="polite">
        {t("admin.inbox.results", { count: data.total })}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-base text-slate-700">{t("admin.inbox.empty")}</p>
      ) : (
        <Form key={data.formKey} method="post" className="mt-3">
          {/* On a phone each row reads as a card, its cells named (`data-label`), with no sideways scroll. */}
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent">
            <table className="w-full text-left text-sm max-sm:block">
              <thead className="bg-slate-100 text-slate-700 max-sm:block max-sm:rounded-xl">
                <tr className="max-sm:flex max-sm:items-center max-sm:gap-3">
                  <th scope="col" className="w-12 px-3 py-3">
                    <input
                      type="checkbox"
                      aria-label={t("admin.inbox.selectAll")}
                      className="size-6"
                      onChange={(event) => {
                        const { checked, form } = event.currentTarget;
                        for (const box of form?.querySelectorAll<HTMLInputElement>('input[name="record"]') ?? [])
                          box.checked = checked;
                      }}
                    />
                  </th>
                  {headings.map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-3 max-sm:sr-only">
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="max-sm:block max-sm:space-y-3 max-sm:pt-3">
                {rows.map((row) => (
                  <tr
                    key={row.id}
                    data-reference={row.reference}
                    className="border-t border-slate-200 align-top max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-3 max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:p-3"
                  >
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        name="record"
                        value={`${row.id}.${row.revision}`}
                        aria-label={t("admin.inbox.select", { reference: row.reference })}
                        className="size-6"
                      />
                    </td>
                    <th scope="row" className="px-3 py-2 font-mono whitespace-nowrap">
                      <Link to={`/admin/${inbox}/${row.reference}`} className="font-semibold text-brand-800 underline">
                        {row.reference}
                      </Link>
                    </th>
                    <td data-label={t(headings[1]!)} className={`${card} px-3 py-2 break-words`}>
                      {row.name}
                      <TagChips tags={row.tags} />
                    </td>
                    <td data-label={t(headings[2]!)} className={`${card} px-3 py-2 break-all`}>
                      {row.email && <div>{row.email}</div>}
                      {row.phone && <div>{row.phone}</div>}
                    </td>
                    <td data-label={t(headings[3]!)} className={`${card} px-3 py-2 break-words`}>
                      {row.topic}
                    </td>
                    <td data-label={t(headings[4]!)} className={`${card} px-3 py-2`}>
                      <StatusBadge status={row.status} />
                    </td>
                    <td data-label={t(headings[5]!)} className={`${card} px-3 py-2`}>
                      {row.assigneeName ?? t("admin.inbox.unassigned")}
                    </td>
                    <td data-label={t(headings[6]!)} className={`${card} px-3 py-2 whitespace-nowrap`}>
                      <ReceivedAt iso={row.createdAt} />
                      <div className="text-slate-700">{row.arrivedAgo}</div>
                      {row.changedAgo && (
                        <div className="text-slate-600">{t("admin.inbox.changedAgo", { ago: row.changedAgo })}</div>
                      )}
                      {row.late && (
                        <div className="font-semibold text-red-800" data-late>
                          {t("admin.inbox.late")}
                        </div>
                      )}
                    </td>
                    {data.rated && (
                      <td data-label={t("admin.inbox.rating")} className={`${card} px-3 py-2`} data-rating-cell>
                        {row.rating ? <RatingAverage summary={row.rating} /> : t("admin.inbox.notRated")}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BulkChanges data={data} />
        </Form>
      )}
      <Pages data={data} />
    </section>
  );
}

function BulkChanges({ data }: { data: InboxListData }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4 flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-800">{t("admin.inbox.selection")}</legend>
      {statusSetByHand(data.inbox) && (
        <>
          <LabelledSelect id="bulk-status" name="status" label={t("admin.inbox.status")} defaultValue="">
            <option value="">{t("admin.inbox.chooseStatus")}</option>
            <StatusOptions inbox={data.inbox} />
          </LabelledSelect>
          <RejectionReasonSelect id="bulk-reason" reasons={data.reasons} />
          <button type="submit" name="intent" value="bulk-status" className={buttonClasses("secondary")}>
            {t("admin.inbox.changeStatus")}
          </button>
        </>
      )}
      <LabelledSelect id="bulk-assignee" name="assignee" label={t("admin.inbox.assignee")}>
        <StaffOptions staff={data.staff} />
      </LabelledSelect>
      <button type="submit" name="intent" value="bulk-assign" className={buttonClasses("secondary")}>
        {t("admin.inbox.assign")}
      </button>
    </fieldset>
  );
}

function Pages({ data }: { data: InboxListData }) {
  const { t } = useTranslation();
  if (data.pages <= 1) return null;
  const link =
    "min-h-11 content-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900";
  return (
    <nav aria-label={t("admin.inbox.pagination")} className="mt-4 flex flex-wrap items-center gap-3">
      {data.page > 1 && (
        <Link to={inboxSearch(data.filters, { page: data.page - 1 })} rel="prev" className={link}>
          {t("admin.inbox.previous")}
        </Link>
      )}
      <span className="text-slate-700">{t("admin.inbox.page", { page: data.page, pages: data.pages })}</span>
      {data.page < data.pages && (
        <Link to={inboxSearch(data.filters, { page: data.page + 1 })} rel="next" className={link}>
          {t("admin.inbox.next")}
        </Link>
      )}
    </nav>
  );
}
