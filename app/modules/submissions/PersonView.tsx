import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import { formatDateTime } from "~/lib/format";
import { HistoryLine, StatusBadge } from "./InboxParts";
import type { PersonData } from "./person-data.server";

/** Everything the company holds about one person: each record whole, with its history, and two downloads. */
export function PersonView({ data, downloads }: { data: PersonData; downloads: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h1 className="mt-3 text-3xl font-bold break-words text-brand-900">
        {t("admin.person.title", { name: data.person.name })}
      </h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.person.intro")}</p>
      <p className="mt-2 break-all text-slate-800">
        {[data.person.email, data.person.phone].filter(Boolean).join(" · ")}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${downloads}/json`} download className={buttonClasses("secondary")}>
          {t("admin.person.json")}
        </a>
        <a href={`${downloads}/html`} download className={buttonClasses("secondary")}>
          {t("admin.person.html")}
        </a>
      </div>
      <div className="mt-8 space-y-8">
        {data.records.map((record) => (
          <section
            key={`${record.inbox}-${record.reference}`}
            aria-labelledby={`person-${record.reference}`}
            className="rounded-xl border border-slate-200 bg-white p-5"
            data-person-record={record.reference}
          >
            <h2 id={`person-${record.reference}`} className="text-xl font-bold text-brand-900">
              {t(`admin.inboxes.${record.inbox}`)} ·{" "}
              <Link to={`/admin/${record.inbox}/${record.reference}`} className="font-mono text-brand-800 underline">
                {record.reference}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {t(`admin.person.matchedOn.${record.matchedOn}`)} ·{" "}
              {t("admin.person.received", { date: formatDateTime(record.createdAt, i18n.language) })} ·{" "}
              <StatusBadge status={record.status} />
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {record.fields.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="font-semibold text-slate-800">{t(`admin.fields.${field.label}` as MessageKey)}</dt>
                  <dd className="break-words whitespace-pre-wrap text-slate-900">{field.value || "—"}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-4 font-bold text-brand-900">{t("admin.person.tags")}</h3>
            <p className="mt-1" data-person-tags>
              {record.tags.join(", ") || "—"}
            </p>
            {record.ratings.length > 0 && (
              <>
                <h3 className="mt-4 font-bold text-brand-900">{t("admin.person.ratings")}</h3>
                <ul className="mt-2 space-y-1 text-sm" data-person-ratings>
                  {record.ratings.map((rating) => (
                    <li key={`${rating.staffName}${rating.at}`}>
                      {formatDateTime(rating.at, i18n.language)} · {rating.staffName} ·{" "}
                      {t("admin.record.score", { score: rating.score })}
                      {rating.comment && ` · ${rating.comment}`}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h3 className="mt-4 font-bold text-brand-900">{t("admin.record.historyTitle")}</h3>
            <ol className="mt-2 space-y-2 text-sm">
              {record.history.map((entry) => (
                <li key={entry.id}>
                  <HistoryLine entry={entry} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}
