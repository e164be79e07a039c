import { Banknote, Briefcase, CalendarDays, LoaderCircle, MapPin, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { activeFilterCount, jobFiltersToSearch, parseJobFilters, type JobFilters } from "./job-filters";
import { jobLabels, salaryText } from "./job-labels";
import { JobFact } from "./JobFact";
import type { JobOfferPage, JobOfferSummary } from "./job-offers.server";
import { JobFilterDialog } from "./JobFilterDialog";

const SEARCH_DEBOUNCE_MS = 300;

type JobBoardProps = {
  filters: JobFilters;
  result: JobOfferPage;
  loadError: boolean;
};

/** Whether the list is reloading for new filters. */
function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/careers";
}

/**
 * The choices shown in the dialog: the visitor's latest change at once, and whatever the loaded
 * list says after a reload or back/forward.
 */
function useShownFilters(loaded: JobFilters): [JobFilters, (filters: JobFilters) => void] {
  const [shown, setShown] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setShown(loaded);
  }
  return [shown, setShown];
}

function JobCard({ job, search }: { job: JobOfferSummary; search: string }) {
  const { t, i18n } = useTranslation();
  const labels = jobLabels(t);
  const untranslated = job.titleLanguage !== i18n.language;
  return (
    <li className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-semibold text-brand-900">
            <Link
              to={`/careers/${job.id}${search}`}
              preventScrollReset
              lang={untranslated ? job.titleLanguage : undefined}
              className="inline-flex min-h-11 items-center after:absolute after:inset-0"
            >
              {job.title}
            </Link>
          </h3>
          {untranslated && <p className="text-sm text-slate-600">{t("jobBoard.titleNotTranslated")}</p>}
        </div>
        <span className="rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-brand-950">
          {labels.employmentType(job.employmentType)}
        </span>
      </div>
      <dl className="mt-3 grid gap-2 text-base text-slate-700 sm:grid-cols-2">
        <JobFact icon={<MapPin aria-hidden="true" className="size-4" />} label={t("careers.location")}>
          {labels.location(job.location)}
        </JobFact>
        <JobFact icon={<Briefcase aria-hidden="true" className="size-4" />} label={t("careers.type")}>
          {labels.employmentType(job.employmentType)}
        </JobFact>
        <JobFact icon={<Banknote aria-hidden="true" className="size-4" />} label={t("jobBoard.salary")}>
          {salaryText(t, job)}
        </JobFact>
        <JobFact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t("careers.posted")}>
          <time dateTime={job.createdAt}>{job.postedOn}</time>
        </JobFact>
      </dl>
    </li>
  );
}

function Pagination({ result, filters }: { result: JobOfferPage; filters: JobFilters }) {
  const { t } = useTranslation();
  if (result.pageCount <= 1) return null;
  const pageLink = (page: number) => `/careers${jobFiltersToSearch({ ...filters, page })}`;
  return (
    <nav aria-label={t("jobBoard.pagination")} className="mt-8 flex items-center justify-center gap-4">
      {result.page > 1 && (
        <Link to={pageLink(result.page - 1)} preventScrollReset className={buttonClasses("ghost")}>
          {t("jobBoard.previousPage")}
        </Link>
      )}
      <span className="text-base text-slate-700">
        {t("jobBoard.pageOf", { page: result.page, count: result.pageCount })}
      </span>
      {result.page < result.pageCount && (
        <Link to={pageLink(result.page + 1)} preventScrollReset className={buttonClasses("ghost")}>
          {t("jobBoard.nextPage")}
        </Link>
      )}
    </nav>
  );
}

/**
 * Search box, filter dialog and the list of job offers. The list reloads through the route's loader
 * whenever the text (debounced) or a filter changes; without JavaScript it is a plain GET form.
 */
