/** The back-office's publishing pages share these parts (job offers, news, the price list); primitives are in ../ui. */
import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Language } from "~/i18n/languages";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { TableFrame } from "~/components/ui/TableFrame";
import { HistoryList } from "~/components/back-office/HistoryList";
import { formatDate, formatDateTime } from "~/lib/format";

/** The texts of one language in an editor: Portuguese required, the others falling back to it. */
export function LanguageFieldset({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-brand-900">
        {t("admin.publishing.languageSection", { language: t(`admin.languages.${language}`) })}{" "}
        <span className="text-sm font-normal text-slate-600">
          ({language === "pt" ? t("admin.publishing.required") : t("admin.publishing.optional")})
        </span>
      </legend>
      <div className="space-y-4" lang={language}>
        {children}
      </div>
    </fieldset>
  );
}

/** The top of an editor page: the way back to the list, its title, what the last action did or why it failed. */
export function EditorHeading({
  backTo,
  title,
  notice,
  failed,
  stale,
}: {
  backTo: string;
  title: string;
  notice: string | null;
  failed: boolean;
  /** A refused change: what someone else did since the page was read. */
  stale?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={backTo} className="font-semibold text-brand-800 underline">
        {t("admin.publishing.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold break-words text-brand-900">{title}</h1>
      {(notice || failed || stale) && (
        <div className="mt-4 max-w-3xl">
          {notice && <FormNotice kind="success">{notice}</FormNotice>}
          {failed && <FormNotice kind="error">{t("admin.publishing.errors.summary")}</FormNotice>}
          {stale}
        </div>
      )}
    </>
  );
}

/** How a history line names an item's fields and a price list's language, in the staff member's language. */
export type HistoryNames = {
  /** A form field (`title_pt`, `salaryMax` …) as its label says it. */
  fieldName?: (field: string) => string;
  languageName?: (language: string) => string;
};

/** An editor's field (`title_pt`, `salaryMax`, `image` …) as its label names it, for history lines. */
export function useFieldName(editor: "jobs" | "news") {
  const { t } = useTranslation();
  return (field: string) => {
    const [name = "", language] = field.split("_");
    const label = t(`admin.${editor}.fields.${name}` as MessageKey);
    return language ? `${label} (${t(`admin.languages.${language}` as MessageKey)})` : label;
  };
}

/** One publishing history line in words: who did what, and which fields an edit changed. */
function useHistoryText({ fieldName, languageName }: HistoryNames) {
  const { t, i18n } = useTranslation();
  return (entry: HistoryEntry) => {
    // A price table saved or withdrawn: named by the day it takes effect.
    const { effectiveOn } = entry.detail;
    if (typeof effectiveOn === "string" && (entry.action === "created" || entry.action === "unpublished")) {
      const date = formatDate(`${effectiveOn}T12:00:00Z`, i18n.language);
      return t(`admin.prices.history.${entry.action}`, { name: entry.staffName, date });
    }
    const fields = String(entry.detail.fields ?? "");
    const values = {
      name: entry.staffName,
      title: String(entry.detail.title ?? ""),
      language: languageName?.(String(entry.detail.language ?? "")) ?? "",
      file: String(entry.detail.file ?? ""),
      fields:
        fields === ""
          ? ""
          : fields
              .split(",")
              .map((field) => fieldName?.(field) ?? field)
              .join(", "),
    };
    if (entry.action === "edited" && fields !== "") return t("admin.publishing.history.editedFields", values);
    return t(`admin.publishing.history.${entry.action}` as MessageKey, values);
  };
}

/**
 * A change refused because someone changed the item after the page was read: what they did (who, when,
 * which fields), and that what this person typed is still in the form.
 */
export function StaleNotice({
  changes,
  stored = {},
  hint,
  ...names
}: {
  changes: HistoryEntry[];
  /** What the fields they changed hold now, by field name. */
  stored?: Record<string, string>;
  /** What to do now; by default, that the form still holds what was typed. */
  hint?: string;
} & HistoryNames) {
  const { t, i18n } = useTranslation();
  const text = useHistoryText(names);
  const storedFields = Object.entries(stored);
  return (
    <FormNotice kind="error">
      <p>{t("admin.publishing.stale")}</p>
      <ul className="mt-2 list-disc pl-5" data-stale-changes>
        {changes.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time> · {text(entry)}
          </li>
        ))}
      </ul>
      {storedFields.length > 0 && (
        <>
          <p className="mt-2">{t("admin.publishing.storedNow")}</p>
          <dl className="mt-1 space-y-1" data-stored-now>
            {storedFields.map(([field, value]) => (
              <Fragment key={field}>
                <dt className="font-semibold">{`${names.fieldName?.(field) ?? field}:`}</dt>
                <dd className="whitespace-pre-wrap">{value === "" ? "—" : value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
      <p className="mt-2">{hint ?? t("admin.publishing.staleKept")}</p>
    </FormNotice>
  );
}

/** Whether an item shows on the site, and the one button that changes it (a POST: no link can). */
export function PublishStateBar({
  state,
  description,
  viewHref,
  intent,
  action,
  emphasised,
  revision,
  multipart = false,
}: {
  state: string;
  description: ReactNode;
  viewHref?: string;
  intent: string;
  action: string;
  emphasised: boolean;
  /** The item's revision the page shows: a change made on an older one is refused. */
  revision: number;
  multipart?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex max-w-4xl flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="grow text-base text-slate-800" data-publish-state={state}>
        {description}
      </p>
      {viewHref && (
        <a href={viewHref} className="font-semibold text-brand-800 underline">
          {t("admin.publishing.viewOnSite")}
        </a>
      )}
      <Form method="post" encType={multipart ? "multipart/form-data" : undefined}>
        <input type="hidden" name="revision" value={revision} />
        <button
          type="submit"
          name="intent"
          value={intent}
          className={buttonClasses(emphasised ? "primary" : "ghost", "border border-slate-300")}
        >
          {action}
        </button>
      </Form>
    </div>
  );
}

/** What was published, by whom and when, newest first. */
export function PublishingHistory({ entries, ...names }: { entries: HistoryEntry[] } & HistoryNames) {
  const { t } = useTranslation();
  const text = useHistoryText(names);
  return (
    <section aria-labelledby="publishing-history" className="mt-10 max-w-4xl">
      <h2 id="publishing-history" className="text-xl font-bold text-brand-900">
        {t("admin.publishing.historyTitle")}
      </h2>
      <HistoryList
        empty={t("admin.publishing.historyEmpty")}
        items={entries.map((entry) => ({ id: entry.id, at: entry.createdAt, text: text(entry) }))}
      />
    </section>
  );
}

/** The top of a list of published items: what the list is, the way to a new one, and a saved draft's notice. */
export function PublishingListHeading({
  title,
  intro,
  newHref,
  newLabel,
  notice,
}: {
  title: string;
  intro: string;
  newHref: string;
  newLabel: string;
  notice: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
          <p className="mt-2 max-w-3xl text-base text-slate-700">{intro}</p>
        </div>
        <Link to={newHref} className={buttonClasses("secondary")}>
          {newLabel}
        </Link>
      </div>
      {notice && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="success">{notice}</FormNotice>
        </div>
      )}
    </>
  );
}

/** One published item's row in a list: its title links to its editor; `cells` are the other columns. */
export type PublishedItemRow = { id: string; title: string; cells: ReactNode[] };

/**
 * The list of job offers or news items: a table whose first column is the title, linking to the
 * item's editor (`/admin/<area>/<id>`), each row marked with its id for the tests; a sentence when
 * there is none.
 */
export function PublishedItemsTable({
  area,
  headings,
  rows,
  empty,
  rowIdAttribute,
}: {
  area: "jobs" | "news";
  headings: string[];
  rows: PublishedItemRow[];
  empty: string;
  rowIdAttribute: "data-offer-id" | "data-news-id";
}) {
  if (rows.length === 0) return <p className="mt-6 text-slate-700">{empty}</p>;
  return (
    <TableFrame headings={headings} className="mt-6">
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200 align-top" {...{ [rowIdAttribute]: row.id }}>
          <th scope="row" className="px-3 py-3 font-semibold">
            <Link to={`/admin/${area}/${row.id}`} className="text-brand-800 underline">
              {row.title}
            </Link>
          </th>
          {row.cells.map((cell, column) => (
            <td key={column} className="px-3 py-3">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}
