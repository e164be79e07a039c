import { ArrowLeft, Banknote, Briefcase, Building2, CalendarDays, GraduationCap, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { jobLabels, salaryText } from "./job-labels";
import type { JobOfferDetail } from "./job-offers.server";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2 text-slate-600">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A job offer in place of the list: its facts, description, requirements, benefits and the way to apply. */
export function JobDetail({
  job,
  language,
  backTo,
  applyControl,
}: {
  job: JobOfferDetail;
  language: Language;
  /** The list with the filters the visitor came from. */
  backTo: string;
  applyControl: ReactNode;
}) {
  const { t } = useTranslation();
  const labels = jobLabels(t);
  const icon = "size-5";
  return (
    <article className="max-w-3xl">
      <Link
        to={backTo}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-brand-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("jobBoard.backToList")}
      </Link>
      <h2 id="job-title" className="mt-4 text-3xl font-bold text-brand-900">
        {job.title}
      </h2>
      <dl className="mt-4 grid gap-2 text-base text-slate-800 sm:grid-cols-2">
        <Fact icon={<Briefcase aria-hidden="true" className={icon} />} label={t("careers.type")}>
          {labels.employmentType(job.employmentType)}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className={icon} />} label={t("careers.location")}>
          {labels.location(job.location)}
        </Fact>
        <Fact icon={<CalendarDays aria-hidden="true" className={icon} />} label={t("careers.posted")}>
          {t("careers.posted")} <time dateTime={job.createdAt}>{formatDate(job.createdAt, language)}</time>
        </Fact>
        <Fact icon={<Banknote aria-hidden="true" className={icon} />} label={t("jobBoard.salary")}>
          {salaryText(t, language, job.salaryMin, job.salaryMax)}
        </Fact>
        <Fact icon={<Building2 aria-hidden="true" className={icon} />} label={t("jobBoard.fields.department")}>
          {labels.department(job.department)}
        </Fact>
        <Fact icon={<GraduationCap aria-hidden="true" className={icon} />} label={t("jobBoard.fields.experience")}>
          {labels.experience(job.experienceLevel)}
        </Fact>
      </dl>
      <h3 className="mt-8 text-xl font-semibold text-brand-900">{t("jobBoard.description")}</h3>
      <p className="mt-2 text-lg whitespace-pre-line text-slate-800">{job.description}</p>
      {job.requirements.length > 0 && (
        <>
          <h3 className="mt-8 text-xl font-semibold text-brand-900">{t("careers.requirements")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-lg text-slate-800">
            {job.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      )}
      {job.benefits.length > 0 && (
        <>
          <h3 className="mt-8 text-xl font-semibold text-brand-900">{t("careers.benefits")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-lg text-slate-800">
            {job.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-10">{applyControl}</div>
    </article>
  );
}
