import { mkdtemp, readdir } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { fr } from "~/i18n/fr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases, testDatabaseUrl, wipePostgres } from "../support/databases";
import { documentBomb, manyPartsBomb } from "../support/docx-bombs";
import * as sample from "../support/sample-files";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { browserPost } from "../support/browser-post";

const applicant = {
  name: "Ana Maria Silva",
  email: "ana@example.ao",
  phone: "923 456 789",
  experienceYears: "3",
  motivation: "Conheço bem Luanda e gosto de trabalhar em equipa.",
  portfolio: "",
  consent: "on",
  website_url: "",
};

function application(fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...applicant, submissionKey: crypto.randomUUID(), ...fields })) {
    body.append(name, value);
  }
  body.append("cv", new Blob([new Uint8Array(sample.pdf())], { type: "application/pdf" }), "cv.pdf");
  body.append("idCard", new Blob([new Uint8Array(sample.png())], { type: "image/png" }), "bi.png");
  return body;
}

/** What the page shows: its HTML without scripts (which carry every text of the language) nor React's separators. */
const visible = async (response: Response) =>
  (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');

/** Every file under DATA_DIR/uploads, spooled or stored. */
async function uploadedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Ids a URL may carry that name no record: each must be a 404, never a database error. */
const malformedIds = [
  "-".repeat(36),
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  "00000000-0000-4000-8000-00000000000g",
  "00000000000040008000000000000000",
  "0",
  "%00",
  "'%20or%201=1--",
  `${"a".repeat(36)}`,
  "00000000-0000-4000-8000-000000000000-",
];

/** A multipart body written by hand, as a broken client or an attacker would send it. */
function rawMultipart(parts: string[], { boundary = "----corpus", close = true } = {}): Buffer {
  const text = parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + (close ? `--${boundary}--\r\n` : "");
  return Buffer.from(text, "latin1");
}
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, fileName: string, content = sample.pdf().toString("latin1")) =>
  `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n${content}`;
const validParts = () => [
  ...Object.entries({ ...applicant, submissionKey: crypto.randomUUID() }).map(([name, value]) =>
    field(name, Buffer.from(value, "utf8").toString("latin1")),
  ),
  file("idCard", "bi.png", sample.png().toString("latin1")),
];

/** Malformed multipart requests to the job application: each a 4xx with a JSON answer, nothing stored. */
const multipartCorpus: Array<{ name: string; contentType?: string; body: Buffer }> = [
  { name: "no boundary", contentType: "multipart/form-data", body: rawMultipart(validParts()) },
  { name: "empty boundary", contentType: "multipart/form-data; boundary=", body: rawMultipart(validParts()) },
  { name: "another boundary in the body", body: rawMultipart(validParts(), { boundary: "----other" }) },
  { name: "body never closed", body: rawMultipart([...validParts(), file("cv", "cv.pdf")], { close: false }) },
  { name: "part without headers", body: rawMultipart(["", ...validParts(), file("cv", "cv.pdf")]) },
  { name: "20 KB part header", body: rawMultipart([`X-Long: ${"a".repeat(20_000)}\r\n${file("cv", "cv.pdf")}`]) },
  { name: "file name with NUL", body: rawMultipart([...validParts(), file("cv", "cv\u0000.pdf")]) },
  { name: "file name with BEL", body: rawMultipart([...validParts(), file("cv", "cv\u0007.pdf")]) },
  { name: "file name with DEL", body: rawMultipart([...validParts(), file("cv", "cv\u007f.pdf")]) },
  { name: "100 KB file name", body: rawMultipart([...validParts(), file("cv", `${"a".repeat(100_000)}.pdf`)]) },
  { name: "path in the file name", body: rawMultipart([...validParts(), file("cv", "../../etc/passwd.pdf")]) },
  { name: "Windows path in the file name", body: rawMultipart([...validParts(), file("cv", "..\\..\\cv.pdf")]) },
  { name: "right-to-left override", body: rawMultipart([...validParts(), file("cv", "cv\u00e2\u0080\u00aefdp.exe")]) },
  { name: "file name of dots", body: rawMultipart([...validParts(), file("cv", "..")]) },
  {
    name: "broken RFC 5987 file name",
    body: rawMultipart([
      ...validParts(),
      `Content-Disposition: form-data; name="cv"; filename*=utf-8''%E0%A4%A\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`,
    ]),
  },
  { name: "two CVs", body: rawMultipart([...validParts(), file("cv", "a.pdf"), file("cv", "b.pdf")]) },
  {
    name: "100 parts",
    body: rawMultipart([...Array.from({ length: 100 }, (_, i) => field(`f${i}`, "x")), ...validParts()]),
  },
  { name: "no submission key", body: rawMultipart([field("name", "Ana"), file("cv", "cv.pdf")]) },
];

