import { useState, type ComponentProps } from "react";
import { useTranslation } from "~/i18n/translate";
import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { LoadingNotice } from "~/components/ui/LoadingNotice";
import { NotLoadedNotice } from "~/components/ui/NotLoadedNotice";
import { OnDemand } from "~/lib/page-speed/lazy-component";
import { SentConfirmation } from "~/components/ui/SentConfirmation";
import { useReopenPendingForm } from "~/lib/forms/use-form-draft";
import type { Language } from "~/i18n/languages";
import { preloadOnIntent } from "~/lib/page-speed/preload-on-intent";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { applicationFormId } from "./application-draft";
import type { SubmissionOutcome } from "./application-rules";

// The form's code (checks, uploads, phone numbers) is the heaviest of the page: it loads when the
// visitor heads for 'Apply Now', not before the page has painted.
const loadApplicationDialog = () => import("./ApplicationDialog");
type ApplicationDialogProps = ComponentProps<Awaited<ReturnType<typeof loadApplicationDialog>>["default"]>;

/**
 * The dialog opened with the network gone before its code arrived: it says so, and when the network is
 * back the page loads again with the form open (what was typed is kept on the device).
 */
/** This job's page with the application form open, also without JavaScript. */
function withFormOpen(search: string): string {
  const params = new URLSearchParams(search);
  params.set("apply", "1");
  return `?${params.toString()}#apply`;
}

function ApplicationDialogNotLoaded({ job, onClose }: ApplicationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("jobApplication.dialogTitle", { title: job.title })}
      closeLabel={t("common.close")}
    >
      <NotLoadedNotice address={withFormOpen(window.location.search)} />
    </Dialog>
  );
}

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
        <a href={withFormOpen(search)} className={classes}>
          {label}
        </a>
      )}
      {open && (
        <OnDemand
          load={loadApplicationDialog}
          unavailable={ApplicationDialogNotLoaded}
          props={{ job, language, serverOutcome, submissionKey, onClose: () => setOpen(false) }}
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
        />
      )}
    </>
  );
}
