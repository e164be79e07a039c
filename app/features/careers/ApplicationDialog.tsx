import type { TranslateFunction } from "~/i18n/translate";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { buttonClasses } from "~/components/ui/button-styles";
import { DialogCloseButton } from "~/components/ui/DialogCloseButton";
import { ConsentBox } from "~/components/ui/ConsentCheckbox";
import { FormGuardFields } from "~/components/ui/FormGuardFields";
import { CONSENT_FIELD } from "~/lib/forms/fields";
import type { Language } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import {
  acceptAttribute,
  checkApplication,
  fileFields,
  MOTIVATION_MAX,
  textFields,
  type ApplicationField,
  type ApplicationIssue,
  type FailureKind,
  type FileField,
  type SubmissionOutcome,
  type TextField,
} from "./application-rules";
import { acceptedSignatures, sniffFile } from "./file-signatures";

const CLOSE_AFTER_SUCCESS_MS = 2000;

type Phase = "form" | "confirm" | "sending" | "success" | "error";

export function issueMessage(t: TranslateFunction, issue: ApplicationIssue): string {
  if (issue.code === "consentRequired") return t("forms.errors.consentRequired");
  return t(`jobApplication.errors.${issue.code}`, { name: issue.name ?? "" });
}

/** The message of the error dialog for each kind of failure (SPEC.md section 8). */
export function failureMessage(t: TranslateFunction, failure: FailureKind, issues: ApplicationIssue[]): string {
  switch (failure) {
    case "invalid":
      return issues[0] ? issueMessage(t, issues[0]) : t("jobApplication.errors.generic");
    case "too-large":
      return t("jobApplication.errors.tooLarge");
    case "unsupported":
      return t("jobApplication.errors.unsupported");
    case "upload":
      return t("jobApplication.errors.uploadFailure", { reason: t("jobApplication.errors.uploadFailed") });
    case "job-closed":
      return t("jobApplication.errors.jobClosed");
    case "rate-limited":
      return t("forms.errors.rateLimited");
    case "unavailable":
      return t("forms.errors.unavailable");
    case "rejected":
      return t("forms.errors.rejected");
    default:
      return t("jobApplication.errors.generic");
  }
}

/** A modal <dialog> that opens when mounted (turning a server-rendered open dialog into a modal one). */
function ModalDialog({
  labelledBy,
  describedBy,
  role,
  dismissable = true,
  onDismiss,
  className,
  children,
  id,
}: {
  labelledBy: string;
  describedBy?: string;
  role?: "alertdialog";
  dismissable?: boolean;
  onDismiss?: () => void;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismissableRef = useRef(dismissable);
  useEffect(() => {
    dismissableRef.current = dismissable;
  }, [dismissable]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    const keepOpen = () => {
      // Escape may close a dialog even when its cancel event is refused: open it again.
      if (!dismissableRef.current) dialog.showModal();
    };
    dialog.addEventListener("close", keepOpen);
    return () => {
      dialog.removeEventListener("close", keepOpen);
      dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      id={id}
      open
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn(
        "fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-brand-950/60",
        className,
      )}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onDismiss?.();
      }}
    >
      {children}
    </dialog>
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
    <ModalDialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      role="alertdialog"
      onDismiss={onDone}
      className="w-[min(26rem,calc(100vw-2rem))] text-center"
    >
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
    </ModalDialog>
  );
}

function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const inputClasses =
  "block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-invalid:border-red-600";

/** Sends the form with upload progress; resolves with the server's answer or a network failure. */
function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<SubmissionOutcome["result"]> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const result = JSON.parse(request.responseText) as SubmissionOutcome["result"];
        resolve(
          typeof result === "object" && result && "ok" in result
            ? result
            : { ok: false, failure: "server", issues: [] },
        );
      } catch {
        resolve({ ok: false, failure: request.status === 413 ? "too-large" : "server", issues: [] });
      }
    };
    request.onerror = () => resolve({ ok: false, failure: "upload", issues: [] });
    request.ontimeout = request.onerror;
    request.send(body);
  });
}

