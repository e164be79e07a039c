import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { symmetricEncrypt } from "better-auth/crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { adminPt } from "~/i18n/admin/pt";
import { fr } from "~/i18n/fr";
import { pt } from "~/i18n/pt";
import { purgeStaffAudit } from "~/modules/staff/staff-audit.server";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import {
  addMember,
  adminCreate,
  decodeHtml as decode,
  enrol,
  MEMBER_PASSWORD,
  PASSWORD,
  signIn,
  StaffBrowser,
} from "../support/staff-browser";
import { realAddresses } from "../support/back-office-addresses";
import { openJobId, submitApplication, submitContact, validForms } from "../support/submissions";
import { totpCode } from "../support/totp";
import { backOfficePages, isDownloadAt } from "../support/back-office-pages";

/**
 * The back-office against OWASP ASVS 5.0 level 2, tried as staff and attackers would (ADR 039): one
 * site on PostgreSQL behind a trusted proxy (so each test speaks from addresses of its own), the
 * database read directly to see what was, or was not, written.
 */
const AUTH_SECRET = "a-test-secret-of-more-than-thirty-two-characters";
const m = adminPt;

let site: SiteProcess;
let siteEnv: Record<string, string>;
let db: pg.Pool;
let admin: StaffBrowser;
const ADMIN_EMAIL = "chefe@kamba.ao";
let addressCounter = 0;
/** A browser of its own address (X-Forwarded-For, TRUST_PROXY), so no test slows another down. */
const freshBrowser = () => new StaffBrowser(site, { "x-forwarded-for": `10.9.${++addressCounter}.1` });

async function staffIdOf(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>("select id from staff_users where email = $1", [email]);
  return rows[0]!.id;
}

/** Waits, if need be, for the start of the next 30-second step, so the codes of a test stay valid. */
async function earlyInAStep() {
  const into = Date.now() % 30_000;
  if (into > 12_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - into + 300));
}

/** Lets the delays of the throttle pass without forgetting its counts (as if the attacker waited). */
const waitOutTheThrottle = () =>
  db.query("update staff_sign_in_failures set last_failure_at = now() - interval '59 minutes'");

async function startTheSite() {
  site = await startSite(siteEnv);
  await waitUntilReady(site);
}

beforeAll(async () => {
  await wipePostgres(testDatabaseUrl());
  siteEnv = {
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-security-")),
    TRUST_PROXY: "true",
    AUTH_SECRET,
    LOG_LEVEL: "warn",
    FORM_RATE_LIMIT: "1000",
    FORM_BURST_LIMIT: "1000",
  };
  await startTheSite();
  db = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const created = await adminCreate({ DATABASE_URL: testDatabaseUrl(), AUTH_SECRET }, ADMIN_EMAIL, PASSWORD);
  expect(created.ok, created.output).toBe(true);
  admin = freshBrowser();
  await signIn(admin, ADMIN_EMAIL);
  await enrol(admin);
}, 180_000);

afterAll(async () => {
  site?.child.kill("SIGTERM");
  await site?.exited;
  await db?.end();
});

