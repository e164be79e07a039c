import { Link } from "react-router";
import type { Inbox } from "~/domain/choices";
import { arrivalStatus } from "~/domain/inboxes";
import { intlLocale } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import type { WeekFigures } from "./dashboard.server";

export type DashboardData = {
  totals: Array<{ inbox: Inbox; waiting: number; late: number; total: number }>;
  weeks: WeekFigures[];
};

/** One colour per inbox, the same in the chart, its legend and the cards (contrast ≥ 3:1 on white). */
const inboxColours: Record<Inbox, string> = {
  drivers: "#1d4ed8",
  applications: "#b45309",
  proposals: "#047857",
  messages: "#7e22ce",
  deliveries: "#be123c",
};

/** What waits in each inbox the member works, then 12 weeks of arrivals: all drawn on the server. */
export function InboxDashboard({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="dashboard-waiting" className="mt-8">
        <h2 id="dashboard-waiting" className="text-xl font-bold text-brand-900">
          {t("admin.dashboard.newTitle")}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.totals.map(({ inbox, waiting, late, total }) => (
            <li key={inbox} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link
                to={`/admin/${inbox}?status=${arrivalStatus[inbox]}`}
                className="font-semibold text-brand-800 underline"
              >
                {t(`admin.inboxes.${inbox}`)}
              </Link>
              <p className="mt-2 text-2xl font-bold text-slate-900" data-waiting={inbox}>
                {t("admin.dashboard.toHandle", { count: waiting })}
              </p>
              {late > 0 && (
                <Link
                  to={`/admin/${inbox}?late=1`}
                  className="block font-semibold text-red-800 underline"
                  data-late={inbox}
                >
                  {t("admin.dashboard.lateCount", { count: late })}
                </Link>
              )}
              <p className="text-sm text-slate-600">{t("admin.dashboard.total", { count: total })}</p>
            </li>
          ))}
        </ul>
      </section>
      <WeeklyChart data={data} />
    </>
  );
}

/** The dashboard's first panel: per inbox, what is assigned to the reader and still asks something of them. */
export function AssignedToMe({ me, counts }: { me: string; counts: Array<{ inbox: Inbox; count: number }> }) {
  const { t } = useTranslation();
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return (
    <section aria-labelledby="dashboard-mine" className="mt-8">
      <h2 id="dashboard-mine" className="text-xl font-bold text-brand-900">
        {t("admin.dashboard.mineTitle")}
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.dashboard.mineNone")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {counts
            .filter(({ count }) => count > 0)
            .map(({ inbox, count }) => (
              <li key={inbox}>
                <Link
                  to={`/admin/${inbox}?assignee=${encodeURIComponent(me)}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900 underline"
                  data-mine={inbox}
                >
                  {t("admin.dashboard.mine", { inbox: t(`admin.inboxes.${inbox}`), count })}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 36, right: 8, top: 12, bottom: 28 };

/** Grouped bars per week, as plain SVG: readable without JavaScript; the numbers follow in a table. */
function WeeklyChart({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation();
  const inboxes = data.totals.map(({ inbox }) => inbox);
  const highest = Math.max(1, ...data.weeks.flatMap((week) => inboxes.map((inbox) => week.counts[inbox] ?? 0)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / data.weeks.length;
  const bar = Math.max(2, (slot - 8) / Math.max(1, inboxes.length));
  const dayMonth = new Intl.DateTimeFormat(intlLocale[i18n.language], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const label = (start: string) => dayMonth.format(new Date(`${start}T00:00:00Z`));
  return (
    <section aria-labelledby="dashboard-chart" className="mt-10">
      <h2 id="dashboard-chart" className="text-xl font-bold text-brand-900">
        {t("admin.dashboard.chartTitle")}
      </h2>
      <figure className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="dashboard-chart" className="h-auto w-full">
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={HEIGHT - PLOT.bottom}
            y2={HEIGHT - PLOT.bottom}
            stroke="#64748b"
          />
          <text x={PLOT.left - 6} y={PLOT.top + 4} textAnchor="end" fontSize="11" fill="#334155">
            {highest}
          </text>
          <text x={PLOT.left - 6} y={HEIGHT - PLOT.bottom} textAnchor="end" fontSize="11" fill="#334155">
            0
          </text>
          {data.weeks.map((week, index) => (
            <g key={week.start}>
              {inboxes.map((inbox, position) => {
                const value = week.counts[inbox] ?? 0;
                const height = (value / highest) * plotHeight;
                return (
                  <rect
                    key={inbox}
                    x={PLOT.left + index * slot + 4 + position * bar}
                    y={HEIGHT - PLOT.bottom - height}
                    width={bar - 1}
                    height={height}
                    fill={inboxColours[inbox]}
                  >
                    <title>{`${t("admin.dashboard.weekOf", { date: label(week.start) })} · ${t(`admin.inboxes.${inbox}`)}: ${value}`}</title>
                  </rect>
                );
              })}
              <text
                x={PLOT.left + index * slot + slot / 2}
                y={HEIGHT - 10}
                textAnchor="middle"
                fontSize="10"
                fill="#334155"
              >
                {label(week.start)}
              </text>
            </g>
          ))}
        </svg>
        <figcaption>
          <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-800">
            {inboxes.map((inbox) => (
              <li key={inbox} className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
                  <rect width="12" height="12" rx="2" fill={inboxColours[inbox]} />
                </svg>
                {t(`admin.inboxes.${inbox}`)}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800">
          {t("admin.dashboard.numbers")}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("admin.dashboard.week")}
                </th>
                {inboxes.map((inbox) => (
                  <th key={inbox} scope="col" className="px-3 py-2">
                    {t(`admin.inboxes.${inbox}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week) => (
                <tr key={week.start} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {label(week.start)}
                  </th>
                  {inboxes.map((inbox) => (
                    <td key={inbox} className="px-3 py-2" data-week={week.start} data-inbox={inbox}>
                      {week.counts[inbox] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
