import { ArrowLeft, Banknote, Briefcase, Building2, CalendarDays, GraduationCap, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link } from "react-router";
import { jobLabels, salaryText } from "./job-labels";
import { JobFact } from "./JobFact";
import type { JobOfferDetail } from "./job-offers.server";

function BulletSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="mt-8 text-xl font-semibold text-brand-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-lg text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** A job offer in place of the list: its facts, description, requirements, benefits and the way to apply. */
export function JobDetail({
  job,
  backTo,
  applyControl,
}: {
  job: JobOfferDetail;
  /** The list with the filters the visitor came from (none in the back-office's preview). */
  backTo?: string;
  applyControl?: ReactNode;
}) {
  const { t } = useTranslation();
  const labels = jobLabels(t);
  const icon = "size-5";
  return (
    <article className="max-w-3xl">
      {backTo !== undefined && (
        <Link
          to={backTo}
          preventScrollReset
          className="mb-4 inline-flex min-h-11 items-center gap-2 text-base font-semibold text-brand-800 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("jobBoard.backToList")}
        </Link>
      )}
      <h2 id={backTo === undefined ? undefined : "job-title"} className="text-3xl font-bold text-brand-900">
        {job.title}
      </h2>
      <dl className="mt-4 grid gap-2 text-base text-slate-800 sm:grid-cols-2">
        <JobFact icon={<Briefcase aria-hidden="true" className={icon} />} label={t("careers.type")}>
          {labels.employmentType(job.employmentType)}
        </JobFact>
        <JobFact icon={<MapPin aria-hidden="true" className={icon} />} label={t("careers.location")}>
          {labels.location(job.location)}
        </JobFact>
        <JobFact icon={<CalendarDays aria-hidden="true" className={icon} />} label={t("careers.posted")}>
          {t("careers.posted")} <time dateTime={job.createdAt}>{job.postedOn}</time>
        </JobFact>
        <JobFact icon={<Banknote aria-hidden="true" className={icon} />} label={t("jobBoard.salary")}>
          {salaryText(t, job)}
        </JobFact>
        <JobFact icon={<Building2 aria-hidden="true" className={icon} />} label={t("jobBoard.fields.department")}>
          {labels.department(job.department)}
        </JobFact>
        <JobFact icon={<GraduationCap aria-hidden="true" className={icon} />} label={t("jobBoard.fields.experience")}>
          {labels.experience(job.experienceLevel)}
        </JobFact>
      </dl>
      <h3 className="mt-8 text-xl font-semibold text-brand-900">{t("jobBoard.description")}</h3>
      <p className="mt-2 text-lg whitespace-pre-line text-slate-800">{job.description}</p>
      <BulletSection title={t("careers.requirements")} items={job.requirements} />
      <BulletSection title={t("careers.benefits")} items={job.benefits} />
      {applyControl && <div className="mt-10">{applyControl}</div>}
    </article>
  );
}
