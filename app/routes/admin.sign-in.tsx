import { data, redirect } from "react-router";
import { PASSWORD_MAX } from "~/modules/staff/password-rules";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.sign-in";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { SignInCard, StaffField } from "~/modules/staff/SignInCard";
import { authHeaders, redirectWithCookies, safeNext } from "~/modules/staff/sign-in.server";
import { attemptFailed, attemptSucceeded, signedIn, waitBeforeAttempt } from "~/modules/staff/sign-in-attempts.server";
import { privateAnswerMiddleware, readStaffSession } from "~/modules/staff/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";
import { isAcceptableText, searchableText } from "~/lib/text-rules";

export const middleware: Route.MiddlewareFunction[] = [privateAnswerMiddleware];

/** The action's Retry-After (a throttled attempt) reaches the page's answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const url = new URL(request.url);
  if (await readStaffSession(request, services)) throw redirect(safeNext(url.searchParams.get("next")));
  return {
    title: backOfficeTitle(context, (texts) => texts.signIn.title),
    signedOut: url.searchParams.has("signed-out"),
    // A form reached the site after the session had ended (staff-session.server.ts): say so, and whether what was typed waits.
    ended: ({ kept: "kept", "1": "lost" } as const)[url.searchParams.get("ended") ?? ""] ?? null,
    next: safeNext(url.searchParams.get("next")),
  };
}

type Outcome = { error: "failed" | "throttled" | "characters"; seconds?: number; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const address = context.get(clientAddressContext);
  const read = await readStaffForm(request, services, "small");
  const fields = read.ok ? read.fields : null;
  const email = (fields?.email ?? "").trim().slice(0, 254);
  const password = fields?.password ?? "";
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  // No address holds a control character or a line break: refused before anything reads the database.
  if (!isAcceptableText(email, "line")) {
    return data<Outcome>({ error: "characters", email: searchableText(email, 254) }, { status: 400 });
  }
  const attempt = { services, email, address, step: "password" as const };
  const wait = await waitBeforeAttempt(attempt);
  if (wait > 0) {
    services.logger.warn({ event: "staff-sign-in-throttled", email, wait }, "staff sign-in throttled");
    return data<Outcome>(
      { error: "throttled", seconds: wait, email },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  if (!email || !password || password.length > 1024) {
    await attemptFailed(attempt);
    return data<Outcome>({ error: "failed", email }, { status: 400 });
  }
  try {
    const { headers, response } = await (
      await services.staffAuth()
    ).api.signInEmail({
      // "Remember me" keeps the session to its sliding idle timeout (1 hour); without it better-auth would keep it a day.
      body: { email, password, rememberMe: true },
      headers: authHeaders(request, address),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      // The password was right; the account's failures stand until the code is right too.
      return redirectWithCookies(`/admin/two-factor?next=${encodeURIComponent(next)}`, headers);
    }
    await attemptSucceeded(attempt);
    await signedIn(services, response.user, address, "password");
    services.logger.info({ event: "staff-signed-in", email }, "staff signed in");
    return redirectWithCookies(next, headers);
  } catch {
    services.logger.warn({ event: "staff-sign-in-failed", email }, "staff sign-in failed");
    await attemptFailed(attempt);
    return data<Outcome>({ error: "failed", email }, { status: 401 });
  }
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = actionData
    ? {
        kind: "error" as const,
        text:
          actionData.error === "throttled"
            ? t("admin.signIn.throttled", { count: actionData.seconds ?? 0 })
            : t(`admin.signIn.${actionData.error}`),
      }
    : loaderData.ended
      ? {
          kind: "error" as const,
          text: t(loaderData.ended === "kept" ? "admin.signIn.expiredKept" : "admin.signIn.expired"),
        }
      : loaderData.signedOut
        ? { kind: "success" as const, text: t("admin.signIn.signedOut") }
        : undefined;
  return (
    <SignInCard
      title={t("admin.signIn.title")}
      intro={t("admin.signIn.intro")}
      notice={notice}
      submitLabel={t("admin.signIn.submit")}
    >
      <StaffField
        id="email"
        name="email"
        type="email"
        label={t("admin.signIn.email")}
        autoComplete="username"
        required
        maxLength={254}
        defaultValue={actionData?.email}
      />
      <StaffField
        id="password"
        name="password"
        type="password"
        label={t("admin.signIn.password")}
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
      />
    </SignInCard>
  );
}
