import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import { pt } from "~/i18n/pt";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { validForms } from "../support/submissions";
import { browserPost } from "../support/browser-post";

/**
 * The three public forms posted straight to a real server process on PostgreSQL, as a browser
 * without JavaScript (or a bot) would: a corpus of nasty submissions per form must each answer 4xx
 * with a message, store nothing, never 5xx and never reflect markup unescaped.
 */
type Fields = Array<[string, string]>;
type Sample = { name: string; body: string | URLSearchParams | Uint8Array<ArrayBuffer>; contentType?: string };

const KEY = () => crypto.randomUUID();

const validContact = validForms.contact;
const validDriver = validForms.driver;
const validEnterprise = validForms.proposal;

const SCRIPT = `<script>alert("x")</script>`;
const IMG = `"><img src=x onerror=alert(1)>`;
const SQL = [`' OR '1'='1`, `'; DROP TABLE contacts; --`, `1; SELECT pg_sleep(5)`, `" UNION SELECT * FROM drivers --`];
const BAD_TEXT = [
  "\u0000",
  "Ana\u0000Silva",
  "\u200b\u200b\u200b",
  "\u0301\u0301\u0301",
  " \t \n ",
  "\u0007\u0008bell",
];
/** What a single line (a name, a city, a subject) never holds: line breaks and direction controls (ADR 039). */
const NOT_ONE_LINE = [
  "Ana\r\nSilva",
  "Ana\nSilva",
  "Ana\u2028Silva",
  "Ana\u2029Silva",
  "Ana \u202eavliS",
  "\u2066Ana\u2069 Silva",
  "Ana\u200f Silva",
  "Ana\u0085Silva",
  "Ana\u007fSilva",
  "Ana\uffffSilva",
];
const BAD_EMAILS = [
  "ana",
  "ana@",
  "@example.ao",
  "ana silva@example.ao",
  "ana@localhost",
  `${"a".repeat(250)}@x.ao`,
  `${SCRIPT}@x.ao`,
  `${SQL[0]}@x.ao`,
  "ana@exa mple.ao",
  "😀@example.ao",
];
const BAD_PHONES = [
  "abc",
  "+",
  "123",
  "+244 123",
  "9".repeat(30),
  `${SQL[0]}`,
  SCRIPT,
  "92 3x4 56 78",
  "(+244) 923 456 789",
  "++244923456789",
];

function toParams(fields: Record<string, string> | Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) params.append(name, value);
  return params;
}

