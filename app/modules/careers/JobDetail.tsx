import { ArrowLeft, Banknote, Briefcase, Building2, CalendarDays, GraduationCap, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { Link } from "react-router";
import { jobLabels, salaryText } from "./job-labels";
import { JobFact } from "./JobFact";
import type { JobOfferDetail } from "./job-offers.server";

type SectionHeading = "h2" | "h3";

function BulletSection({
  title,
  items,
  heading: Heading,
  lang,
}: {
  title: string;
  items: string[];
  heading: SectionHeading;
  lang: string | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <Heading className="mt-8 text-xl font-semibold text-brand-900">{title}</Heading>
      <ul lang={lang} className="mt-2 list-disc space-y-1 pl-6 text-lg text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * A job offer in place of the list: its facts, description, requirements, benefits and the way to apply.
 * On its own page (`/careers/<job>`) the title is the page's h1; a text not translated into the page's
 * language is marked as Portuguese, with a note in the page's language.
 */
export function JobDetail({
  job,
  backTo,
  applyControl,
  ownPage = false,
  language,
}: {
  job: JobOfferDetail;
  /** The language the offer is shown in: the page's, or the previewed one in the back-office. */
  language?: Language;
  /** The list with the filters the visitor came from (none in the back-office's preview). */
  backTo?: string;
  applyControl?: ReactNode;
  ownPage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const shownFor = language ?? i18n.language;
  const labels = jobLabels(t);
  const icon = "size-5";
  const Title = ownPage ? "h1" : "h2";
  const SectionTitle: SectionHeading = ownPage ? "h2" : "h3";
  /** `lang` of a part shown in another language than the page's (the one fallback, Portuguese). */
  const langOf = (part: keyof JobOfferDetail["shownIn"]) =>
    job.shownIn[part] === shownFor ? undefined : job.shownIn[part];
  const partlyUntranslated = Object.values(job.shownIn).some((shownIn) => shownIn !== shownFor);
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
      <Title
        id={ownPage ? "job-title" : undefined}
        lang={langOf("title")}
        className="text-3xl font-bold text-brand-900"
      >
        {job.title}
      </Title>
      {ownPage && partlyUntranslated && (
        <p className="mt-2 text-base text-slate-700" data-testid="offer-not-translated">
          {t("jobBoard.offerNotTranslated")}
        </p>
      )}
      <dl className="mt-4 grid gap-2 text-base text-slate-800 sm:grid-cols-2">
        <JobFact icon={<Briefcase aria-hidden="true" className={icon} />} label={t("careers.type")}>
          {labels.employmentType(job.employmentType)}
        </JobFact>
        <JobFact icon={<MapPin aria-hidden="true" className={icon} />} label={t("careers.location")}>
          {labels.location(job.location)}
        </JobFact>
        <JobFact icon={<CalendarDays aria-hidden="true" className={icon} />} label={t("careers.posted")}>
          <time dateTime={job.createdAt}>{job.postedOn}</time>
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
      <SectionTitle className="mt-8 text-xl font-semibold text-brand-900">{t("jobBoard.description")}</SectionTitle>
      <p lang={langOf("description")} className="mt-2 text-lg whitespace-pre-line text-slate-800">
        {job.description}
      </p>
      <BulletSection
        title={t("careers.requirements")}
        items={job.requirements}
        heading={SectionTitle}
        lang={langOf("requirements")}
      />
      <BulletSection
        title={t("careers.benefits")}
        items={job.benefits}
        heading={SectionTitle}
        lang={langOf("benefits")}
      />
      {applyControl && <div className="mt-10">{applyControl}</div>}
    </article>
  );
}
