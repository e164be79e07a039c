import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDemoContent } from "~/db/seed.server";
import { submitJobApplication } from "~/modules/careers/job-application.server";
import { contactMessageSchema } from "~/features/contact/contact-schema";
import { contactSubmissions } from "~/features/contact/contact.server";
import { staffAuthOnDemand } from "~/modules/staff/staff-auth-on-demand.server";
import { appServicesContext } from "~/lib/app-context.server";
import { openLocalFileStore, type FileStore } from "~/modules/files/file-store.server";
import { handlePublicForm } from "~/modules/submissions/public-form.server";
import { submissionAdmission } from "~/lib/forms/submission-admission.server";
import { openFormRateLimits } from "~/lib/forms/rate-limit.server";
import { migrationsFolder } from "../support/databases";
import * as sample from "../support/sample-files";

/** The embedded database (PGlite) closed under a running site: what every form answers. */
describe("forms on a closed PGlite database", () => {
  let database: DatabaseHandle;
  let fileStore: FileStore;
  let storeRoot: string;
  let jobId: string;
  let context: RouterContextProvider;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-closed-"));
    database = await openDatabase({ dataDir });
    await database.migrate(migrationsFolder);
    await seedDemoContent(database.db);
    const [offer] = await database.db.query.jobOffers.findMany({ limit: 1 });
    jobId = offer!.id;
    storeRoot = path.join(dataDir, "uploads");
    fileStore = await openLocalFileStore(storeRoot);
    context = new RouterContextProvider();
    context.set(appServicesContext, {
      env: readEnv({ DATA_DIR: dataDir }),
      database,
      logger: pino({ level: "silent" }),
      fileStore,
      formRateLimits: await openFormRateLimits({ submissionLimit: 1000, burstLimit: 1000 }),
      submissionAdmission: submissionAdmission({ atOnce: 20, waiting: 200 }),
      staffAuth: staffAuthOnDemand(database.db, {
        publicUrl: "http://localhost:3000",
        secret: "a test secret that is long enough for better-auth",
        idleSeconds: 3600,
      }),
      signingSecret: "a test secret that is long enough for better-auth",
    });
    await database.close();
  });
  afterAll(async () => database?.close());

  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(storeRoot, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  it("answers a job application with 503, Retry-After, the retry failure and the typed values, keeping no file", async () => {
    const body = new FormData();
    const fields = {
      name: "Ana Maria Silva",
      email: "ana@example.ao",
      phone: "923 456 789",
      experienceYears: "3",
      motivation: "Conheço bem Luanda e gosto de trabalhar em equipa.",
      consent: "on",
      submissionKey: crypto.randomUUID(),
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("cv", new Blob([new Uint8Array(sample.pdf())]), "cv.pdf");
    body.append("idCard", new Blob([new Uint8Array(sample.png())]), "bi.png");
    const request = new Request(`http://localhost/careers/${jobId}/apply`, { method: "POST", body });
    const outcome = await submitJobApplication(request, context, jobId);
    expect(outcome).toMatchObject({
      status: 503,
      retryAfterSeconds: expect.any(Number),
      result: { ok: false, failure: "unavailable" },
      values: { name: "Ana Maria Silva", motivation: fields.motivation },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("answers a contact message with 503, Retry-After, the form's retry message and the typed values", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Ana Silva",
        email: "ana@example.ao",
        subject: "Orçamento",
        message: "Gostaria de receber um orçamento.",
        consent: "on",
        submissionKey: crypto.randomUUID(),
      }),
    });
    const reply = await handlePublicForm({
      request,
      context,
      form: "contact",
      schema: contactMessageSchema,
      ...contactSubmissions,
      failureMessage: "contactForm.errorMessage",
    });
    expect(reply.init?.status).toBe(503);
    expect(Number(new Headers(reply.init?.headers).get("retry-after"))).toBeGreaterThan(0);
    expect(reply.data).toMatchObject({
      outcome: "failed",
      result: {
        error: { "": ["contactForm.errorMessage"] },
        initialValue: { message: "Gostaria de receber um orçamento." },
      },
    });
  });
});
