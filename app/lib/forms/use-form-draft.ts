import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useBrowserValue } from "~/lib/page-speed/use-hydrated";
import { forgetBackgroundSend } from "./background-sends";
import { SUBMISSION_KEY_FIELD } from "./field-names";
import {
  forgetDraft,
  onSentChange,
  readDraft,
  readSent,
  rememberSent,
  saveDraft,
  typedValues,
  type Draft,
  type SentConfirmation,
} from "./form-drafts";

/** The first automatic resend after a failed one, doubled each time up to the last. */
const RESEND_DELAYS_MS = [5_000, 10_000, 20_000, 30_000];
/** A resend that found the last send still under way looks again this soon, not a whole delay later. */
const BUSY_RETRY_MS = 500;

/** Each mounted form's draft as found when it appeared (read once, so the snapshot keeps its identity). */
const draftsAtMount = new Map<string, Draft | null>();
function draftAtMount(id: string): Draft | null {
  if (!draftsAtMount.has(id)) draftsAtMount.set(id, readDraft(id));
  return draftsAtMount.get(id) ?? null;
}

/**
 * Calls `resend` while a send is pending: when the browser says the network is back (`online`), and
 * every few seconds besides (a cut the browser does not notice, such as a proxy giving up), until it
 * is stored or refused; `atOnce` (a pending send found on a new visit) also right away. `pending`
 * turning false stops it. `resend` answers "busy" when the last send has not failed yet (the network
 * came back while it was still on its way): then it is tried again in a moment, since waiting a whole
 * delay would leave the visitor looking at a form that does nothing on a network that works.
 */
export function useResendWhilePending(pending: boolean, resend: () => "busy" | void, atOnce = false) {
  const latest = useRef(resend);
  const atOnceRef = useRef(atOnce);
  useEffect(() => {
    latest.current = resend;
    atOnceRef.current = atOnce;
  });
  useEffect(() => {
    if (!pending) return;
    let attempt = 0;
    let timer: number | undefined;
    const again = () => {
      window.clearTimeout(timer);
      if (navigator.onLine && latest.current() === "busy") {
        timer = window.setTimeout(again, BUSY_RETRY_MS);
        return;
      }
      timer = window.setTimeout(again, RESEND_DELAYS_MS[Math.min(++attempt, RESEND_DELAYS_MS.length - 1)]);
    };
    if (atOnceRef.current) again();
    else timer = window.setTimeout(again, RESEND_DELAYS_MS[0]);
    window.addEventListener("online", again);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", again);
    };
  }, [pending]);
}

/** The confirmation kept for a form (`rememberSent`), null before hydration and once the visitor starts again. */
export function useSentConfirmation(name: string): SentConfirmation | null {
  return useSyncExternalStore(
    onSentChange,
    () => readSent(name),
    () => null,
  );
}

type FormDraftOptions = {
  /** The form's element id, also the draft's name on the device. */
  id: string;
  /** The key the page's loader gave this form. */
  submissionKey: string;
  /** Puts a restored draft's texts into the fields. */
  restore: (values: Record<string, string>) => void;
};

/**
 * The device side of a public form (ADR 040): restores what was typed on an earlier visit (with its
 * submission key), keeps every change, and remembers whether a send is waiting for the network.
 */
export function useFormDraft({ id, submissionKey: loaderKey, restore }: FormDraftOptions) {
  // The draft found when the form appeared; after hydration only, so the page's HTML matches.
  const start = useBrowserValue(() => draftAtMount(id), null);
  useEffect(() => () => void draftsAtMount.delete(id), [id]);
  // What the site said of the last send (null: nothing sent yet on this visit).
  const [answer, setAnswer] = useState<"stored" | "refused" | "offline" | null>(null);
  // Once stored, the restored draft's key is spent: the next form takes the loader's.
  const [startStored, setStartStored] = useState(false);
  const submissionKey = start && !startStored ? start.submissionKey : loaderKey;
  const pending = answer === null ? Boolean(start?.pending) : answer === "offline";
  const state = useRef({ submissionKey, pending });
  useEffect(() => {
    state.current = { submissionKey, pending };
  });

  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  useEffect(() => {
    if (start) restoreRef.current(start.values);
  }, [start]);

  // Every change is kept at once: a tab a phone closes in the background gets no last chance.
  useEffect(() => {
    const keep = (event: Event) => {
      const field = event.target as { form?: HTMLFormElement | null } | null;
      // The visitor's own input only: a form resetting itself after a success or a restored draft is no news.
      if (!event.isTrusted || field?.form?.id !== id) return;
      saveDraft(id, { ...state.current, values: typedValues(new FormData(field.form)) });
    };
    document.addEventListener("input", keep);
    document.addEventListener("change", keep);
    return () => {
      document.removeEventListener("input", keep);
      document.removeEventListener("change", keep);
    };
  }, [id]);

  /** The visitor sent this data: kept as pending until the site answers. */
  const sending = useCallback(
    (data: FormData) => {
      const key = data.get(SUBMISSION_KEY_FIELD);
      saveDraft(id, {
        submissionKey: typeof key === "string" ? key : state.current.submissionKey,
        values: typedValues(data),
        pending: true,
      });
    },
    [id],
  );

  /** The site answered: stored (forget the draft, keep the confirmation), refused (the visitor acts) or unreachable. */
  const answered = useCallback(
    (outcome: "stored" | "refused" | "offline", confirmation?: SentConfirmation) => {
      // The page itself got the site's answer: the service worker has nothing left to send.
      if (outcome !== "offline") void forgetBackgroundSend(state.current.submissionKey);
      if (outcome === "stored") {
        forgetDraft(id);
        setStartStored(true);
        if (confirmation) rememberSent(id, confirmation);
      } else {
        const draft = readDraft(id);
        if (draft) saveDraft(id, { ...draft, pending: outcome === "offline" });
      }
      setAnswer(outcome);
      state.current.pending = outcome === "offline";
    },
    [id],
  );

  return {
    submissionKey,
    /** A send waits for the network. */
    pending,
    /** That send was found when the form appeared: it goes again at once. */
    resumed: answer === null && Boolean(start?.pending),
    sending,
    answered,
    pendingDraft: (): Draft | null => readDraft(id),
  };
}

/**
 * Opens a form that lives in a modal when the visitor comes back with a send of it still pending, so
 * that it goes (the form restores its draft and resends it on opening).
 */
export function useReopenPendingForm(name: string, open: () => void) {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    if (readDraft(name)?.pending) openRef.current();
  }, [name]);
}
