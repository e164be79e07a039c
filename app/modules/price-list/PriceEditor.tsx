import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import { vehicles } from "~/content/vehicles";
import { useTranslation } from "~/i18n/translate";
import type { HistoryEntry } from "~/modules/history/record-history.server";
import { StaleNotice } from "~/modules/publishing/PublishingParts";
import type { PriceErrors, PriceFormValues } from "./price-editor.server";
import { BANDS, priceField as field } from "./price-fields";
import type { VersionState } from "./price-tables.server";

/** A saved table as the list shows it, its dates written by the loader in the staff member's language. */
type VersionRow = {
  id: number;
  note: string | null;
  state: VersionState;
  effectiveOn: string;
  saved: { by: string; on: string };
  withdrawn: { by: string; on: string } | null;
};

type Page = {
  inForce: { effectiveOn: string; example: boolean };
  startedFrom: number | null;
  versions: VersionRow[];
  provinces: readonly string[];
  nightHours: string;
  formKey: string;
  today: string;
  done: { kind: "saved" | "withdrawn"; on: string } | null;
};

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-brand-900">{title}</legend>
      {hint && <p className="mb-4 text-sm text-slate-700">{hint}</p>}
      {children}
    </fieldset>
  );
}

/**
 * The prices' page: the table in force (or the one started from) in a form that saves a new table from
 * a day, then every table saved with its state. Works without JavaScript; amounts are typed as kwanzas.
 */
export function PriceEditor({
  page,
  values,
  errors,
  revision,
  stale,
  notScheduled,
}: {
  page: Page;
  values: PriceFormValues;
  errors: PriceErrors;
  revision: number;
  stale: HistoryEntry[] | null;
  notScheduled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const error = (name: string) => (errors[name] ? t(`admin.prices.errors.${errors[name]}`) : undefined);
  const number = (name: string, label: string, hint?: string) => (
    <TextField
      id={name}
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      defaultValue={values.fields[name] ?? ""}
      error={error(name)}
    />
  );
  const failed = Object.keys(errors).length > 0;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.prices.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.prices.intro")}</p>
      <p className="mt-2 max-w-3xl text-base text-slate-800">
        {page.inForce.example ? (
          <strong className="text-red-800">{t("admin.prices.example")}</strong>
        ) : (
          t("admin.prices.inForce", { date: page.inForce.effectiveOn })
        )}{" "}
        <Link to="/admin/price-list" className="font-semibold text-brand-800 underline">
          {t("admin.prices.pdfs")}
        </Link>
      </p>
      <div className="mt-4 max-w-3xl space-y-3">
        {page.done && !failed && !stale && (
          <FormNotice kind="success">
            {page.done.kind === "saved"
              ? t("admin.prices.saved", { date: page.done.on })
              : t("admin.prices.withdrawnDone")}
          </FormNotice>
        )}
        {failed && <FormNotice kind="error">{t("admin.prices.failed")}</FormNotice>}
        {notScheduled && <FormNotice kind="error">{t("admin.prices.notScheduled")}</FormNotice>}
        {stale && <StaleNotice changes={stale} hint={t("admin.prices.staleHint")} />}
        {page.startedFrom !== null && (
          <p className="text-slate-700">{t("admin.prices.startedFrom", { id: page.startedFrom })}</p>
        )}
      </div>
      <Form method="post" noValidate className="mt-6 max-w-5xl space-y-6" aria-labelledby="prices-form-title">
        <h2 id="prices-form-title" className="sr-only">
          {t("admin.prices.save")}
        </h2>
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="formKey" value={page.formKey} />
        <Section title={t("admin.prices.bands")} hint={t("admin.prices.bandsHint")}>
          <div className="grid gap-4 sm:grid-cols-3">
            {BANDS.map((band) => number(field.band(band), t("admin.prices.band", { number: band + 1 })))}
          </div>
        </Section>
        <Section title={t("admin.prices.vehicles")}>
          <div className="space-y-6">
            {vehicles.map((vehicle) => (
              <fieldset key={vehicle.type} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
                <legend className="font-bold text-slate-900">{vehicle.label[i18n.language]}</legend>
                <label className="mt-2 flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name={field.offered(vehicle.type)}
                    defaultChecked={values.fields[field.offered(vehicle.type)] === "on"}
                    aria-describedby={errors[field.offered(vehicle.type)] ? "offered-error" : undefined}
                    className="size-6"
                  />
                  {t("admin.prices.offered")}
                </label>
                {errors[field.offered(vehicle.type)] && (
                  <p id="offered-error" className="font-semibold text-red-800">
                    {error(field.offered(vehicle.type))}
                  </p>
                )}
                <div className="mt-2 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
                  {BANDS.map((band) =>
                    number(field.price(vehicle.type, band), t("admin.prices.bandPrice", { number: band + 1 })),
                  )}
                  {number(field.extraKm(vehicle.type), t("admin.prices.extraKm"))}
                  {number(field.reach(vehicle.type), t("admin.prices.reach"), t("admin.prices.reachHint"))}
                </div>
              </fieldset>
            ))}
          </div>
        </Section>
        <Section title={t("admin.prices.charges")}>
          <div className="grid gap-4 sm:grid-cols-2">
            {field.charges.map((charge) => number(charge, t(`admin.prices.${charge}`, { hours: page.nightHours })))}
          </div>
        </Section>
        <Section title={t("admin.prices.provinces")} hint={t("admin.prices.provincesHint")}>
          {errors.province && (
            <p id="province-error" className="mb-2 font-semibold text-red-800">
              {error("province")}
            </p>
          )}
          <div className="grid gap-x-4 sm:grid-cols-3">
            {page.provinces.map((province) => (
              <label key={province} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="province"
                  value={province}
                  defaultChecked={values.provinces.includes(province)}
                  aria-describedby={errors.province ? "province-error" : undefined}
                  className="size-6"
                />
                {province}
              </label>
            ))}
          </div>
        </Section>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="effectiveOn"
            name="effectiveOn"
            type="date"
            min={page.today}
            label={t("admin.prices.effectiveOn")}
            hint={t("admin.prices.effectiveOnHint")}
            defaultValue={values.fields.effectiveOn ?? page.today}
            error={error("effectiveOn")}
          />
          <TextAreaField
            id="note"
            name="note"
            rows={2}
            maxLength={300}
            optional
            label={t("admin.prices.note")}
            defaultValue={values.fields.note ?? ""}
            error={error("note")}
          />
        </div>
        <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
          {t("admin.prices.save")}
        </button>
      </Form>
      <PriceVersions versions={page.versions} />
    </>
  );
}

