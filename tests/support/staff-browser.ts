import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { StaffRole } from "~/domain/choices";
import { runCommand } from "./commands";
import { startSite, waitUntilReady, type SiteProcess } from "./site-process";
import { totpCode } from "./totp";
import { browserPost } from "./browser-post";

export const PASSWORD = "kwanza river at dawn 2026";

/** A page's text with React's HTML escapes undone, to find what a member of staff reads. */
export const decodeHtml = (html: string) =>
  html
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'");

/** A browser's cookie jar for one member of staff, talking plain HTTP to the site. */
export class StaffBrowser {
  cookies = new Map<string, string>();
  /** `headers`: sent with every request (for example the X-Forwarded-For a proxy adds, under TRUST_PROXY). */
  constructor(
    private readonly site: SiteProcess,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The answer as it came (for downloads); cookies it sets are kept. `form` may repeat a name (URLSearchParams). */
  async fetch(pathname: string, form?: Record<string, string> | URLSearchParams) {
    const init = {
      redirect: "manual" as const,
      headers: {
        ...this.headers,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    };
    const url = `${this.site.url}${pathname}`;
    const response = form
      ? await browserPost(url, { ...init, body: new URLSearchParams(form) })
      : await fetch(url, init);
    this.keepCookies(response);
    return response;
  }

  /** A multipart POST (a form with a file), as a browser sends it; the answer as text. */
  async upload(pathname: string, form: FormData) {
    const response = await browserPost(`${this.site.url}${pathname}`, {
      redirect: "manual",
      headers: { ...this.headers, cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      body: form,
    });
    this.keepCookies(response);
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  }

  async request(pathname: string, form?: Record<string, string> | URLSearchParams) {
    const response = await this.fetch(pathname, form);
    return {
      status: response.status,
      location: response.headers.get("location"),
      body: await response.text(),
      response,
    };
  }

  private keepCookies(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get sessionToken() {
    return this.cookies.get("kamba-staff.session_token");
  }
}

/** `npm run admin:create` with these settings, in the project's folder `cwd`. */
export async function adminCreate(env: Record<string, string>, email: string, password: string, cwd = ".") {
  try {
    const output = await runCommand(
      "admin-create.mjs",
      { ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_NAME: "Ana Admin" },
      [],
      cwd,
    );
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** A site's first admin ("Ana Admin"), made by the command, then signed in and enrolled. */
export async function firstAdmin(site: SiteProcess, siteEnv: Record<string, string>, email = "chefe@kamba.ao") {
  const created = await adminCreate({ ...siteEnv, PORT: new URL(site.url).port }, email, PASSWORD);
  expect(created.ok, created.output).toBe(true);
  const admin = new StaffBrowser(site);
  await signIn(admin, email);
  await enrol(admin);
  return admin;
}

/** Signs in with the password and, once enrolled, the current code (or the one given). */
export async function signIn(
  browser: StaffBrowser,
  email: string,
  secret?: string,
  code?: string,
  secretWord = PASSWORD,
) {
  const password = await browser.request("/admin/sign-in", { email, password: secretWord });
  if (!secret) return password;
  expect(password.location).toMatch(/^\/admin\/two-factor/);
  return browser.request("/admin/two-factor", { code: code ?? totpCode(secret) });
}

/** Enrols the signed-in account's authenticator; returns its key and recovery codes. */
export async function enrol(browser: StaffBrowser, password = PASSWORD) {
  const setup = await browser.request("/admin/enrol", { password });
  expect(setup.status).toBe(200);
  const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(setup.body)?.[1];
  const uri = /name="uri" value="([^"]+)"/.exec(setup.body)?.[1]?.replaceAll("&amp;", "&");
  const codes = /name="codes" value="([^"]+)"/.exec(setup.body)?.[1];
  expect(secret && uri && codes).toBeTruthy();
  const confirmed = await browser.request("/admin/enrol", {
    intent: "verify",
    code: totpCode(secret!),
    uri: uri!,
    codes: codes!,
  });
  expect(confirmed.status, `enrolment refused: ${/role="alert"[^>]*>([^<]*)/.exec(confirmed.body)?.[1]}`).toBe(303);
  expect(confirmed.location).toBe("/admin");
  return { secret: secret!, recoveryCodes: codes!.split(",") };
}

export const MEMBER_PASSWORD = "a fresh phrase for my account";

/** A member an admin adds: signs in with the temporary password, replaces it, enrols. */
export async function addMember(site: SiteProcess, admin: StaffBrowser, email: string, role: StaffRole, name?: string) {
  const created = await admin.request("/admin/staff", { intent: "create", name: name ?? `Staff ${role}`, email, role });
  expect(created.status).toBe(200);
  const temporary = /[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}-[A-Za-z2-9]{5}/.exec(created.body)?.[0];
  expect(temporary).toBeTruthy();
  const member = new StaffBrowser(site);
  await signIn(member, email, undefined, undefined, temporary);
  expect((await member.request("/admin")).location).toBe("/admin/password");
  const changed = await member.request("/admin/password", {
    current: temporary!,
    next: MEMBER_PASSWORD,
    repeat: MEMBER_PASSWORD,
  });
  expect(changed.location).toBe("/admin");
  const { secret, recoveryCodes } = await enrol(member, MEMBER_PASSWORD);
  return { member, secret, recoveryCodes };
}

/**
 * A site for a suite (its own data folder `kamba-<name>-…`, on the database `env` names), with its first
 * admin (chefe@kamba.ao) signed in and enrolled.
 */
export async function siteWithAdmin(name: string, env: Record<string, string>) {
  const siteEnv = { ...env, DATA_DIR: await mkdtemp(path.join(tmpdir(), `kamba-${name}-`)) };
  const site = await startSite(siteEnv);
  await waitUntilReady(site);
  const created = await adminCreate({ ...siteEnv, PORT: new URL(site.url).port }, "chefe@kamba.ao", PASSWORD);
  expect(created.ok, created.output).toBe(true);
  const admin = new StaffBrowser(site);
  await signIn(admin, "chefe@kamba.ao");
  await enrol(admin);
  return { site, admin };
}

/** The key a page's back-office forms carry (a form sent twice does its work once). */
export const formKeyIn = (html: string) => /name="formKey" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";

/** A member's id in a page's list of staff (an assignee's options). */
export const staffIdIn = (html: string, name: string) =>
  new RegExp(`<option value="([^"]+)">${name}</option>`).exec(html)?.[1] ?? "";

/** What a page shows: its HTML without scripts (the back-office's texts travel in them, all of them). */
export const shownText = (html: string) => decodeHtml(html.replace(/<script[\s\S]*?<\/script>/g, ""));

/** The rejection reasons a page's select (`id`) offers: value and label. */
export const reasonsIn = (html: string, id: string) => {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="(\d+)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => ({
    value: value!,
    label: label!,
  }));
};

/** The value of a record's message form's subject box, and its text. */
export const subjectIn = (html: string) => /id="write-subject"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? "";
export const bodyIn = (html: string) => /id="write-body"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? "";
