import { useTranslation } from "react-i18next";
import { Link, useActionData } from "react-router";
import { PageSection } from "~/components/layout/PageSection";
import { RouteHero } from "~/components/layout/RouteHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { ModalDialog } from "~/components/ui/ModalDialog";
import { Toasts } from "~/components/ui/Toasts";
import { enterpriseRequestSchema } from "~/features/enterprise/enterprise-request-schema";
import { saveEnterpriseRequest } from "~/features/enterprise/enterprise-request.server";
import { EnterpriseRequestForm } from "~/features/enterprise/EnterpriseRequestForm";
import { formErrors } from "~/lib/forms/fields";
import { handlePublicForm, newSubmissionKey } from "~/lib/forms/guard.server";
import { publicFormHeaders } from "~/lib/forms/public-form-response";
import { metaFor } from "~/lib/seo";
import { useUrlModal } from "~/lib/use-url-modal";
import type { Route } from "./+types/enterprise";

export const headers = publicFormHeaders;

export const meta = metaFor("enterprise");

export function loader() {
  return { submissionKey: newSubmissionKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    form: "enterprise",
    schema: enterpriseRequestSchema,
    store: saveEnterpriseRequest,
    invalidMessage: "enterpriseForm.invalidData",
    // Shown in parentheses after "Error submitting the form. Please try again." (SPEC section 8).
    failureMessage: formErrors.unavailable,
  });
}

export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const modal = useUrlModal("proposal");
  // A form posted without JavaScript comes back with its answer in the modal.
  const answered = useActionData() !== undefined;
  const modalOpen = modal.open || answered;

  return (
    <>
      <Toasts position="top-center" />
      <RouteHero
        page="enterprise"
        actionSlot={
          <Link to={modal.openHref} preventScrollReset className={buttonClasses("primary")}>
            {t("pages.enterprise.heroCta")}
          </Link>
        }
      />
      <PageSection id="proposal" title={t("pages.enterprise.heroCta")}>
        <p>{t("pages.enterprise.description")}</p>
      </PageSection>
      <ModalDialog
        open={modalOpen}
        onClose={modal.close}
        title={t("enterpriseForm.modalTitle")}
        closeHref="/enterprise"
      >
        <EnterpriseRequestForm submissionKey={loaderData.submissionKey} onClose={modal.close} />
      </ModalDialog>
    </>
  );
}
