/**
 * Per-client limits on the public forms (ADR 021), counted by rate-limiter-flexible: in PostgreSQL
 * when the site runs on it, so every process behind a load balancer shares one count, and in this
 * process's memory on the embedded database (one process by construction). A post and the submission
 * it stores are counted together, in one statement on PostgreSQL (ADR 083).
 */
import { createHash } from "node:crypto";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type RateLimit = {
  /** Counts one for `key`; refused once `points` are spent in the current window. */
  take(key: string): Promise<RateLimitVerdict>;
  /** Gives back what `take` counted, when the work it paid for did not happen. */
  giveBack(key: string): Promise<void>;
  /** Whether `key` has spent its points in the current window, without counting anything. */
  spent(key: string): Promise<RateLimitVerdict>;
  readonly points: number;
  readonly windowSeconds: number;
};

export type FormRateLimits = {
  /** Every post to any public form from one address, whatever its outcome: stops a flood. */
  burst: RateLimit;
  /** Stored submissions (and uploads) of one form from one address. */
  submissions: RateLimit;
  /** Tracking numbers not found from one address: guessing them is cut short. */
  trackingMisses: RateLimit;
  /** Page-speed beacons from one address (POST /vitals, ADR 058): a flood is not counted. */
  vitals: RateLimit;
  /**
   * Counts a post towards `burst` and, when that allows it, one stored submission towards `submissions`;
   * refused at the first limit spent. On PostgreSQL one round trip instead of two (ADR 083).
   */
  takePostAndSubmission(burstKey: string, submissionKey: string): Promise<RateLimitVerdict>;
};

type FormRateLimitSettings = {
  /** Stored submissions of one form per address per 10 minutes (FORM_RATE_LIMIT). */
  submissionLimit: number;
  /** Posts per address per 10 seconds, all forms together (FORM_BURST_LIMIT). */
  burstLimit: number;
  /** Tracking numbers not found per address per 10 minutes (TRACKING_MISS_LIMIT). */
  trackingMissLimit?: number;
  /** Page-speed beacons per address per 10 minutes (VITALS_RATE_LIMIT); a page load sends one. */
  vitalsLimit?: number;
  /** The site's PostgreSQL pool; none on the embedded database. */
  pool?: pg.Pool | undefined;
};

const SUBMISSION_WINDOW_SECONDS = 10 * 60;
const BURST_WINDOW_SECONDS = 10;
const COUNTERS_TABLE = "rate_limits";

/** Opens the limits; on PostgreSQL it creates their unlogged table first (safe from several processes at once). */
export async function openFormRateLimits({
  submissionLimit,
  burstLimit,
  trackingMissLimit = 30,
  vitalsLimit = 120,
  pool,
}: FormRateLimitSettings): Promise<FormRateLimits> {
  if (pool) await retryIfCreatedMeanwhile(() => unloggedCounters(pool));
  // One after the other, as before the table was created above: each still asks for it (`create table if not exists`).
  const burst = await openLimit({ name: "form_burst", points: burstLimit, windowSeconds: BURST_WINDOW_SECONDS, pool });
  const submissions = await openLimit({
    name: "form_submissions",
    points: submissionLimit,
    windowSeconds: SUBMISSION_WINDOW_SECONDS,
    pool,
  });
  const trackingMisses = await openLimit({
    name: "tracking_misses",
    points: trackingMissLimit,
    windowSeconds: SUBMISSION_WINDOW_SECONDS,
    pool,
  });
  const vitals = await openLimit({
    name: "vitals",
    points: vitalsLimit,
    windowSeconds: SUBMISSION_WINDOW_SECONDS,
    pool,
  });
  return {
    burst: burst.shared,
    submissions: submissions.shared,
    trackingMisses: trackingMisses.shared,
    vitals: vitals.shared,
    takePostAndSubmission: pool
      ? takenInOneStatement(pool, burst, submissions)
      : (burstKey, submissionKey) => takeOneAfterTheOther(burst.shared, submissions.shared, burstKey, submissionKey),
  };
}

/** A limit as every process sees it, the same limit counted by this process alone, and its counters' row keys. */
type Counter = {
  shared: RateLimit;
  inThisProcess: RateLimit;
  /** The row of `key` in the counters' table, as rate-limiter-flexible names it. */
  rowKey(key: string): string;
};

async function openLimit({
  name,
  points,
  windowSeconds,
  pool,
}: {
  name: string;
  points: number;
  windowSeconds: number;
  pool: pg.Pool | undefined;
}): Promise<Counter> {
  const options = { keyPrefix: name, points, duration: windowSeconds };
  // If PostgreSQL stops answering, each process counts on its own rather than refusing everyone.
  const memory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = pool
    ? await retryIfCreatedMeanwhile(() => openStore({ ...options, storeClient: pool, insuranceLimiter: memory }))
    : memory;
  return {
    shared: rateLimitOn(limiter, points, windowSeconds),
    inThisProcess: rateLimitOn(memory, points, windowSeconds),
    rowKey: (key) => limiter.getKey(storedKey(key)),
  };
}

