import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/admin";
import { BackOfficeShell } from "~/modules/staff/BackOfficeShell";
import {
  accessGranted,
  backOfficeMiddleware,
  getSignedInStaff,
  privateAnswerMiddleware,
  typedBeforeSignIn,
} from "~/modules/staff/staff-session.server";
import { FormNotice } from "~/components/ui/FormNotice";
import { useTranslation } from "~/i18n/translate";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";

/**
 * Every /admin address is refused until its page's own declaration (`staffOnly`, access.server.ts)
 * allows the member's role.
 */
export const middleware: Route.MiddlewareFunction[] = [privateAnswerMiddleware, backOfficeMiddleware];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Also on every change of page: whether the next page allows the member's role is the frame's to draw. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.currentUrl.pathname !== args.nextUrl.pathname || revalidateAfterActions(args);
}

export function loader({ context }: Route.LoaderArgs) {
  // The frame shows even around a refusal.
  const { name, role, mustChangePassword, twoFactorEnabled } = getSignedInStaff(context);
  return {
    staff: { name, role, setUpDone: !mustChangePassword && twoFactorEnabled },
    // A page that does not allow the member's role: its loaders got no data, and the frame says so.
    refused: !accessGranted(context),
    // The page's forms hold again what was typed before the session ended (staff-drafts.server.ts).
    draftRestored: typedBeforeSignIn(context) !== null,
  };
}

export default function BackOffice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <BackOfficeShell staff={loaderData.staff}>
      {loaderData.draftRestored && (
        <div className="mb-6 max-w-3xl">
          <FormNotice kind="success">{t("admin.draftRestored")}</FormNotice>
        </div>
      )}
      {loaderData.refused ? <Refusal status={403} /> : <Outlet />}
    </BackOfficeShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = <Refusal status={status} />;
  // Without a session, the frame would name a member who is no longer signed in.
  if (frame && status !== 401) return <BackOfficeShell staff={frame.staff}>{message}</BackOfficeShell>;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      {message}
    </main>
  );
}

/** Why the page is not shown, in the member's language: signed out, not for their role, no such page, or a failure. */
function Refusal({ status }: { status: number }) {
  const { t } = useTranslation();
  const frame = useRouteLoaderData<typeof loader>("routes/admin");
  const signedOut = status === 401;
  const [title, text] = signedOut
    ? [t("admin.errors.signedOutTitle"), t("admin.signIn.expired")]
    : status === 403
      ? [t("admin.errors.forbiddenTitle"), t("admin.errors.forbidden")]
      : status === 404
        ? [t("admin.errors.notFoundTitle"), t("admin.errors.notFound")]
        : [t("serverError.title"), t("serverError.message")];
  return (
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
      {signedOut && (
        <Link to="/admin/sign-in" className="mt-4 inline-block font-semibold text-brand-800 underline">
          {t("admin.signIn.submit")}
        </Link>
      )}
    </>
  );
}
