import { createContext } from "react-router";

/**
 * How many public-form submissions one process works on at once (ADR 061). Every submission is counted
 * from its arrival to its answer; one that arrives past `atOnce + waiting` is refused at once (503,
 * Retry-After, the visitor's text kept by the form) rather than queued for seconds behind the database
 * and then failed. The others go through a gate of `atOnce`, waiting their turn without reading more of
 * their body (TCP holds their sender). An overloaded process keeps answering pages and /readyz.
 */
export type SubmissionAdmission = {
  /** Counts a submission from its arrival; `overflowing` when the process already holds all it may. */
  arrive(): { overflowing: boolean; leave(): void };
  /** A turn at the gate (call it once the submission is answered), or null when too many wait already. */
  enter(): Promise<(() => void) | null>;
  /** Submissions arrived and not answered yet, being worked on, and waiting: the metrics' gauge. */
  load(): { arrived: number; working: number; waiting: number };
};

/** `Retry-After` of a submission refused because too many arrived at once: a few seconds spread them out. */
export const BUSY_RETRY_SECONDS = 5;

/** Whether this request arrived past what the process holds (set by the server for the actions). */
export const submissionOverflowContext = createContext<boolean>(false);

export function submissionAdmission({ atOnce, waiting }: { atOnce: number; waiting: number }): SubmissionAdmission {
  let arrived = 0;
  let working = 0;
  const queue: Array<() => void> = [];
  const once = (action: () => void) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      action();
    };
  };
  const leaveGate = () => {
    const next = queue.shift();
    // The turn passes straight to the next in line: `working` stays the same.
    if (next) next();
    else working--;
  };
  return {
    arrive() {
      const overflowing = arrived >= atOnce + waiting;
      arrived++;
      return { overflowing, leave: once(() => arrived--) };
    },
    async enter() {
      if (working < atOnce) {
        working++;
        return once(leaveGate);
      }
      if (queue.length >= waiting) return null;
      await new Promise<void>((resolve) => queue.push(resolve));
      return once(leaveGate);
    },
    load: () => ({ arrived, working, waiting: queue.length }),
  };
}
