/**
 * What a visitor typed in a public form, kept on their device until the form is stored (ADR 040):
 * a reload, a closed browser or a lost connection never throws it away. A draft lives in
 * localStorage under the form's name, with the form's submission key, so that the send it is waiting
 * for stores one record however often it is retried. Nothing is ever kept for the back-office.
 */
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from "./field-names";

export type Draft = {
  submissionKey: string;
  /** The typed texts by field name (files are never in a draft: see the job application's own store). */
  values: Record<string, string>;
  /** The visitor pressed Send and the form is not stored yet: it goes again when the network is back. */
  pending: boolean;
  savedAt: number;
};

const DRAFT_PREFIX = "kamba:draft:";
/** A draft older than this is forgotten unread: the visitor has moved on. */
const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The device's storage of the kind asked, or null on the back-office, on the server or when refused. */
function deviceStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  if (typeof window === "undefined" || window.location.pathname.startsWith("/admin")) return null;
  try {
    return window[kind];
  } catch {
    // Storage refused (private mode, blocked cookies): the form works, only without a draft.
    return null;
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.submissionKey === "string" &&
    typeof draft.pending === "boolean" &&
    typeof draft.savedAt === "number" &&
    typeof draft.values === "object" &&
    draft.values !== null &&
    Object.values(draft.values).every((text) => typeof text === "string")
  );
}

export function readDraft(name: string): Draft | null {
  const storage = deviceStorage("localStorage");
  try {
    const draft: unknown = JSON.parse(storage?.getItem(DRAFT_PREFIX + name) ?? "null");
    if (isDraft(draft) && Date.now() - draft.savedAt < DRAFT_LIFETIME_MS) return draft;
  } catch {
    // Not ours or damaged: forgotten below.
  }
  forgetDraft(name);
  return null;
}

export function saveDraft(name: string, draft: Omit<Draft, "savedAt">): void {
  try {
    deviceStorage("localStorage")?.setItem(DRAFT_PREFIX + name, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or refused: the form still works.
  }
}

export function forgetDraft(name: string): void {
  try {
    deviceStorage("localStorage")?.removeItem(DRAFT_PREFIX + name);
  } catch {
    // Nothing to forget.
  }
}

/** The typed texts of a form's data, without the honeypot, the key and files. */
export function typedValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) {
    if (name === HONEYPOT_FIELD || name === SUBMISSION_KEY_FIELD || typeof value !== "string") continue;
    values[name] = value;
  }
  return values;
}

/**
 * Puts a draft's texts and files back into a form's own fields, each with the events typing gives,
 * so that the form's library (Conform) and controls (file pickers) see them as the visitor's input.
 */
export function fillForm(form: HTMLFormElement, values: Record<string, string>, files: Record<string, File> = {}) {
  const changed = (field: Element) => {
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  };
  for (const [name, value] of Object.entries(values)) {
    for (const field of form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)) {
      if (field.type === "hidden" || field.type === "file") continue;
      if (field.type === "checkbox" || field.type === "radio") field.checked = field.value === value;
      else field.value = value;
      changed(field);
    }
  }
  for (const [name, file] of Object.entries(files)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement) || field.type !== "file") continue;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    field.files = transfer.files;
    changed(field);
  }
}

/** The form data a draft sends: its texts, its key, and an empty honeypot. */
export function draftFormData(draft: Draft): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(draft.values)) data.set(name, value);
  data.set(SUBMISSION_KEY_FIELD, draft.submissionKey);
  data.set(HONEYPOT_FIELD, "");
  return data;
}

/** What the page keeps of a stored submission until the visitor starts a new one. */
export type SentConfirmation = {
  reference: string;
  /** The visitor gave an e-mail address: the confirmation e-mail is on its way. */
  emailed: boolean;
};

const SENT_PREFIX = "kamba:sent:";
const sentListeners = new Set<() => void>();
/**
 * This page's copy of each confirmation (useSyncExternalStore compares by identity, and a refused
 * storage still shows the confirmation until the page is left).
 */
const sentOnThisPage = new Map<string, SentConfirmation | null>();

/**
 * Keeps a stored submission's confirmation for this tab (sessionStorage: a reload keeps it, closing
 * the browser forgets it) and tells every part of the page that shows it; null forgets it.
 */
export function rememberSent(name: string, confirmation: SentConfirmation | null): void {
  try {
    const storage = deviceStorage("sessionStorage");
    if (confirmation) storage?.setItem(SENT_PREFIX + name, JSON.stringify(confirmation));
    else storage?.removeItem(SENT_PREFIX + name);
  } catch {
    // Storage refused: the confirmation shows until the page is left.
  }
  sentOnThisPage.set(name, confirmation);
  for (const listener of sentListeners) listener();
}

/** The confirmation kept for this form, if the visitor has not started a new one since. */
export function readSent(name: string): SentConfirmation | null {
  if (sentOnThisPage.has(name)) return sentOnThisPage.get(name) ?? null;
  let kept: SentConfirmation | null = null;
  try {
    const parsed = JSON.parse(
      deviceStorage("sessionStorage")?.getItem(SENT_PREFIX + name) ?? "null",
    ) as Partial<SentConfirmation> | null;
    if (parsed && typeof parsed.reference === "string" && typeof parsed.emailed === "boolean") {
      kept = { reference: parsed.reference, emailed: parsed.emailed };
    }
  } catch {
    kept = null;
  }
  sentOnThisPage.set(name, kept);
  return kept;
}

export function onSentChange(listener: () => void): () => void {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}
