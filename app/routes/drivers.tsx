import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
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
import type { Route } from "./+types/drivers";

export const headers = publicFormHeaders;

export const meta = metaFor("drivers");

/** `?form=sign-up` opens the sign-up modal: a link that works with and without JavaScript. */
const MODAL_PARAM = "form";
const MODAL_VALUE = "sign-up";

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
  const [searchParams, setSearchParams] = useSearchParams();
  const modalOpen = searchParams.get(MODAL_PARAM) === MODAL_VALUE;
  const closeModal = () =>
    setSearchParams(
      (params) => {
        params.delete(MODAL_PARAM);
        return params;
      },
      { preventScrollReset: true, replace: true },
    );

  return (
    <>
      <Toasts position="top-center" />
      <RouteHero
        page="drivers"
        actionSlot={
          <Link to={`?${MODAL_PARAM}=${MODAL_VALUE}`} preventScrollReset className={buttonClasses("primary")}>
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
      <ModalDialog open={modalOpen} onClose={closeModal} title={t("driverForm.modalTitle")} closeHref="/drivers">
        <DriverApplicationForm variant="modal" submissionKey={loaderData.submissionKey} onClose={closeModal} />
      </ModalDialog>
    </>
  );
}