/** At least 100 submissions, each invalid for a different reason. */
function corpus(
  valid: () => Record<string, string>,
  spec: {
    text: Record<string, number>;
    required: string[];
    emails: string[];
    phones: string[];
    choices: string[];
    /** Whole-number fields, each with the values out of its range (besides what is no whole number at all). */
    numbers?: Record<string, string[]>;
    /** Free text that keeps its line breaks (default: `message`). */
    lines?: string[];
  },
): Sample[] {
  const samples: Sample[] = [];
  const add = (name: string, change: (fields: Record<string, string>) => void) => {
    const fields = valid();
    change(fields);
    samples.push({ name, body: toParams(fields) });
  };
  for (const field of [...spec.required, "consent", "submissionKey"]) {
    add(`missing ${field}`, (f) => delete f[field]);
    add(`empty ${field}`, (f) => (f[field] = ""));
  }
  for (const consent of ["off", "true", "1", "yes", "ON"]) add(`consent = ${consent}`, (f) => (f.consent = consent));
  // Names that Conform reads as nested objects or lists instead of text.
  for (const field of spec.required) {
    for (const shape of [`${field}[0]`, `${field}.value`]) {
      add(`${shape} instead of ${field}`, (f) => {
        f[shape] = f[field]!;
        delete f[field];
      });
    }
  }
  for (const [field, max] of Object.entries(spec.text)) {
    add(`${field} one over the limit`, (f) => (f[field] = "a".repeat(max + 1)));
    add(`${field} far too long`, (f) => (f[field] = "long text ".repeat(5000)));
    for (const text of ["!!!!!!!!!!!!", "   ", "\u00a0\u00a0\u00a0"]) {
      if (spec.required.includes(field)) add(`${field} = ${JSON.stringify(text)}`, (f) => (f[field] = text));
    }
    for (const text of BAD_TEXT)
      if (spec.required.includes(field)) add(`${field} = ${JSON.stringify(text)}`, (f) => (f[field] = text));
    // Free text (a message) keeps its line breaks; every other text is one line.
    if (!(spec.lines ?? ["message"]).includes(field)) {
      for (const text of NOT_ONE_LINE) add(`${field} = ${JSON.stringify(text)}`, (f) => (f[field] = text));
    }
    const twice = valid();
    samples.push({
      name: `${field} sent twice`,
      body: toParams([...Object.entries(twice), [field, twice[field] || "Texto"], [field, "Outro texto"]]),
    });
  }
  for (const field of spec.emails)
    for (const email of BAD_EMAILS) add(`${field} = ${email.slice(0, 30)}`, (f) => (f[field] = email));
  for (const field of spec.phones)
    for (const phone of BAD_PHONES) add(`${field} = ${phone.slice(0, 30)}`, (f) => (f[field] = phone));
  for (const field of spec.choices) {
    const forgeries = [
      "paris",
      SCRIPT,
      SQL[1]!,
      "MOTO",
      " luanda",
      "1",
      "true",
      "on",
      "YES",
      "null",
      "undefined",
      "__proto__",
    ];
    for (const forged of forgeries) {
      add(`${field} forged ${forged.slice(0, 20)}`, (f) => (f[field] = forged));
    }
  }
  for (const [field, outOfRange] of Object.entries(spec.numbers ?? {})) {
    for (const number of [...outOfRange, "2.5", "1e2", "abc", "0x10", "NaN", "Infinity", "99999999999", SQL[2]!]) {
      add(`${field} = ${number}`, (f) => (f[field] = number));
    }
  }
  // Markup and SQL in free text are fine as text, so these samples also lack the consent: they must
  // be refused and echoed back escaped.
  for (const field of Object.keys(spec.text)) {
    for (const payload of [SCRIPT, IMG, ...SQL]) {
      add(`${field} carries ${payload.slice(0, 20)} without consent`, (f) => {
        f[field] = `Texto ${payload}`;
        delete f.consent;
      });
    }
  }
  add("honeypot filled", (f) => (f.website_url = "http://spam.example"));
  add("submission key with SQL", (f) => (f.submissionKey = `${SQL[0]}aaaaaaaaaaaaaaaa`));
  add("submission key too long", (f) => (f.submissionKey = "a".repeat(65)));
  const keyTwice = valid();
  samples.push({
    name: "submission key twice",
    body: toParams([...Object.entries(keyTwice), ["submissionKey", KEY()]]),
  });
  // A file where a text is expected (multipart body).
  const withFile = valid();
  const fileField = spec.required[0]!;
  const parts = Object.entries(withFile).map(([name, value]) =>
    name === fileField
      ? `--X\r\nContent-Disposition: form-data; name="${name}"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n${SCRIPT}\r\n`
      : `--X\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  samples.push({
    name: `${fileField} sent as a file`,
    body: `${parts.join("")}--X--\r\n`,
    contentType: "multipart/form-data; boundary=X",
  });
  // Fields sent twice arrive as a list, not a text.
  samples.push({
    name: "every field twice",
    body: toParams(Object.entries(valid()).flatMap((entry) => [entry, entry])),
  });
  samples.push({ name: "JSON body", body: JSON.stringify(valid()), contentType: "application/json" });
  samples.push({ name: "plain text body", body: "name=Ana", contentType: "text/plain" });
  samples.push({ name: "empty body", body: "" });
  samples.push({ name: "100 KB body", body: toParams({ ...valid(), message: "x".repeat(100_000) }) });
  samples.push({ name: "2 MB body", body: new Uint8Array(2 * 1024 * 1024).fill(97) });
  samples.push({ name: "invalid UTF-8 and percent escapes", body: "name=%ff%fe%00&email=%zz&consent=on" });
  return samples;
}

const forms: Array<{ path: string; table: string; samples: Sample[]; valid: () => Record<string, string> }> = [
  {
    path: "/contact",
    table: "contact_messages",
    samples: corpus(validContact, {
      text: { name: 100, subject: 200, message: 2000 },
      required: ["name", "email", "subject", "message"],
      emails: ["email"],
      phones: [],
      choices: [],
    }),
    valid: validContact,
  },
  {
    path: "/drivers",
    table: "driver_applications",
    samples: corpus(validDriver, {
      text: { firstName: 100, lastName: 100, licenseNumber: 50, message: 2000 },
      required: ["firstName", "lastName", "phone", "city", "vehicleType", "licenseNumber", "hasVehicle"],
      emails: ["email"],
      phones: ["phone"],
      choices: ["city", "vehicleType", "hasVehicle"],
      numbers: { experienceYears: ["-1", "51"] },
    }),
    valid: validDriver,
  },
  {
    path: "/enterprise",
    table: "business_proposals",
    samples: corpus(validEnterprise, {
      text: { firstName: 100, lastName: 100, companyName: 200, position: 100, city: 100, message: 2000 },
      required: [
        "firstName",
        "lastName",
        "companyName",
        "phone",
        "email",
        "position",
        "contactMethod",
        "city",
        "industry",
        "vehicleType",
        "monthlyDeliveries",
        "orderPreference",
      ],
      emails: ["email"],
      phones: ["phone"],
      choices: ["contactMethod", "industry", "vehicleType", "monthlyDeliveries", "orderPreference"],
    }),
    valid: validEnterprise,
  },
  {
    // Posted, as the quote page's form posts it, to the address of the quote it carries.
    path: "/deliveries?from=talatona-luanda&to=viana-luanda&vehicle=moto",
    table: "delivery_requests",
    samples: corpus(validForms.delivery, {
      text: { name: 100, recipientName: 100, fromLandmark: 200, toLandmark: 200, description: 500, notes: 1000 },
      required: [
        "from",
        "to",
        "vehicle",
        "when",
        "name",
        "phone",
        "recipientName",
        "recipientPhone",
        "description",
        "paymentMethod",
      ],
      emails: ["email"],
      phones: ["phone", "recipientPhone"],
      choices: ["vehicle", "paymentMethod", "when"],
      numbers: { weightKg: ["-1", "0", "30001"] },
      lines: ["description", "notes"],
    }).concat(impossibleDeliveries()),
    valid: validForms.delivery,
  },
];

/** Requests whose quote cannot hold: a place that is not one, a time gone by, a day that does not exist. */
function impossibleDeliveries(): Sample[] {
  const changed = (name: string, fields: Record<string, string>) => ({
    name,
    body: toParams({ ...validForms.delivery(), ...fields }),
  });
  return [
    changed("pickup not a place", { from: "paris-france" }),
    changed("drop-off not a place", { to: "nowhere" }),
    changed("pickup yesterday", { when: "later", day: "2020-01-01", time: "10:00" }),
    changed("pickup on 31 February", { when: "later", day: "2030-02-31", time: "10:00" }),
    changed("pickup at 25:00", { when: "later", day: "2030-01-01", time: "25:00" }),
    changed("later without a day", { when: "later", day: "", time: "" }),
  ];
}

let site: SiteProcess;
let db: pg.Pool;

async function post(pathname: string, sample: Sample) {
  const body =
    typeof sample.body === "string" || sample.body instanceof Uint8Array ? sample.body : sample.body.toString();
  const response = await browserPost(`${site.url}${pathname}${pathname.includes("?") ? "&" : "?"}lng=en`, {
    headers: { "content-type": sample.contentType ?? "application/x-www-form-urlencoded" },
    body,
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const countRows = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);

describe("public forms posted to the server (PostgreSQL)", () => {
  beforeAll(async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    site = await startSite({
      DATABASE_URL: url,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-corpus-")),
      SEED_DEMO: "false",
      FORM_RATE_LIMIT: "100000",
      FORM_BURST_LIMIT: "100000",
      LOG_LEVEL: "warn",
    });
    await waitUntilReady(site);
    db = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(async () => {
    site?.child.kill("SIGTERM");
    await site?.exited;
    await db?.end();
  });

  describe.each(forms)("$path", (form) => {
    it(
      `refuses each of at least 100 nasty submissions with a 4xx and a message, storing nothing`,
      { timeout: 240_000 },
      async () => {
        expect(form.samples.length).toBeGreaterThanOrEqual(100);
        const before = await countRows(form.table);
        const failures: string[] = [];
        const queue = [...form.samples];
        const worker = async () => {
          for (let sample = queue.shift(); sample; sample = queue.shift()) {
            const { status, html } = await post(form.path, sample);
            const hasMessage = /data-field-error=""|data-form-notice="error"/.test(html);
            const reflected = [SCRIPT, IMG, "<img src=x"].some((markup) => html.includes(markup));
            if (status < 400 || status >= 500 || !hasMessage || reflected) {
              failures.push(
                `${sample.name}: HTTP ${status}${hasMessage ? "" : ", no message"}${reflected ? ", markup reflected" : ""}`,
              );
            }
          }
        };
        await Promise.all([worker(), worker(), worker()]);
        expect(failures).toEqual([]);
        expect(await countRows(form.table)).toBe(before);
        console.info(`${form.path}: ${form.samples.length} nasty submissions refused`);
      },
    );

    it("stores a valid submission once, however often it is resent, and ignores forged extra fields", async () => {
      const fields: Record<string, string> = { ...form.valid(), status: "approved", is_read: "true", id: "1" };
      const before = await countRows(form.table);
      const answers = await Promise.all(
        [1, 2, 3].map(() => post(form.path, { name: "valid", body: toParams(fields) })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await countRows(form.table)).toBe(before + 1);
      const { rows } = await db.query(`select * from ${form.table} where submission_key = $1`, [fields.submissionKey]);
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe(
        {
          contact_messages: "unread",
          driver_applications: "pending",
          business_proposals: "new",
          delivery_requests: "received",
        }[form.table],
      );
      expect(rows[0].consented_at).toBeInstanceOf(Date);
    });
  });

  it("asks a driver whether they have a vehicle of their own, in their language, and stores the answer given", async () => {
    const unanswered: Record<string, string> = { ...validDriver() };
    delete unanswered.hasVehicle;
    // As a browser without JavaScript posts it, in French: the answer is the page again, with the message.
    const refused = await browserPost(`${site.url}/drivers?lng=fr`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: toParams(unanswered).toString(),
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(
      /id="driver-standalone-hasVehicle-error"[^>]*><p>Indiquez si vous avez votre propre véhicule</,
    );
    expect(page).toContain('value="João"');
    const stored = await db.query("select 1 from driver_applications where submission_key = $1", [
      unanswered.submissionKey,
    ]);
    expect(stored.rowCount).toBe(0);

    const no: Record<string, string> = { ...validDriver(), hasVehicle: "no" };
    expect((await post("/drivers", { name: "no", body: toParams(no) })).status).toBe(200);
    const { rows } = await db.query("select has_vehicle from driver_applications where submission_key = $1", [
      no.submissionKey,
    ]);
    expect(rows).toEqual([{ has_vehicle: false }]);
  });

  it("stores driver and enterprise values as the visitor meant them (E.164 phone, joined contact person)", async () => {
    const driver: Record<string, string> = { ...validDriver(), email: "Joao@Example.AO", experienceYears: "" };
    expect((await post("/drivers", { name: "driver", body: toParams(driver) })).status).toBe(200);
    const [row] = (
      await db.query("select * from driver_applications where submission_key = $1", [driver.submissionKey])
    ).rows;
    expect(row).toMatchObject({
      phone: "+244923456789",
      email: "joao@example.ao",
      experience_years: 0,
      has_vehicle: true,
    });

    const proposal = validEnterprise();
    expect((await post("/enterprise", { name: "proposal", body: toParams(proposal) })).status).toBe(200);
    const [request] = (
      await db.query("select * from business_proposals where submission_key = $1", [proposal.submissionKey])
    ).rows;
    expect(request).toMatchObject({
      name: "Farmácia Central",
      contact_person: "Maria Costa",
      phone: "+244222123456",
      status: "new",
    });

    // A delivery is priced on the server from the quote it carries: a posted price is no price.
    const delivery: Record<string, string> = {
      ...validForms.delivery(),
      price: "1",
      estimatedPrice: "1",
      total: "1",
      weightKg: "",
    };
    const stored = await post("/deliveries?from=talatona-luanda&to=viana-luanda&vehicle=moto", {
      name: "delivery",
      body: toParams(delivery),
    });
    expect(stored.status).toBe(200);
    const [order] = (
      await db.query("select * from delivery_requests where submission_key = $1", [delivery.submissionKey])
    ).rows;
    // Talatona to Viana: 20.9 km in a straight line, 29.2 km by road (× 1.4): the moto's 15-30 km band.
    expect(order).toMatchObject({
      pickup_place: "talatona-luanda",
      pickup_label: "Talatona, Luanda",
      pickup_landmark: "Em frente à farmácia Central",
      dropoff_label: "Viana, Luanda",
      dropoff_landmark: null,
      distance_metres: 29_200,
      estimated_price: 4_000,
      confirmed_price: null,
      phone: "+244923456789",
      recipient_phone: "+244912345678",
      weight_kg: null,
      pickup_at: new Date(`${delivery.day}T10:00:00+01:00`),
      status: "received",
    });
  });
});

describe("the per-client limit on public forms", () => {
  it("answers HTTP 429 with a message in the visitor's language once FORM_RATE_LIMIT is reached", async () => {
    const limited = await startSite({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-limit-")),
      SEED_DEMO: "false",
      FORM_RATE_LIMIT: "3",
      LOG_LEVEL: "warn",
    });
    try {
      await waitUntilReady(limited);
      const send = (lng: string) =>
        browserPost(`${limited.url}/contact?lng=${lng}`, {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: toParams(validContact()).toString(),
        });
      for (let i = 0; i < 3; i += 1) expect((await send("en")).status).toBe(200);
      for (const [lng, messages] of [
        ["en", en],
        ["pt", pt],
        ["fr", fr],
      ] as const) {
        const refused = await send(lng);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await refused.text()).toContain(messages.forms.errors.rateLimited.replace(/'/g, "&#x27;"));
      }
      // Another form has its own count.
      const other = await browserPost(`${limited.url}/drivers?lng=en`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: toParams(validDriver()).toString(),
      });
      expect(other.status).toBe(200);
    } finally {
      limited.child.kill("SIGTERM");
      await limited.exited;
    }
  });
});
