import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import type { StaffRole } from "~/domain/choices";
import { baseURL } from "../../playwright.config";
import { runCommand } from "../support/commands";
import { totpCode } from "../support/totp";
import { expect, texts } from "./fixtures";

/** Staff accounts on the browser tests' site, created and set up the way staff do it. */
export const PASSWORD = "a long phrase for the back office";
const m = texts.pt.admin;

/** A new admin account on the running test site (through the site: it holds the embedded database). */
export async function newAdmin(name = "Marta Operações"): Promise<string> {
  const email = `staff-${randomUUID().slice(0, 8)}@kamba.ao`;
  await runCommand("admin-create.mjs", {
    DATA_DIR: ".cache/e2e-data",
    PORT: new URL(baseURL).port,
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_NAME: name,
  });
  return email;
}

/** Enrols the authenticator app on the enrolment page; returns on the dashboard, with the app's key. */
async function enrolAuthenticator(page: Page, password: string) {
  await expect(page.getByRole("heading", { level: 1, name: m.enrol.title })).toBeVisible();
  await page.getByLabel(m.enrol.password).fill(password);
  await page.getByRole("button", { name: m.enrol.start }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  await page.getByLabel(m.enrol.code).fill(totpCode(secret));
  await page.getByRole("button", { name: m.enrol.confirm }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.dashboard.title })).toBeVisible();
  return secret;
}

/** Signs a fresh admin in and through enrolment; returns on the dashboard, with the account's e-mail and app key. */
export async function signInNewAdmin(page: Page) {
  const email = await newAdmin();
  await page.goto("/admin/sign-in");
  await page.getByLabel(m.signIn.email).fill(email);
  await page.getByLabel(m.signIn.password).fill(PASSWORD);
  await page.getByRole("button", { name: m.signIn.submit }).click();
  return { email, secret: await enrolAuthenticator(page, PASSWORD) };
}

/**
 * An admin (signed in on `page`) adds an account on the team page; its owner, in a browser of their own,
 * signs in with the temporary password, chooses theirs and enrols. Returns the owner's page, on the dashboard.
 */
export async function addTeamMember(page: Page, browser: Browser, name: string, role: StaffRole): Promise<Page> {
  await page.goto("/admin/staff");
  const email = `${role}-${randomUUID().slice(0, 8)}@kamba.ao`;
  await page.getByLabel(m.staff.name, { exact: true }).fill(name);
  await page.getByLabel(m.staff.email, { exact: true }).fill(email);
  await page.getByLabel(m.staff.role, { exact: true }).selectOption(role);
  await page.getByRole("button", { name: m.staff.add }).click();
  const notice = page.getByRole("status");
  await expect(notice).toContainText(email);
  const temporary = /[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}/.exec((await notice.textContent())!)![0];

  const member = await (await browser.newContext({ locale: "pt-AO", acceptDownloads: true })).newPage();
  await member.goto("/admin/sign-in");
  await member.getByLabel(m.signIn.email).fill(email);
  await member.getByLabel(m.signIn.password).fill(temporary);
  await member.getByRole("button", { name: m.signIn.submit }).click();
  await expect(member.getByRole("heading", { level: 1, name: m.password.title })).toBeVisible();
  const password = `${name} keeps a long passphrase`;
  await member.getByLabel(m.password.current).fill(temporary);
  await member.getByLabel(m.password.next, { exact: true }).fill(password);
  await member.getByLabel(m.password.repeat).fill(password);
  await member.getByRole("button", { name: m.password.submit }).click();
  await enrolAuthenticator(member, password);
  return member;
}
