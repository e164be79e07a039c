import { describe, expect, it } from "vitest";
import { InvalidSettingsError, readEnv } from "~/config/env.server";

describe("settings", () => {
  it("have working defaults for a fresh machine", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      dataDir: "./data",
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      seedDemo: true,
      nodeEnv: "production",
      formRateLimit: 50,
      formBurstLimit: 20,
      databasePoolSize: 10,
    });
  });

  it("read NEWS_MAX_AGE_MONTHS, 12 by default, a whole number of months", () => {
    expect(readEnv({}).newsMaxAgeMonths).toBe(12);
    expect(readEnv({ NEWS_MAX_AGE_MONTHS: "6" }).newsMaxAgeMonths).toBe(6);
    expect(() => readEnv({ NEWS_MAX_AGE_MONTHS: "0" })).toThrow(/NEWS_MAX_AGE_MONTHS="0": must be a whole number/);
  });

  it("read FORM_RATE_LIMIT as a positive whole number", () => {
    expect(readEnv({ FORM_RATE_LIMIT: "500" }).formRateLimit).toBe(500);
    expect(() => readEnv({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT="0": must be a whole number/);
    expect(() => readEnv({ FORM_RATE_LIMIT: "lots" })).toThrow(/FORM_RATE_LIMIT="lots"/);
  });

  it("read FORM_BURST_LIMIT and DATABASE_POOL_SIZE as positive whole numbers", () => {
    const env = readEnv({ FORM_BURST_LIMIT: "5", DATABASE_POOL_SIZE: "25" });
    expect(env.formBurstLimit).toBe(5);
    expect(env.databasePoolSize).toBe(25);
    expect(readEnv({ DATABASE_POOL_SIZE: "" }).databasePoolSize).toBe(10);
    expect(() => readEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE="0": must be a whole number from 1/);
    expect(() => readEnv({ DATABASE_POOL_SIZE: "2.5" })).toThrow(/DATABASE_POOL_SIZE="2.5"/);
    expect(() => readEnv({ DATABASE_POOL_SIZE: "5000" })).toThrow(/DATABASE_POOL_SIZE="5000"/);
    expect(() => readEnv({ DATABASE_POOL_SIZE: "ten" })).toThrow(/DATABASE_POOL_SIZE="ten"/);
    expect(() => readEnv({ FORM_BURST_LIMIT: "-1" })).toThrow(/FORM_BURST_LIMIT="-1"/);
  });

  it("read HEALTH_PORT, unset by default, a port other than PORT", () => {
    expect(readEnv({}).healthPort).toBeUndefined();
    expect(readEnv({ HEALTH_PORT: "" }).healthPort).toBeUndefined();
    expect(readEnv({ HEALTH_PORT: "3001" }).healthPort).toBe(3001);
    expect(() => readEnv({ HEALTH_PORT: "0" })).toThrow(/HEALTH_PORT="0": must be a whole number from 1 to 65535/);
    expect(() => readEnv({ HEALTH_PORT: "80a" })).toThrow(/HEALTH_PORT="80a"/);
    expect(() => readEnv({ HEALTH_PORT: "3000" })).toThrow(/HEALTH_PORT=3000: must differ from PORT/);
    expect(() => readEnv({ HEALTH_PORT: "8080", PORT: "8080" })).toThrow(InvalidSettingsError);
  });

  it("treat empty values, as copied from .env.example, as unset", () => {
    expect(readEnv({ PORT: "", DATABASE_URL: "", SEED_DEMO: "" }).port).toBe(3000);
  });

  it("read a PostgreSQL URL, a public URL without trailing slash and SEED_DEMO=false", () => {
    const env = readEnv({
      DATABASE_URL: "postgres://site:secret@db:5432/site",
      PUBLIC_URL: "https://kamba.example/",
      SEED_DEMO: "false",
      PORT: "8080",
    });
    expect(env.databaseUrl).toBe("postgres://site:secret@db:5432/site");
    expect(env.publicUrl).toBe("https://kamba.example");
    expect(env.seedDemo).toBe(false);
    expect(env.port).toBe(8080);
  });

  it("stop start-up with a message naming every bad value", () => {
    let error: unknown;
    try {
      readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidSettingsError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL');
    expect(message).toContain('SEED_DEMO="maybe": must be true or false');
  });

  it("refuse a port out of range", () => {
    expect(() => readEnv({ PORT: "70000" })).toThrow(/PORT/);
  });
});
