import { useState } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.staff";
import { ConfirmDialog } from "~/components/back-office/ConfirmDialog";
import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/control-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { staffRoles } from "~/domain/choices";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { StaffField } from "~/modules/staff/SignInCard";
import {
  addStaffMember,
  isStaffRole,
  listStaff,
  resetAuthenticator,
  resetPassword,
  setStaffDisabled,
  setStaffRole,
} from "~/modules/staff/staff-admin.server";
import { getStaff, typedBeforeSignIn } from "~/modules/staff/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { claimFormKey, formKeyOf, newFormKey, releaseFormKey } from "~/modules/staff/staff-submissions.server";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(["admin"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  return {
    title: backOfficeTitle(context, (texts) => texts.staff.title),
    me: getStaff(context).id,
    staff: await listStaff(services),
    formKey: newFormKey(),
    typed: typedAccount(context),
  };
}

/** The new account's fields as this admin sent them when their session had ended, if they did. */
function typedAccount(context: Route.LoaderArgs["context"]) {
  const typed = typedBeforeSignIn(context);
  if (typed?.intent !== "create") return undefined;
  return { name: typed.name ?? "", email: typed.email ?? "", role: typed.role ?? "" };
}

/** The account changes that one click must not make: each is asked again in a dialog (`?confirm=`). */
const confirmedIntents = ["disable", "enable", "reset-authenticator", "reset-password"] as const;
type ConfirmedIntent = (typeof confirmedIntents)[number];
const needsConfirmation = (intent: string | undefined): intent is ConfirmedIntent =>
  (confirmedIntents as readonly string[]).includes(intent ?? "");

const columns = ["name", "email", "role", "status", "actions"] as const;

type Problem =
  | "email"
  | "name"
  | "characters"
  | "exists"
  | "self"
  | "unknown"
  | "tooShort"
  | "tooLong"
  | "tooCommon"
  | "confirm"
  | "duplicate";
