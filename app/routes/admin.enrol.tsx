import { data, redirect } from "react-router";
import { PASSWORD_MAX } from "~/modules/staff/password-rules";
import { readStaffForm } from "~/modules/staff/staff-form.server";
import type { Route } from "./+types/admin.enrol";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { SignInCard, StaffField } from "~/modules/staff/SignInCard";
import { acceptCodeOnce, authHeaders, redirectWithCookies } from "~/modules/staff/sign-in.server";
import { attemptFailed, attemptSucceeded, waitBeforeAttempt } from "~/modules/staff/sign-in-attempts.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext, clientAddressContext } from "~/lib/app-context.server";
import { writeStaffAudit } from "~/modules/staff/staff-audit.server";
import { staffRoles } from "~/domain/choices";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(staffRoles)];

export function loader({ context }: Route.LoaderArgs) {
  if (getStaff(context).twoFactorEnabled) throw redirect("/admin");
  return { title: backOfficeTitle(context, (texts) => texts.enrol.title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

type Setup = { uri: string; secret: string; qrSvg: string; backupCodes: string[] };
type Outcome =
  | { step: "password"; error?: "wrongPassword" | "throttled"; seconds?: number }
  | { step: "code"; setup: Setup; error?: "failed" };

/** The action's Retry-After (a throttled attempt) reaches the page's answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

async function describeSetup(uri: string, backupCodes: string[]): Promise<Setup> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  // Loaded by the few who enrol, not by every process at start (ADR 029).
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { uri, secret, qrSvg, backupCodes };
}

const isTotpUri = (text: string) => /^otpauth:\/\/totp\/[^\s]{1,300}$/.test(text);

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const staff = getStaff(context);
  const read = await readStaffForm(request, services, "small");
  const fields = read.ok ? read.fields : {};
  const address = context.get(clientAddressContext);
  const headers = authHeaders(request, address);
  if (fields.intent !== "verify") {
    // The password is a secret guessed like any other: the sign-in's policy applies.
    const attempt = { services, email: staff.email, address, step: "current-password" as const };
    const wait = await waitBeforeAttempt(attempt);
    if (wait > 0) {
      return data<Outcome>(
        { step: "password", error: "throttled", seconds: wait },
        { status: 429, headers: { "Retry-After": String(wait) } },
      );
    }
    try {
      const enabled = await (
        await services.staffAuth()
      ).api.enableTwoFactor({
        body: { password: (fields.password ?? "").slice(0, PASSWORD_MAX), method: "totp" },
        headers,
      });
      if (enabled.method !== "totp") throw new Error("the authenticator app is the only method");
      await attemptSucceeded(attempt);
      return data<Outcome>({ step: "code", setup: await describeSetup(enabled.totpURI, enabled.backupCodes) });
    } catch {
      await attemptFailed(attempt);
      return data<Outcome>({ step: "password", error: "wrongPassword" }, { status: 400 });
    }
  }
  const code = (fields.code ?? "").replace(/\s+/g, "").slice(0, 16);
  try {
    const result = await (await services.staffAuth()).api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    await acceptCodeOnce(services, staff.id, code);
    await writeStaffAudit(services.database.db, {
      event: "authenticator-enrolled",
      actor: staff,
      subject: staff,
      address,
    });
    return redirectWithCookies("/admin", result.headers);
  } catch (error) {
    // Logged with better-auth's reason (a wrong code, or a fault reading the key) so a refusal can be explained.
    services.logger.warn({ event: "staff-enrol-code-failed", userId: staff.id, err: error }, "enrolment code refused");
    const uri = fields.uri ?? "";
    const codes = (fields.codes ?? "")
      .split(",")
      .filter((c) => /^[A-Za-z0-9-]{4,32}$/.test(c))
      .slice(0, 20);
    if (!isTotpUri(uri)) return data<Outcome>({ step: "password" }, { status: 400 });
    return data<Outcome>({ step: "code", setup: await describeSetup(uri, codes), error: "failed" }, { status: 400 });
  }
}

export default function Enrol({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (actionData?.step !== "code") {
    return (
      <SignInCard
        framed={false}
        title={t("admin.enrol.title")}
        intro={t("admin.enrol.intro")}
        notice={
          actionData?.error === "throttled"
            ? { kind: "error", text: t("admin.signIn.throttled", { count: actionData.seconds ?? 0 }) }
            : actionData?.error
              ? { kind: "error", text: t("admin.enrol.wrongPassword") }
              : undefined
        }
        submitLabel={t("admin.enrol.start")}
      >
        <StaffField
          id="password"
          name="password"
          type="password"
          label={t("admin.enrol.password")}
          autoComplete="current-password"
          required
        />
      </SignInCard>
    );
  }
  const { setup } = actionData;
  return (
    <SignInCard
      framed={false}
      title={t("admin.enrol.title")}
      intro={t("admin.enrol.scan")}
      notice={"error" in actionData && actionData.error ? { kind: "error", text: t("admin.enrol.failed") } : undefined}
      submitLabel={t("admin.enrol.confirm")}
      before={
        <>
          {/* The QR code is drawn on the server from the account's own key. */}
          <div
            className="mx-auto mt-4 w-48"
            role="img"
            aria-label={t("admin.enrol.secretKey")}
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="mt-3 text-sm text-slate-700">
            {t("admin.enrol.secretKey")}:{" "}
            <code className="font-mono text-base break-all text-slate-900" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <h2 className="mt-6 text-lg font-bold text-brand-900">{t("admin.enrol.codesTitle")}</h2>
          <p className="text-sm text-slate-700">{t("admin.enrol.codesIntro")}</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-base" data-testid="recovery-codes">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </>
      }
    >
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="uri" value={setup.uri} />
      <input type="hidden" name="codes" value={setup.backupCodes.join(",")} />
      <StaffField
        id="code"
        name="code"
        label={t("admin.enrol.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        maxLength={16}
      />
    </SignInCard>
  );
}
