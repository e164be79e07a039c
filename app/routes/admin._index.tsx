import type { Route } from "./+types/admin._index";
import { inboxesFor } from "~/domain/inboxes";
import { assignedTo, dashboardFigures, recruitingFigures } from "~/modules/submissions/dashboard.server";
import { RecruitingDashboard } from "~/modules/submissions/RecruitingDashboard";
import { backupStatus } from "~/modules/operations/backup.server";
import { getLanguage } from "~/i18n/middleware.server";
import { BackupStatus } from "~/modules/operations/BackupStatus";
import { AssignedToMe, InboxDashboard } from "~/modules/submissions/InboxDashboard";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { staffRoles } from "~/domain/choices";
import { staffOnly } from "~/modules/staff/access.server";
import { deliveryCounts } from "~/modules/deliveries/delivery-dashboard.server";
import { DeliveryCounts } from "~/modules/deliveries/DeliveryCounts";
import { pageSpeedPanel } from "~/modules/page-speed/vitals.server";
import { PageSpeedPanel } from "~/modules/page-speed/PageSpeedPanel";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(staffRoles)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { id, name, role } = getStaff(context);
  const { database } = context.get(appServicesContext);
  const inboxes = inboxesFor(role);
  const [mine, figures, deliveries, recruiting, backups, pageSpeed] = await Promise.all([
    assignedTo(database.db, inboxes, id),
    dashboardFigures(database.db, inboxes),
    inboxes.includes("deliveries") ? deliveryCounts(database.db) : null,
    recruitingFigures(database.db, inboxes),
    role === "admin" ? backupStatus(database.db, getLanguage(context)) : null,
    // Real visitors' page speed is for admins (ADR 058).
    role === "admin" ? pageSpeedPanel(database.db, getLanguage(context)) : null,
  ]);
  const title = backOfficeTitle(context, (texts) => texts.dashboard.title);
  return { title, id, name, role, mine, figures, deliveries, recruiting, backups, pageSpeed };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.dashboard.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("admin.dashboard.welcome", { name: loaderData.name })}</p>
      <p className="mt-1 text-base text-slate-600">
        {t("admin.dashboard.role", { role: t(`admin.roles.${loaderData.role}`) })}
      </p>
      <AssignedToMe me={loaderData.id} counts={loaderData.mine} />
      <RecruitingDashboard figures={loaderData.recruiting} />
      {loaderData.deliveries && <DeliveryCounts counts={loaderData.deliveries} />}
      <InboxDashboard data={loaderData.figures} />
      {loaderData.backups && <BackupStatus status={loaderData.backups} />}
      {loaderData.pageSpeed && <PageSpeedPanel periods={loaderData.pageSpeed} />}
    </>
  );
}
