import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.password";
import { staffUsers } from "~/db/schema";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { SignInCard, StaffField } from "~/features/staff-auth/SignInCard";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/staff-auth/password-rules";
import { passwordProblem } from "~/lib/staff-auth/passwords.server";
import { authHeaders, readSmallForm, redirectWithCookies } from "~/features/staff-auth/sign-in.server";
import { getStaff } from "~/features/staff-auth/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";

export function loader({ context }: Route.LoaderArgs) {
  if (!getStaff(context).mustChangePassword) throw redirect("/admin");
  return { title: backOfficeTitle(context, (texts) => texts.password.title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

type Problem = "tooShort" | "tooLong" | "tooCommon" | "mismatch" | "sameAsOld" | "wrongCurrent";

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const staff = getStaff(context);
  const fields = (await readSmallForm(request, services)) ?? {};
  const current = fields.current ?? "";
  const next = fields.next ?? "";
  const problem: Problem | null =
    passwordProblem(next) ??
    (next !== (fields.repeat ?? "") ? "mismatch" : null) ??
    (next === current ? "sameAsOld" : null);
  if (problem) return data({ problem }, { status: 400 });
  try {
    // Every other session of the account ends; this one gets a new token.
    const { headers } = await (
      await services.staffAuth()
    ).api.changePassword({
      body: { currentPassword: current.slice(0, PASSWORD_MAX), newPassword: next, revokeOtherSessions: true },
      headers: authHeaders(request, context.get(clientAddressContext)),
      returnHeaders: true,
    });
    await services.database.db.update(staffUsers).set({ mustChangePassword: false }).where(eq(staffUsers.id, staff.id));
    return redirectWithCookies("/admin", headers);
  } catch {
    return data({ problem: "wrongCurrent" as Problem }, { status: 400 });
  }
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const problem = actionData?.problem;
  const nextError =
    problem && problem !== "wrongCurrent" && problem !== "mismatch" ? t(`admin.password.${problem}`) : undefined;
  return (
    <SignInCard
      framed={false}
      title={t("admin.password.title")}
      intro={t("admin.password.intro")}
      notice={problem ? { kind: "error", text: t(`admin.password.${problem}`) } : undefined}
      submitLabel={t("admin.password.submit")}
    >
      <StaffField
        id="current"
        name="current"
        type="password"
        label={t("admin.password.current")}
        autoComplete="current-password"
        required
        error={problem === "wrongCurrent" ? t("admin.password.wrongCurrent") : undefined}
      />
      <StaffField
        id="next"
        name="next"
        type="password"
        label={t("admin.password.next")}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        error={nextError}
      />
      <StaffField
        id="repeat"
        name="repeat"
        type="password"
        label={t("admin.password.repeat")}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={problem === "mismatch" ? t("admin.password.mismatch") : undefined}
      />
    </SignInCard>
  );
}
