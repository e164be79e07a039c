import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { TextField, SelectField, TextAreaField } from "~/components/ui/FormFields";
import { LanguageFieldset } from "~/modules/publishing/PublishingParts";
import { newsCategories } from "~/domain/choices";
import { languages } from "~/i18n/languages";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import type { EditorErrors } from "~/modules/publishing/editor-fields";
import type { NewsFormValues } from "./news-editor.server";
import { NewsImage, type NewsPicture } from "./NewsImage";

/** Errors of the image field: the editor's, or the upload's own. */
export type NewsImageError = "required" | "type" | "tooLarge" | "tooSmall";

/** A news item's form: texts per language (Portuguese required), category, date and image, then the buttons. */
export function NewsEditor({
  values,
  errors,
  imageError,
  isNew,
  current,
  revision,
  formKey,
}: {
  values: NewsFormValues;
  errors: EditorErrors;
  imageError: NewsImageError | null;
  isNew: boolean;
  /** The item's current picture, when editing. */
  current: NewsPicture | null;
  /** The item's revision the values are based on: a save made on an older one is refused. */
  revision: number;
  /** Makes a double click on a new item's buttons create one item. */
  formKey: string;
}) {
  const { t } = useTranslation();
  const error = (field: string) =>
    errors[field] ? t(`admin.publishing.errors.${errors[field]}` as MessageKey) : undefined;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-6 max-w-4xl space-y-8">
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="formKey" value={formKey} />
      {languages.map((language) => (
        <LanguageFieldset key={language} language={language}>
          <TextField
            id={`title_${language}`}
            name={`title_${language}`}
            label={t("admin.news.fields.title")}
            defaultValue={values.title[language]}
            maxLength={200}
            required={language === "pt"}
            error={error(`title_${language}`)}
          />
          <TextAreaField
            id={`excerpt_${language}`}
            name={`excerpt_${language}`}
            label={t("admin.news.fields.excerpt")}
            defaultValue={values.excerpt[language]}
            rows={2}
            maxLength={300}
            required={language === "pt"}
            error={error(`excerpt_${language}`)}
          />
          <TextAreaField
            id={`content_${language}`}
            name={`content_${language}`}
            label={t("admin.news.fields.content")}
            hint={t("admin.news.fields.contentHint")}
            defaultValue={values.content[language]}
            rows={8}
            maxLength={10_000}
            required={language === "pt"}
            error={error(`content_${language}`)}
          />
        </LanguageFieldset>
      ))}
      <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-2 text-lg font-bold text-brand-900">{t("admin.publishing.facts")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            id="category"
            name="category"
            label={t("admin.news.fields.category")}
            placeholder={t("admin.news.fields.choose")}
            options={newsCategories.map((value) => ({ value, label: t(`admin.news.categories.${value}`) }))}
            defaultValue={values.category}
            required
            error={error("category")}
          />
          <TextField
            id="date"
            name="date"
            type="date"
            label={t("admin.news.fields.date")}
            defaultValue={values.date}
            required
            error={error("date")}
          />
          {current && (
            <figure className="md:col-span-2">
              <figcaption className="mb-1 text-sm font-semibold text-slate-800">
                {t("admin.news.fields.currentImage")}
              </figcaption>
              <NewsImage
                item={current}
                sizes="400px"
                className="aspect-video w-full max-w-sm rounded-xl object-cover"
              />
            </figure>
          )}
          <TextField
            id="image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            label={t("admin.news.fields.image")}
            hint={`${t("admin.news.fields.imageHint")}${isNew ? "" : ` ${t("admin.news.fields.imageKeep")}`}`}
            required={isNew}
            error={imageError ? t(`admin.news.imageErrors.${imageError}`) : undefined}
            className="md:col-span-2"
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {isNew ? (
          <>
            <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
              {t("admin.news.saveDraft")}
            </button>
            <button type="submit" name="intent" value="save-publish" className={buttonClasses("primary")}>
              {t("admin.news.saveAndPublish")}
            </button>
          </>
        ) : (
          <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
            {t("admin.news.save")}
          </button>
        )}
      </div>
    </Form>
  );
}
