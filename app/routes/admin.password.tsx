import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.password";
import { staffUsers } from "~/db/schema";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { SignInCard, StaffField } from "~/modules/staff/SignInCard";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/staff/password-rules";
import { passwordProblem } from "~/modules/staff/passwords.server";
import { authHeaders, redirectWithCookies } from "~/modules/staff/sign-in.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { attemptFailed, attemptSucceeded, waitBeforeAttempt } from "~/modules/staff/sign-in-attempts.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { staffRoles } from "~/domain/choices";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(staffRoles)];

export function loader({ context }: Route.LoaderArgs) {
  if (!getStaff(context).mustChangePassword) throw redirect("/admin");
  return { title: backOfficeTitle(context, (texts) => texts.password.title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

type Problem = "tooShort" | "tooLong" | "tooCommon" | "mismatch" | "sameAsOld" | "wrongCurrent" | "throttled";
type Outcome = { problem: Problem; seconds?: number };

/** The action's Retry-After (a throttled attempt) reaches the page's answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const staff = getStaff(context);
  const address = context.get(clientAddressContext);
  const read = await readStaffForm(request, services, "small");
  const fields = read.ok ? read.fields : {};
  const current = fields.current ?? "";
  const next = fields.next ?? "";
  const problem: Problem | null =
    passwordProblem(next) ??
    (next !== (fields.repeat ?? "") ? "mismatch" : null) ??
    (next === current ? "sameAsOld" : null);
  if (problem) return data<Outcome>({ problem }, { status: 400 });
  // The current password is a secret guessed like any other: the sign-in's policy applies.
  const attempt = { services, email: staff.email, address, step: "current-password" as const };
  const wait = await waitBeforeAttempt(attempt);
  if (wait > 0) {
    return data<Outcome>(
      { problem: "throttled", seconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  try {
    // Every other session of the account ends; this one gets a new token.
    const { headers } = await (
      await services.staffAuth()
    ).api.changePassword({
      body: { currentPassword: current.slice(0, PASSWORD_MAX), newPassword: next, revokeOtherSessions: true },
      headers: authHeaders(request, address),
      returnHeaders: true,
    });
    await services.database.db.update(staffUsers).set({ mustChangePassword: false }).where(eq(staffUsers.id, staff.id));
    await attemptSucceeded(attempt);
    await writeStaffAudit(services.database.db, { event: "password-changed", actor: staff, subject: staff, address });
    return redirectWithCookies("/admin", headers);
  } catch {
    await attemptFailed(attempt);
    return data<Outcome>({ problem: "wrongCurrent" }, { status: 400 });
  }
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const problem = actionData?.problem;
  const nextError =
    problem && problem !== "wrongCurrent" && problem !== "mismatch" && problem !== "throttled"
      ? t(`admin.password.${problem}`)
      : undefined;
  const notice =
    problem === "throttled"
      ? t("admin.signIn.throttled", { count: actionData?.seconds ?? 0 })
      : problem && t(`admin.password.${problem}`);
  return (
    <SignInCard
      framed={false}
      title={t("admin.password.title")}
      intro={t("admin.password.intro")}
      notice={notice ? { kind: "error", text: notice } : undefined}
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
