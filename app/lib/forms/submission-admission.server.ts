/**
 * How many public-form submissions one process works on at once (ADR 061). Past `atOnce`, a submission
 * waits its turn without reading more of its body (TCP holds its sender); past `waiting` waiting, it is
 * refused at once (503, Retry-After, the visitor's text kept by the form) rather than queued for seconds
 * behind the database's pool and then failed. An overloaded process keeps answering pages and /readyz.
 */
export type SubmissionAdmission = {
  /** A turn (call it once the submission is answered), or null when the process is already full. */
  enter(): Promise<(() => void) | null>;
  /** Submissions being worked on, and waiting: the metrics' gauge. */
  load(): { working: number; waiting: number };
};

/** `Retry-After` of a submission refused because too many arrived at once: a few seconds spread them out. */
export const BUSY_RETRY_SECONDS = 5;

export function submissionAdmission({ atOnce, waiting }: { atOnce: number; waiting: number }): SubmissionAdmission {
  let working = 0;
  const queue: Array<() => void> = [];
  const leave = () => {
    const next = queue.shift();
    // The turn passes straight to the next in line: `working` stays the same.
    if (next) next();
    else working--;
  };
  const turn = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leave();
    };
  };
  return {
    async enter() {
      if (working < atOnce) {
        working++;
        return turn();
      }
      if (queue.length >= waiting) return null;
      await new Promise<void>((resolve) => queue.push(resolve));
      return turn();
    },
    load: () => ({ working, waiting: queue.length }),
  };
}