describe("authenticator and recovery codes", () => {
  it("accepts a code once, even after another code was used after it", async () => {
    const { secret } = await addMember(site, admin, "codes@kamba.ao", "operations");
    // Enrolment used the current step's code: the next steps' codes are fresh.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 300));
    await earlyInAStep();
    const now = Date.now();
    const first = totpCode(secret, now);
    const second = totpCode(secret, now, 1);
    const signInWith = (code: string) =>
      signIn(freshBrowser(), "codes@kamba.ao", secret, code, MEMBER_PASSWORD).then((answer) => answer.status);
    expect(await signInWith(first)).toBe(303);
    expect(await signInWith(second)).toBe(303);
    // The first code is still inside its validity window, and was used: refused, as is the second.
    expect(await signInWith(first)).toBe(401);
    expect(await signInWith(second)).toBe(401);
  }, 120_000);

  it("stores each recovery code hashed (argon2id), none of them readable", async () => {
    const { recoveryCodes } = await addMember(site, admin, "hashed@kamba.ao", "recruiter");
    const { rows } = await db.query<{ backup_codes: string }>(
      "select backup_codes from staff_two_factors where user_id = $1",
      [await staffIdOf("hashed@kamba.ao")],
    );
    const stored = rows[0]!.backup_codes;
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const hashes = JSON.parse(stored) as string[];
    expect(hashes).toHaveLength(10);
    for (const [index, hash] of hashes.entries()) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(hash, recoveryCodes[index]!)).toBe(true);
    }
    // One used is gone; the others still work.
    const browser = freshBrowser();
    await browser.request("/admin/sign-in", { email: "hashed@kamba.ao", password: MEMBER_PASSWORD });
    expect((await browser.request("/admin/two-factor?method=recovery", { code: recoveryCodes[3]! })).status).toBe(303);
    const after = JSON.parse(
      (
        await db.query("select backup_codes from staff_two_factors where user_id = $1", [
          await staffIdOf("hashed@kamba.ao"),
        ])
      ).rows[0].backup_codes,
    ) as string[];
    expect(after).toHaveLength(9);
    expect(after).not.toContain(hashes[3]);
    // The stored hash itself is no code.
    const forger = freshBrowser();
    await forger.request("/admin/sign-in", { email: "hashed@kamba.ao", password: MEMBER_PASSWORD });
    expect((await forger.request("/admin/two-factor?method=recovery", { code: after[0]! })).status).toBe(401);
  });

  it("counts wrong codes against the account from any address, as wrong passwords are", async () => {
    await addMember(site, admin, "spread@kamba.ao", "operations");
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const browser = freshBrowser();
      const password = await browser.request("/admin/sign-in", { email: "spread@kamba.ao", password: MEMBER_PASSWORD });
      answers.push(
        password.status === 429 ? 429 : (await browser.request("/admin/two-factor", { code: "000000" })).status,
      );
    }
    // Three free tries per account, a fourth, then the wait: wherever the guesses come from.
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  it("never locks the owner out of their recovery codes: only the throttle's waits apply", async () => {
    const { recoveryCodes } = await addMember(site, admin, "locked@kamba.ao", "operations");
    // Ten wrong codes, in two sign-ins of five (a sign-in starts again after five), the waits let pass.
    for (let round = 0; round < 2; round++) {
      await waitOutTheThrottle();
      const browser = freshBrowser();
      expect(
        (await browser.request("/admin/sign-in", { email: "locked@kamba.ao", password: MEMBER_PASSWORD })).status,
      ).toBe(303);
      for (let attempt = 0; attempt < 5; attempt++) {
        await waitOutTheThrottle();
        expect((await browser.request("/admin/two-factor?method=recovery", { code: "AAAAA-AAAAA" })).status).toBe(401);
      }
    }
    await waitOutTheThrottle();
    const owner = freshBrowser();
    await owner.request("/admin/sign-in", { email: "locked@kamba.ao", password: MEMBER_PASSWORD });
    await waitOutTheThrottle();
    expect((await owner.request("/admin/two-factor?method=recovery", { code: recoveryCodes[0]! })).status).toBe(303);
    expect((await owner.request("/admin")).status).toBe(200);
  });
});

