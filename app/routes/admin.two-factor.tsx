import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.two-factor";
import { backOfficeTitle } from "~/features/staff-auth/page-title.server";
import { SignInCard, StaffField } from "~/features/staff-auth/SignInCard";
import {
  acceptCodeOnce,
  authHeaders,
  readSmallForm,
  redirectWithCookies,
  safeNext,
} from "~/features/staff-auth/sign-in.server";
import { recordFailure, secondsToWait } from "~/features/staff-auth/sign-in-throttle.server";
import { privateAnswerMiddleware, revokeStaffSessions } from "~/features/staff-auth/staff-session.server";
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
  const url = new URL(request.url);
  if (!hasPendingSignIn(request)) return data<Outcome>({ error: "expired" }, { status: 401 });
  const fields = await readSmallForm(request, services);
  const code = (fields?.code ?? "").replace(/\s+/g, "").slice(0, 32);
  const recovery = url.searchParams.get("method") === "recovery";
  const keys = [{ kind: "address" as const, value: context.get(clientAddressContext) }];
  const wait = await secondsToWait(services.database.db, keys);
  if (wait > 0)
    return data<Outcome>(
      { error: "throttled", seconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  const headers = authHeaders(request, context.get(clientAddressContext));
  try {
    const result = recovery
      ? await (await services.staffAuth()).api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
      : await (await services.staffAuth()).api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    const userId = result.response.user.id;
    if (!recovery && !(await acceptCodeOnce(services, userId, code))) {
      services.logger.warn({ event: "staff-code-replayed", userId }, "an authenticator code was used twice");
      // The code was right but already used: its session must not stand.
      await revokeStaffSessions(services, userId);
      await recordFailure(services.database.db, keys);
      return data<Outcome>({ error: "failed" }, { status: 401 });
    }
    services.logger.info({ event: "staff-signed-in", userId, recovery }, "staff signed in (second step)");
    return redirectWithCookies(safeNext(url.searchParams.get("next")), result.headers);
  } catch {
    services.logger.warn({ event: "staff-code-failed", recovery }, "staff sign-in code refused");
    await recordFailure(services.database.db, keys);
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
        ? t("admin.signIn.throttled", { seconds: actionData.seconds })
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
