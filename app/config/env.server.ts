import path from "node:path";
import { z } from "zod";
import type { Inbox } from "~/domain/choices";
import { company } from "./company";

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const booleanSetting = z.preprocess(
  blankAsUnset,
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .transform((value) => ["true", "1", "yes"].includes(value))
    .optional(),
);

function wholeNumberFrom(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess(blankAsUnset, wholeNumberFrom(min, max).default(fallback));
}

function seconds(min: number, max: number, fallback: number) {
  const error = `must be a number of seconds from ${min} to ${max}`;
  return z.preprocess(
    blankAsUnset,
    z.coerce.number({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

const mailAddress = z.preprocess(blankAsUnset, z.email({ error: "must be an e-mail address" }).optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("production")),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default("0.0.0.0")),
  HEALTH_PORT: z.preprocess(blankAsUnset, wholeNumberFrom(1, 65535).optional()),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  PUBLIC_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  SEED_DEMO: booleanSetting,
  TRUST_PROXY: booleanSetting,
  S3_BUCKET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be a valid bucket name" })
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional(),
  ),
  S3_REGION: z.preprocess(blankAsUnset, z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  S3_FORCE_PATH_STYLE: booleanSetting,
  S3_PREFIX: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_-]*\/$/, { error: "must be a folder name ending with /" })
      .optional(),
  ),
  FORM_RATE_LIMIT: wholeNumber(1, 1_000_000, 50),
  FORM_BURST_LIMIT: wholeNumber(1, 1_000_000, 20),
  TRACKING_MISS_LIMIT: wholeNumber(1, 1_000_000, 30),
  VITALS_RATE_LIMIT: wholeNumber(1, 1_000_000, 120),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10),
  SUBMISSIONS_AT_ONCE: wholeNumber(1, 10_000, 20),
  SUBMISSIONS_WAITING: wholeNumber(0, 100_000, 200),
  UPLOAD_IDLE_TIMEOUT_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: "must be a number of seconds from 0.1 to 600" })
      .min(0.1, { error: "must be a number of seconds from 0.1 to 600" })
      .max(600, { error: "must be a number of seconds from 0.1 to 600" })
      .default(30),
  ),
  AUTH_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, { error: "must be at least 32 characters (for example `openssl rand -base64 48`)" }).optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z.string().min(32, { error: "must be at least 32 characters (for example `openssl rand -base64 48`)" }).optional(),
  ),
  STAFF_SESSION_IDLE_SECONDS: wholeNumber(4, 7 * 24 * 3600, 3600),
  STAFF_SESSION_LIFETIME_SECONDS: wholeNumber(4, 30 * 24 * 3600, 12 * 3600),
  SMTP_HOST: z.preprocess(blankAsUnset, z.string().optional()),
  SMTP_PORT: wholeNumber(1, 65535, 587),
  SMTP_SECURE: booleanSetting,
  SMTP_USER: z.preprocess(blankAsUnset, z.string().optional()),
  SMTP_PASSWORD: z.preprocess(blankAsUnset, z.string().optional()),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().min(3).optional()),
  MAIL_TO_DRIVERS: mailAddress,
  MAIL_TO_APPLICATIONS: mailAddress,
  MAIL_TO_PROPOSALS: mailAddress,
  MAIL_TO_MESSAGES: mailAddress,
  MAIL_TO_DELIVERIES: mailAddress,
  MAIL_RETRY_SECONDS: seconds(0.1, 3600, 30),
  MAIL_RETRY_MAX_SECONDS: seconds(0.1, 86_400, 3600),
  MAIL_POLL_SECONDS: seconds(0.05, 60, 2),
  MAIL_LEASE_SECONDS: wholeNumber(2, 3600, 120),
  PAGE_CACHE_SECONDS: seconds(0, 3600, 300),
  HYDRATE_AFTER_PAINT: booleanSetting,
  RETAIN_ID_CARD_DAYS: wholeNumber(1, 3650, 90),
  RETAIN_REJECTED_MONTHS: wholeNumber(1, 120, 12),
  RETAIN_SUBMISSIONS_MONTHS: wholeNumber(1, 120, 24),
  RETAIN_POSITIONS_DAYS: wholeNumber(1, 3650, 30),
  NEWS_MAX_AGE_MONTHS: wholeNumber(1, 120, 12),
  BACKUP_DAILY: booleanSetting,
  BACKUP_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  BACKUP_KEEP: wholeNumber(1, 365, 7),
  BACKUP_TO_BUCKET: booleanSetting,
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

/** An S3-compatible bucket for uploaded files (S3_* settings); without it files go under DATA_DIR. */
export type S3Settings = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Optional folder inside the bucket. */
  prefix: string;
};

export type AppEnv = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** A second port that answers only /healthz and /readyz (ADR 076); none when unset. */
  healthPort: number | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Stored submissions of one public form that one client address may make per 10 minutes. */
  formRateLimit: number;
  /** Posts to the public forms (any outcome) that one client address may make per 10 seconds. */
  formBurstLimit: number;
  /** Tracking numbers not found one client address may ask for per 10 minutes. */
  trackingMissLimit: number;
  /** Page-speed beacons one client address may send per 10 minutes (ADR 058). */
  vitalsLimit: number;
  /** Connections each process keeps open to PostgreSQL at most. */
  databasePoolSize: number;
  /** Public-form submissions one process works on at once, and how many more may wait their turn (ADR 061). */
  submissions: { atOnce: number; waiting: number };
  /** An upload that sends no byte for this long is ended and its spooled file removed. */
  uploadIdleTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Signs staff session cookies and encrypts authenticator secrets; generated and kept in the database when unset. */
  authSecret: string | undefined;
  /** The bearer token that opens /metrics from another machine (ADR 058); without it only loopback may. */
  metricsToken: string | undefined;
  /** A staff session unused for this long ends (1 hour). */
  staffSessionIdleSeconds: number;
  /** A staff session ends this long after sign-in whatever its use (12 hours). */
  staffSessionLifetimeSeconds: number;
  /** How long a rendered public page is kept in memory at most (0: never); publishing forgets it sooner. */
  pageCacheMs: number;
  /** The page's code waits until it has painted (lib/page-speed); false sends React Router's page as it wrote it. */
  hydrateAfterPaint: boolean;
  /** Uploaded files go to this S3-compatible bucket when S3_BUCKET is set, else under DATA_DIR/uploads. */
  s3: S3Settings | null;
  mail: MailSettings;
  retention: RetentionSettings;
  /** The home page shows news dated within this many months only (12). */
  newsMaxAgeMonths: number;
  backup: BackupSettings;
};