describe("passwords", () => {
  it("slows down wrong current passwords on /admin/password as at sign-in, refusing even the right one meanwhile", async () => {
    const created = await admin.request("/admin/staff", {
      intent: "create",
      name: "Tânia Temporária",
      email: "temp@kamba.ao",
      role: "operations",
    });
    const temporary = /[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}/.exec(created.body)![0];
    const member = freshBrowser();
    await signIn(member, "temp@kamba.ao", undefined, undefined, temporary);
    const attempt = (current: string) =>
      member.request("/admin/password", { current, next: MEMBER_PASSWORD, repeat: MEMBER_PASSWORD });
    const answers: number[] = [];
    for (let tries = 0; tries < 4; tries++) answers.push((await attempt("not the password at all")).status);
    expect(answers).toEqual([400, 400, 400, 400]);
    const waiting = await attempt("not the password at all");
    expect(waiting.status).toBe(429);
    expect(Number(waiting.response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(decode(waiting.body)).toContain("Demasiadas tentativas");
    expect((await attempt(temporary)).status).toBe(429);
    await waitOutTheThrottle();
    expect((await attempt(temporary)).location).toBe("/admin");
  });
});

describe("sessions", () => {
  it("ends a member's sessions when their role changes: the old session id opens nothing", async () => {
    const { member } = await addMember(site, admin, "promoted@kamba.ao", "operations");
    const id = await staffIdOf("promoted@kamba.ao");
    const before = member.sessionToken!;
    expect((await member.request("/admin")).status).toBe(200);
    expect((await admin.request("/admin/staff", { intent: "role", id, role: "admin" })).status).toBe(200);
    const stolen = freshBrowser();
    stolen.cookies.set("kamba-staff.session_token", before);
    expect((await stolen.request("/admin/staff")).location).toMatch(/^\/admin\/sign-in/);
    expect((await member.request("/admin")).location).toMatch(/^\/admin\/sign-in/);
    const { rows } = await db.query("select count(*)::int as n from staff_sessions where user_id = $1", [id]);
    expect(rows[0].n).toBe(0);
  });
});

describe("requests from elsewhere", () => {
  it("refuses a post that does not prove it comes from the site's pages, in the visitor's language, writing nothing", async () => {
    const contacts = async () =>
      (await db.query("select count(*)::int as n from contact_messages")).rows[0].n as number;
    const before = await contacts();
    const fields = new URLSearchParams(validForms.contact());
    const forged = (headers: Record<string, string>, query = "") =>
      fetch(`${site.url}/contact${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: fields,
      });
    const forgeries: Array<Record<string, string>> = [
      { referer: "https://evil.example/page" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site", referer: `${site.url}/contact` },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of forgeries) {
      const refused = await forged(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe(pt.refusals.crossSite);
    }
    expect(await (await forged({ referer: "https://evil.example/" }, "?lng=fr")).text()).toBe(fr.refusals.crossSite);
    expect(await contacts()).toBe(before);
    // What a browser sends from the site's own page passes, with or without Origin.
    expect((await forged({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect(await contacts()).toBe(before + 1);

    // The back-office too: a forged post with the admin's cookie creates no account.
    const users = async () => (await db.query("select count(*)::int as n from staff_users")).rows[0].n as number;
    const staffBefore = await users();
    const cookie = `kamba-staff.session_token=${admin.sessionToken}`;
    const account = new URLSearchParams({
      intent: "create",
      name: "Intruso",
      email: "intruso@evil.example",
      role: "admin",
    });
    for (const headers of [{ referer: "https://evil.example/" }, { origin: "https://evil.example" }] as Array<
      Record<string, string>
    >) {
      const refused = await fetch(`${site.url}/admin/staff`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body: account,
        redirect: "manual",
      });
      expect(refused.status).toBe(403);
    }
    expect(await users()).toBe(staffBefore);
  });
});

describe("reading changes nothing", () => {
  /** Every table's rows, but the sessions' sliding expiry (bookkeeping of a use, not a change). */
  async function snapshot(withDownloadLines: boolean) {
    const { rows: tables } = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    const state: Record<string, string> = {};
    for (const { name } of tables) {
      const rows =
        name === "staff_sessions"
          ? "(select id, token, user_id, created_at from staff_sessions)"
          : name === "record_history" && !withDownloadLines
            ? "(select * from record_history where action not in ('download', 'export'))"
            : `"${name}"`;
      const { rows: digest } = await db.query(
        `select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '')) as d from ${rows} t`,
      );
      state[name] = `${digest[0].n}:${digest[0].d}`;
    }
    return state;
  }

  it("answers GET and HEAD on every back-office address without writing (a download's GET writes its audit line only)", async () => {
    const concrete = await realAddresses(site, admin);
    const changed: string[] = [];
    for (const { path: address } of backOfficePages) {
      for (const method of ["GET", "HEAD"] as const) {
        const download = isDownloadAt(address);
        const before = await snapshot(method === "HEAD" || !download);
        const response = await fetch(`${site.url}${concrete(address)}`, {
          method,
          redirect: "manual",
          headers: { cookie: `kamba-staff.session_token=${admin.sessionToken}` },
        });
        await response.arrayBuffer();
        expect(response.status, `${method} ${address}`).toBeLessThan(500);
        const after = await snapshot(method === "HEAD" || !download);
        const differences = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (differences.length > 0) changed.push(`${method} ${address}: ${differences.join(", ")}`);
      }
    }
    expect(changed).toEqual([]);
  }, 120_000);
});

/** Text from outside that breaks the rule (ADR 039), in the forms it comes in. */
const nastyText = [
  "a\u0000b",
  "a\r\nb",
  "a\rb",
  "a\u2028b",
  "a\u2029b",
  "a\u202eb",
  "\u2066a\u2069",
  "a\u200eb\u200f",
  "a\ud800b",
  "a\u0085b",
  "x".repeat(20_000),
];

describe("one rule for text from outside", () => {
  it("never answers 500 to NUL, CR/LF or U+2028 in next, the sign-in e-mail or a note", async () => {
    for (const next of ["%00", "%0D%0ASet-Cookie:%20x=1", "%E2%80%A8", "%E2%80%AE", "%EF%BF%BF", "%C2%85"]) {
      // Signed in, the sign-in page sends on to `next`: to the dashboard when it is unusable.
      const signedIn = await admin.request(`/admin/sign-in?next=/admin/staff${next}x`);
      expect(signedIn.status, next).toBe(302);
      expect(signedIn.location, next).toBe("/admin");
    }
    const { secret } = await addMember(site, admin, "next@kamba.ao", "operations");
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 300));
    for (const [index, next] of ["%0D%0ALocation:%20https://evil.example", "%E2%80%A8"].entries()) {
      const browser = freshBrowser();
      const password = await browser.request(`/admin/sign-in?next=/admin/staff${next}`, {
        email: "next@kamba.ao",
        password: MEMBER_PASSWORD,
      });
      expect(password.status).toBe(303);
      const code = await browser.request(password.location!, { code: totpCode(secret, Date.now(), index) });
      expect(code.status).toBe(303);
      expect(code.location).toBe("/admin");
    }
    for (const email of ["ana\u0000@kamba.ao", "ana@kamba.ao\r\nBcc: x@evil.example", "ana\u2028@kamba.ao"]) {
      const refused = await freshBrowser().request("/admin/sign-in", { email, password: "whatever it is" });
      expect(refused.status, JSON.stringify(email)).toBe(400);
      expect(decode(refused.body)).toContain(m.signIn.characters);
    }
    const reference = await submitContact(site);
    const note = (text: string) => admin.request(`/admin/messages/${reference}`, { intent: "note", note: text });
    const refused = await note("Ligar\u0000 amanhã");
    expect(refused.status).toBe(400);
    expect(decode(refused.body)).toContain(m.problems.characters);
    expect((await note("Ligar amanhã\r\nàs 9h\u2028sem falta")).status).toBe(200);
    const { rows } = await db.query<{ detail: { text: string } }>(
      "select detail from record_history where action = 'note' order by id desc limit 1",
    );
    expect(rows[0]!.detail.text).toBe("Ligar amanhã\nàs 9h\nsem falta");
  }, 90_000);

  it("stores, shows and exports no bidirectional control, even from a record kept before the rule", async () => {
    // A name that reverses itself is refused; a message loses its bidi controls.
    const refused = await fetch(`${site.url}/contact?lng=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: new URLSearchParams({ ...validForms.contact(), name: "Ana \u202eavliS" }),
    });
    expect(refused.status).toBe(400);
    const reference = await submitContact(site, { message: "Pagar \u202e0001\u202c kwanzas, \u2066não\u2069 mais." });
    const stored = await db.query<{ message: string }>("select message from contact_messages where reference = $1", [
      reference,
    ]);
    expect(stored.rows[0]!.message).toBe("Pagar 0001 kwanzas, não mais.");
    // As a record stored before the rule was: raw controls in its name and message.
    await db.query(
      "update contact_messages set name = 'Ana ' || chr(8238) || 'avliS', message = 'Pagar ' || chr(8238) || '0001' || chr(8294) || ' kwanzas.' where reference = $1",
      [reference],
    );
    const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    const page = await admin.request(`/admin/messages/${reference}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Pagar 0001 kwanzas.");
    expect(page.body).not.toMatch(bidi);
    expect((await admin.request(`/admin/messages?q=${reference}`)).body).not.toMatch(bidi);
    const csv = await admin.fetch(`/admin/messages/export.csv?q=${reference}`);
    const text = await csv.text();
    expect(text).toContain("Pagar 0001 kwanzas.");
    expect(text).not.toMatch(bidi);
    // The record made to look old goes, so the scan of what is stored (below) sees only what the site wrote.
    await db.query("delete from contact_messages where reference = $1", [reference]);
  });

  it("gives every back-office form a corpus of nasty text without a 5xx, and keeps none of it", async () => {
    const reference = await submitContact(site);
    const id = await staffIdOf(ADMIN_EMAIL);
    const forms: Array<{ address: string; fields: Record<string, string>; nasty: string[] }> = [
      { address: "/admin/sign-in", fields: { email: "x@kamba.ao", password: "p" }, nasty: ["email", "password"] },
      { address: "/admin/two-factor", fields: { code: "123456" }, nasty: ["code"] },
      {
        address: "/admin/staff",
        fields: { intent: "create", name: "Nome", email: "novo@kamba.ao", role: "operations" },
        nasty: ["name", "email", "role", "intent"],
      },
      { address: "/admin/staff", fields: { intent: "role", id, role: "admin" }, nasty: ["id", "role"] },
      { address: `/admin/messages/${reference}`, fields: { intent: "note", note: "Nota" }, nasty: ["note", "intent"] },
      {
        address: `/admin/messages/${reference}`,
        fields: { intent: "assign", assignee: id, revision: "1" },
        nasty: ["assignee", "revision"],
      },
      {
        address: "/admin/messages",
        fields: { intent: "bulk-status", status: "read", record: "1.1" },
        nasty: ["status", "record"],
      },
      {
        address: "/admin/jobs/new",
        fields: {
          intent: "save",
          title_pt: "Motorista",
          description_pt: "Entregas diárias em Luanda.",
          requirements_pt: "Carta",
          benefits_pt: "Seguro",
          department: "logistics",
          location: "luanda",
          employmentType: "full-time",
          experienceLevel: "entry",
        },
        nasty: ["title_pt", "description_pt", "requirements_pt", "department", "salaryMin", "validThrough"],
      },
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const form of forms) {
      for (const field of form.nasty) {
        for (const text of nastyText) {
          const browser = form.address.startsWith("/admin/sign-in") || form.address === "/admin/two-factor";
          const answer = await (browser ? freshBrowser() : admin).request(form.address, {
            ...form.fields,
            [field]: form.fields[field] ? `${form.fields[field]}${text}` : text,
          });
          sent++;
          if (answer.status >= 500)
            failures.push(`${form.address} ${field}=${JSON.stringify(text.slice(0, 12))}: ${answer.status}`);
        }
      }
    }
    for (const query of ["q", "from", "to", "assignee", "status", "page", "job", "erased"]) {
      for (const text of nastyText) {
        for (const list of ["/admin/messages", "/admin/applications", "/admin/messages/export.csv"]) {
          const answer = await admin.request(
            `${list}?${query}=${encodeURIComponent(text.replace("\ud800", ""))}%ED%A0%80`,
          );
          sent++;
          if (answer.status >= 500)
            failures.push(`${list}?${query}=${JSON.stringify(text.slice(0, 12))}: ${answer.status}`);
        }
      }
    }
    for (const text of nastyText) {
      const answer = await fetch(`${site.url}/careers?q=${encodeURIComponent(text.replace("\ud800", ""))}%00`);
      sent++;
      if (answer.status >= 500) failures.push(`/careers?q=${JSON.stringify(text.slice(0, 12))}: ${answer.status}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    // Nothing the rule forbids was kept anywhere, in any text or JSON column.
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'jsonb')",
    );
    const kept: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await db.query(
        `select count(*)::int as n from "${table}" where "${column}"::text ~ '[\\x01-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]'`,
      );
      if (rows[0].n > 0) kept.push(`${table}.${column}: ${rows[0].n}`);
    }
    expect(kept).toEqual([]);
  }, 240_000);
});

