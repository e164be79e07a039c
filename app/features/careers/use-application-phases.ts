import { useEffect, useState } from "react";
import type { ApplicationField, ApplicationIssue, FailureKind, SubmissionOutcome } from "./application-rules";
import { checkInBrowser, sendWithProgress } from "./send-application";

const CLOSE_AFTER_SUCCESS_MS = 2000;

/** Where the application stands: filling in, confirming, sending (with progress), done or failed. */
export type Phase = "form" | "confirm" | "sending" | "success" | "error";

type Options = {
  jobId: string;
  /** The server's answer to a form sent without JavaScript, if the page is one. */
  serverOutcome: SubmissionOutcome | null;
  submissionKey: string;
  onClose: () => void;
  /** Moves the focus to the first field with a problem. */
  focusField: (field: ApplicationField) => void;
};

/**
 * The phases of SPEC.md section 3: the browser checks the form (section 5 order), asks for a
 * confirmation, sends it with upload progress, and shows the outcome; the modal closes 2 s after a success.
 */
export function useApplicationPhases({ jobId, serverOutcome, submissionKey: firstKey, onClose, focusField }: Options) {
  const refused = serverOutcome && !serverOutcome.result.ok ? serverOutcome.result : null;
  const [phase, setPhase] = useState<Phase>(serverOutcome?.result.ok ? "success" : "form");
  const [issues, setIssues] = useState<ApplicationIssue[]>(refused?.issues ?? []);
  const [failure, setFailure] = useState<FailureKind | null>(refused?.failure ?? null);
  const [progress, setProgress] = useState(0);
  const [reference, setReference] = useState(serverOutcome?.result.ok ? serverOutcome.result.reference : "");
  // The same key for every retry of this filled-in form; a new one once it was stored.
  const [submissionKey, setSubmissionKey] = useState(firstKey);

  useEffect(() => {
    if (phase !== "success") return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onClose]);

  /** Checks the form in the browser; a clean form goes on to the confirmation. */
  const check = async (form: HTMLFormElement) => {
    const found = await checkInBrowser(form);
    setIssues(found);
    setFailure(found.length > 0 ? "invalid" : null);
    const first = found[0]?.field;
    if (first) focusField(first);
    else if (found.length === 0) setPhase("confirm");
  };

  const send = async (form: HTMLFormElement) => {
    setPhase("sending");
    setProgress(0);
    const result = await sendWithProgress(`/careers/${jobId}/apply`, new FormData(form), setProgress);
    if (result.ok) {
      form.reset();
      setSubmissionKey(crypto.randomUUID());
      setIssues([]);
      setFailure(null);
      setReference(result.reference);
      setPhase("success");
    } else {
      setIssues(result.issues);
      setFailure(result.failure);
      setPhase("error");
    }
  };

  return {
    phase,
    issues,
    failure,
    progress,
    reference,
    submissionKey,
    check,
    send,
    backToForm: () => setPhase("form"),
  };
}
