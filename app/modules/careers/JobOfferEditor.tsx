import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { TextField, SelectField, TextAreaField } from "~/components/ui/FormFields";
import { LanguageFieldset } from "~/modules/publishing/PublishingParts";
import { departments, employmentTypes, experienceLevels, jobLocations } from "~/domain/choices";
import { languages, type Language } from "~/i18n/languages";
import { createTranslator, TranslationProvider, useTranslation, type MessageKey } from "~/i18n/translate";
import type { Messages } from "~/i18n/pt";
import type { EditorErrors } from "~/modules/publishing/editor-fields";
import { JobDetail } from "./JobDetail";
import type { JobOfferFormValues } from "./job-offer-editor.server";
import { jobLabels } from "./job-labels";
import type { JobOfferDetail } from "./job-offers.server";

/** The texts a job's page is written with, in the preview's language (not the staff member's). */
type PreviewTexts = Pick<Messages, "jobBoard" | "careers">;

export type OfferPreview = { language: Language; translated: boolean; job: JobOfferDetail; texts: PreviewTexts };

/** The offer's form: its texts in each language (Portuguese required), its facts, and the buttons. */
export function JobOfferEditor({
  values,
  errors,
  isNew,
  previews,
  revision,
  formKey,
}: {
  values: JobOfferFormValues;
  errors: EditorErrors;
  isNew: boolean;
  previews: OfferPreview[] | null;
  /** The offer's revision the values are based on: a save made on an older one is refused. */
  revision: number;
  /** Makes a double click on a new offer's buttons create one offer. */
  formKey: string;
}) {
  const { t } = useTranslation();
  const labels = jobLabels(t);
  const error = (field: string) =>
    errors[field] ? t(`admin.publishing.errors.${errors[field]}` as MessageKey) : undefined;
  const facts = [
    ["department", departments, labels.department],
    ["location", jobLocations, labels.location],
    ["employmentType", employmentTypes, labels.employmentType],
    ["experienceLevel", experienceLevels, labels.experience],
  ] as const;
  return (
    <>
      <Form method="post" noValidate className="mt-6 max-w-4xl space-y-8">
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="formKey" value={formKey} />
        {languages.map((language) => (
          <LanguageFieldset key={language} language={language}>
            <TextField
              id={`title_${language}`}
              name={`title_${language}`}
              label={t("admin.jobs.fields.title")}
              defaultValue={values.title[language]}
              maxLength={200}
              required={language === "pt"}
              error={error(`title_${language}`)}
            />
            <TextAreaField
              id={`description_${language}`}
              name={`description_${language}`}
              label={t("admin.jobs.fields.description")}
              defaultValue={values.description[language]}
              rows={6}
              maxLength={5000}
              required={language === "pt"}
              error={error(`description_${language}`)}
            />
            <div className="grid gap-4 md:grid-cols-2">
              {(["requirements", "benefits"] as const).map((list) => (
                <TextAreaField
                  key={list}
                  id={`${list}_${language}`}
                  name={`${list}_${language}`}
                  label={t(`admin.jobs.fields.${list}`)}
                  hint={t("admin.jobs.fields.onePerLine")}
                  defaultValue={values[list][language]}
                  rows={5}
                  error={error(`${list}_${language}`)}
                />
              ))}
            </div>
          </LanguageFieldset>
        ))}
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <legend className="px-2 text-lg font-bold text-brand-900">{t("admin.publishing.facts")}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {facts.map(([field, list, label]) => (
              <SelectField
                key={field}
                id={field}
                name={field}
                label={t(`admin.jobs.fields.${field}`)}
                placeholder={t("admin.jobs.fields.choose")}
                options={list.map((value) => ({ value, label: label(value) }))}
                defaultValue={values[field]}
                required
                error={error(field)}
              />
            ))}
            {(["salaryMin", "salaryMax"] as const).map((field) => (
              <TextField
                key={field}
                id={field}
                name={field}
                inputMode="numeric"
                label={t(`admin.jobs.fields.${field}`)}
                hint={t("admin.jobs.fields.salaryHint")}
                defaultValue={values[field]}
                maxLength={15}
                error={error(field)}
              />
            ))}
            <TextField
              id="validThrough"
              name="validThrough"
              type="date"
              label={t("admin.jobs.fields.validThrough")}
              hint={t("admin.jobs.fields.validThroughHint")}
              defaultValue={values.validThrough}
              error={error("validThrough")}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            className={buttonClasses("ghost", "border border-slate-300")}
          >
            {t("admin.publishing.preview")}
          </button>
          {isNew ? (
            <>
              <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
                {t("admin.jobs.saveDraft")}
              </button>
              <button type="submit" name="intent" value="save-open" className={buttonClasses("primary")}>
                {t("admin.jobs.saveAndOpen")}
              </button>
            </>
          ) : (
            <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
              {t("admin.jobs.save")}
            </button>
          )}
        </div>
      </Form>
      {previews && <OfferPreviews previews={previews} />}
    </>
  );
}

/** The offer as visitors would read it, once per language, before anything is saved. */
function OfferPreviews({ previews }: { previews: OfferPreview[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offer-preview" className="mt-10 max-w-4xl">
      <h2 id="offer-preview" className="text-2xl font-bold text-brand-900">
        {t("admin.publishing.previewTitle")}
      </h2>
      <p className="mt-1 text-base text-slate-700">{t("admin.publishing.previewIntro")}</p>
      {previews.map(({ language, translated, job, texts }) => (
        <section
          key={language}
          aria-label={t("admin.publishing.previewIn", { language: t(`admin.languages.${language}`) })}
          data-preview={language}
          className="mt-6 rounded-xl border-2 border-dashed border-slate-300 bg-white p-4 sm:p-6"
        >
          <p className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t("admin.publishing.previewIn", { language: t(`admin.languages.${language}`) })}
            {!translated && <span className="ml-2 font-normal normal-case">· {t("admin.publishing.fallback")}</span>}
          </p>
          {/* Each part not translated is marked Portuguese by JobDetail itself. */}
          <div lang={language}>
            {/* Its labels in the visitor's language, as the job's page shows them. */}
            <TranslationProvider translator={createTranslator(language, texts as Messages)}>
              <JobDetail job={job} language={language} />
            </TranslationProvider>
          </div>
        </section>
      ))}
    </section>
  );
}
