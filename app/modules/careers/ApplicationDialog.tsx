import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useId, useRef, type FormEvent, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { describedBy } from "~/components/ui/FormFields";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import type { ApplicationField, SubmissionOutcome } from "./application-rules";
import { failureMessage, issueMessage } from "./application-messages";
import { ApplicationFields } from "./ApplicationFields";
import { useApplicationPhases } from "./use-application-phases";

/** A dialog above the application (confirmation, sending, outcome): Escape closes only it. */
function InnerDialog({
  id,
  role,
  onClose,
  dismissable,
  className,
  children,
}: {
  id: string;
  role?: "alertdialog";
  onClose: () => void;
  dismissable?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={role ? `${id}-text` : undefined}
      role={role}
      dismissable={dismissable}
      className={className}
    >
      <div className="p-6">{children}</div>
    </Dialog>
  );
}

/** The success or error dialog at the end of a submission, with its OK button. */
function OutcomeDialog({
  id,
  icon,
  title,
  text,
  onDone,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InnerDialog id={id} role="alertdialog" onClose={onDone} className="w-[min(26rem,calc(100vw-2rem))] text-center">
      {icon}
      <h3 id={`${id}-title`} className="mt-2 text-xl font-bold text-brand-900">
        {title}
      </h3>
      <p id={`${id}-text`} className="mt-2 text-base text-slate-700">
        {text}
      </p>
      <button type="button" className={buttonClasses("secondary", "mt-6")} onClick={onDone} autoFocus>
        {t("jobApplication.ok")}
      </button>
    </InnerDialog>
  );
}

type ApplicationDialogProps = {
  job: { id: string; title: string };
  language: Language;
  serverOutcome: SubmissionOutcome | null;
  submissionKey: string;
  onClose: () => void;
};

/**
 * The application modal: the fields of docs/product/spec.md section 3, checked in the browser in the order of
 * section 5, then a confirmation, a 'Sending...' dialog with upload progress, and a success or error dialog.
 * Every dialog is the one primitive, so Escape on an inner one never throws the form away.
 */
export default function ApplicationDialog({ job, serverOutcome, submissionKey, onClose }: ApplicationDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const form = useRef<HTMLFormElement>(null);
  const application = useApplicationPhases({
    jobId: job.id,
    serverOutcome,
    submissionKey,
    onClose,
    focusField: (field) => document.getElementById(id(field))?.focus(),
  });
  const { phase, issues, failure, reference } = application;
  const values = serverOutcome?.values ?? {};

  const errorOf = (field: ApplicationField) => {
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? issueMessage(t, issue) : undefined;
  };
  const fieldProps = (field: ApplicationField, hint = false) => {
    const error = errorOf(field);
    return {
      id: id(field),
      name: field,
      ...describedBy({ id: id(field), hint, errors: error ? [error] : undefined }),
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void application.check(event.currentTarget);
  };
  const send = () => {
    if (form.current) void application.send(form.current);
  };

  const summary = failure && phase === "form" ? failureMessage(t, failure, issues) : null;
  const percent = Math.round(application.progress * 100);

  return (
    <Dialog
      open
      id="apply"
      onClose={onClose}
      dismissable={phase !== "sending"}
      title={t("jobApplication.dialogTitle", { title: job.title })}
      closeHref={`/careers/${job.id}`}
      className="w-[min(42rem,calc(100vw-2rem))]"
    >
      <p className="text-sm text-slate-600">{t("jobApplication.intro")}</p>
      {summary && (
        <p
          role="alert"
          className="mt-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-base text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {summary}
        </p>
      )}
      {(application.waiting || application.files === "again") && (
        <p
          role="alert"
          data-testid="application-offline"
          className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-amber-950"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {application.waiting && t("forms.offline.notice")}{" "}
            {application.files === "again" ? t("forms.offline.filesAgain") : ""}
            {application.waiting && application.files === "kept" ? t("forms.offline.filesKept") : ""}
          </span>
        </p>
      )}
      {serverOutcome?.result.ok && phase === "success" && (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-base text-green-900">
          {t("apply.success")} {t("forms.reference", { reference })}
        </p>
      )}
      <form
        ref={form}
        id={application.formId}
        method="post"
        action={`/careers/${job.id}`}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
      >
        <FormGuardFields submissionKey={application.submissionKey} />
        <ApplicationFields
          id={id}
          values={values}
          errorOf={errorOf}
          fieldProps={fieldProps}
          consentRefused={issues.some((issue) => issue.field === "consent")}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("ghost")} onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className={buttonClasses("primary")}>
            {t("apply.form.submit")}
          </button>
        </div>
      </form>

      {phase === "confirm" && (
        <InnerDialog
          id={id("confirm")}
          role="alertdialog"
          onClose={application.backToForm}
          className="w-[min(28rem,calc(100vw-2rem))]"
        >
          <h3 id={`${id("confirm")}-title`} className="text-xl font-bold text-brand-900">
            {t("jobApplication.confirmTitle")}
          </h3>
          <p id={`${id("confirm")}-text`} className="mt-2 text-base text-slate-700">
            {t("jobApplication.confirmMessage")}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={buttonClasses("ghost")} onClick={application.backToForm}>
              {t("common.cancel")}
            </button>
            <button type="button" className={buttonClasses("secondary")} onClick={send} autoFocus>
              {t("jobApplication.confirm")}
            </button>
          </div>
        </InnerDialog>
      )}

      {phase === "sending" && (
        <InnerDialog
          id={id("sending")}
          onClose={() => {}}
          dismissable={false}
          className="w-[min(24rem,calc(100vw-2rem))]"
        >
          <h3 id={`${id("sending")}-title`} className="flex items-center gap-2 text-xl font-bold text-brand-900">
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
            {t("jobApplication.sending")}
          </h3>
          <progress
            className="mt-4 h-3 w-full accent-brand-900"
            max={100}
            value={percent}
            aria-labelledby={`${id("sending")}-title`}
            aria-valuetext={t("jobApplication.progress", { percent })}
          />
          <p className="mt-2 text-sm text-slate-700" aria-live="polite">
            {t("jobApplication.progress", { percent })}
          </p>
        </InnerDialog>
      )}

      {phase === "success" && !serverOutcome?.result.ok && (
        <OutcomeDialog
          id={id("success")}
          icon={<CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />}
          title={t("jobApplication.successTitle")}
          text={`${t("apply.success")} ${t("forms.reference", { reference })}`}
          onDone={onClose}
        />
      )}

      {phase === "error" && failure && (
        <OutcomeDialog
          id={id("error")}
          icon={<CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />}
          title={t("jobApplication.errorTitle")}
          text={failureMessage(t, failure, issues)}
          onDone={application.backToForm}
        />
      )}
    </Dialog>
  );
}
