/**
 * What this process has done since it started, counted in plain numbers (ADR 058): requests by route,
 * form submissions and refusals, e-mail failures, the page cache's hits. Counting costs a map lookup;
 * prom-client, which turns these into Prometheus' text, loads only when `/metrics` is first asked for
 * (server/metrics.ts). Labels are route patterns, form names and reasons from fixed lists: never an
 * address, a query or anything a visitor typed.
 */

/** Upper bounds (seconds) of the request-duration histogram's buckets. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export type RequestTally = {
  method: string;
  route: string;
  status: number;
  /** Requests per bucket of REQUEST_SECONDS_BUCKETS (not cumulative), and one more for longer ones. */
  buckets: number[];
  seconds: number;
  count: number;
};

/** `stored`: a new submission; `repeated`: the same form sent again (stored once); `refused`: see its reason. */
export type FormOutcome = "stored" | "repeated" | "refused";

export type FormRefusalReason =
  | "invalid"
  | "stale-form"
  | "honeypot"
  | "rate-limited"
  | "too-large"
  | "unreadable"
  | "unsupported"
  | "job-closed"
  | "unavailable"
  | "busy";

const METHODS = new Set(["GET", "HEAD", "POST"]);

const requests = new Map<string, RequestTally>();
const forms = new Map<string, { form: string; outcome: FormOutcome; reason: string; count: number }>();
const pageCache = { hit: 0, miss: 0 };
let mailFailures = 0;

/** One answered request: its route pattern (never the address asked for), status and duration. */
export function noteRequest(method: string, route: string, status: number, seconds: number): void {
  const verb = METHODS.has(method) ? method : "OTHER";
  const key = `${verb} ${route} ${status}`;
  let tally = requests.get(key);
  if (!tally) {
    tally = {
      method: verb,
      route,
      status,
      buckets: new Array<number>(REQUEST_SECONDS_BUCKETS.length + 1).fill(0),
      seconds: 0,
      count: 0,
    };
    requests.set(key, tally);
  }
  let index = REQUEST_SECONDS_BUCKETS.findIndex((bound) => seconds <= bound);
  if (index === -1) index = REQUEST_SECONDS_BUCKETS.length;
  tally.buckets[index]! += 1;
  tally.seconds += seconds;
  tally.count += 1;
}

/** One post of a public form and what became of it. */
export function noteFormOutcome(form: string, outcome: FormOutcome, reason: FormRefusalReason | "" = ""): void {
  const key = `${form} ${outcome} ${reason}`;
  const tally = forms.get(key);
  if (tally) tally.count += 1;
  else forms.set(key, { form, outcome, reason, count: 1 });
}

/** A refusal's reason from the HTTP status a body reader or rate limit answered with. */
export function refusalReasonOf(status: number): FormRefusalReason {
  if (status === 429) return "rate-limited";
  if (status === 413) return "too-large";
  if (status === 415) return "unsupported";
  return "unreadable";
}

/** One attempt to send an e-mail that failed (it is tried again later). */
export function noteMailFailure(): void {
  mailFailures += 1;
}

/** One page the cache could have answered: from memory (`hit`) or rendered (`miss`). */
export function notePageCache(hit: boolean): void {
  if (hit) pageCache.hit += 1;
  else pageCache.miss += 1;
}

/** Everything counted so far, read when `/metrics` is asked for. */
export function productionFigures() {
  return {
    requests: [...requests.values()],
    forms: [...forms.values()],
    pageCache: { ...pageCache },
    mailFailures,
  };
}
