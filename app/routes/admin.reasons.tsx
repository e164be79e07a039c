import { data, Form, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.reasons";
import { buttonClasses } from "~/components/ui/button-styles";
import { TextField } from "~/components/ui/FormFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { languages } from "~/i18n/languages";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { staffOnly } from "~/modules/staff/access.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { readStaffForm, unreadableForm } from "~/modules/staff/staff-form.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { formKeyOf, newFormKey } from "~/modules/staff/staff-submissions.server";
import {
  addReason,
  readReasonForm,
  reasonInboxes,
  reasonsOf,
  setReasonRetired,
  type ReasonInbox,
  type ReasonProblem,
} from "~/modules/submissions/rejection-reasons.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(["admin"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext).database;
  const language = getLanguage(context);
  const lists = await Promise.all(
    reasonInboxes.map(async (inbox) => ({
      inbox,
      reasons: (await reasonsOf(db, inbox)).map((reason) => ({ ...reason, shown: reason.label[language] })),
    })),
  );
  return { title: backOfficeTitle(context, (texts) => texts.reasons.title), lists, formKey: newFormKey() };
}

type Outcome = { inbox: ReasonInbox; problem: ReasonProblem; typed: Record<string, string> };

const asReasonInbox = (value: string | undefined) => reasonInboxes.find((inbox) => inbox === value) ?? null;

export async function action({ request, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const services = context.get(appServicesContext);
  const form = await readStaffForm(request, services, "small");
  if (!form.ok) throw unreadableForm(form.rejection);
  const { fields } = form;
  const inbox = asReasonInbox(fields.inbox);
  if (!inbox) throw data(null, { status: 400 });
  const actor = { id, name };
  if (fields.intent === "retire" || fields.intent === "restore") {
    const reason = /^\d{1,9}$/.test(fields.reason ?? "") ? Number(fields.reason) : null;
    if (reason === null) throw data(null, { status: 400 });
    // Already in the state asked for (a second tap, another admin): nothing to do, the page shows it.
    await setReasonRetired(services.database.db, inbox, reason, fields.intent === "retire", actor);
    throw redirect("/admin/reasons?done=changed");
  }
  if (fields.intent !== "add") throw data(null, { status: 400 });
  const typed = Object.fromEntries(
    languages.map((language) => [language, (fields[`label-${language}`] ?? "").slice(0, 200)]),
  );
  const read = readReasonForm((field) => fields[field] ?? "");
  if (!read.ok) return data<Outcome>({ inbox, problem: read.problem, typed }, { status: 400 });
  const added = await addReason(services.database.db, inbox, read.label, actor, formKeyOf(fields.formKey));
  if (!added.ok) return data<Outcome>({ inbox, problem: added.problem, typed }, { status: 400 });
  throw redirect("/admin/reasons?done=added");
}

/** The reasons staff give for a rejection, per inbox, kept by admins in three languages. */
export default function ReasonsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const done = params.get("done");
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.reasons.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("admin.reasons.intro")}</p>
      {(done === "added" || done === "changed") && !actionData && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="success">
            {t(done === "added" ? "admin.reasons.added" : "admin.reasons.changed")}
          </FormNotice>
        </div>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        {loaderData.lists.map(({ inbox, reasons }) => {
          const refused = actionData?.inbox === inbox ? actionData : undefined;
          return (
            <section key={inbox} aria-labelledby={`reasons-${inbox}`} className="space-y-4">
              <h2 id={`reasons-${inbox}`} className="text-xl font-bold text-brand-900">
                {t(`admin.inboxes.${inbox}`)}
              </h2>
              {reasons.length === 0 ? (
                <p className="text-slate-700">{t("admin.reasons.none")}</p>
              ) : (
                <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                  {reasons.map((reason) => (
                    <li
                      key={reason.id}
                      data-reason={reason.id}
                      className="flex flex-wrap items-center justify-between gap-3 p-4"
                    >
                      <span className={reason.retired ? "text-slate-600 line-through" : "text-slate-900"}>
                        {reason.shown}{" "}
                        <span className="text-sm text-slate-700 no-underline">
                          ({t("admin.reasons.used", { count: reason.used })}
                          {reason.retired && `, ${t("admin.reasons.retired")}`})
                        </span>
                      </span>
                      <Form method="post">
                        <input type="hidden" name="inbox" value={inbox} />
                        <input type="hidden" name="reason" value={reason.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={reason.retired ? "restore" : "retire"}
                          className={buttonClasses("ghost", "border border-slate-300")}
                          aria-label={`${t(reason.retired ? "admin.reasons.restore" : "admin.reasons.retire")}: ${reason.shown}`}
                        >
                          {t(reason.retired ? "admin.reasons.restore" : "admin.reasons.retire")}
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              )}
              <Form
                key={loaderData.formKey}
                method="post"
                aria-labelledby={`reasons-add-${inbox}`}
                className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
              >
                <h3 id={`reasons-add-${inbox}`} className="font-bold text-brand-900">
                  {t("admin.reasons.addTitle", { inbox: t(`admin.inboxes.${inbox}`) })}
                </h3>
                {refused && <FormNotice kind="error">{t(`admin.problems.${refused.problem}`)}</FormNotice>}
                <input type="hidden" name="inbox" value={inbox} />
                <input type="hidden" name="formKey" value={loaderData.formKey} />
                {languages.map((language) => (
                  <TextField
                    key={language}
                    id={`reason-${inbox}-${language}`}
                    name={`label-${language}`}
                    label={t("admin.reasons.label", { language: t(`admin.languages.${language}`) })}
                    lang={language}
                    required
                    maxLength={80}
                    defaultValue={refused?.typed[language]}
                  />
                ))}
                <button type="submit" name="intent" value="add" className={buttonClasses("secondary")}>
                  {t("admin.reasons.add")}
                </button>
              </Form>
            </section>
          );
        })}
      </div>
    </>
  );
}
