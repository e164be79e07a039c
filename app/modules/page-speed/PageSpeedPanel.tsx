import { useTranslation } from "~/i18n/translate";
import { vitalNames } from "~/lib/page-speed/vital-names";
import type { PageSpeedPeriod } from "./vitals.server";

const verdictStyle = {
  good: "text-green-800",
  "needs-improvement": "text-amber-900",
  poor: "font-semibold text-red-800",
} as const;

/** Admins' panel of real visitors' page speed (ADR 058): each page's 75th percentile against its target. */
export function PageSpeedPanel({ periods }: { periods: PageSpeedPeriod[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-page-speed" className="mt-8" data-page-speed="">
      <h2 id="dashboard-page-speed" className="text-xl font-bold text-brand-900">
        {t("admin.pageSpeed.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.pageSpeed.intro")}</p>
      {periods.map(({ days, pages }) => (
        // On a phone the table may scroll sideways: a region the keyboard reaches, named by its caption.
        <div
          key={days}
          role="region"
          aria-labelledby={`page-speed-${days}`}
          tabIndex={0}
          className="mt-4 overflow-x-auto"
          data-days={days}
        >
          <table className="min-w-full border-collapse text-left text-base">
            <caption id={`page-speed-${days}`} className="text-left text-lg font-semibold text-brand-900">
              {t("admin.pageSpeed.period", { count: days })}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {t("admin.pageSpeed.page")}
                </th>
                {vitalNames.map((name) => (
                  <th key={name} scope="col" className="py-2 pr-4">
                    <abbr title={name}>{name}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pages.length === 0 && (
                <tr>
                  <td colSpan={vitalNames.length + 1} className="py-2 text-slate-700">
                    {t("admin.pageSpeed.none")}
                  </td>
                </tr>
              )}
              {pages.map(({ route, metrics }) => (
                <tr key={route} className="border-b border-slate-200 align-top" data-route={route}>
                  <th scope="row" className="py-2 pr-4 font-mono text-sm">
                    {route}
                  </th>
                  {vitalNames.map((name) => {
                    const figure = metrics[name];
                    return (
                      <td key={name} className="py-2 pr-4" data-metric={name}>
                        {figure ? (
                          <>
                            <span className="font-semibold" data-p75="">
                              {figure.shown}
                            </span>{" "}
                            <span className={verdictStyle[figure.verdict]} data-verdict={figure.verdict}>
                              {t(`admin.pageSpeed.${figure.verdict}`)}
                            </span>
                            <br />
                            <span className="text-sm text-slate-700">
                              {t("admin.pageSpeed.samples", { count: figure.samples })}
                            </span>
                          </>
                        ) : (
                          <span className="text-slate-700">{t("admin.pageSpeed.notMeasured")}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
