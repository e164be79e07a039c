import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/choices";
import { siteDatabases } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import {
  addMember,
  adminCreate,
  enrol,
  MEMBER_PASSWORD,
  PASSWORD,
  signIn,
  StaffBrowser,
} from "../support/staff-browser";
import { realAddresses } from "../support/back-office-addresses";
import { backOfficePages, isDownloadAt, rolesAllowedAt } from "../support/back-office-pages";
import { totpCode } from "../support/totp";

const guardedRoutes = backOfficePages.map(({ path: address, file }) => ({ address, file }));
const guarded = guardedRoutes.map(({ address }) => address);
/** Addresses whose module takes a POST (an action), but the set-up steps, which the matrix opens by GET. */
const setUpSteps = new Set(["/admin/enrol", "/admin/password", "/admin/sign-out"]);
const withActions = guardedRoutes
  .filter(
    ({ address, file }) =>
      !setUpSteps.has(address) && /export (async )?function action/.test(readFileSync(path.join("app", file), "utf8")),
  )
  .map(({ address }) => address);

/** Pages a signed-in member opens with GET; the others only take a POST (sign-out, the language switch). */
const postOnly = new Set(["/admin/sign-out", "/admin/language"]);

async function staffIdOf(admin: StaffBrowser, email: string): Promise<string> {
  const page = await admin.request("/admin/staff");
  const row = page.body.split("<tr").find((part) => part.includes(email));
  const id = row && /data-staff-id="([^"]+)"/.exec(row)?.[1];
  if (!id) throw new Error(`no row for ${email}`);
  return id;
}

describe("the pages' access declarations", () => {
  it("every back-office route module declares who may open it, so a new page cannot go unchecked", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const page of backOfficePages) expect(page.access, page.file).not.toBeNull();
    for (const address of guarded) expect(rolesAllowedAt(address).length, address).toBeGreaterThan(0);
  });
});

