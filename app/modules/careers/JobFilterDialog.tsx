import { useId, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { DialogCloseButton } from "~/components/ui/DialogCloseButton";
import {
  datePostedWindows,
  departments,
  employmentTypes,
  experienceLevels,
  jobLocations,
  salaryBands,
} from "~/domain/choices";
import type { JobFilters } from "./job-filters";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-5 px-6">
      <legend className="text-base font-semibold text-brand-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

const choiceClasses =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-base has-checked:border-brand-900 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent-500";

function Choice({
  type,
  name,
  value,
  checked,
  label,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label className={choiceClasses}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        className="size-4 accent-brand-900"
        // The form reads every change (JobBoard); this only tells React that the choice may change.
        onChange={() => {}}
      />
      {label}
    </label>
  );
}

type RadioName = "location" | "department" | "experience" | "salary" | "posted";

/**
 * The filter dialog of the job board: the one dialog primitive, kept in the page inside the search form,
 * so every choice is a field of that form (a plain GET without JavaScript, where the Filter button's
 * invoker command opens it; the list reloads on each change with it).
 */
export function JobFilterDialog({
  open,
  filters,
  onOpen,
  onClose,
}: {
  open: boolean;
  filters: JobFilters;
  /** The browser opened it by itself (the Filter button tapped before the page's code ran). */
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const radios = (name: RadioName, values: readonly string[], label: (value: string) => string) => (
    <>
      <Choice type="radio" name={name} value="" checked={!filters[name]} label={t("jobBoard.any")} />
      {values.map((value) => (
        <Choice
          key={value}
          type="radio"
          name={name}
          value={value}
          checked={filters[name] === value}
          label={label(value)}
        />
      ))}
    </>
  );
  return (
    <Dialog
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      keepMounted
      id="job-filters"
      labelledBy={titleId}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <div className="flex items-center justify-between px-6 pt-6">
        <h3 id={titleId} className="text-xl font-bold text-brand-900">
          {t("jobBoard.filtersTitle")}
        </h3>
        <DialogCloseButton onClick={onClose} />
      </div>
      <Group legend={t("jobBoard.fields.type")}>
        {employmentTypes.map((value) => (
          <Choice
            key={value}
            type="checkbox"
            name="type"
            value={value}
            checked={filters.type.includes(value)}
            label={t(`jobBoard.employmentTypes.${value}`)}
          />
        ))}
      </Group>
      <Group legend={t("jobBoard.fields.location")}>
        {radios("location", jobLocations, (v) => t(`jobBoard.locations.${v as (typeof jobLocations)[number]}`))}
      </Group>
      <Group legend={t("jobBoard.fields.department")}>
        {radios("department", departments, (v) => t(`jobBoard.departments.${v as (typeof departments)[number]}`))}
      </Group>
      <Group legend={t("jobBoard.fields.experience")}>
        {radios("experience", experienceLevels, (v) =>
          t(`jobBoard.experienceLevels.${v as (typeof experienceLevels)[number]}`),
        )}
      </Group>
      <Group legend={t("jobBoard.fields.salary")}>
        {radios("salary", salaryBands, (v) => t(`jobBoard.salaryBands.${v as (typeof salaryBands)[number]}`))}
      </Group>
      <Group legend={t("jobBoard.fields.posted")}>
        {radios("posted", datePostedWindows, (v) =>
          t(`jobBoard.postedWindows.${v as (typeof datePostedWindows)[number]}`),
        )}
      </Group>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3 px-6 pb-6">
        <Link to="/careers" preventScrollReset className={buttonClasses("ghost")} onClick={onClose}>
          {t("jobBoard.clearFilters")}
        </Link>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("jobBoard.showResults")}
        </button>
      </div>
    </Dialog>
  );
}
