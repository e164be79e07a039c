import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases, testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { runCommand } from "../support/commands";
import { adminCreate, enrol, PASSWORD, signIn, StaffBrowser } from "../support/staff-browser";
import { totpCode } from "../support/totp";
import { backOfficePages } from "../support/back-office-pages";

const databases = siteDatabases.map((database) => ({
  ...database,
  via: database.name === "PGlite" ? "through the running site" : "in the database",
}));

describe.each(databases)("staff sign-in on $name", ({ env, via }) => {
  let site: SiteProcess;
  let siteEnv: Record<string, string>;
  const email = "ana@kamba.ao";
  let secret = "";
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    siteEnv = {
      ...(await env()),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-staff-")),
      LOG_LEVEL: "info",
      // One visitor posts to every back-office address within seconds; each post's draft is kept.
      FORM_BURST_LIMIT: "1000",
    };
    site = await startSite(siteEnv);
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it(`npm run admin:create works while the site runs (${via}) and refuses weak passwords and duplicates`, async () => {
    const port = new URL(site.url).port;
    const commandEnv = { ...siteEnv, PORT: port };
    expect((await adminCreate(commandEnv, email, "short")).output).toContain("at least 12 characters");
    expect((await adminCreate(commandEnv, email, "Scandinavian")).output).toContain("most common");
    const created = await adminCreate(commandEnv, "Ana@Kamba.ao", PASSWORD);
    expect(created.ok, created.output).toBe(true);
    expect(created.output).toContain(`Admin account created for ${email} (${via})`);
    const again = await adminCreate(commandEnv, email, PASSWORD);
    expect(again.ok).toBe(false);
    expect(again.output).toContain("already exists");
  });

  it(`npm run files:sweep works while the site runs (${via}) and prints its counts`, async () => {
    const stdout = await runCommand("files-sweep.mjs", { ...siteEnv, PORT: new URL(site.url).port });
    expect(stdout).toMatch(
      /Orphan-file sweep \((through the running site|on the database and file store)\): \d+ files checked, \d+ referenced, \d+ too recent to judge, 0 removed\./,
    );
    expect(stdout).toContain(via === "through the running site" ? "through the running site" : "on the database");
  });

  it("without a session every back-office page and form leads to sign-in, every file and export is refused", async () => {
    const visitor = new StaffBrowser(site);
    for (const { path: address, access } of backOfficePages) {
      const download = access?.download === true;
      const page = await visitor.request(address);
      expect(page.response.headers.get("cache-control"), address).toBe("no-store");
      if (download) {
        expect(page.status, address).toBe(401);
        expect(page.location, address).toBeNull();
      } else {
        expect(page.status, address).toBe(302);
        expect(page.location, address).toBe(`/admin/sign-in?next=${encodeURIComponent(address)}`);
      }
      // A form without a session is sent to sign in (and back afterwards); a file or an export is refused.
      const post = await visitor.request(address, { anything: "1" });
      expect(post.status, address).toBe(download ? 401 : 303);
      if (!download) {
        expect(post.location, address).toBe(
          address === "/admin/sign-out"
            ? "/admin/sign-in?signed-out"
            : `/admin/sign-in?next=${encodeURIComponent(address)}&ended=kept`,
        );
      }
    }
    const signInPage = await visitor.request("/admin/sign-in");
    expect(signInPage.status).toBe(200);
    expect(signInPage.body).toContain('name="robots" content="noindex, nofollow"');
    expect(signInPage.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("signs in with a new session id, enrols an authenticator before anything else, then reaches the dashboard", async () => {
    const browser = new StaffBrowser(site);
    // A session id planted before sign-in (fixation) is never the one that signs in.
    browser.cookies.set("kamba-staff.session_token", "planted-by-an-attacker");
    const signedIn = await signIn(browser, email);
    expect(signedIn.status).toBe(303);
    expect(browser.sessionToken).toBeTruthy();
    expect(browser.sessionToken).not.toContain("planted-by-an-attacker");
    const cookie = signedIn.response.headers.getSetCookie().find((line) => line.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/;/);

    // Before enrolling, the dashboard sends to enrolment.
    expect((await browser.request("/admin")).location).toBe("/admin/enrol");
    const tokenBefore = browser.sessionToken;
    ({ secret, recoveryCodes } = await enrol(browser));
    expect(recoveryCodes).toHaveLength(10);
    // Enrolling starts a new session.
    expect(browser.sessionToken).not.toBe(tokenBefore);
    const dashboard = await browser.request("/admin");
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain("Bem-vindo, Ana Admin.");
  });

  it("asks for the code after the password; a code is accepted once; a recovery code works once", async () => {
    const first = new StaffBrowser(site);
    const password = await first.request("/admin/sign-in?next=%2Fadmin%2Fstaff", { email, password: PASSWORD });
    expect(password.location).toBe("/admin/two-factor?next=%2Fadmin%2Fstaff");
    // The way to a recovery code keeps where the member was going.
    expect((await first.request(password.location!)).body).toContain(
      'href="/admin/two-factor?method=recovery&amp;next=%2Fadmin%2Fstaff"',
    );
    // The password alone opens nothing.
    expect((await first.request("/admin")).location).toMatch(/^\/admin\/sign-in/);
    // The code of the next 30-second step (accepted, as apps run a little fast or slow): never the one enrolment used.
    const code = totpCode(secret, Date.now(), 1);
    const verified = await first.request("/admin/two-factor", { code });
    expect(verified.status).toBe(303);
    expect((await first.request("/admin")).status).toBe(200);

    // The same code again, still inside its 30 seconds: refused.
    const second = new StaffBrowser(site);
    const replayed = await signIn(second, email, secret, code);
    expect(replayed.status).toBe(401);
    expect((await second.request("/admin")).status).toBe(302);

    const third = new StaffBrowser(site);
    await third.request("/admin/sign-in", { email, password: PASSWORD });
    const recovery = await third.request("/admin/two-factor?method=recovery", { code: recoveryCodes[0]! });
    expect(recovery.status).toBe(303);
    expect((await third.request("/admin")).status).toBe(200);
    const fourth = new StaffBrowser(site);
    await fourth.request("/admin/sign-in", { email, password: PASSWORD });
    expect((await fourth.request("/admin/two-factor?method=recovery", { code: recoveryCodes[0]! })).status).toBe(401);
  });

  it("slows down wrong passwords with growing delays, refusing even the right one meanwhile, but never locks the account", async () => {
    // A whole sign-in clears the account's count (the wrong codes above counted against it too).
    const before = new StaffBrowser(site);
    await before.request("/admin/sign-in", { email, password: PASSWORD });
    expect((await before.request("/admin/two-factor?method=recovery", { code: recoveryCodes[2]! })).status).toBe(303);
    const attacker = new StaffBrowser(site);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      answers.push((await attacker.request("/admin/sign-in", { email, password: "wrong password here" })).status);
    }
    expect(answers).toEqual([401, 401, 401, 401]);
    const waiting = await attacker.request("/admin/sign-in", { email, password: "wrong password here" });
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(waiting.body).toContain("Demasiadas tentativas");
    // Meanwhile even the right password waits ...
    const owner = new StaffBrowser(site);
    expect((await owner.request("/admin/sign-in", { email, password: PASSWORD })).status).toBe(429);
    // ... and once the wait is over, the owner signs in as usual (which clears the count).
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    expect((await owner.request("/admin/sign-in", { email, password: PASSWORD })).location).toMatch(
      /^\/admin\/two-factor/,
    );
    expect((await owner.request("/admin/two-factor?method=recovery", { code: recoveryCodes[3]! })).status).toBe(303);
  });

  it("sign-out ends the session at once: the old cookie opens nothing", async () => {
    const browser = new StaffBrowser(site);
    await browser.request("/admin/sign-in", { email, password: PASSWORD });
    await browser.request("/admin/two-factor?method=recovery", { code: recoveryCodes[1]! });
    const stolen = browser.sessionToken!;
    expect((await browser.request("/admin")).status).toBe(200);
    const out = await browser.request("/admin/sign-out", {});
    expect(out.location).toBe("/admin/sign-in?signed-out");
    const replay = new StaffBrowser(site);
    replay.cookies.set("kamba-staff.session_token", stolen);
    expect((await replay.request("/admin")).status).toBe(302);
  });
});

describe("staff session timeouts", () => {
  let site: SiteProcess;
  let siteEnv: Record<string, string>;

  beforeAll(async () => {
    siteEnv = {
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-staff-timeouts-")),
      STAFF_SESSION_IDLE_SECONDS: "6",
      STAFF_SESSION_LIFETIME_SECONDS: "16",
    };
    site = await startSite(siteEnv);
    await waitUntilReady(site);
    const created = await adminCreate({ ...siteEnv, PORT: new URL(site.url).port }, "rui@kamba.ao", PASSWORD);
    expect(created.ok, created.output).toBe(true);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("ends a session left idle, and any session at its absolute lifetime however busy", async () => {
    const idle = new StaffBrowser(site);
    await signIn(idle, "rui@kamba.ao");
    expect((await idle.request("/admin")).location).toBe("/admin/enrol");
    const busy = new StaffBrowser(site);
    await signIn(busy, "rui@kamba.ao");
    const started = Date.now();
    // Busy every 2 s, well past the 6-second idle timeout; the other one untouched.
    for (let second = 2; second <= 12; second += 2) {
      await new Promise((resolve) => setTimeout(resolve, started + second * 1000 - Date.now()));
      expect((await busy.request("/admin")).location, `busy at ${second} s`).toBe("/admin/enrol");
      if (second === 8) expect((await idle.request("/admin")).location).toMatch(/^\/admin\/sign-in/);
    }
    // 16 seconds after signing in, the busy one ends too.
    await new Promise((resolve) => setTimeout(resolve, started + 17_000 - Date.now()));
    expect((await busy.request("/admin")).location).toMatch(/^\/admin\/sign-in/);
  });
});

describe("a temporary password (PostgreSQL)", () => {
  let site: SiteProcess;

  beforeAll(async () => {
    await wipePostgres(testDatabaseUrl());
    site = await startSite({
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-staff-temporary-")),
    });
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("must be replaced before anything else, by a new one that is long, uncommon and typed twice", async () => {
    const created = await adminCreate({ DATABASE_URL: testDatabaseUrl() }, "joao@kamba.ao", PASSWORD);
    expect(created.ok, created.output).toBe(true);
    // As an admin's "create with a temporary password" leaves it.
    const { default: pg } = await import("pg");
    const client = new pg.Client(testDatabaseUrl());
    await client.connect();
    await client.query("update staff_users set must_change_password = true where email = 'joao@kamba.ao'");
    await client.end();

    const browser = new StaffBrowser(site);
    await signIn(browser, "joao@kamba.ao");
    expect((await browser.request("/admin")).location).toBe("/admin/password");
    expect((await browser.request("/admin/enrol")).location).toBe("/admin/password");
    const attempts = [
      [{ current: PASSWORD, next: "short one", repeat: "short one" }, "pelo menos 12 caracteres"],
      [{ current: PASSWORD, next: "Scandinavian", repeat: "Scandinavian" }, "demasiado comum"],
      [{ current: PASSWORD, next: "a brand new phrase 2026", repeat: "a brand new phrase 2027" }, "não coincidem"],
      [{ current: PASSWORD, next: PASSWORD, repeat: PASSWORD }, "diferente da atual"],
      [
        { current: "not my password!!", next: "a brand new phrase 2026", repeat: "a brand new phrase 2026" },
        "atual está incorreta",
      ],
    ] as const;
    for (const [form, message] of attempts) {
      const refused = await browser.request("/admin/password", { ...form });
      expect(refused.status, message).toBe(400);
      expect(refused.body, message).toContain(message);
    }
    const changed = await browser.request("/admin/password", {
      current: PASSWORD,
      next: "a brand new phrase 2026",
      repeat: "a brand new phrase 2026",
    });
    expect(changed.location).toBe("/admin");
    expect((await browser.request("/admin")).location).toBe("/admin/enrol");
    // The old password no longer opens the account; the new one does.
    expect(
      (await new StaffBrowser(site).request("/admin/sign-in", { email: "joao@kamba.ao", password: PASSWORD })).status,
    ).toBe(401);
    const fresh = new StaffBrowser(site);
    expect(
      (await fresh.request("/admin/sign-in", { email: "joao@kamba.ao", password: "a brand new phrase 2026" })).status,
    ).toBe(303);
  });
});
