import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { baseURL } from "../../playwright.config";
import { totpCode } from "../support/totp";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";

const PASSWORD = "a long phrase for the back office";

/** A new admin account on the running test site (through the site: it holds the embedded database). */
async function newAdmin(): Promise<string> {
  const email = `staff-${randomUUID().slice(0, 8)}@kamba.ao`;
  await promisify(execFile)(process.execPath, ["scripts/admin-create.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: ".cache/e2e-data",
      PORT: new URL(baseURL).port,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_NAME: "Marta Operações",
    },
  });
  return email;
}

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
