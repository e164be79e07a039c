import { Form, Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/back-office/ConfirmDialog";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { TextAreaField, TextField } from "~/components/ui/FormFields";
import type { Inbox, MessagePurpose } from "~/domain/choices";
import { languages, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { formatDateTime } from "~/lib/format";
import type { Placeholder } from "./message-templates.server";
import type { TemplateProblem, TemplateTexts } from "./saved-templates.server";

/** One language's text filled with the example person, as the record's form would start from it. */
export type TemplatePreview = { language: Language; subject: string; body: string };

type Changed = { by: string; at: string } | null;

type Page = {
  templates: Array<{ inbox: Inbox; purpose: MessagePurpose; changed: Changed }>;
  editing: {
    inbox: Inbox;
    purpose: MessagePurpose;
    texts: TemplateTexts;
    revision: number;
    changed: Changed;
    placeholders: readonly Placeholder[];
  } | null;
  done: "saved" | "restored" | null;
  formKey: string;
};

/** The answer to the editor's form: the texts as typed, what is wrong, the preview, or a refusal. */
export type TemplateOutcome = {
  texts: TemplateTexts;
  errors: Record<string, TemplateProblem>;
  previews: TemplatePreview[] | null;
  /** The revision the form stands on now: the one it was read at, or after a stale refusal the current one. */
  revision: number;
  /** Someone saved or restored the template after the page was read: who, when (nothing was saved). */
  stale?: { by: string | null; at: string | null; event: string | null };
  problem?: "unknownTemplate" | "confirm";
};
type Outcome = TemplateOutcome;

/** The address of a template's editor. */
const editorAddress = ({ inbox, purpose }: { inbox: Inbox; purpose: MessagePurpose }) =>
  `/admin/templates?inbox=${inbox}&purpose=${purpose}`;

/** Who changed a template and when, or that the original text is in force. */
function ChangedBy({ changed }: { changed: Changed }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="text-sm text-slate-700" data-template-state={changed ? "changed" : "original"}>
      {changed
        ? t("admin.templates.changed", { name: changed.by, date: formatDateTime(changed.at, i18n.language) })
        : t("admin.templates.original")}
    </span>
  );
}

/** The list of /admin/templates: each inbox's templates, by purpose, each with a link to edit it. */
function TemplateList({ templates }: { templates: Page["templates"] }) {
  const { t } = useTranslation();
  const byInbox = [...new Set(templates.map((template) => template.inbox))];
  return (
    <section aria-labelledby="templates-list" className="mt-8 max-w-4xl">
      <h2 id="templates-list" className="text-2xl font-bold text-brand-900">
        {t("admin.templates.listTitle")}
      </h2>
      {byInbox.map((inbox) => (
        <section key={inbox} aria-labelledby={`templates-${inbox}`} className="mt-5">
          <h3 id={`templates-${inbox}`} className="text-lg font-bold text-slate-900">
            {t(`admin.inboxes.${inbox}`)}
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {templates
              .filter((template) => template.inbox === inbox)
              .map(({ purpose, changed }) => (
                <li key={purpose} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
                  <Link
                    to={`${editorAddress({ inbox, purpose })}#template-editor`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                    data-template-link={`${inbox}.${purpose}`}
                  >
                    {t(`admin.write.purposes.${purpose}`)}
                  </Link>
                  <ChangedBy changed={changed} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** Why a field was refused, in the admin's language. */
function useProblemText() {
  const { t } = useTranslation();
  return (problem: TemplateProblem | undefined, max: number) => {
    if (!problem) return undefined;
    switch (problem.problem) {
      case "placeholder":
        return t("admin.templates.errors.placeholder", { found: problem.found });
      case "unclosed":
        return t("admin.templates.errors.unclosed", { found: problem.found, example: "{{name}}" });
      case "tooLong":
        return t("admin.templates.errors.tooLong", { max });
      default:
        return t(`admin.templates.errors.${problem.problem}`);
    }
  };
}

/** What someone else did to the template since the page was read, and that the typed text is kept. */
function StaleTemplateNotice({ stale }: { stale: NonNullable<Outcome["stale"]> }) {
  const { t, i18n } = useTranslation();
  const what =
    stale.by && stale.at
      ? t(stale.event === "template-restored" ? "admin.templates.staleRestored" : "admin.templates.staleSaved", {
          name: stale.by,
          date: formatDateTime(stale.at, i18n.language),
        })
      : t("admin.templates.staleSomeone");
  return (
    <FormNotice kind="error">
      <p>{what}</p>
      <p className="mt-2">{t("admin.templates.staleKept")}</p>
    </FormNotice>
  );
}

/** One template in the three languages side by side (stacked on a phone), its placeholders, its preview. */
function TemplateEditor({
  editing,
  outcome,
  formKey,
}: {
  editing: NonNullable<Page["editing"]>;
  outcome: Outcome | null;
  formKey: string;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const confirming = searchParams.get("confirm") === "restore";
  const problemText = useProblemText();
  const texts = outcome && outcome.problem !== "unknownTemplate" ? outcome.texts : editing.texts;
  const errors = outcome?.errors ?? {};
  const revision = outcome && outcome.problem !== "unknownTemplate" ? outcome.revision : editing.revision;
  const inboxName = t(`admin.inboxes.${editing.inbox}`);
  const purposeName = t(`admin.write.purposes.${editing.purpose}`);
  return (
    <section id="template-editor" aria-labelledby="template-editor-title" className="mt-8">
      <h2 id="template-editor-title" className="text-2xl font-bold text-brand-900">
        {t("admin.templates.editing", { purpose: purposeName, inbox: inboxName })}
      </h2>
      <p className="mt-1">
        <ChangedBy changed={editing.changed} />
      </p>
      <div className="mt-4 max-w-3xl space-y-3">
        {Object.keys(errors).length > 0 && <FormNotice kind="error">{t("admin.templates.errors.summary")}</FormNotice>}
        {outcome?.stale && <StaleTemplateNotice stale={outcome.stale} />}
      </div>
      <section aria-labelledby="template-placeholders" className="mt-4 max-w-3xl rounded-xl bg-slate-100 p-4">
        <h3 id="template-placeholders" className="font-bold text-slate-900">
          {t("admin.templates.placeholdersTitle")}
        </h3>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-placeholders>
          {editing.placeholders.map((name) => (
            <div key={name} className="contents">
              <dt>
                <code className="font-mono text-brand-900">{`{{${name}}}`}</code>
              </dt>
              <dd className="text-slate-700">{t(`admin.templates.placeholders.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Form
        key={`${formKey} ${JSON.stringify(outcome?.texts ?? null)}`}
        method="post"
        noValidate
        className="mt-6 space-y-6"
      >
        <input type="hidden" name="inbox" value={editing.inbox} />
        <input type="hidden" name="purpose" value={editing.purpose} />
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="formKey" value={formKey} />
        <div className="grid gap-4 lg:grid-cols-3">
          {languages.map((language) => (
            <fieldset key={language} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
              <legend className="px-2 text-lg font-bold text-brand-900">
                {t("admin.publishing.languageSection", { language: t(`admin.languages.${language}`) })}
              </legend>
              <div className="space-y-4" lang={language}>
                <TextField
                  id={`subject_${language}`}
                  name={`subject_${language}`}
                  label={t("admin.templates.subject")}
                  hint={t("admin.templates.subjectHint")}
                  defaultValue={texts[language].subject}
                  error={problemText(errors[`subject_${language}`], 200)}
                />
                <TextAreaField
                  id={`body_${language}`}
                  name={`body_${language}`}
                  label={t("admin.templates.body")}
                  hint={t("admin.templates.bodyHint")}
                  rows={14}
                  defaultValue={texts[language].body}
                  error={problemText(errors[`body_${language}`], 5000)}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            className={buttonClasses("ghost", "border border-slate-300")}
          >
            {t("admin.templates.preview")}
          </button>
          <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
            {t("admin.templates.save")}
          </button>
        </div>
      </Form>
      {editing.changed && (
        <div className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
          <p className="mb-3 text-base text-slate-800">{t("admin.templates.restoreHint")}</p>
          {/* Asked first in a dialog (its address says so): one click must not delete the admin's text. */}
          <Link
            to={`${editorAddress(editing)}&confirm=restore`}
            preventScrollReset
            className={buttonClasses("ghost", "border border-slate-300")}
          >
            {t("admin.templates.restore")}
          </Link>
        </div>
      )}
      {editing.changed && confirming && (
        <ConfirmDialog
          title={t("admin.templates.confirmTitle", { purpose: purposeName, inbox: inboxName })}
          message={t("admin.templates.restoreHint")}
          confirmLabel={t("admin.templates.restore")}
          cancelHref={editorAddress(editing)}
          action={editorAddress(editing)}
          fields={{
            intent: "restore",
            inbox: editing.inbox,
            purpose: editing.purpose,
            revision: String(revision),
            formKey,
          }}
        />
      )}
      {outcome?.previews && <TemplatePreviews previews={outcome.previews} />}
    </section>
  );
}

/** The template filled with an example person, once per language, before anything is saved. */
function TemplatePreviews({ previews }: { previews: TemplatePreview[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="template-preview" className="mt-10">
      <h3 id="template-preview" className="text-2xl font-bold text-brand-900">
        {t("admin.templates.previewTitle")}
      </h3>
      <p className="mt-1 text-base text-slate-700">{t("admin.templates.previewIntro")}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {previews.map(({ language, subject, body }) => (
          <article
            key={language}
            aria-label={t("admin.publishing.previewIn", { language: t(`admin.languages.${language}`) })}
            data-preview={language}
            className="min-w-0 rounded-xl border-2 border-dashed border-slate-300 bg-white p-4"
          >
            <p className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t("admin.publishing.previewIn", { language: t(`admin.languages.${language}`) })}
            </p>
            <div lang={language}>
              <p className="font-bold break-words text-slate-900" data-preview-subject>
                {subject}
              </p>
              <p className="mt-3 break-words whitespace-pre-wrap text-slate-800" data-preview-body>
                {body}
              </p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The message templates (admins): the list, and the one being edited with its preview. */
export function TemplatesAdmin({ page, outcome }: { page: Page; outcome: Outcome | null }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.templates.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.templates.intro")}</p>
      <div className="mt-4 max-w-3xl space-y-3">
        {page.done && <FormNotice kind="success">{t(`admin.templates.done.${page.done}`)}</FormNotice>}
        {outcome?.problem && <FormNotice kind="error">{t(`admin.templates.errors.${outcome.problem}`)}</FormNotice>}
      </div>
      {page.editing && <TemplateEditor editing={page.editing} outcome={outcome} formKey={page.formKey} />}
      <TemplateList templates={page.templates} />
    </>
  );
}
