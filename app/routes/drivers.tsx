import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { ModalDialog } from "~/components/ui/ModalDialog";
import { Toasts } from "~/components/ui/Toasts";
import { driverApplicationSchema } from "~/features/drivers/driver-application-schema";
import { saveDriverApplication } from "~/features/drivers/driver-application.server";
import { DriverApplicationForm } from "~/features/drivers/DriverApplicationForm";
import { handlePublicForm, newSubmissionKey } from "~/lib/forms/guard.server";
import { publicFormHeaders } from "~/lib/forms/public-form-response";
import { metaFor } from "~/lib/seo";
import { useUrlModal } from "~/lib/use-url-modal";
import type { Route } from "./+types/drivers";

export const headers = publicFormHeaders;

export const meta = metaFor("drivers");

export function loader() {
  return { submissionKey: newSubmissionKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    form: "driver",
    schema: driverApplicationSchema,
    store: saveDriverApplication,
    invalidMessage: "driverForm.invalidData",
    failureMessage: "driverForm.errorMessage",
  });
}

export default function DriversPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const modal = useUrlModal("sign-up");
  const modalOpen = modal.open;

  return (
    <>
      <Toasts position="top-center" />
      <RouteHero
        page="drivers"
        actionSlot={
          <Link to={modal.openHref} preventScrollReset className={buttonClasses("primary")}>
            {t("pages.drivers.heroCta")}
          </Link>
        }
      />
      <PageSection id="sign-up" title={t("driverForm.standaloneTitle")}>
        <p>{t("driverForm.standaloneIntro")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-base shadow-sm sm:p-8">
          <DriverApplicationForm variant="standalone" submissionKey={loaderData.submissionKey} />
        </div>
      </PageSection>
      <ModalDialog open={modalOpen} onClose={modal.close} title={t("driverForm.modalTitle")} closeHref="/drivers">
        <DriverApplicationForm variant="modal" submissionKey={loaderData.submissionKey} onClose={modal.close} />
      </ModalDialog>
    </>
  );
}
