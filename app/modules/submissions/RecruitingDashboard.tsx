import { Link } from "react-router";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { formatDateTime } from "~/lib/format";

export type RecruitingFigures = {
  /** The interviews of the next seven days (job applications' readers only). */
  interviews: Array<{ startsAt: string; reference: string; name: string; interviewerName: string }> | null;
  /** Per inbox whose rejections give reasons: how often each reason was given in the last 90 days. */
  rejections: Array<{
    inbox: "drivers" | "applications";
    reasons: Array<{ label: Record<Language, string>; count: number }>;
  }>;
};

/** The dashboard's recruiting panels: the week's interviews, and why applicants were rejected. */
export function RecruitingDashboard({ figures }: { figures: RecruitingFigures }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {figures.interviews && (
        <section aria-labelledby="dashboard-interviews" className="mt-8">
          <h2 id="dashboard-interviews" className="text-xl font-bold text-brand-900">
            {t("admin.interview.week")}
          </h2>
          {figures.interviews.length === 0 ? (
            <p className="mt-2 text-slate-700">{t("admin.interview.weekNone")}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {figures.interviews.map((interview) => (
                <li key={`${interview.reference} ${interview.startsAt}`} data-week-interview={interview.reference}>
                  <Link
                    to={`/admin/applications/${interview.reference}`}
                    className="inline-block min-h-11 content-center text-brand-800 underline"
                  >
                    {t("admin.interview.weekLine", {
                      when: formatDateTime(interview.startsAt, i18n.language),
                      name: interview.name,
                      interviewer: interview.interviewerName,
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {figures.rejections.length > 0 && (
        <section aria-labelledby="dashboard-rejections" className="mt-8">
          <h2 id="dashboard-rejections" className="text-xl font-bold text-brand-900">
            {t("admin.recruiting.rejections")}
          </h2>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {figures.rejections.map(({ inbox, reasons }) => (
              <div key={inbox} data-rejections={inbox} className="rounded-xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-slate-900">{t(`admin.inboxes.${inbox}`)}</h3>
                {reasons.length === 0 ? (
                  <p className="mt-1 text-slate-700">{t("admin.recruiting.rejectionsNone")}</p>
                ) : (
                  <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                    {reasons.map((reason) => (
                      <div key={reason.label.pt} className="contents">
                        <dt>{reason.label[i18n.language]}</dt>
                        <dd className="text-right font-semibold tabular-nums">{reason.count}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
