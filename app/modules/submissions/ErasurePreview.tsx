import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { useTranslation } from "~/i18n/translate";
import type { ErasureOutcome } from "./inbox-actions.server";
import type { ErasureCandidate, ErasurePreview as Preview, RecordName } from "./erasure.server";
import { ReceivedAt } from "./InboxParts";
import { History } from "./RecordDetail";
import type { HistoryEntry } from "~/modules/history/record-history.server";

const sectionTitle = "text-xl font-bold text-brand-900";
const linkClasses = "font-semibold text-brand-800 underline";

/** The value that names a record in the erasure form (checked again on the server). */
const formValue = (candidate: ErasureCandidate) => `${candidate.inbox}:${candidate.reference}:${candidate.revision}`;

const columns = [
  "admin.erasure.erase",
  "admin.erasure.reference",
  "admin.erasure.inbox",
  "admin.inbox.name",
  "admin.inbox.received",
  "admin.erasure.matchedOn",
] as const;

export type ErasurePageData = RecordName & { preview: Preview };

/**
 * Erasing a person's data on request: every record that shares their e-mail or phone, in every inbox,
 * ticked or not beforehand, then exactly the ticked ones go. Plain forms: it works without JavaScript.
 */
export function ErasurePage({ data, outcome }: { data: ErasurePageData; outcome: ErasureOutcome | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={`/admin/${data.inbox}/${data.reference}`} className={linkClasses}>
        {t("admin.erasure.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{t("admin.record.eraseTitle")}</h1>
      {outcome?.kind === "problem" && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="error">{t(`admin.problems.${outcome.problem}`)}</FormNotice>
        </div>
      )}
      <ErasureForm data={data} ticked={outcome?.kind === "problem" ? outcome.ticked : null} />
    </>
  );
}

function ErasureForm({ data, ticked }: { data: ErasurePageData; ticked: string[] | null }) {
  const { t } = useTranslation();
  const { candidates, more } = data.preview;
  return (
    <Form method="post" className="mt-6 max-w-5xl space-y-6">
      <p className="text-base text-slate-800">{t("admin.erasure.intro")}</p>
      {more && <p className="font-semibold text-slate-800">{t("admin.erasure.more", { count: candidates.length })}</p>}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-3 text-left text-lg font-semibold text-slate-800">
            {t("admin.erasure.caption")}
          </caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {candidates.map((candidate) => (
              <CandidateRow key={formValue(candidate)} candidate={candidate} ticked={ticked} />
            ))}
          </tbody>
        </table>
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
        <input type="checkbox" name="confirm" value="yes" required className="size-6 shrink-0" />
        {t("admin.record.eraseConfirm")}
      </label>
      <button type="submit" className={buttonClasses("danger")}>
        {t("admin.erasure.submit")}
      </button>
    </Form>
  );
}

function CandidateRow({ candidate, ticked }: { candidate: ErasureCandidate; ticked: string[] | null }) {
  const { t } = useTranslation();
  const value = formValue(candidate);
  const id = `erase-${candidate.inbox}-${candidate.reference}`;
  const otherName = candidate.matchedOn === "phone" && !candidate.proposed;
  return (
    <tr className="border-t border-slate-200 align-top" data-erasure-candidate={candidate.reference}>
      <td className="px-3 py-2">
        <input type="hidden" name="shown" value={value} />
        {/* The box is large enough to tap (44 px with its padding) and labelled by the record's reference. */}
        <label htmlFor={id} className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
          <span className="sr-only">{t("admin.erasure.tick", { reference: candidate.reference })}</span>
          <input
            id={id}
            type="checkbox"
            name="erase"
            value={value}
            defaultChecked={ticked ? ticked.includes(value) : candidate.proposed}
            className="size-6"
          />
        </label>
      </td>
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <Link to={`/admin/${candidate.inbox}/${candidate.reference}`} className={`font-mono ${linkClasses}`}>
          {candidate.reference}
        </Link>
      </th>
      <td className="px-3 py-2">{t(`admin.inboxes.${candidate.inbox}`)}</td>
      <td className="px-3 py-2 break-words">
        {candidate.name}
        {candidate.company && <span className="block text-slate-600">{candidate.company}</span>}
      </td>
      <td className="px-3 py-2">
        <ReceivedAt iso={candidate.createdAt} />
      </td>
      <td className="px-3 py-2" data-matched-on={candidate.matchedOn}>
        {t(`admin.erasure.matched.${candidate.matchedOn}`)}
        {otherName && <strong className="block text-red-800">{t("admin.erasure.otherName")}</strong>}
      </td>
    </tr>
  );
}

/** What an erasure did, by inbox and reference: erased, and what it left alone and why. */
export function ErasureDone({
  inbox,
  outcome,
}: {
  inbox: RecordName["inbox"];
  outcome: Extract<ErasureOutcome, { kind: "erased" }>;
}) {
  const { t } = useTranslation();
  const { erased, changed, gone, arrived } = outcome.result;
  return (
    <>
      <Link to={`/admin/${inbox}`} className={linkClasses}>
        {t("admin.record.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{t("admin.record.eraseTitle")}</h1>
      <div className="mt-4 max-w-3xl space-y-6">
        <FormNotice kind="success">{t("admin.erasure.done", { count: erased.length })}</FormNotice>
        <RecordList id="erased" title={t("admin.erasure.erasedTitle")} records={erased} link={false} />
        <RecordList id="changed" title={t("admin.erasure.changedTitle")} records={changed} link />
        <RecordList id="gone" title={t("admin.erasure.goneTitle")} records={gone} link={false} />
        <RecordList id="arrived" title={t("admin.erasure.arrivedTitle")} records={arrived} link />
      </div>
    </>
  );
}

function RecordList({ id, title, records, link }: { id: string; title: string; records: RecordName[]; link: boolean }) {
  const { t } = useTranslation();
  if (records.length === 0) return null;
  return (
    <section aria-labelledby={`erasure-${id}`} data-erasure-result={id}>
      <h2 id={`erasure-${id}`} className={sectionTitle}>
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {records.map((record) => (
          <li key={`${record.inbox}:${record.reference}`}>
            {t(`admin.inboxes.${record.inbox}`)} ·{" "}
            {link ? (
              <Link to={`/admin/${record.inbox}/${record.reference}`} className={`font-mono ${linkClasses}`}>
                {record.reference}
              </Link>
            ) : (
              <span className="font-mono">{record.reference}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An erased record's address: that it was erased, when, why and by whom, and the history that stayed. */
export function ErasedRecord({ data }: { data: RecordName & { history: HistoryEntry[] } }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={`/admin/${data.inbox}`} className={linkClasses}>
        {t("admin.record.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">
        <span className="font-mono">{data.reference}</span> · {t("admin.erasure.erasedHeading")}
      </h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.erasure.erasedIntro")}</p>
      <div className="mt-6 max-w-3xl">
        <History entries={data.history} />
      </div>
    </>
  );
}