describe("headers of the back-office", () => {
  it("gives its pages a CSP without <base> nor foreign frames, and its downloads a sandbox", async () => {
    const csp = (response: Response) => response.headers.get("content-security-policy") ?? "";
    const dashboard = await admin.fetch("/admin");
    expect(csp(dashboard)).toContain("base-uri 'none'");
    expect(csp(dashboard)).toContain("frame-src 'none'");
    // The form sender (a service worker) belongs to the public pages: the back-office may start none.
    expect(csp(dashboard)).toContain("worker-src 'none'");
    expect(csp(dashboard)).not.toContain("openstreetmap");
    // The public contact page keeps its on-demand map.
    const contact = csp(await fetch(`${site.url}/contact`));
    expect(contact).toContain("frame-src 'self' https://www.openstreetmap.org");
    expect(contact).toContain("worker-src 'self'");
    const reference = await submitApplication(site, await openJobId(site));
    for (const address of ["/admin/messages/export.csv", `/admin/applications/${reference}/cv`]) {
      const download = await admin.fetch(address);
      expect(download.status, address).toBe(200);
      expect(csp(download), address).toMatch(/(^|; )sandbox(;|$)/);
      expect(download.headers.get("content-disposition"), address).toMatch(/^attachment;/);
      expect(download.headers.get("x-content-type-options"), address).toBe("nosniff");
      expect(download.headers.get("cache-control"), address).toBe("no-store");
    }
  });

  it("answers an unknown back-office address with its own 404 inside its frame; a stranger is sent to sign in", async () => {
    const missing = await admin.request("/admin/no-such-page");
    expect(missing.status).toBe(404);
    const html = decode(missing.body);
    // The back-office's frame (its navigation, sign-out) around its own 404, not the public site's page.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${m.errors.notFoundTitle}</h1>`));
    expect(html).toContain(`>${m.errors.notFound}</p>`);
    expect(html).toContain(`aria-label="${m.nav.label}"`);
    expect(html).toContain(`>${m.nav.signOut}</button>`);
    expect(html).not.toContain(`>${pt.notFound.message}<`);
    // Deeper, where the inboxes' pages take any word for their inbox (ADR 077), and posted to: the same 404.
    for (const address of ["/admin/no-such-page/KX-0000-0000", "/admin/no-such-page/export.csv"]) {
      expect((await admin.request(address)).status, address).toBe(404);
    }
    expect((await admin.request("/admin/no-such-page", { intent: "archive" })).status).toBe(404);
    // A member who is not an admin meets that 404 too where, at an inbox's address, only admins may go: a refusal
    // would say the address exists.
    const { member } = await addMember(site, admin, "lost@kamba.ao", "operations");
    for (const page of ["erase", "person", "person/json"]) {
      const address = `/admin/no-such-page/KX-0000-0000/${page}`;
      expect((await member.request(address)).status, address).toBe(404);
    }
    expect((await member.request("/admin/drivers/KX-0000-0000/erase")).status).toBe(403);
    const stranger = await new StaffBrowser(site).request("/admin/no-such-page");
    expect(stranger.status).toBe(302);
    expect(stranger.location).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin/no-such-page")}`);
  });
});

