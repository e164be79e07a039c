import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { LoadingNotice } from "~/components/ui/LoadingNotice";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { useReopenPendingForm } from "~/lib/forms/use-form-draft";
import type { Language } from "~/i18n/languages";
import { preloadOnIntent } from "~/lib/preload-on-intent";
import { useHydrated } from "~/lib/use-hydrated";
import { applicationFormId } from "./application-draft";
import type { SubmissionOutcome } from "./application-rules";

// The form's code (checks, uploads, phone numbers) is the heaviest of the page: it loads when the
// visitor heads for 'Apply Now', not before the page has painted.
const loadApplicationDialog = () => import("./ApplicationDialog");
const ApplicationDialog = lazy(loadApplicationDialog);

type ApplyForJobProps = {
  job: { id: string; title: string };
  language: Language;
  /** The page was asked with ?apply (no script) or is the answer to a sent form. */
  openAtStart: boolean;
  serverOutcome: SubmissionOutcome | null;
  /** The key of this filled-in form (ADR 005), from the loader. */
  submissionKey: string;
};

/**
 * 'Apply Now' and the application modal, whose code loads on demand. Without JavaScript the
 * button is a link to the same page with the form open, and the form is a plain multipart POST.
 */
export function ApplyForJob({ job, language, openAtStart, serverOutcome, submissionKey }: ApplyForJobProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [open, setOpen] = useState(openAtStart);
  // An application still waiting for the network from an earlier visit opens and goes again.
  const formId = applicationFormId(job.id);
  useReopenPendingForm(formId, () => setOpen(true));
  const applyParams = new URLSearchParams(search);
  applyParams.set("apply", "1");

  const label = t("jobBoard.applyNow");
  const classes = buttonClasses("primary", "text-lg");
  return (
    <>
      <SentConfirmation
        name={formId}
        next={t("jobApplication.next")}
        againLabel={t("jobApplication.sendAnother")}
        onAgain={() => setOpen(true)}
        testId="application-sent"
        className="mb-4"
      />
      {hydrated ? (
        <button
          type="button"
          className={classes}
          aria-haspopup="dialog"
          {...preloadOnIntent(loadApplicationDialog)}
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
      ) : (
        <a href={`?${applyParams.toString()}#apply`} className={classes}>
          {label}
        </a>
      )}
      {open && (
        <Suspense
          fallback={
            <Dialog
              open
              onClose={() => setOpen(false)}
              title={t("jobApplication.dialogTitle", { title: job.title })}
              closeLabel={t("common.close")}
            >
              <LoadingNotice />
            </Dialog>
          }
        >
          <ApplicationDialog
            job={job}
            language={language}
            serverOutcome={serverOutcome}
            submissionKey={submissionKey}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