/** The browser's own look at the chosen files: size and first bytes (the server checks them again). */
async function checkInBrowser(form: HTMLFormElement): Promise<ApplicationIssue[]> {
  const data = new FormData(form);
  const text = Object.fromEntries(textFields.map((field) => [field, String(data.get(field) ?? "")])) as Record<
    TextField,
    string
  >;
  const chosen = Object.fromEntries(
    fileFields.map((field) => [
      field,
      data.getAll(field).filter((value): value is File => value instanceof File && value.name !== ""),
    ]),
  ) as Record<FileField, File[]>;
  const { normalisePhone } = await import("./phone");
  const { issues } = checkApplication({ ...text, consent: data.get(CONSENT_FIELD) === "on" }, chosen, normalisePhone);
  for (const field of fileFields) {
    const [file] = chosen[field];
    if (!file || chosen[field].length > 1 || issues.some((issue) => issue.field === field)) continue;
    const signature = await sniffFile(file);
    if (!signature || !(acceptedSignatures[field] as readonly string[]).includes(signature)) {
      issues.push({ field, code: field === "cv" ? "cvType" : "idCardType", name: file.name });
    }
  }
  return issues;
}

type ApplicationDialogProps = {
  job: { id: string; title: string };
  language: Language;
  serverOutcome: SubmissionOutcome | null;
  submissionKey: string;
  onClose: () => void;
};

/**
 * The application modal: the fields of SPEC.md section 3, checked in the browser in the order of
 * section 5, then a confirmation, a 'Sending...' dialog with upload progress, and a success or error dialog.
 */