type Outcome =
  | { kind: "created"; email: string; password: string }
  | { kind: "password"; email: string; password: string }
  | { kind: "saved" }
  | { kind: "problem"; problem: Problem; values?: { name: string; email: string; role: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const me = getStaff(context);
  const read = await readStaffForm(request, services, "small");
  const fields = read.ok ? read.fields : {};
  const refuse = (problem: Problem, status = 400, values?: { name: string; email: string; role: string }) =>
    data<Outcome>({ kind: "problem", problem, values }, { status });

  if (fields.intent === "create") {
    const values = { name: fields.name ?? "", email: fields.email ?? "", role: fields.role ?? "" };
    if (!isStaffRole(values.role)) return refuse("unknown", 400, values);
    // The same form sent twice (a double click) creates one account: its password was in the first answer.
    const formKey = formKeyOf(fields.formKey);
    if (!(await claimFormKey(services.database.db, formKey)).first) return refuse("duplicate", 409);
    const added = await addStaffMember(services, me, { name: values.name, email: values.email, role: values.role });
    if (!added.ok) {
      await releaseFormKey(services.database.db, formKey);
      return refuse(added.problem, 400, values);
    }
    services.logger.info({ event: "staff-account-created", by: me.id, role: values.role }, "staff account created");
    return data<Outcome>({ kind: "created", email: values.email.trim().toLowerCase(), password: added.password });
  }

  const target = (await listStaff(services)).find((member) => member.id === fields.id);
  if (!target) return refuse("unknown", 404);
  // An admin cannot lock themselves out (or demote the last admin by mistake).
  if (target.id === me.id) return refuse("self", 403);
  if (needsConfirmation(fields.intent) && fields.confirmed !== "yes") return refuse("confirm");
  switch (fields.intent) {
    case "disable":
    case "enable":
      await setStaffDisabled(services, me, target, fields.intent === "disable");
      break;
    case "role":
      if (!isStaffRole(fields.role)) return refuse("unknown");
      await setStaffRole(services, me, target, fields.role);
      break;
    case "reset-authenticator":
      await resetAuthenticator(services, me, target);
      break;
    case "reset-password": {
      if (target.id === me.id) return refuse("self", 403);
      const password = await resetPassword(services, me, target);
      services.logger.info({ event: "staff-password-reset", by: me.id, of: target.id }, "staff password reset");
      return data<Outcome>({ kind: "password", email: target.email, password });
    }
    default:
      return refuse("unknown");
  }
  services.logger.info({ event: `staff-${fields.intent}`, by: me.id, of: target.id }, "staff account changed");
  return data<Outcome>({ kind: "saved" });
}

/** The one-time password of the last account created or reset: it stays on screen while the page is open. */
function useOneTimePassword(outcome: Outcome | undefined) {
  const latest = outcome?.kind === "created" || outcome?.kind === "password" ? outcome : null;
  const [kept, setKept] = useState(latest);
  if (latest && latest !== kept) setKept(latest);
  return latest ?? kept;
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const outcome = actionData;
  const secret = useOneTimePassword(outcome);
  const values = outcome?.kind === "problem" ? outcome.values : loaderData.typed;
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.staff.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.staff.intro")}</p>
      {(secret || outcome?.kind === "saved" || outcome?.kind === "problem") && (
        <div className="mt-4 max-w-3xl space-y-3">
          {secret && (
            <FormNotice kind="success">
              {t(secret.kind === "created" ? "admin.staff.created" : "admin.staff.passwordReset", {
                email: secret.email,
                password: secret.password,
              })}
            </FormNotice>
          )}
          {outcome?.kind === "saved" && <FormNotice kind="success">{t("admin.staff.saved")}</FormNotice>}
          {outcome?.kind === "problem" && (
            <FormNotice kind="error">{t(`admin.staff.problems.${outcome.problem}`)}</FormNotice>
          )}
        </div>
      )}

      <section aria-labelledby="staff-list" className="mt-8">
        <h2 id="staff-list" className="text-xl font-bold text-brand-900">
          {t("admin.staff.listTitle")}
        </h2>
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {t(`admin.staff.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaderData.staff.map((member) => {
                const self = member.id === loaderData.me;
                return (
                  <tr key={member.id} data-staff-id={member.id} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      {member.name} {self && <span className="font-normal text-slate-600">{t("admin.staff.you")}</span>}
                    </th>
                    <td className="px-4 py-3 break-all">{member.email}</td>
                    <td className="px-4 py-3">
                      {self ? (
                        t(`admin.roles.${member.role}`)
                      ) : (
                        <Form method="post" className="flex flex-wrap items-center gap-2">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="id" value={member.id} />
                          <select
                            name="role"
                            defaultValue={member.role}
                            aria-label={`${t("admin.staff.role")}: ${member.name}`}
                            className="min-h-11 rounded-lg border border-slate-300 px-2"
                          >
                            <RoleOptions />
                          </select>
                          <button
                            type="submit"
                            className="min-h-11 rounded-full border border-slate-300 px-3 font-semibold"
                          >
                            {t("admin.staff.changeRole")}
                          </button>
                        </Form>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <p>{member.disabled ? t("admin.staff.disabled") : t("admin.staff.active")}</p>
                      <p className="text-slate-600">
                        {member.authenticator
                          ? t("admin.staff.authenticatorSet")
                          : t("admin.staff.authenticatorPending")}
                      </p>
                    </td>
                    <td className="px-4 py-3">
                      {!self && (
                        <div className="flex flex-wrap gap-2">
                          <AskFirst id={member.id} intent={member.disabled ? "enable" : "disable"} name={member.name}>
                            {member.disabled ? t("admin.staff.enable") : t("admin.staff.disable")}
                          </AskFirst>
                          <AskFirst id={member.id} intent="reset-authenticator" name={member.name}>
                            {t("admin.staff.resetAuthenticator")}
                          </AskFirst>
                          <AskFirst id={member.id} intent="reset-password" name={member.name}>
                            {t("admin.staff.resetPassword")}
                          </AskFirst>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="staff-add" className="mt-10 max-w-md">
        <h2 id="staff-add" className="text-xl font-bold text-brand-900">
          {t("admin.staff.addTitle")}
        </h2>
        <Form key={loaderData.formKey} method="post" noValidate className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="formKey" value={loaderData.formKey} />
          <StaffField
            id="new-name"
            name="name"
            label={t("admin.staff.name")}
            required
            maxLength={100}
            defaultValue={values?.name}
          />
          <StaffField
            id="new-email"
            name="email"
            type="email"
            label={t("admin.staff.email")}
            required
            maxLength={254}
            defaultValue={values?.email}
          />
          <div>
            <label htmlFor="new-role" className="mb-1 block text-sm font-semibold text-slate-800">
              {t("admin.staff.role")}
            </label>
            <select id="new-role" name="role" defaultValue={values?.role ?? "operations"} className={controlClasses}>
              <RoleOptions />
            </select>
          </div>
          <button type="submit" disabled={creating} className={buttonClasses("secondary", "disabled:opacity-70")}>
            {t("admin.staff.add")}
          </button>
        </Form>
      </section>
      <Confirmation staff={loaderData.staff} me={loaderData.me} />
    </>
  );
}

const confirmTexts = {
  disable: "disable",
  enable: "enable",
  "reset-authenticator": "resetAuthenticator",
  "reset-password": "resetPassword",
} as const satisfies Record<ConfirmedIntent, string>;

/** The dialog asking before a change to an account, when the address asks it (`?confirm=<intent>&account=<id>`). */
function Confirmation({ staff, me }: { staff: Array<{ id: string; name: string; disabled: boolean }>; me: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const intent = searchParams.get("confirm") ?? undefined;
  const member = staff.find((candidate) => candidate.id === searchParams.get("account") && candidate.id !== me);
  if (!member || !needsConfirmation(intent)) return null;
  // A stale link (the account was disabled meanwhile) asks nothing.
  if ((intent === "disable" && member.disabled) || (intent === "enable" && !member.disabled)) return null;
  const texts = confirmTexts[intent];
  return (
    <ConfirmDialog
      title={t(`admin.confirm.${texts}.title`, { name: member.name })}
      message={t(`admin.confirm.${texts}.message`)}
      confirmLabel={t(`admin.confirm.${texts}.action`)}
      cancelHref="/admin/staff"
      action="/admin/staff"
      fields={{ intent, id: member.id }}
    />
  );
}

/** The three roles, named in the page's language, as a select's options. */
function RoleOptions() {
  const { t } = useTranslation();
  return staffRoles.map((role) => (
    <option key={role} value={role}>
      {t(`admin.roles.${role}`)}
    </option>
  ));
}

/** A change of one account: a link that asks first (the dialog's form makes the change, with a POST). */
function AskFirst({
  id,
  intent,
  name,
  children,
}: {
  id: string;
  intent: ConfirmedIntent;
  name: string;
  children: string;
}) {
  return (
    <Link
      to={`?${new URLSearchParams({ confirm: intent, account: id })}`}
      preventScrollReset
      aria-label={`${children}: ${name}`}
      className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 font-semibold text-brand-900 hover:bg-brand-50"
    >
      {children}
    </Link>
  );
}
