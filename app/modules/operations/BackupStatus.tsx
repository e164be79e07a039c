import { useTranslation } from "~/i18n/translate";

/** The last backup and a failure since, as the dashboard's loader wrote them (dates in the reader's language). */
export type BackupStatusData = {
  last: { when: string; name: string; size: string } | null;
  failed: { when: string; error: string } | null;
};

/** The dashboard's word on backups (admins): the last one written, and a failure since. */
export function BackupStatus({ status }: { status: BackupStatusData }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-backups" className="mt-8">
      <h2 id="dashboard-backups" className="text-xl font-bold text-brand-900">
        {t("admin.backups.title")}
      </h2>
      <p className="mt-2 text-slate-700" data-backup={status.last ? "written" : "none"}>
        {status.last ? t("admin.backups.last", status.last) : t("admin.backups.none")}
      </p>
      {status.failed && (
        <p className="mt-2 font-semibold text-red-800" data-backup-failed>
          {t("admin.backups.failed", status.failed)}
        </p>
      )}
    </section>
  );
}