describe("the audit view", () => {
  it("lists sign-ins, account changes, exports and erasures, newest first and by kind, to admins only", async () => {
    // A failed sign-in, an account change and an export, and the two shapes of erasure lines.
    const attacker = new StaffBrowser(site, { "x-forwarded-for": "10.77.0.9" });
    await attacker.request("/admin/sign-in", { email: ADMIN_EMAIL, password: "a wrong password" });
    const { secret } = await addMember(site, admin, "audited@kamba.ao", "operations", "Olga Auditada");
    const id = await staffIdOf("audited@kamba.ao");
    await admin.request("/admin/staff", { intent: "disable", id, confirmed: "yes" });
    await admin.request("/admin/staff", { intent: "enable", id, confirmed: "yes" });
    await admin.fetch("/admin/drivers/export.csv").then((response) => response.text());
    const visitor = await submitContact(site, { name: "Visitante Secreta", email: "secreta@example.ao" });
    await db.query(
      `insert into record_history (inbox, record_id, staff_id, staff_name, action, detail) values
       ('messages', null, null, '', 'erasure', '{"by": "visitor"}'),
       ('drivers', null, null, '', 'erasure', '{"reason": "withdrawal", "reference": "KX-AB2C-3D4E"}')`,
    );

    const page = await admin.request("/admin/audit");
    expect(page.status).toBe(200);
    const html = decode(page.body);
    const events = [...html.matchAll(/data-audit-event="([a-z-]+)"/g)].map((match) => match[1]);
    for (const event of [
      "sign-in",
      "sign-in-failed",
      "account-created",
      "password-changed",
      "authenticator-enrolled",
      "account-disabled",
      "account-enabled",
      "export",
      "erasure",
    ]) {
      expect(events, event).toContain(event);
    }
    expect(html).toContain("10.77.0.9");
    expect(html).toContain("KX-AB2C-3D4E");
    expect(html).toContain("Olga Auditada");
    // Nothing a visitor wrote or is: no name, no e-mail.
    for (const personal of ["Visitante Secreta", "secreta@example.ao", visitor]) expect(html).not.toContain(personal);
    const times = [...html.matchAll(/data-audit-at="([^"]+)"/g)].map((match) => match[1]!);
    expect(times).toEqual([...times].sort().reverse());

    const signIns = decode((await admin.request("/admin/audit?kind=sign-ins")).body);
    const kinds = new Set([...signIns.matchAll(/data-audit-kind="([a-z-]+)"/g)].map((match) => match[1]));
    expect([...kinds]).toEqual(["sign-ins"]);
    const erasures = decode((await admin.request("/admin/audit?kind=erasures")).body);
    expect(new Set([...erasures.matchAll(/data-audit-kind="([a-z-]+)"/g)].map((match) => match[1]))).toEqual(
      new Set(["erasures"]),
    );
    expect(erasures).toContain("KX-AB2C-3D4E");

    // Paged: 50 lines a page.
    const { rows } = await db.query("select count(*)::int as n from staff_audit");
    expect(rows[0].n).toBeGreaterThan(50);
    expect([...html.matchAll(/data-audit-event=/g)]).toHaveLength(50);
    const second = decode((await admin.request("/admin/audit?page=2")).body);
    expect(second).toMatch(/data-audit-event=/);

    // Admins only; a filter the page cannot read is ignored, and said so.
    const member = freshBrowser();
    await signIn(member, "audited@kamba.ao", secret, totpCode(secret, Date.now(), 1), MEMBER_PASSWORD);
    expect((await member.request("/admin/audit")).status).toBe(403);
    const odd = await admin.request("/admin/audit?kind=nonsense&page=%00");
    expect(odd.status).toBe(200);
    expect(decode(odd.body)).toContain(m.audit.ignored.replace("{{names}}", "kind, page"));
  });
});

