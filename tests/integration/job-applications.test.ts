import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import * as sample from "../support/sample-files";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { browserPost } from "../support/browser-post";

const MB5 = 5 * 1024 * 1024;

type Upload = { name: string; bytes: Buffer; type?: string };
type Sent = {
  status: number;
  body: { ok: boolean; failure?: string; issues?: Array<{ field: string; code: string }> };
};

const validFields = {
  name: "Ana Maria Silva",
  email: "ana@example.ao",
  phone: "923 456 789",
  experienceYears: "3",
  motivation: "Conheço bem Luanda e gosto de trabalhar em equipa.",
  portfolio: "https://ana.example.ao/portfolio",
  consent: "on",
};

let site: SiteProcess;
let dataDir: string;
let database: pg.Client;
let jobId: string;
let keyCounter = 0;
const submissionKey = (n: number) => `application-key-${String(n).padStart(6, "0")}`;

function form(fields: Record<string, string>, files: Record<string, Upload[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [field, uploads] of Object.entries(files)) {
    for (const upload of uploads) {
      body.append(
        field,
        new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "application/octet-stream" }),
        upload.name,
      );
    }
  }
  return body;
}

async function apply(
  files: Record<string, Upload[]>,
  fields: Record<string, string> = validFields,
  target = jobId,
): Promise<Sent> {
  const response = await browserPost(`${site.url}/careers/${target}/apply`, {
    body: form({ submissionKey: submissionKey(++keyCounter), website_url: "", ...fields }, files),
    headers: { Accept: "application/json" },
  });
  return { status: response.status, body: (await response.json()) as Sent["body"] };
}

const good = () => ({
  cv: [{ name: "cv.pdf", bytes: sample.pdf() }],
  idCard: [{ name: "bi.png", bytes: sample.png() }],
});

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function applicationCount(): Promise<number> {
  const { rows } = await database.query<{ n: number }>("select count(*)::int as n from job_applications");
  return rows[0]?.n ?? 0;
}

