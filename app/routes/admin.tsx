import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { BackOfficeShell } from "~/features/staff-auth/BackOfficeShell";
import {
  backOfficeMiddleware,
  getSignedInStaff,
  privateAnswerMiddleware,
} from "~/features/staff-auth/staff-session.server";
import { useTranslation } from "~/i18n/translate";

/** Every /admin address passes the one access check (staff-session.server.ts, access.ts). */
export const middleware: Route.MiddlewareFunction[] = [privateAnswerMiddleware, backOfficeMiddleware];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export function loader({ context }: Route.LoaderArgs) {
  // The frame shows even around a refusal; each page's own loader checks the role (getStaff).
  const { name, role, mustChangePassword, twoFactorEnabled } = getSignedInStaff(context);
  return { staff: { name, role, setUpDone: !mustChangePassword && twoFactorEnabled } };
}

export default function BackOffice({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeShell staff={loaderData.staff}>
      <Outlet />
    </BackOfficeShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const frame = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403 || status === 401
      ? [t("admin.errors.forbiddenTitle"), t("admin.errors.forbidden")]
      : status === 404
        ? [t("admin.errors.notFoundTitle"), t("admin.errors.notFound")]
        : [t("serverError.title"), t("serverError.message")];
  const message = (
    <>
      <title>{`${title} · ${t("admin.brand")}`}</title>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-base text-slate-700">{text}</p>
      {status === 404 && frame && (
        <p className="mt-6">
          <Link to="/admin" className="font-semibold text-brand-800 underline">
            {t("admin.errors.toDashboard")}
          </Link>
        </p>
      )}
    </>
  );
  if (frame) return <BackOfficeShell staff={frame.staff}>{message}</BackOfficeShell>;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      {message}
    </main>
  );
}