export function JobBoard({ filters: loadedFilters, result, loadError }: JobBoardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loading = useListLoading();
  const [filters, setFilters] = useShownFilters(loadedFilters);
  const searchInput = useRef<HTMLInputElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const typing = useRef<number | undefined>(undefined);
  const filterCount = activeFilterCount(filters);

  // Back/forward changes the query: show its search text unless the visitor is typing.
  useEffect(() => {
    const input = searchInput.current;
    if (input && document.activeElement !== input) input.value = loadedFilters.q;
  }, [loadedFilters.q]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const load = (form: HTMLFormElement, replace: boolean) => {
    const next = parseJobFilters(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    setFilters(next);
    const search = jobFiltersToSearch({ ...next, page: 1 });
    if (search === jobFiltersToSearch({ ...loadedFilters, page: 1 }) && loadedFilters.page === 1) return;
    void navigate(`/careers${search}`, { replace, preventScrollReset: true });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    window.clearTimeout(typing.current);
    if ((event.target as EventTarget) === searchInput.current) {
      typing.current = window.setTimeout(() => load(form, true), SEARCH_DEBOUNCE_MS);
    } else {
      load(form, false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.clearTimeout(typing.current);
    setFiltersOpen(false);
    load(event.currentTarget, false);
  };

  const openFilters = () => setFiltersOpen(true);
  const closeFilters = () => setFiltersOpen(false);
  // A job's link carries the list's filters (for its way back), not the language (the cookie keeps it).
  const listParams = new URLSearchParams(location.search);
  listParams.delete("lng");
  const cardSearch = listParams.size > 0 ? `?${listParams.toString()}` : "";

  return (
    <div>
      <Form
        method="get"
        action="/careers"
        role="search"
        className="flex flex-wrap gap-3"
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <div className="relative min-w-60 flex-1">
          <label htmlFor="job-search" className="sr-only">
            {t("jobBoard.searchLabel")}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
          <input
            ref={searchInput}
            id="job-search"
            type="search"
            name="q"
            defaultValue={loadedFilters.q}
            placeholder={t("jobBoard.searchPlaceholder")}
            maxLength={100}
            autoComplete="off"
            className="min-h-11 w-full rounded-full border border-slate-300 py-2 pr-4 pl-10 text-base"
          />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("jobBoard.search")}
        </button>
        <button
          type="button"
          className={buttonClasses("ghost", "border border-slate-300")}
          aria-haspopup="dialog"
          // Opens the dialog without JavaScript in browsers that support invoker commands.
          {...{ command: "show-modal", commandfor: "job-filters" }}
          onClick={(event) => {
            event.preventDefault();
            openFilters();
          }}
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t("jobBoard.filter")}
          {filterCount > 0 && (
            <span className="rounded-full bg-brand-900 px-2 text-sm text-white">
              <span aria-hidden="true">{filterCount}</span>
              <span className="sr-only">{t("jobBoard.activeFilters", { count: filterCount })}</span>
            </span>
          )}
        </button>
        <JobFilterDialog open={filtersOpen} filters={filters} onOpen={openFilters} onClose={closeFilters} />
      </Form>

      <div aria-live="polite" className="mt-6 min-h-7 text-base text-slate-700">
        {loading ? (
          <span className="inline-flex items-center gap-2" role="status">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            {t("jobBoard.loading")}
          </span>
        ) : loadError ? null : (
          t("jobBoard.results", { count: result.matching })
        )}
      </div>

      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {loadError ? (
          <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5 text-base text-red-800">
            {t("jobBoard.loadError")}
          </p>
        ) : result.jobs.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold text-brand-900">{t("jobBoard.empty")}</p>
            <p className="mt-2 text-base text-slate-700">{t("jobBoard.emptyHint")}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={t("jobBoard.title")}>
            {result.jobs.map((job) => (
              <JobCard key={job.id} job={job} search={cardSearch} />
            ))}
          </ul>
        )}
        {!loadError && <Pagination result={result} filters={loadedFilters} />}
      </div>
    </div>
  );
}