describe("the audit's lines", () => {
  it("cannot be changed or deleted, but by the purge of lines older than a year", async () => {
    await expect(db.query("update staff_audit set actor_name = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(db.query("delete from staff_audit")).rejects.toThrow(/append-only/);
    await db.query(
      `insert into staff_audit (event, actor_name, address, created_at) values
       ('sign-in-failed', '', '10.1.2.3', now() - interval '13 months'),
       ('sign-in-failed', '', '10.1.2.4', now() - interval '11 months')`,
    );
    const handle = await openDatabase({ databaseUrl: testDatabaseUrl(), dataDir: "" });
    try {
      expect(await purgeStaffAudit(handle.db)).toBe(1);
    } finally {
      await handle.close();
    }
    const { rows } = await db.query("select address from staff_audit where address in ('10.1.2.3', '10.1.2.4')");
    expect(rows).toEqual([{ address: "10.1.2.4" }]);
  });
});

describe("recovery codes kept encrypted by an older version", () => {
  it("are hashed one by one when the site starts, and each still works once", async () => {
    const { recoveryCodes } = await addMember(site, admin, "legacy@kamba.ao", "operations");
    const userId = await staffIdOf("legacy@kamba.ao");
    const encrypted = await symmetricEncrypt({ key: AUTH_SECRET, data: JSON.stringify(recoveryCodes) });
    await db.query("update staff_two_factors set backup_codes = $1 where user_id = $2", [encrypted, userId]);
    site.child.kill("SIGTERM");
    await site.exited;
    await startTheSite();
    const { rows } = await db.query("select backup_codes from staff_two_factors where user_id = $1", [userId]);
    const hashes = JSON.parse(rows[0].backup_codes as string) as string[];
    expect(hashes).toHaveLength(10);
    expect(hashes.every((hash) => hash.startsWith("$argon2id$"))).toBe(true);
    const browser = freshBrowser();
    await browser.request("/admin/sign-in", { email: "legacy@kamba.ao", password: MEMBER_PASSWORD });
    expect((await browser.request("/admin/two-factor?method=recovery", { code: recoveryCodes[5]! })).status).toBe(303);
    const again = freshBrowser();
    await again.request("/admin/sign-in", { email: "legacy@kamba.ao", password: MEMBER_PASSWORD });
    expect((await again.request("/admin/two-factor?method=recovery", { code: recoveryCodes[5]! })).status).toBe(401);
  }, 120_000);
});
