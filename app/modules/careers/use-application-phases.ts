import { useEffect, useRef, useState } from "react";
import { installBackgroundSender, sendWhenOnline } from "~/lib/forms/background-sends";
import { forgetFiles, keepFiles, readFiles } from "~/lib/forms/file-drafts";
import { fillForm } from "~/lib/forms/form-drafts";
import { useFormDraft, useResendWhilePending } from "~/lib/forms/use-form-draft";
import { applicationFormId } from "./application-draft";
import type { ApplicationField, ApplicationIssue, FailureKind, SubmissionOutcome } from "./application-rules";
import { checkInBrowser, CONNECTION_LOST, sendWithProgress } from "./send-application";

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

/** The files chosen in the form, by field name. */
function chosenFiles(form: HTMLFormElement): Record<string, File> {
  const files: Record<string, File> = {};
  for (const [name, value] of new FormData(form)) if (value instanceof File && value.name !== "") files[name] = value;
  return files;
}

/**
 * The phases of docs/product/spec.md section 3: the browser checks the form (section 5 order), asks for a
 * confirmation, sends it with upload progress, and shows the outcome; the modal closes 2 s after a success.
 * A lost connection is no failure of the visitor's (ADR 040): the form stays as filled in, its texts and
 * files are kept on the device, and it goes again by itself, with the same key, when the network is back.
 */
export function useApplicationPhases({ jobId, serverOutcome, submissionKey: firstKey, onClose, focusField }: Options) {
  const formId = applicationFormId(jobId);
  const refused = serverOutcome && !serverOutcome.result.ok ? serverOutcome.result : null;
  const [phase, setPhase] = useState<Phase>(serverOutcome?.result.ok ? "success" : "form");
  const [issues, setIssues] = useState<ApplicationIssue[]>(refused?.issues ?? []);
  const [failure, setFailure] = useState<FailureKind | null>(refused?.failure ?? null);
  const [progress, setProgress] = useState(0);
  const [reference, setReference] = useState(serverOutcome?.result.ok ? serverOutcome.result.reference : "");
  // A new key once an application was stored; a restored draft brings its own (useFormDraft).
  const [freshKey, setFreshKey] = useState(firstKey);
  // The browser's check could not load its code (no network): it runs again when the network is back.
  const [checkWaiting, setCheckWaiting] = useState(false);
  // After a new visit: whether the files of the draft came back, or must be chosen again.
  const [files, setFiles] = useState<"kept" | "again" | null>(null);
  const form = () => document.getElementById(formId) as HTMLFormElement | null;
  const draft = useFormDraft({
    id: formId,
    submissionKey: freshKey,
    restore: (values) => {
      const element = form();
      if (element) fillForm(element, values);
    },
  });

  // Everything the checks need is loaded with the form, not at the tap, when the network may be gone.
  useEffect(() => {
    import("./phone").catch(() => {});
    installBackgroundSender();
  }, []);

  useEffect(() => {
    if (phase !== "success") return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onClose]);

  /** Checks the form in the browser; a clean form goes on to the confirmation. */
  const check = async (element: HTMLFormElement) => {
    let found: ApplicationIssue[];
    try {
      found = await checkInBrowser(element);
    } catch {
      setCheckWaiting(true);
      return;
    }
    setCheckWaiting(false);
    setIssues(found);
    setFailure(found.length > 0 ? "invalid" : null);
    const first = found[0]?.field;
    if (first) focusField(first);
    else if (found.length === 0) setPhase("confirm");
  };

  const send = async (element: HTMLFormElement) => {
    const body = new FormData(element);
    setPhase("sending");
    setProgress(0);
    draft.sending(body);
    await keepFiles(formId, chosenFiles(element));
    const address = `/careers/${jobId}/apply`;
    const result = await sendWithProgress(address, body, setProgress);
    if (result === CONNECTION_LOST) {
      // Handed to the service worker too, which sends it even if the visitor closes the page first.
      await sendWhenOnline(address, body, { Accept: "application/json" });
      draft.answered("offline");
      setPhase("form");
    } else if (result.ok) {
      draft.answered("stored", { reference: result.reference, emailed: true });
      void forgetFiles(formId);
      element.reset();
      setFreshKey(crypto.randomUUID());
      setIssues([]);
      setFailure(null);
      setFiles(null);
      setReference(result.reference);
      setPhase("success");
    } else {
      draft.answered("refused");
      setIssues(result.issues);
      setFailure(result.failure);
      setPhase("error");
    }
  };

  // A send pending from an earlier visit: its files come back from IndexedDB, where the browser kept
  // them, and it goes at once; without them the visitor must choose them again.
  const resumeSend = useRef(send);
  useEffect(() => {
    resumeSend.current = send;
  });
  const { resumed, answered } = draft;
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!resumed || !(element instanceof HTMLFormElement)) return;
    void readFiles(formId).then((kept) => {
      setFiles(kept ? "kept" : "again");
      if (!kept) return answered("refused");
      fillForm(element, {}, kept);
      if (navigator.onLine) void resumeSend.current(element);
    });
  }, [resumed, formId, answered]);

  // Back online: a send the network dropped goes again (it was confirmed), a check that could not run runs.
  useResendWhilePending(draft.pending || checkWaiting, () => {
    const element = form();
    if (!element) return;
    if (phase === "sending") return "busy";
    if (checkWaiting) void check(element);
    else if (files !== "again") void send(element);
  });

  return {
    formId,
    phase,
    issues,
    failure,
    progress,
    reference,
    submissionKey: draft.submissionKey,
    /** The form waits for the network to be sent (or checked). */
    waiting: draft.pending || checkWaiting,
    files,
    check,
    send,
    backToForm: () => setPhase("form"),
  };
}
