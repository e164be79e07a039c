import { randomUUID } from "node:crypto";
import { totpCode } from "../support/totp";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { newAdmin, PASSWORD, signInNewAdmin } from "./staff";

test("a new admin signs in by keyboard, enrols an authenticator app, reaches the dashboard and signs out", async ({
  page,
}) => {
  const m = texts.pt.admin;
  const email = await newAdmin();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await expect(page.getByRole("heading", { level: 1, name: m.signIn.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(m.signIn.email).fill(email);
  await page.getByLabel(m.signIn.password).fill(PASSWORD);
  await page.keyboard.press("Enter");

  // First sign-in: the authenticator app before anything else.
  await expect(page).toHaveURL(/\/admin\/enrol$/);
  await expect(page.getByRole("heading", { level: 1, name: m.enrol.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(m.enrol.password).fill(PASSWORD);
  await page.getByRole("button", { name: m.enrol.start }).click();
  const secret = await page.getByTestId("totp-secret").textContent();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("img", { name: m.enrol.secretKey })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(m.enrol.code).fill(totpCode(secret!));
  await page.getByLabel(m.enrol.code).press("Enter");

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: m.dashboard.title })).toBeVisible();
  await expect(page.getByText(m.dashboard.welcome.replace("{{name}}", "Marta Operações"))).toBeVisible();
  await expectNoAxeViolations(page);

  const signOut = page.getByRole("button", { name: m.nav.signOut });
  await signOut.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out$/);
  await expect(page.getByRole("status")).toHaveText(m.signIn.signedOut);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test("the sign-in page speaks every language and says so when the password is wrong", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectRefused("/admin/sign-in.data");
  for (const language of ["pt", "en", "fr"] as const) {
    const m = texts[language].admin;
    await page.goto(`/admin/sign-in?lng=${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.getByLabel(m.signIn.email).fill("nobody@kamba.ao");
    await page.getByLabel(m.signIn.password).fill("not the right password");
    await page.getByRole("button", { name: m.signIn.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(m.signIn.failed);
    await expect(page.getByLabel(m.signIn.email)).toHaveValue("nobody@kamba.ao");
  }
});

test("an admin adds an operations account; its owner replaces the temporary password, enrols, and cannot manage the team", async ({
  page,
  browser,
  consoleWatch,
}) => {
  // Two accounts sign in with argon2id hashes and authenticator codes, and the disabling asks first.
  test.slow();
  const m = texts.pt.admin;
  await signInNewAdmin(page);
  await page.getByRole("link", { name: m.nav.staff }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.staff.title })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = `ops-${randomUUID().slice(0, 8)}@kamba.ao`;
  await page.getByLabel(m.staff.name, { exact: true }).fill("Paulo Operações");
  await page.getByLabel(m.staff.email, { exact: true }).fill(email);
  await page.getByLabel(m.staff.role, { exact: true }).selectOption("operations");
  await page.getByRole("button", { name: m.staff.add }).click();
  const notice = page.getByRole("status");
  await expect(notice).toContainText(email);
  const temporary = /[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}/.exec((await notice.textContent())!)![0];
  await expect(page.getByRole("row", { name: /Paulo Operações/ })).toContainText(m.roles.operations);

  const theirs = await browser.newContext({ locale: "pt-AO" });
  const member = await theirs.newPage();
  await member.goto("/admin/sign-in");
  await member.getByLabel(m.signIn.email).fill(email);
  await member.getByLabel(m.signIn.password).fill(temporary);
  await member.getByRole("button", { name: m.signIn.submit }).click();
  await expect(member.getByRole("heading", { level: 1, name: m.password.title })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.getByLabel(m.password.current).fill(temporary);
  await member.getByLabel(m.password.next, { exact: true }).fill("paulo drives the blue van");
  await member.getByLabel(m.password.repeat).fill("paulo drives the blue van");
  await member.getByRole("button", { name: m.password.submit }).click();
  await expect(member.getByRole("heading", { level: 1, name: m.enrol.title })).toBeVisible();
  await member.getByLabel(m.enrol.password).fill("paulo drives the blue van");
  await member.getByRole("button", { name: m.enrol.start }).click();
  const secret = (await member.getByTestId("totp-secret").textContent())!;
  await member.getByLabel(m.enrol.code).fill(totpCode(secret));
  await member.getByRole("button", { name: m.enrol.confirm }).click();
  await expect(member.getByRole("heading", { level: 1, name: m.dashboard.title })).toBeVisible();
  await expect(member.getByRole("link", { name: m.nav.staff })).toHaveCount(0);
  await member.goto("/admin/staff");
  await expect(member.getByRole("heading", { level: 1, name: m.errors.forbiddenTitle })).toBeVisible();
  await expectNoAxeViolations(member);

  // The admin disables the account, once asked: its open session ends at once.
  await page.reload();
  await page.getByRole("link", { name: `${m.staff.disable}: Paulo Operações` }).click();
  await page
    .getByRole("alertdialog", { name: m.confirm.disable.title.replace("{{name}}", "Paulo Operações") })
    .getByRole("button", { name: m.confirm.disable.action })
    .click();
  await expect(page.getByRole("status").filter({ hasText: m.staff.saved })).toBeVisible();
  await member.goto("/admin");
  await expect(member).toHaveURL(/\/admin\/sign-in/);
  await theirs.close();
  consoleWatch.expectRefused("/admin/staff");
});

test("an admin reads the audit by kind, and an unknown back-office address shows the back-office's own 404", async ({
  page,
  consoleWatch,
}) => {
  const m = texts.pt.admin;
  await signInNewAdmin(page);
  await page.getByRole("link", { name: m.nav.audit }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.audit.title })).toBeVisible();
  // The first sign-in that just happened (the password alone, before the authenticator), with its address.
  await expect(page.locator('tr[data-audit-event="sign-in"]').first()).toContainText(m.audit.signIn.password);
  await expect(page.locator('tr[data-audit-event="sign-in"] td.font-mono').first()).toHaveText(/^[\d.:a-f]+$/);
  await expectNoAxeViolations(page);

  // Filtered by keyboard to the account changes: the new admin's authenticator is among them.
  await page.getByLabel(m.audit.kind).selectOption("accounts");
  await page.getByRole("button", { name: m.audit.show }).press("Enter");
  await expect(page).toHaveURL(/\/admin\/audit\?kind=accounts$/);
  await expect(page.locator('tr[data-audit-event="authenticator-enrolled"]').first()).toBeVisible();
  await expect(page.locator("tbody tr:not([data-audit-kind=accounts])")).toHaveCount(0);
  await expectNoAxeViolations(page);

  consoleWatch.expectRefused("/admin/no-such-page");
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: m.errors.notFoundTitle })).toBeVisible();
  await expect(page.getByRole("navigation", { name: m.nav.label })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: m.errors.toDashboard }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.dashboard.title })).toBeVisible();
});
