import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contactMessages, driverApplications } from "~/db/schema";
import { findSubmissionByReference } from "~/modules/submissions/find-by-reference.server";
import { insertOnce } from "~/modules/submissions/insert-once.server";
import { REFERENCE_PATTERN } from "~/modules/submissions/reference";
import { databaseTargets, migrationsFolder, testDatabaseUrl, wipePostgres } from "../support/databases";
import * as sample from "../support/sample-files";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { browserPost } from "../support/browser-post";

/** The page's HTML without React's text separators (`<!-- -->`). */
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const message = (submissionKey: string) => ({
  name: "Ana Silva",
  email: "ana@example.ao",
  subject: "Orçamento",
  message: "Quero um orçamento para entregas.",
  submissionKey,
  consentedAt: new Date(),
});

describe.each(databaseTargets)("submission references on $name", (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => database?.close());

  it("gives every submission its own random reference, and a resubmission the same one", async () => {
    const stored = [];
    for (let n = 0; n < 200; n++) stored.push(await insertOnce(database.db, contactMessages, message(`ref-key-${n}`)));
    const references = stored.map((row) => row.reference);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(200);
    // Not a running number: consecutive submissions do not give neighbouring references.
    expect([...references].sort()).not.toEqual(references);
    const again = await insertOnce(database.db, contactMessages, message("ref-key-7"));
    expect(again).toEqual({ id: stored[7]!.id, reference: stored[7]!.reference, created: false });
  });

  it("lets staff find a submission by its reference, typed in any case, with or without hyphens", async () => {
    const { id, reference } = await insertOnce(database.db, contactMessages, message("ref-key-find"));
    const typed = reference.toLowerCase().replaceAll("-", " ");
    expect(await findSubmissionByReference(database.db, typed)).toEqual({ form: "contact", id, reference });
    expect(await findSubmissionByReference(database.db, reference.replace(/^KX-/, ""))).toMatchObject({ id });
    expect(await findSubmissionByReference(database.db, "KX-2222-2222")).toBeNull();
    expect(await findSubmissionByReference(database.db, "KX-0O1I-L000")).toBeNull();
    expect(await findSubmissionByReference(database.db, "'; drop table contactMessages; --")).toBeNull();
  });

  it("gives a reference to a row inserted without one (rows stored before references existed)", async () => {
    const [row] = await database.db
      .insert(driverApplications)
      .values({
        firstName: "João",
        lastName: "Manuel",
        phone: "+244923456789",
        city: "luanda",
        vehicleType: "moto",
        licenseNumber: "LA-1",
        submissionKey: "ref-key-by-hand",
        consentedAt: new Date(),
      })
      .returning({ id: driverApplications.id, reference: driverApplications.reference });
    expect(row?.reference).toMatch(REFERENCE_PATTERN);
    const [read] = await database.db.select().from(driverApplications).where(eq(driverApplications.id, row!.id));
    expect(await findSubmissionByReference(database.db, read!.reference)).toMatchObject({ form: "driver" });
  });
});

describe("references shown to the visitor (PostgreSQL)", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    await wipePostgres(testDatabaseUrl());
    site = await startSite({
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-references-")),
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "100000",
      FORM_BURST_LIMIT: "100000",
    });
    await waitUntilReady(site);
  }, 90_000);
  afterAll(async () => {
    site?.child.kill("SIGTERM");
    await site?.exited;
  });

  const post = (pathname: string, fields: Record<string, string>) =>
    browserPost(`${site.url}${pathname}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, consent: "on", submissionKey: crypto.randomUUID() }),
    });

  it("shows the reference, not a row number, after a contact message, a driver sign-up and a proposal", async () => {
    const contact = await text(
      await post("/contact?lng=en", {
        name: "Ana Silva",
        email: "ana@example.ao",
        subject: "Orçamento",
        message: "Gostaria de receber um orçamento.",
      }),
    );
    expect(contact).toMatch(/Your message has been sent successfully! Your reference: KX-[2-9A-Z]{4}-[2-9A-Z]{4}/);
    const driver = await text(
      await post("/drivers?lng=fr", {
        firstName: "João",
        lastName: "Manuel",
        phone: "923 456 789",
        city: "luanda",
        vehicleType: "moto",
        licenseNumber: "LA-123456",
        experienceYears: "4",
        hasVehicle: "yes",
      }),
    );
    expect(driver).toMatch(/Candidature KX-[2-9A-Z]{4}-[2-9A-Z]{4} envoyée avec succès !/);
    const proposal = await text(
      await post("/enterprise?lng=pt", {
        firstName: "Maria",
        lastName: "Costa",
        companyName: "Farmácia Central",
        phone: "+244 222 123 456",
        email: "compras@farmacia.example",
        position: "Diretora",
        contactMethod: "email",
        city: "Luanda",
        industry: "health",
        vehicleType: "van",
        monthlyDeliveries: "51-200",
        orderPreference: "web",
      }),
    );
    expect(proposal).toMatch(/Pedido KX-[2-9A-Z]{4}-[2-9A-Z]{4} enviado com sucesso!/);
    for (const page of [contact, driver, proposal])
      expect(page).not.toMatch(/(Application|Request) #\d|(Candidatura|Pedido) n\.º \d|(Candidature|Demande) n° \d/);
  });

  it("answers a job application with its reference, with and without JavaScript", async () => {
    const html = await (await fetch(`${site.url}/careers?lng=en`)).text();
    const jobId = /\/careers\/([0-9a-f-]{36})/.exec(html)![1];
    const form = () => {
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
      return body;
    };
    const json = await browserPost(`${site.url}/careers/${jobId}/apply`, { body: form() });
    expect(json.status).toBe(201);
    expect(((await json.json()) as { reference: string }).reference).toMatch(REFERENCE_PATTERN);
    const page = await text(await browserPost(`${site.url}/careers/${jobId}?lng=fr`, { body: form() }));
    expect(page).toMatch(/Votre candidature a été envoyée avec succès ! Votre référence : KX-[2-9A-Z]{4}-[2-9A-Z]{4}/);
  });
});