async function firstJobId(site: SiteProcess): Promise<string> {
  const html = await (await fetch(`${site.url}/careers?lng=en`)).text();
  const id = /\/careers\/([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error("no job on the board");
  return id;
}

describe.each(siteDatabases)("route parameters and uploads on $name", ({ env }) => {
  let site: SiteProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "kamba-hardening-"));
    site = await startSite({
      ...(await env()),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "100000",
      FORM_BURST_LIMIT: "100000",
      UPLOAD_IDLE_TIMEOUT_SECONDS: "1",
    });
    await waitUntilReady(site);
  }, 90_000);
  afterAll(async () => {
    site?.child.kill("SIGTERM");
    await site?.exited;
  });

  it("refuses, with the field's message, what the other forms refuse: invisible text, control characters, NUL, a 255-character e-mail", async () => {
    const nasty: Array<[Record<string, string>, string]> = [
      [{ name: "\u200B\u200B\u200B \u200B\u200B" }, "firstName"],
      [{ name: "\u202E\u202E \u202E\u202E" }, "firstName"],
      [{ name: "\u0301\u0301 \u0301\u0301" }, "firstName"],
      [{ name: "\uFFFD\uFFFD \uFFFD\uFFFD" }, "firstName"],
      [{ name: "Ana\u0007 Silva" }, "firstName"],
      [{ name: "Ana \u001B[31mSilva" }, "firstName"],
      [{ name: "Ana\u0000 Silva" }, "firstName"],
      [{ email: "ana\u0007@example.ao" }, "email"],
      [{ email: "ana\u0000@example.ao" }, "email"],
      [{ email: `${"a".repeat(244)}@example.ao` }, "email"],
      [{ motivation: "\u200B".repeat(40) }, "motivation"],
      [{ motivation: "Conheço bem Luanda\u001B[2J e gosto de equipa." }, "motivation"],
      [{ motivation: "Conheço bem Luanda\u0000 e gosto de equipa." }, "motivation"],
      [{ portfolio: "https://ana.example.ao/\u0007" }, "portfolio"],
      [{ portfolio: "https://ana.example.ao/\u0000" }, "portfolio"],
      [{ phone: "923\u0000456789" }, "phone"],
      [{ experienceYears: "3\u0000" }, "experience"],
    ];
    const jobId = await firstJobId(site);
    for (const [change, code] of nasty) {
      const response = await browserPost(`${site.url}/careers/${jobId}/apply`, { body: application(change) });
      const body = (await response.json()) as { issues?: Array<{ code: string }> };
      expect([JSON.stringify(change), response.status, body.issues?.map((issue) => issue.code)]).toEqual([
        JSON.stringify(change),
        422,
        [code],
      ]);
    }
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });

  it("answers 404 to a malformed job id on the page, the JSON post and the no-JS post", async () => {
    for (const id of malformedIds) {
      const page = await fetch(`${site.url}/careers/${id}`);
      const json = await browserPost(`${site.url}/careers/${id}/apply`, { body: application() });
      const noScript = await browserPost(`${site.url}/careers/${id}`, { body: application() });
      expect([id, page.status, json.status, noScript.status]).toEqual([id, 404, 404, 404]);
      expect(await json.json()).toMatchObject({ ok: false, failure: "job-closed" });
    }
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });

  it("ends an upload that stalls past the idle timeout and removes its spooled file", async () => {
    const jobId = await firstJobId(site);
    const boundary = "----stalled";
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="cv"; filename="cv.pdf"',
      "Content-Type: application/pdf",
      "",
      sample.pdf().subarray(0, 1000).toString("latin1"),
    ].join("\r\n");
    const { port, hostname } = new URL(site.url);
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      // As a browser posts it: Host with the port, Origin of the page (ADR 039).
      `POST /careers/${jobId}/apply HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${site.url}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 500000\r\n\r\n`,
    );
    socket.write(head, "latin1");
    // The spooled file exists while the upload is under way ...
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await uploadedFiles(dataDir)).toHaveLength(1);
    // ... and nothing is left once the client has been silent for longer than the idle timeout.
    const started = Date.now();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 8000))]);
    socket.destroy();
    expect(Date.now() - started).toBeLessThan(7000);
    // The connection is ended (with a 400 when it can still be written).
    expect(answer).toMatch(/^$|^HTTP\/1\.1 400/);
    await expect.poll(() => uploadedFiles(dataDir), { timeout: 2000 }).toEqual([]);
  });

  it.each(["/contact", "/drivers", "/enterprise"])(
    "ends a %s post whose body stalls past the idle timeout",
    async (pathname) => {
      const { port, hostname } = new URL(site.url);
      const socket = connect(Number(port), hostname);
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${site.url}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=Ana",
      );
      const started = Date.now();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 8000))]);
      socket.destroy();
      expect(Date.now() - started).toBeLessThan(7000);
      expect(answer).toMatch(/^$|^HTTP\/1\.1 408/);
    },
  );

  it(`refuses each of ${multipartCorpus.length} malformed multipart requests with a 4xx, storing nothing`, async () => {
    const jobId = await firstJobId(site);
    const answers: string[] = [];
    for (const sent of multipartCorpus) {
      const response = await browserPost(`${site.url}/careers/${jobId}/apply`, {
        headers: { "content-type": sent.contentType ?? "multipart/form-data; boundary=----corpus" },
        body: new Uint8Array(sent.body),
      });
      const body = (await response.json()) as { ok: boolean };
      answers.push(
        `${sent.name}: ${response.status >= 400 && response.status < 500 && !body.ok ? "4xx" : response.status}`,
      );
    }
    expect(answers).toEqual(multipartCorpus.map((sent) => `${sent.name}: 4xx`));
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });

  it.each([
    ["a word/document.xml of 100 KB inflating to 100 MB", documentBomb],
    ["sixty 1 MB parts (60 MB together)", manyPartsBomb],
  ])("refuses a DOCX CV holding %s as damaged, storing nothing", async (_what, bomb) => {
    const jobId = await firstJobId(site);
    const body = application();
    body.set("cv", new Blob([new Uint8Array(bomb())]), "cv.docx");
    const response = await browserPost(`${site.url}/careers/${jobId}/apply`, { body });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ ok: false, issues: [{ field: "cv", code: "fileDamaged" }] });
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });

  it.each([
    ["a control character", "cv\u0001.pdf"],
    ["an escape sequence", "cv\u001b[31m.pdf"],
    ["100 KB", `${"a".repeat(100 * 1024)}.pdf`],
  ])("answers 400 (not a reset connection) to a part whose file name holds %s", async (_what, fileName) => {
    const jobId = await firstJobId(site);
    const boundary = "----badname";
    const parts = Object.entries({ ...applicant, submissionKey: crypto.randomUUID() }).map(
      ([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
    );
    const body = Buffer.concat([
      Buffer.from(parts.join("")),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${fileName}"\r\n`),
      Buffer.from("Content-Type: application/pdf\r\n\r\n"),
      sample.pdf(200_000),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await browserPost(`${site.url}/careers/${jobId}/apply`, {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(400);
    // Refused by the part parser (a malformed header: "upload") or by the name rule ("invalid", fileName).
    expect(["upload", "invalid"]).toContain(((await response.json()) as { failure: string }).failure);
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });
});

describe("every form while PostgreSQL is unreachable", () => {
  let site: SiteProcess;
  let proxy: TcpProxy;
  let dataDir: string;
  let jobId: string;
  beforeAll(async () => {
    const url = new URL(testDatabaseUrl());
    await wipePostgres(url.toString());
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    dataDir = await mkdtemp(path.join(tmpdir(), "kamba-away-"));
    site = await startSite({
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: "fatal",
      FORM_RATE_LIMIT: "100000",
      FORM_BURST_LIMIT: "100000",
    });
    await waitUntilReady(site);
    jobId = await firstJobId(site);
    await proxy.stop();
  }, 90_000);
  afterAll(async () => {
    site?.child.kill("SIGTERM");
    await site?.exited;
    await proxy?.close();
  });

  it("answers a job application with 503, Retry-After and the retry failure, and keeps no file", async () => {
    const response = await browserPost(`${site.url}/careers/${jobId}/apply`, { body: application() });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ ok: false, failure: "unavailable", issues: [] });
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });

  it("removes the files it had stored when the database fails at the insert", async () => {
    await proxy.start();
    const direct = new pg.Client({ connectionString: testDatabaseUrl() });
    await direct.connect();
    await direct.query("alter table job_applications rename to job_applications_away");
    try {
      const response = await browserPost(`${site.url}/careers/${jobId}/apply`, { body: application() });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, failure: "unavailable" });
      expect(await uploadedFiles(dataDir)).toEqual([]);
    } finally {
      await direct.query("alter table job_applications_away rename to job_applications");
      await direct.end();
      await proxy.stop();
    }
  });

  it("answers the job page with 503 and the retry message in the visitor's language", async () => {
    const response = await fetch(`${site.url}/careers/${jobId}?lng=pt`);
    expect(response.status).toBe(503);
    expect(await visible(response)).toContain(
      "O serviço está temporariamente indisponível. Tente novamente dentro de momentos.",
    );
  });

  it("answers a job application without JavaScript with 503, the retry message and the typed values", async () => {
    const response = await browserPost(`${site.url}/careers/${jobId}?lng=fr`, { body: application() });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await visible(response);
    expect(page).toContain("Le service est momentanément indisponible. Réessayez dans un instant.");
    expect(page).toContain('value="Ana Maria Silva"');
    expect(await uploadedFiles(dataDir)).toEqual([]);
  });

  const typed = "Gostaria de receber um orçamento para entregas em Viana.";
  const forms: Array<{ path: string; retry: string; fields: Record<string, string> }> = [
    {
      path: "/contact",
      retry: fr.contactForm.errorMessage,
      fields: { name: "Ana Silva", email: "ana@example.ao", subject: "Orçamento", message: typed },
    },
    {
      path: "/drivers",
      retry: fr.driverForm.errorMessage,
      fields: {
        firstName: "João",
        lastName: "Manuel",
        phone: "923 456 789",
        city: "luanda",
        vehicleType: "moto",
        licenseNumber: "LA-123456",
        experienceYears: "4",
        message: typed,
        hasVehicle: "yes",
      },
    },
    {
      path: "/enterprise",
      retry: fr.forms.errors.unavailable,
      fields: {
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
        message: typed,
      },
    },
  ];
  it.each(forms)(
    "answers $path without JavaScript with 503, Retry-After, the French retry message and the typed text",
    async ({ path: pathname, retry, fields }) => {
      const response = await browserPost(`${site.url}${pathname}?lng=fr`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, consent: "on", submissionKey: crypto.randomUUID() }),
      });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const page = await visible(response);
      expect(page).toContain(retry);
      expect(page).toContain(typed);
    },
  );
});
