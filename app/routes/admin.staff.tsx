import { data, Form } from "react-router";
import type { Route } from "./+types/admin.staff";
import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/FormFields";
import { FormNotice } from "~/components/ui/FormNotice";
import { staffRoles } from "~/domain/choices";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { StaffField } from "~/features/staff-auth/SignInCard";
import { readSmallForm } from "~/features/staff-auth/sign-in.server";
import {
  addStaffMember,
  isStaffRole,
  listStaff,
  resetAuthenticator,
  resetPassword,
  setStaffDisabled,
  setStaffRole,
} from "~/features/staff-auth/staff-admin.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  return {
    title: backOfficeTitle(context, (texts) => texts.staff.title),
    me: getStaff(context).id,
    staff: await listStaff(services),
  };
}

const columns = ["name", "email", "role", "status", "actions"] as const;

type Problem = "email" | "name" | "characters" | "exists" | "self" | "unknown" | "tooShort" | "tooLong" | "tooCommon";
type Outcome =
  | { kind: "created"; email: string; password: string }
  | { kind: "password"; email: string; password: string }
  | { kind: "saved" }
  | { kind: "problem"; problem: Problem; values?: { name: string; email: string; role: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const me = getStaff(context);
  const fields = (await readSmallForm(request, services)) ?? {};
  const refuse = (problem: Problem, status = 400, values?: { name: string; email: string; role: string }) =>
    data<Outcome>({ kind: "problem", problem, values }, { status });

  if (fields.intent === "create") {
    const values = { name: fields.name ?? "", email: fields.email ?? "", role: fields.role ?? "" };
    if (!isStaffRole(values.role)) return refuse("unknown", 400, values);
    const added = await addStaffMember(services, me, { name: values.name, email: values.email, role: values.role });
    if (!added.ok) return refuse(added.problem, 400, values);
    services.logger.info({ event: "staff-account-created", by: me.id, role: values.role }, "staff account created");
    return data<Outcome>({ kind: "created", email: values.email.trim().toLowerCase(), password: added.password });
  }

  const target = (await listStaff(services)).find((member) => member.id === fields.id);
  if (!target) return refuse("unknown", 404);
  // An admin cannot lock themselves out (or demote the last admin by mistake).
  if (target.id === me.id && fields.intent !== "reset-password") return refuse("self", 403);
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

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const outcome = actionData;
  const values = outcome?.kind === "problem" ? outcome.values : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.staff.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.staff.intro")}</p>
      {outcome && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind={outcome.kind === "problem" ? "error" : "success"}>
            {outcome.kind === "problem"
              ? t(`admin.staff.problems.${outcome.problem}`)
              : outcome.kind === "saved"
                ? t("admin.staff.saved")
                : t(outcome.kind === "created" ? "admin.staff.created" : "admin.staff.passwordReset", {
                    email: outcome.email,
                    password: outcome.password,
                  })}
          </FormNotice>
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
                          <RowAction id={member.id} intent={member.disabled ? "enable" : "disable"} name={member.name}>
                            {member.disabled ? t("admin.staff.enable") : t("admin.staff.disable")}
                          </RowAction>
                          <RowAction id={member.id} intent="reset-authenticator" name={member.name}>
                            {t("admin.staff.resetAuthenticator")}
                          </RowAction>
                          <RowAction id={member.id} intent="reset-password" name={member.name}>
                            {t("admin.staff.resetPassword")}
                          </RowAction>
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
        <Form method="post" noValidate className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="create" />
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
          <button type="submit" className={buttonClasses("secondary")}>
            {t("admin.staff.add")}
          </button>
        </Form>
      </section>
    </>
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

/** One action on one account: a small form (a POST, so no link can change an account). */
function RowAction({ id, intent, name, children }: { id: string; intent: string; name: string; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={`${children}: ${name}`}
        className="min-h-11 rounded-full border border-slate-300 px-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        {children}
      </button>
    </Form>
  );
}