/**
 * Where backups go (`npm run backup`, and daily when `daily`), and how many are kept there; with `toBucket`
 * each is also copied into the S3_* bucket, which keeps as many.
 */
type BackupSettings = { daily: boolean; folder: string; keep: number; toBucket: boolean };

/** How long personal data is kept (docs/product/spec-decisions.md; the privacy page states the same durations). */
export type RetentionSettings = {
  /** A job application's ID card, counted from the decision (accepted or rejected). */
  idCardDays: number;
  /** Rejected job and driver applications, counted from the decision. */
  rejectedMonths: number;
  /** Every other submission, counted from its arrival. */
  submissionMonths: number;
  /** A delivery driver's positions, counted from the end of the delivery (delivered or cancelled). */
  positionDays: number;
};

export type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; password?: string };

/** E-mail goes through the outbox table; without SMTP_HOST it stays there (the back-office lists it). */
export type MailSettings = {
  smtp: SmtpSettings | null;
  from: string;
  /** Where each inbox's notice of a new submission goes. */
  staffAddress: Record<Inbox, string>;
  /** The wait after a first failed delivery; it doubles with each failure, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the sender looks for messages due. */
  pollMs: number;
  /**
   * How long a process holds the messages it claimed: one that dies holding them (a crash, kill -9) leaves
   * them to another process after this long.
   */
  leaseSeconds: number;
};

export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "InvalidSettingsError";
  }
}

/** Reads and checks the settings once at start-up; a bad value stops the server with a message naming it. */
export function readEnv(source: Record<string, string | undefined> = process.env): AppEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new InvalidSettingsError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return `${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  const s3Without = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX"].filter(
    (name) => !env.S3_BUCKET && blankAsUnset(source[name]) !== undefined,
  );
  if (s3Without.length > 0) {
    throw new InvalidSettingsError(s3Without.map((name) => `${name}: needs S3_BUCKET to be set as well`));
  }
  if (env.BACKUP_TO_BUCKET && !env.S3_BUCKET) {
    throw new InvalidSettingsError(["BACKUP_TO_BUCKET: needs S3_BUCKET (the bucket the backups are copied to)"]);
  }
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new InvalidSettingsError(["S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither"]);
  }
  if (env.HEALTH_PORT === env.PORT) {
    throw new InvalidSettingsError([`HEALTH_PORT=${env.HEALTH_PORT}: must differ from PORT`]);
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    healthPort: env.HEALTH_PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    seedDemo: env.SEED_DEMO ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    formRateLimit: env.FORM_RATE_LIMIT,
    formBurstLimit: env.FORM_BURST_LIMIT,
    trackingMissLimit: env.TRACKING_MISS_LIMIT,
    vitalsLimit: env.VITALS_RATE_LIMIT,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    submissions: { atOnce: env.SUBMISSIONS_AT_ONCE, waiting: env.SUBMISSIONS_WAITING },
    uploadIdleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
    metricsToken: env.METRICS_TOKEN,
    staffSessionIdleSeconds: env.STAFF_SESSION_IDLE_SECONDS,
    staffSessionLifetimeSeconds: env.STAFF_SESSION_LIFETIME_SECONDS,
    pageCacheMs: env.PAGE_CACHE_SECONDS * 1000,
    hydrateAfterPaint: env.HYDRATE_AFTER_PAINT ?? true,
    newsMaxAgeMonths: env.NEWS_MAX_AGE_MONTHS,
    backup: {
      daily: env.BACKUP_DAILY ?? false,
      folder: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
      keep: env.BACKUP_KEEP,
      toBucket: env.BACKUP_TO_BUCKET ?? false,
    },
    retention: {
      idCardDays: env.RETAIN_ID_CARD_DAYS,
      rejectedMonths: env.RETAIN_REJECTED_MONTHS,
      submissionMonths: env.RETAIN_SUBMISSIONS_MONTHS,
      positionDays: env.RETAIN_POSITIONS_DAYS,
    },
    mail: {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS when offered.
            secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
            ...(env.SMTP_USER ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD ?? "" } : {}),
          }
        : null,
      from: env.MAIL_FROM ?? `${company.name} <no-reply@kamba-express.example>`,
      staffAddress: {
        drivers: env.MAIL_TO_DRIVERS ?? company.email,
        applications: env.MAIL_TO_APPLICATIONS ?? company.email,
        proposals: env.MAIL_TO_PROPOSALS ?? company.email,
        messages: env.MAIL_TO_MESSAGES ?? company.email,
        deliveries: env.MAIL_TO_DELIVERIES ?? company.email,
      },
      retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
      retryMaxMs: env.MAIL_RETRY_MAX_SECONDS * 1000,
      pollMs: env.MAIL_POLL_SECONDS * 1000,
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible servers answer only path-style requests.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
          prefix: env.S3_PREFIX ?? "",
        }
      : null,
  };
}