describe("job applications sent to the real server", () => {
  beforeAll(async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    dataDir = await mkdtemp(path.join(tmpdir(), "kamba-apply-"));
    site = await startSite({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "1000",
      FORM_BURST_LIMIT: "100000",
    });
    await waitUntilReady(site);
    database = new pg.Client({ connectionString: url });
    await database.connect();
    const { rows } = await database.query<{ id: string }>(
      "select id from job_offers where title->>'en' = 'Motorbike courier'",
    );
    jobId = rows[0]!.id;
  });

  afterAll(async () => {
    await database?.end();
    site?.child.kill("SIGTERM");
    await site?.exited;
  });

  let filesBefore: string[] = [];
  let rowsBefore = 0;
  beforeEach(async () => {
    filesBefore = await storedFiles();
    rowsBefore = await applicationCount();
  });

  /** A refused application leaves neither a file (stored or spooled) nor a row. */
  async function expectNothingStored() {
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await applicationCount()).toBe(rowsBefore);
  }

  it("stores a complete application: the row (pending) and both files under random private names", async () => {
    const cv = sample.pdf(4096);
    const sent = await apply({
      cv: [{ name: "Currículo de João.pdf", bytes: cv }],
      idCard: [{ name: "bi.png", bytes: sample.png() }],
    });
    expect(sent).toEqual({
      status: 201,
      body: { ok: true, reference: expect.stringMatching(/^KX-[2-9A-Z]{4}-[2-9A-Z]{4}$/) },
    });
    const { rows } = await database.query(
      "select * from job_applications a join job_offers o on o.id = a.job_offer_id where a.submission_key = $1",
      [submissionKey(keyCounter)],
    );
    const row = rows[0];
    expect(row).toMatchObject({
      first_name: "Ana",
      last_name: "Maria Silva",
      email: "ana@example.ao",
      phone: "+244923456789",
      experience_years: 3,
      motivation: validFields.motivation,
      message: validFields.motivation,
      portfolio_url: "https://ana.example.ao/portfolio",
      status: "pending",
      cv_file_name: "Currículo de João.pdf",
      id_card_file_name: "bi.png",
    });
    expect(row.cv_key).toMatch(/^cvs\/[0-9a-f-]{36}\.pdf$/);
    expect(row.id_card_key).toMatch(/^id-cards\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(path.join(dataDir, "uploads", row.cv_key))).toEqual(cv);
    expect(await storedFiles()).toEqual(expect.arrayContaining([row.cv_key, row.id_card_key]));
    expect(await readdir(path.join(dataDir, "uploads", ".incoming"))).toEqual([]);

    // Nothing of the file store answers at any address.
    for (const address of [`/${row.cv_key}`, `/uploads/${row.cv_key}`, `/data/uploads/${row.cv_key}`]) {
      const response = await fetch(`${site.url}${address}`);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("accepts Word .docx and .doc CVs, a JPEG ID card, a one-word name (last name N/A) and exactly 5 MB", async () => {
    expect(
      (
        await apply({
          cv: [{ name: "cv.docx", bytes: sample.docx() }],
          idCard: [{ name: "bi.jpg", bytes: sample.jpeg() }],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await apply({
          cv: [{ name: "cv.doc", bytes: sample.doc() }],
          idCard: [{ name: "bi.pdf", bytes: sample.pdf() }],
        })
      ).status,
    ).toBe(201);
    const single = await apply(
      { cv: [{ name: "cv.pdf", bytes: sample.pdf(MB5) }], idCard: [{ name: "bi.png", bytes: sample.png() }] },
      { ...validFields, name: "Madalena" },
    );
    expect(single.status).toBe(201);
    const { rows } = await database.query(
      "select first_name, last_name, cv_key from job_applications where submission_key = $1",
      [submissionKey(keyCounter)],
    );
    expect(rows[0]).toMatchObject({ first_name: "Madalena", last_name: "N/A" });
    expect((await readFile(path.join(dataDir, "uploads", rows[0].cv_key))).length).toBe(MB5);
  });

  const badFiles: Array<[string, Record<string, Upload[]>, number, string | null, string | null]> = [
    [
      "a Windows executable renamed cv.pdf",
      { cv: [{ name: "cv.pdf", bytes: sample.windowsExecutable(), type: "application/pdf" }] },
      415,
      "cv",
      "cvType",
    ],
    [
      "a Linux executable renamed bi.png",
      { idCard: [{ name: "bi.png", bytes: sample.linuxExecutable(), type: "image/png" }] },
      415,
      "idCard",
      "idCardType",
    ],
    [
      "an HTML page named cv.pdf",
      { cv: [{ name: "cv.pdf", bytes: sample.html(), type: "application/pdf" }] },
      415,
      "cv",
      "cvType",
    ],
    ["a PNG named cv.docx", { cv: [{ name: "cv.docx", bytes: sample.png() }] }, 415, "cv", "cvType"],
    [
      "a Word document as the ID card",
      { idCard: [{ name: "bi.docx", bytes: sample.docx() }] },
      415,
      "idCard",
      "idCardType",
    ],
    ["an OLE spreadsheet named cv.doc", { cv: [{ name: "cv.doc", bytes: sample.otherOle() }] }, 415, "cv", "cvType"],
    ["a truncated PDF", { cv: [{ name: "cv.pdf", bytes: sample.truncated(sample.pdf()) }] }, 422, "cv", "fileDamaged"],
    [
      "a truncated PNG",
      { idCard: [{ name: "bi.png", bytes: sample.truncated(sample.png(), 6) }] },
      422,
      "idCard",
      "fileDamaged",
    ],
    [
      "a truncated DOCX",
      { cv: [{ name: "cv.docx", bytes: sample.truncated(sample.docx(), 30) }] },
      422,
      "cv",
      "fileDamaged",
    ],
    ["a CV of 5 MB + 1 byte", { cv: [{ name: "big.pdf", bytes: sample.pdf(MB5 + 1) }] }, 413, "cv", "fileTooLarge"],
    ["an empty ID card", { idCard: [{ name: "empty.png", bytes: Buffer.alloc(0) }] }, 422, "idCard", "fileEmpty"],
    [
      "a path-traversal file name",
      { cv: [{ name: "../../../etc/cron.d/cv.pdf", bytes: sample.pdf() }] },
      422,
      "cv",
      "fileName",
    ],
    ["a Windows path file name", { cv: [{ name: "..\\..\\cv.pdf", bytes: sample.pdf() }] }, 422, "cv", "fileName"],
    [
      "a right-to-left override in the name",
      { cv: [{ name: "cv\u202Efdp.exe", bytes: sample.pdf() }] },
      422,
      "cv",
      "fileName",
    ],
    [
      // The multipart parser itself refuses a header with a control character: an upload failure.
      "a control character in the name",
      { idCard: [{ name: "bi\u0007.png", bytes: sample.png() }] },
      400,
      null,
      null,
    ],
    [
      "two files in the CV field",
      {
        cv: [
          { name: "a.pdf", bytes: sample.pdf() },
          { name: "b.pdf", bytes: sample.pdf() },
        ],
      },
      422,
      "cv",
      "oneFilePerField",
    ],
    ["a missing ID card", { idCard: [] }, 422, "idCard", "missingFiles"],
  ];

  for (const [what, replaced, status, field, code] of badFiles) {
    it(`refuses ${what} (${status} ${code}) and stores nothing`, async () => {
      const sent = await apply({ ...good(), ...replaced });
      expect(sent.status).toBe(status);
      expect(sent.body.ok).toBe(false);
      if (field) expect(sent.body.issues).toContainEqual(expect.objectContaining({ field, code }));
      else expect(sent.body).toEqual({ ok: false, failure: "upload", issues: [] });
      await expectNothingStored();
      expect(await readdir(path.join(dataDir, "uploads", ".incoming"))).toEqual([]);
    });
  }

  it("checks the fields in the order of the spec: required, then files, then e-mail", async () => {
    const empty = await apply({}, { name: "", email: "", phone: "", experienceYears: "", motivation: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.issues?.[0]).toMatchObject({ code: "required" });
    expect(empty.body.issues?.map((issue) => issue.code)).toEqual([
      "required",
      "required",
      "required",
      "required",
      "required",
      "missingFiles",
      "missingFiles",
      "consentRequired",
    ]);
    const noFiles = await apply({}, { ...validFields, email: "not-an-address" });
    expect(noFiles.body.issues?.map((issue) => issue.code)).toEqual(["missingFiles", "missingFiles", "email"]);
    const fields: Array<[Record<string, string>, string]> = [
      [{ phone: "12" }, "phone"],
      [{ experienceYears: "-1" }, "experience"],
      [{ experienceYears: "51" }, "experience"],
      [{ motivation: "short" }, "motivation"],
      [{ motivation: "x".repeat(2001) }, "motivation"],
      [{ portfolio: "javascript:alert(1)" }, "portfolio"],
      [{ name: "A Silva" }, "firstName"],
    ];
    for (const [change, code] of fields) {
      const sent = await apply(good(), { ...validFields, ...change });
      expect(
        sent.body.issues?.map((issue) => issue.code),
        code,
      ).toEqual([code]);
    }
    await expectNothingStored();
  });

  it("stores one application when the same form is sent twice, and removes the second copy of the files", async () => {
    const body = () => form({ ...validFields, submissionKey: "same-form-sent-twice" }, good());
    const first = await browserPost(`${site.url}/careers/${jobId}/apply`, { body: body() });
    const filesAfterFirst = await storedFiles();
    const second = await browserPost(`${site.url}/careers/${jobId}/apply`, { body: body() });
    expect([first.status, second.status]).toEqual([201, 200]);
    const [firstBody, secondBody] = [await first.json(), await second.json()];
    expect(secondBody).toEqual({ ok: true, reference: expect.stringMatching(/^KX-/) });
    // The resent form is the same application: the visitor is shown the same reference.
    expect(secondBody).toEqual(firstBody);
    expect(await applicationCount()).toBe(rowsBefore + 1);
    expect(await storedFiles()).toEqual(filesAfterFirst);
  });

  it("refuses applications to an unknown or closed job, and a request that is not multipart", async () => {
    expect((await apply(good(), validFields, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const notMultipart = await browserPost(`${site.url}/careers/${jobId}/apply`, {
      body: new URLSearchParams(validFields),
    });
    expect(notMultipart.status).toBe(400);
    await expectNothingStored();
  });

  it("applies the protections of every public form: consent, honeypot, submission key", async () => {
    const withoutConsent = await apply(good(), { ...validFields, consent: "" });
    expect(withoutConsent.status).toBe(422);
    expect(withoutConsent.body.issues).toEqual([{ field: "consent", code: "consentRequired" }]);
    const bot = await apply(good(), { ...validFields, website_url: "http://spam.example" });
    expect(bot).toEqual({ status: 400, body: { ok: false, failure: "rejected", issues: [] } });
    const noKey = await browserPost(`${site.url}/careers/${jobId}/apply`, {
      body: form(validFields, good()),
    });
    expect(noKey.status).toBe(400);
    await expectNothingStored();
  });

  it("works without JavaScript: the job page's form answers with the page, the result and the typed values", async () => {
    const refused = await browserPost(`${site.url}/careers/${jobId}?lng=fr`, {
      body: form(
        { ...validFields, submissionKey: "no-javascript-form-1" },
        { ...good(), cv: [{ name: "cv.pdf", bytes: sample.html() }] },
      ),
    });
    expect(refused.status).toBe(415);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Format de fichier non supporté. Formats acceptés : PDF, DOC, DOCX, JPG, PNG.");
    expect(refusedPage).toContain("Type de fichier non supporté pour le CV.");
    expect(refusedPage).toContain('value="Ana Maria Silva"');

    const accepted = await browserPost(`${site.url}/careers/${jobId}?lng=en`, {
      body: form({ ...validFields, submissionKey: "no-javascript-form-2" }, good()),
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("Your application has been submitted successfully!");
    expect(await applicationCount()).toBe(rowsBefore + 1);
  });

  it("shows the job board's error state, with an empty list, when the offers cannot be read", async () => {
    await database.query("alter table job_offers rename to job_offers_away");
    try {
      const page = await (await fetch(`${site.url}/careers?lng=en`)).text();
      expect(page).toContain("Failed to load job offers. Please try again later.");
      expect(page).not.toMatch(/\/careers\/[0-9a-f-]{36}/);
    } finally {
      await database.query("alter table job_offers_away rename to job_offers");
    }
    expect(await (await fetch(`${site.url}/careers?lng=en`)).text()).toMatch(/\/careers\/[0-9a-f-]{36}/);
  });
});

describe("the rate limit of job applications", () => {
  it("answers 429 with Retry-After past FORM_RATE_LIMIT, before reading the files", async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const limited = await startSite({
      DATABASE_URL: url,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-limit-")),
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "2",
    });
    try {
      await waitUntilReady(limited);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ id: string }>("select id from job_offers limit 1");
      await client.end();
      const send = () =>
        browserPost(`${limited.url}/careers/${rows[0]!.id}/apply`, {
          body: form({ ...validFields, submissionKey: `rate-limit-${crypto.randomUUID()}` }, good()),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({ ok: false, failure: "rate-limited" });
    } finally {
      limited.child.kill("SIGTERM");
      await limited.exited;
    }
  });
});
