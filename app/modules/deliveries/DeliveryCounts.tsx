import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { DeliveryCounts as Counts } from "./delivery-dashboard.server";

/** The dashboard's first panel for operations: deliveries waiting on staff, and those late on the promise. */
export function DeliveryCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-deliveries" className="mt-8">
      <h2 id="dashboard-deliveries" className="text-xl font-bold text-brand-900">
        {t("admin.dashboard.deliveriesTitle")}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        <li className="rounded-xl border border-slate-200 bg-white p-4" data-deliveries="to-confirm">
          <Link to="/admin/deliveries?status=received" className="font-semibold text-brand-800 underline">
            {t("admin.dashboard.toConfirm", { count: counts.toConfirm })}
          </Link>
        </li>
        <li className="rounded-xl border border-slate-200 bg-white p-4" data-deliveries="to-dispatch">
          <Link to="/admin/deliveries?status=confirmed" className="font-semibold text-brand-800 underline">
            {t("admin.dashboard.toDispatch", { count: counts.toDispatch })}
          </Link>
        </li>
        <li
          className={`rounded-xl border p-4 ${counts.late > 0 ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white"}`}
          data-deliveries="late"
        >
          <p className="font-semibold">{t("admin.dashboard.late", { count: counts.late })}</p>
        </li>
      </ul>
    </section>
  );
}