/** Every table saved, newest first: its day, state, who saved (or withdrew) it, and what can be done with it. */
function PriceVersions({ versions }: { versions: VersionRow[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="price-versions" className="mt-10 max-w-4xl">
      <h2 id="price-versions" className="text-xl font-bold text-brand-900">
        {t("admin.prices.versions")}
      </h2>
      {versions.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("admin.prices.versionsEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {versions.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-price-version={version.id}
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {t("admin.prices.version", { id: version.id, date: version.effectiveOn })} ·{" "}
                  <span data-version-state={version.state}>{t(`admin.prices.states.${version.state}`)}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {t("admin.prices.savedBy", { name: version.saved.by, date: version.saved.on })}
                  {version.withdrawn &&
                    ` · ${t("admin.prices.withdrawnBy", { name: version.withdrawn.by, date: version.withdrawn.on })}`}
                </p>
                {version.note && <p className="text-sm whitespace-pre-wrap text-slate-800">{version.note}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`?from=${version.id}`}
                  aria-label={`${t("admin.prices.startFrom")} (${version.id})`}
                  className={buttonClasses("ghost", "border border-slate-300")}
                >
                  {t("admin.prices.startFrom")}
                </Link>
                {version.state === "scheduled" && (
                  <Link
                    to={`?confirm=withdraw&version=${version.id}`}
                    preventScrollReset
                    aria-label={`${t("admin.prices.withdraw")} (${version.id})`}
                    className={buttonClasses("ghost", "border border-slate-300")}
                  >
                    {t("admin.prices.withdraw")}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
