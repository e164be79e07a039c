import { z } from "zod";

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const booleanSetting = z.preprocess(
  blankAsUnset,
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .transform((value) => ["true", "1", "yes"].includes(value))
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("production")),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default("0.0.0.0")),
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
  FORM_RATE_LIMIT: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: "must be a whole number from 1 to 1000000" })
      .int({ error: "must be a whole number from 1 to 1000000" })
      .min(1, { error: "must be a whole number from 1 to 1000000" })
      .max(1_000_000, { error: "must be a whole number from 1 to 1000000" })
      .default(10),
  ),
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

export type AppEnv = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Submissions of one public form that one client address may post per 10 minutes. */
  formRateLimit: number;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
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
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    seedDemo: env.SEED_DEMO ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    formRateLimit: env.FORM_RATE_LIMIT,
    logLevel: env.LOG_LEVEL,
  };
}