describe.each(siteDatabases)("roles and staff accounts on $name", ({ name, env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  const members = {} as Record<StaffRole, { member: StaffBrowser; secret: string; recoveryCodes: string[] }>;
  /** An address of the table with a real record in place of its parameters. */
  let concrete: (address: string) => string;

  beforeAll(async () => {
    const siteEnv = { ...(await env()), DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-access-")) };
    site = await startSite(siteEnv);
    await waitUntilReady(site);
    const created = await adminCreate({ ...siteEnv, PORT: new URL(site.url).port }, "chefe@kamba.ao", PASSWORD);
    expect(created.ok, created.output).toBe(true);
    admin = new StaffBrowser(site);
    await signIn(admin, "chefe@kamba.ao");
    members.admin = { member: admin, ...(await enrol(admin)) };
    members.operations = await addMember(site, admin, "ops@kamba.ao", "operations");
    members.recruiter = await addMember(site, admin, "rh@kamba.ao", "recruiter");
    concrete = await realAddresses(site, admin);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  /** Signing out ends the session it is asked with: a member probes it on a second session of their own. */
  async function signOutProbe(browser: StaffBrowser, role: StaffRole | null) {
    if (role === null) return browser.request("/admin/sign-out", {});
    const { recoveryCodes } = members[role];
    const second = new StaffBrowser(site);
    const email = { admin: "chefe@kamba.ao", operations: "ops@kamba.ao", recruiter: "rh@kamba.ao" }[role];
    await second.request("/admin/sign-in", { email, password: role === "admin" ? PASSWORD : MEMBER_PASSWORD });
    await second.request("/admin/two-factor?method=recovery", { code: recoveryCodes.shift()! });
    const out = await second.request("/admin/sign-out", {});
    return { ...out, status: out.location === "/admin/sign-in?signed-out" ? 200 : out.status };
  }

  /** The language switch takes a POST and goes back to the page it was on (302), or to sign in without a session. */
  async function languageProbe(browser: StaffBrowser) {
    const switched = await browser.request("/admin/language", { language: "pt", back: "/admin" });
    return { ...switched, status: switched.location === "/admin" ? 200 : switched.status };
  }

  it("refuses every back-office address to the wrong visitor: no session, or a role its page does not allow", async () => {
    const visitors: Array<[string, StaffBrowser, StaffRole | null]> = [
      ["no session", new StaffBrowser(site), null],
      ["operations", members.operations.member, "operations"],
      ["recruiter", members.recruiter.member, "recruiter"],
      ["admin", admin, "admin"],
    ];
    const matrix: string[] = [`| address | ${visitors.map(([label]) => label).join(" | ")} |`];
    for (const address of guarded) {
      const row: string[] = [];
      for (const [label, browser, role] of visitors) {
        const answer =
          address === "/admin/sign-out"
            ? await signOutProbe(browser, role)
            : postOnly.has(address)
              ? await languageProbe(browser)
              : await browser.request(concrete(address));
        const allowed = role !== null && rolesAllowedAt(address).includes(role);
        // Signing out without a session leads to the sign-in page, like every form (ADR 038).
        const refusedWithoutSession = postOnly.has(address) ? 303 : isDownloadAt(address) ? 401 : 302;
        const expected = role === null ? refusedWithoutSession : allowed ? 200 : 403;
        // A page of a set-up step sends a finished account on to the dashboard.
        const status = answer.status === 302 && role !== null && allowed ? 200 : answer.status;
        expect(status, `${address} for ${label}`).toBe(expected);
        row.push(String(answer.status));
      }
      matrix.push(`| ${address} | ${row.join(" | ")} |`);
    }
    console.info(`access matrix on ${name} (GET):\n${matrix.join("\n")}`);
  });

  it("refuses every action (POST) to the wrong visitor, before it reads or changes anything", async () => {
    expect(withActions.length).toBeGreaterThanOrEqual(9);
    const visitors: Array<[string, StaffBrowser, StaffRole | null]> = [
      ["no session", new StaffBrowser(site), null],
      ["operations", members.operations.member, "operations"],
      ["recruiter", members.recruiter.member, "recruiter"],
    ];
    const matrix: string[] = [`| address | ${visitors.map(([label]) => label).join(" | ")} |`];
    for (const address of withActions) {
      const row: string[] = [];
      for (const [label, browser, role] of visitors) {
        const answer = await browser.request(concrete(address), {
          intent: "status",
          status: "approved",
          revision: "1",
        });
        const allowed = role !== null && rolesAllowedAt(address).includes(role);
        if (allowed) expect([401, 403], `${address} for ${label}`).not.toContain(answer.status);
        // Without a session the form is sent to sign in (ADR 038); with the wrong role it is refused.
        else expect(answer.status, `${address} for ${label}`).toBe(role === null ? 303 : 403);
        row.push(String(answer.status));
      }
      matrix.push(`| POST ${address} | ${row.join(" | ")} |`);
    }
    console.info(`access matrix on ${name} (POST):\n${matrix.join("\n")}`);
  });

  it("a role change ends the member's sessions and applies at their next sign-in; a disabled account cannot sign in", async () => {
    const { member, secret, recoveryCodes } = members.operations;
    expect((await member.request("/admin/staff")).status).toBe(403);
    const id = await staffIdOf(admin, "ops@kamba.ao");
    expect((await admin.request("/admin/staff", { intent: "role", id, role: "admin" })).status).toBe(200);
    // The session that was an operations one is gone: a new sign-in, a new session, the new role.
    expect((await member.request("/admin/staff")).location).toMatch(/^\/admin\/sign-in/);
    const promoted = new StaffBrowser(site);
    await promoted.request("/admin/sign-in", { email: "ops@kamba.ao", password: MEMBER_PASSWORD });
    await promoted.request("/admin/two-factor?method=recovery", { code: recoveryCodes.shift()! });
    expect((await promoted.request("/admin/staff")).status).toBe(200);
    expect((await admin.request("/admin/staff", { intent: "role", id, role: "operations" })).status).toBe(200);
    expect((await promoted.request("/admin/staff")).location).toMatch(/^\/admin\/sign-in/);

    expect((await admin.request("/admin/staff", { intent: "disable", id, confirmed: "yes" })).status).toBe(200);
    expect((await member.request("/admin")).location).toMatch(/^\/admin\/sign-in/);
    const again = new StaffBrowser(site);
    expect((await signIn(again, "ops@kamba.ao", undefined, undefined, MEMBER_PASSWORD)).status).toBe(401);
    expect((await admin.request("/admin/staff", { intent: "enable", id, confirmed: "yes" })).status).toBe(200);
    // The next step's code: the current one was used at enrolment, and a code is accepted once.
    const back = await signIn(again, "ops@kamba.ao", secret, totpCode(secret, Date.now(), 1), MEMBER_PASSWORD);
    expect(back.status).toBe(303);
  });

  it("an admin cannot disable, demote or reset themselves", async () => {
    const id = await staffIdOf(admin, "chefe@kamba.ao");
    for (const intent of ["disable", "role", "reset-authenticator", "reset-password"]) {
      const refused = await admin.request("/admin/staff", { intent, id, role: "operations", confirmed: "yes" });
      expect(refused.status, intent).toBe(403);
    }
    expect((await admin.request("/admin")).status).toBe(200);
  });

  it("resetting a lost authenticator ends its sessions and sends the next sign-in to enrolment", async () => {
    const { member } = members.recruiter;
    const id = await staffIdOf(admin, "rh@kamba.ao");
    expect((await admin.request("/admin/staff", { intent: "reset-authenticator", id, confirmed: "yes" })).status).toBe(
      200,
    );
    expect((await member.request("/admin")).location).toMatch(/^\/admin\/sign-in/);
    const fresh = new StaffBrowser(site);
    const password = await signIn(fresh, "rh@kamba.ao", undefined, undefined, MEMBER_PASSWORD);
    expect(password.location).toBe("/admin");
    expect((await fresh.request("/admin")).location).toBe("/admin/enrol");
  });
});