function rateLimitOn(limiter: RateLimiterAbstract, points: number, windowSeconds: number): RateLimit {
  return {
    points,
    windowSeconds,
    async take(key) {
      try {
        await limiter.consume(storedKey(key));
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refusedFor(refusal.msBeforeNext);
      }
    },
    async giveBack(key) {
      await limiter.reward(storedKey(key)).catch(() => {});
    },
    async spent(key) {
      const state = await limiter.get(storedKey(key)).catch(() => null);
      if (!state || state.consumedPoints < points) return { allowed: true };
      return refusedFor(state.msBeforeNext);
    },
  };
}

function refusedFor(msBeforeNext: number): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

async function takeOneAfterTheOther(
  burst: RateLimit,
  submissions: RateLimit,
  burstKey: string,
  submissionKey: string,
): Promise<RateLimitVerdict> {
  const post = await burst.take(burstKey);
  return post.allowed ? submissions.take(submissionKey) : post;
}

/**
 * rate-limiter-flexible's upsert of one counter (a window that has run out starts again at one): `row` is the
 * counter's key and new expiry, `$5` now; the times are milliseconds, as the library's.
 */
const counted = (row: string) => `insert into ${COUNTERS_TABLE} ${row}
    on conflict (key) do update set
      points = case when ${COUNTERS_TABLE}.expire <= $5::bigint then 1 else ${COUNTERS_TABLE}.points + 1 end,
      expire = case when ${COUNTERS_TABLE}.expire <= $5::bigint then excluded.expire else ${COUNTERS_TABLE}.expire end
    returning points, expire`;

/** Both counters in one statement: the submission's only when the post's count is within its limit ($6). */
const TAKE_POST_AND_SUBMISSION = `with post as (${counted("values ($1::varchar, 1, $2::bigint)")}),
  submission as (${counted("select $3::varchar, 1, $4::bigint where (select points from post) <= $6::integer")})
  select post.points as post_points, post.expire as post_expire,
    submission.points as submission_points, submission.expire as submission_expire
  from post left join submission on true`;

type TakenCounts = {
  post_points: number;
  post_expire: string;
  submission_points: number | null;
  submission_expire: string | null;
};

function takenInOneStatement(
  pool: pg.Pool,
  burst: Counter,
  submissions: Counter,
): FormRateLimits["takePostAndSubmission"] {
  const windowOf = (counter: Counter) => counter.shared.windowSeconds * 1000;
  return async (burstKey, submissionKey) => {
    const now = Date.now();
    let counts: TakenCounts | undefined;
    try {
      counts = (
        await pool.query<TakenCounts>({
          name: "rate_limits:post-and-submission",
          text: TAKE_POST_AND_SUBMISSION,
          values: [
            burst.rowKey(burstKey),
            now + windowOf(burst),
            submissions.rowKey(submissionKey),
            now + windowOf(submissions),
            now,
            burst.shared.points,
          ],
        })
      ).rows[0];
    } catch {
      // As each limit alone (its insurance): with PostgreSQL not answering, this process counts on its own.
      return takeOneAfterTheOther(burst.inThisProcess, submissions.inThisProcess, burstKey, submissionKey);
    }
    if (!counts) throw new Error("rate limits: the counters' statement returned no row");
    if (counts.post_points > burst.shared.points) return refusedFor(Number(counts.post_expire) - now);
    if (counts.submission_points !== null && counts.submission_points > submissions.shared.points) {
      return refusedFor(Number(counts.submission_expire) - now);
    }
    return { allowed: true };
  };
}

type StoreOptions = {
  keyPrefix: string;
  points: number;
  duration: number;
  storeClient: pg.Pool;
  insuranceLimiter: RateLimiterMemory;
};

/** The limit's counter in PostgreSQL; its table is created on first use (CREATE TABLE IF NOT EXISTS). */
function openStore(options: StoreOptions): Promise<RateLimiterAbstract> {
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const store: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeType: "pool", tableName: COUNTERS_TABLE, clearExpiredByTimeout: true },
      (error?: Error) => (error ? reject(error) : resolve(store)),
    );
  });
}

/**
 * The counters' table, unlogged: a count of the last seconds or minutes need not survive a crash (PostgreSQL
 * empties an unlogged table then), and its every change then skips the write-ahead log and its flush to disk,
 * two of a submission's three (ADR 073). The columns are rate-limiter-flexible's own, which then finds the table
 * there; a table an earlier version created as an ordinary one is made unlogged.
 */
async function unloggedCounters(pool: pg.Pool): Promise<void> {
  await pool.query(`create unlogged table if not exists ${COUNTERS_TABLE} (
    key varchar(255) primary key, points integer not null default 0, expire bigint)`);
  const { rows } = await pool.query<{ persistence: string }>(
    "select relpersistence as persistence from pg_class where oid = $1::regclass",
    [COUNTERS_TABLE],
  );
  if (rows[0]?.persistence === "p") await pool.query(`alter table ${COUNTERS_TABLE} set unlogged`);
}

/** Once more when another process created the table at the same moment: it is there now. */
function retryIfCreatedMeanwhile<T>(work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (!isCreatedMeanwhile(error)) throw error;
    return work();
  });
}

/** PostgreSQL's answer when two sessions create one table at once: duplicate type, relation or key. */
function isCreatedMeanwhile(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "42710" || code === "42P07" || code === "23505";
}

/** Client addresses are never stored: the table holds a digest of form and address. */
function storedKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 32);
}