export default function ApplicationDialog({
  job,
  serverOutcome,
  submissionKey: firstSubmissionKey,
  onClose,
}: ApplicationDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const form = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>(serverOutcome?.result.ok ? "success" : "form");
  const [issues, setIssues] = useState<ApplicationIssue[]>(
    serverOutcome && !serverOutcome.result.ok ? serverOutcome.result.issues : [],
  );
  const [failure, setFailure] = useState<FailureKind | null>(
    serverOutcome && !serverOutcome.result.ok ? serverOutcome.result.failure : null,
  );
  const [progress, setProgress] = useState(0);
  const [reference, setReference] = useState(serverOutcome?.result.ok ? serverOutcome.result.reference : "");
  // The same key for every retry of this filled-in form; a new one once it was stored.
  const [submissionKey, setSubmissionKey] = useState(firstSubmissionKey);
  const values = serverOutcome?.values ?? {};

  // After a success the modal closes by itself.
  useEffect(() => {
    if (phase !== "success") return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onClose]);

  const errorOf = (field: ApplicationField) => {
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? issueMessage(t, issue) : undefined;
  };
  const describedBy = (field: ApplicationField, hint = false) =>
    [hint ? `${id(field)}-hint` : "", errorOf(field) ? `${id(field)}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  const fieldProps = (field: ApplicationField, hint = false) => ({
    id: id(field),
    name: field,
    "aria-invalid": errorOf(field) ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = await checkInBrowser(event.currentTarget);
    setIssues(found);
    setFailure(found.length > 0 ? "invalid" : null);
    if (found.length > 0) {
      const first = found[0]?.field;
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setPhase("confirm");
  };

  const send = async () => {
    if (!form.current) return;
    setPhase("sending");
    setProgress(0);
    const result = await sendWithProgress(`/careers/${job.id}/apply`, new FormData(form.current), setProgress);
    if (result.ok) {
      form.current?.reset();
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

  const titleId = id("title");
  const summary = failure && phase === "form" ? failureMessage(t, failure, issues) : null;
  const percent = Math.round(progress * 100);

  return (
    <ModalDialog
      id="apply"
      labelledBy={titleId}
      onDismiss={onClose}
      dismissable={phase !== "sending"}
      className="w-[min(42rem,calc(100vw-2rem))]"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-bold text-brand-900">
          {t("jobApplication.dialogTitle", { title: job.title })}
        </h2>
        <DialogCloseButton onClick={onClose} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("jobApplication.intro")}</p>
      {summary && (
        <p
          role="alert"
          className="mt-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-base text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {summary}
        </p>
      )}
      {serverOutcome?.result.ok && phase === "success" && (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-base text-green-900">
          {t("apply.success")} {t("forms.reference", { reference })}
        </p>
      )}
      <form
        ref={form}
        method="post"
        action={`/careers/${job.id}`}
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormGuardFields submissionKey={submissionKey} />
        <Field id={id("name")} label={t("apply.form.name")} required error={errorOf("name")}>
          <input
            {...fieldProps("name")}
            type="text"
            autoComplete="name"
            required
            maxLength={201}
            defaultValue={values.name}
            className={inputClasses}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field id={id("email")} label={t("apply.form.email")} required error={errorOf("email")}>
            <input
              {...fieldProps("email")}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values.email}
              className={inputClasses}
            />
          </Field>
          <Field id={id("phone")} label={t("jobApplication.phone")} required error={errorOf("phone")}>
            <input
              {...fieldProps("phone")}
              type="tel"
              autoComplete="tel"
              required
              maxLength={25}
              placeholder="+244 9XX XXX XXX"
              defaultValue={values.phone}
              className={inputClasses}
            />
          </Field>
        </div>
        <Field
          id={id("experienceYears")}
          label={t("jobApplication.experienceYears")}
          required
          error={errorOf("experienceYears")}
        >
          <input
            {...fieldProps("experienceYears")}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            required
            defaultValue={values.experienceYears}
            className={cn(inputClasses, "max-w-40")}
          />
        </Field>
        <Field id={id("motivation")} label={t("apply.form.motivation")} required error={errorOf("motivation")}>
          <textarea
            {...fieldProps("motivation")}
            rows={5}
            required
            maxLength={MOTIVATION_MAX}
            defaultValue={values.motivation}
            className={inputClasses}
          />
        </Field>
        <Field
          id={id("portfolio")}
          label={`${t("apply.form.portfolio")} (${t("apply.optional")})`}
          hint={t("jobApplication.portfolioHint")}
          error={errorOf("portfolio")}
        >
          <input
            {...fieldProps("portfolio", true)}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={500}
            placeholder="https://"
            defaultValue={values.portfolio}
            className={inputClasses}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            id={id("cv")}
            label={t("apply.form.cv")}
            required
            hint={t("jobApplication.cvHint")}
            error={errorOf("cv")}
          >
            <input
              {...fieldProps("cv", true)}
              type="file"
              accept={acceptAttribute.cv}
              required
              className="block w-full text-base"
            />
          </Field>
          <Field
            id={id("idCard")}
            label={t("apply.form.idCard")}
            required
            hint={t("jobApplication.idCardHint")}
            error={errorOf("idCard")}
          >
            <input
              {...fieldProps("idCard", true)}
              type="file"
              accept={acceptAttribute.idCard}
              required
              className="block w-full text-base"
            />
          </Field>
        </div>
        <div className="mt-5">
          <ConsentBox
            id={id("consent")}
            errorId={`${id("consent")}-error`}
            errors={issues.some((issue) => issue.field === "consent") ? ["forms.errors.consentRequired"] : undefined}
          />
        </div>
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
        <ModalDialog
          labelledBy={id("confirm-title")}
          describedBy={id("confirm-text")}
          role="alertdialog"
          onDismiss={() => setPhase("form")}
          className="w-[min(28rem,calc(100vw-2rem))]"
        >
          <h3 id={id("confirm-title")} className="text-xl font-bold text-brand-900">
            {t("jobApplication.confirmTitle")}
          </h3>
          <p id={id("confirm-text")} className="mt-2 text-base text-slate-700">
            {t("jobApplication.confirmMessage")}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={buttonClasses("ghost")} onClick={() => setPhase("form")}>
              {t("common.cancel")}
            </button>
            <button type="button" className={buttonClasses("secondary")} onClick={() => void send()} autoFocus>
              {t("jobApplication.confirm")}
            </button>
          </div>
        </ModalDialog>
      )}

      {phase === "sending" && (
        <ModalDialog labelledBy={id("sending-title")} dismissable={false} className="w-[min(24rem,calc(100vw-2rem))]">
          <h3 id={id("sending-title")} className="flex items-center gap-2 text-xl font-bold text-brand-900">
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
            {t("jobApplication.sending")}
          </h3>
          <progress
            className="mt-4 h-3 w-full accent-brand-900"
            max={100}
            value={percent}
            aria-labelledby={id("sending-title")}
            aria-valuetext={t("jobApplication.progress", { percent })}
          />
          <p className="mt-2 text-sm text-slate-700" aria-live="polite">
            {t("jobApplication.progress", { percent })}
          </p>
        </ModalDialog>
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
          onDone={() => setPhase("form")}
        />
      )}
    </ModalDialog>
  );
}
