import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.templates";
import { company } from "~/config/company";
import { languages } from "~/i18n/languages";
import { appServicesContext } from "~/lib/app-context.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { staffOnly } from "~/modules/staff/access.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { readStaffForm, unreadableForm } from "~/modules/staff/staff-form.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { formKeyOf, newFormKey } from "~/modules/staff/staff-submissions.server";
import { revisionOf } from "~/modules/publishing/editor-fields";
import { placeholdersOf } from "~/modules/submissions/message-templates.server";
import { fill } from "~/modules/submissions/outbox.server";
import {
  listTemplates,
  readTemplate,
  readTemplateForm,
  restoreTemplate,
  saveTemplate,
  templateIdOf,
  type StaleTemplate,
  type TemplateId,
  type TemplateTexts,
} from "~/modules/submissions/saved-templates.server";
import { TemplatesAdmin, type TemplateOutcome, type TemplatePreview } from "~/modules/submissions/TemplatesAdmin";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(["admin"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

const MAX_REVISION = 2 ** 31 - 1;
const doneStates = ["saved", "restored"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext).database;
  const params = new URL(request.url).searchParams;
  const asked = params.has("inbox") || params.has("purpose");
  const id = templateIdOf(params.get("inbox"), params.get("purpose"));
  // An address naming a template that is none (an old link, a typed address): the back-office's 404.
  if (asked && !id) throw data(null, { status: 404 });
  const [templates, editing] = await Promise.all([listTemplates(db), id ? readTemplate(db, id) : null]);
  const done = doneStates.find((state) => state === params.get("done")) ?? null;
  return {
    title: backOfficeTitle(context, (texts) => texts.templates.title),
    templates,
    editing: id && editing ? { ...id, ...editing, placeholders: placeholdersOf(id.inbox, id.purpose) } : null,
    done,
    formKey: newFormKey(),
  };
}

/** An example person each language's preview is filled with (and the admin's own name). */
const example = {
  name: "Maria Domingos",
  reference: "KX-7F3K-92QD",
  job: { pt: "Motorista de entregas", en: "Delivery driver", fr: "Chauffeur-livreur" },
  interview: {
    pt: "segunda-feira, 7 de dezembro, às 10:00, no escritório da Rua Rainha Ginga, com Ana Admin",
    en: "Monday 7 December at 10:00, at the office on Rua Rainha Ginga, with Ana Admin",
    fr: "lundi 7 décembre à 10:00, au bureau de la Rua Rainha Ginga, avec Ana Admin",
  },
};

/** Each language's text filled with the example person, as the record's form would start from it. */
function previewsOf(texts: TemplateTexts, staff: string): TemplatePreview[] {
  return languages.map((language) => {
    const values = {
      name: example.name,
      reference: example.reference,
      job: example.job[language],
      interview: example.interview[language],
      staff,
      company: company.name,
    };
    return {
      language,
      subject: `[${example.reference}] ${fill(texts[language].subject, values)}`,
      body: fill(texts[language].body, values),
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const { db } = services.database;
  const me = getStaff(context);
  const form = await readStaffForm(request, services, "editor");
  if (!form.ok) throw unreadableForm(form.rejection);
  const { fields } = form;
  const revision = revisionOf(fields.revision);
  // Not a number the page ever shows (the column is an integer): a changed form.
  if (revision === null || revision > MAX_REVISION) throw data(null, { status: 400 });
  const id = templateIdOf(fields.inbox, fields.purpose);
  const answer = (outcome: Partial<TemplateOutcome> & { texts: TemplateTexts }, status = 200) =>
    data<TemplateOutcome>({ errors: {}, previews: null, revision, ...outcome }, { status });
  const typed = (template: TemplateId) => readTemplateForm(template, fields);
  const done = (template: TemplateId, state: (typeof doneStates)[number]) =>
    redirect(`/admin/templates?inbox=${template.inbox}&purpose=${template.purpose}&done=${state}#template-editor`);
  if (!id) {
    // A purpose this inbox does not offer (a changed form): refused, with a message, nothing written.
    const empty = { subject: "", body: "" };
    return answer({ texts: { pt: empty, en: empty, fr: empty }, problem: "unknownTemplate" }, 400);
  }
  const stale = (refused: StaleTemplate, texts: TemplateTexts) =>
    answer({ texts, revision: refused.revision, stale: { by: refused.by, at: refused.at, event: refused.event } }, 409);
  const formKey = formKeyOf(fields.formKey);

  if (fields.intent === "restore") {
    // Restoring is asked first in a dialog: only its form carries `confirmed`.
    if (fields.confirmed !== "yes")
      return answer({ texts: (await readTemplate(db, id)).texts, problem: "confirm" }, 400);
    const restored = await restoreTemplate(db, me, { ...id, revision, formKey });
    if (!restored.ok) return stale(restored, (await readTemplate(db, id)).texts);
    services.logger.info({ event: "template-restored", by: me.id, ...id }, "message template restored");
    throw done(id, "restored");
  }
  if (fields.intent !== "save" && fields.intent !== "preview") throw data(null, { status: 400 });
  const { texts, errors } = typed(id);
  if (Object.keys(errors).length > 0) return answer({ texts, errors }, 400);
  if (fields.intent === "preview") return answer({ texts, previews: previewsOf(texts, me.name) });
  const saved = await saveTemplate(db, me, { ...id, revision, formKey, texts });
  if (!saved.ok) return stale(saved, texts);
  services.logger.info({ event: "template-saved", by: me.id, ...id }, "message template saved");
  throw done(id, "saved");
}

/** The message templates (admins): each inbox's, and one to edit in the three languages with its preview. */
export default function TemplatesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplatesAdmin page={loaderData} outcome={actionData ?? null} />;
}
