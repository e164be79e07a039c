import { data, Link, redirect } from "react-router";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.two-factor";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { SignInCard, StaffField } from "~/modules/staff/SignInCard";
import { acceptCodeOnce, authHeaders, redirectWithCookies, safeNext } from "~/modules/staff/sign-in.server";
import { attemptFailed, attemptSucceeded, signedIn, waitBeforeAttempt } from "~/modules/staff/sign-in-attempts.server";
import { endStaffSession, privateAnswerMiddleware } from "~/modules/staff/staff-session.server";
import { checkingRecoveryCode } from "~/modules/staff/recovery-codes.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";

export const middleware: Route.MiddlewareFunction[] = [privateAnswerMiddleware];

/** The action's Retry-After (a throttled attempt) reaches the page's answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

/** The password step left its (signed, 10-minute) cookie: without it there is nothing to verify. */
const hasPendingSignIn = (request: Request) =>
  /(^|;\s*)(__Secure-)?kamba-staff\.two_factor=/.test(request.headers.get("cookie") ?? "");

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!hasPendingSignIn(request)) throw redirect("/admin/sign-in");
  const recovery = url.searchParams.get("method") === "recovery";
  return {
    title: backOfficeTitle(context, (texts) => (recovery ? texts.twoFactor.recoveryTitle : texts.twoFactor.title)),
    recovery,
    next: safeNext(url.searchParams.get("next")),
  };
}

type Outcome = { error: "failed" | "throttled" | "expired"; seconds?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const address = context.get(clientAddressContext);
  const url = new URL(request.url);
  const expired = () => data<Outcome>({ error: "expired" }, { status: 401 });
  if (!hasPendingSignIn(request)) return expired();
  const auth = await services.staffAuth();
  const headers = authHeaders(request, address);
  // Whose sign-in this is: wrong codes count against the account, as wrong passwords do.
  const pending = await auth.api.pendingSignIn({ headers });
  if (!pending) return expired();
  const read = await readStaffForm(request, services, "small");
  const fields = read.ok ? read.fields : null;
  const code = (fields?.code ?? "").replace(/\s+/g, "").slice(0, 32);
  const recovery = url.searchParams.get("method") === "recovery";
  const attempt = { services, email: pending.email, address, step: recovery ? "recovery" : "code" } as const;
  const wait = await waitBeforeAttempt(attempt);
  if (wait > 0)
    return data<Outcome>(
      { error: "throttled", seconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  try {
    const result = recovery
      ? await checkingRecoveryCode(code, () =>
          auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
        )
      : await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    if (!recovery && !(await acceptCodeOnce(services, pending.id, code))) {
      services.logger.warn(
        { event: "staff-code-replayed", userId: pending.id },
        "an authenticator code was used twice",
      );
      // The code was right but already used: the session it just opened must not stand (the others do).
      await endStaffSession(services, result.response.token);
      await attemptFailed(attempt, { replayed: "yes" });
      return data<Outcome>({ error: "failed" }, { status: 401 });
    }
    await attemptSucceeded(attempt);
    await signedIn(services, pending, address, attempt.step);
    services.logger.info({ event: "staff-signed-in", userId: pending.id, recovery }, "staff signed in (second step)");
    return redirectWithCookies(safeNext(url.searchParams.get("next")), result.headers);
  } catch {
    services.logger.warn({ event: "staff-code-failed", recovery }, "staff sign-in code refused");
    await attemptFailed(attempt);
    return data<Outcome>({ error: "failed" }, { status: 401 });
  }
}

export default function StaffTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { recovery, next } = loaderData;
  // Switching between the app and a recovery code keeps where the member was going.
  const switchTo = new URLSearchParams(recovery ? { next } : { method: "recovery", next });
  const notice = actionData && {
    kind: "error" as const,
    text:
      actionData.error === "throttled"
        ? t("admin.signIn.throttled", { count: actionData.seconds ?? 0 })
        : actionData.error === "expired"
          ? t("admin.twoFactor.startAgain")
          : t("admin.twoFactor.failed"),
  };
  return (
    <SignInCard
      title={recovery ? t("admin.twoFactor.recoveryTitle") : t("admin.twoFactor.title")}
      intro={recovery ? t("admin.twoFactor.recoveryIntro") : t("admin.twoFactor.intro")}
      notice={notice}
      submitLabel={t("admin.twoFactor.submit")}
      footer={
        <Link className="font-semibold text-brand-800 underline" to={`?${switchTo}`}>
          {recovery ? t("admin.twoFactor.useApp") : t("admin.twoFactor.useRecovery")}
        </Link>
      }
    >
      <StaffField
        id="code"
        name="code"
        label={recovery ? t("admin.twoFactor.recoveryCode") : t("admin.twoFactor.code")}
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        required
        maxLength={32}
        autoFocus
      />
    </SignInCard>
  );
}
