import type { Locator, Page } from "@playwright/test";
import { expect, test, texts, labelStartingWith } from "./fixtures";
import * as sample from "../support/sample-files";

const m = texts.en;

async function openFilledApplication(page: Page) {
  await page.goto("/careers?lng=en");
  await page.getByRole("link", { name: "Truck driver" }).click();
  await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
  const form = page.locator("#apply");
  await form.getByLabel(m.apply.form.name).fill("Ana Maria Silva");
  await form.getByLabel(m.apply.form.email).fill("ana@example.ao");
  await form.getByLabel(m.jobApplication.phone).fill("923 456 789");
  await form.getByLabel(m.jobApplication.experienceYears).fill("4");
  await form.getByLabel(m.apply.form.motivation).fill("I know Luanda and like fast deliveries.");
  await form
    .getByLabel(labelStartingWith(m.apply.form.cv))
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: sample.pdf() });
  await form
    .getByLabel(m.apply.form.idCard)
    .setInputFiles({ name: "bi.png", mimeType: "image/png", buffer: sample.png() });
  await form.getByRole("checkbox").check();
  return form;
}

/** Everything the visitor typed and chose is still there. */
async function expectFormKept(form: Locator) {
  await expect(form).toBeVisible();
  await expect(form.getByLabel(m.apply.form.name)).toHaveValue("Ana Maria Silva");
  await expect(form.getByLabel(m.apply.form.motivation)).toHaveValue("I know Luanda and like fast deliveries.");
  const chosen = async (label: string) =>
    form.getByLabel(labelStartingWith(label)).evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? "");
  expect(await chosen(m.apply.form.cv)).toBe("cv.pdf");
  expect(await chosen(m.apply.form.idCard)).toBe("bi.png");
}

test("Escape or a backdrop click on the confirmation closes only it: every field and both files are kept", async ({
  page,
}) => {
  const form = await openFilledApplication(page);
  const confirm = page.getByRole("alertdialog", { name: m.jobApplication.confirmTitle });
  await page.getByRole("button", { name: m.apply.form.submit }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expectFormKept(form);

  await page.getByRole("button", { name: m.apply.form.submit }).click();
  await expect(confirm).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(confirm).toBeHidden();
  await expectFormKept(form);
});

test("Escape on the error dialog closes only it: every field and both files are kept", async ({
  page,
  consoleWatch,
}) => {
  const form = await openFilledApplication(page);
  await page.route("**/apply", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ ok: false, failure: "rate-limited", issues: [] }),
    }),
  );
  consoleWatch.expectRefused(new URL(page.url()).pathname + "/apply");
  await page.getByRole("button", { name: m.apply.form.submit }).click();
  await page.getByRole("button", { name: m.jobApplication.confirm }).click();
  const error = page.getByRole("alertdialog", { name: m.jobApplication.errorTitle });
  await expect(error).toContainText(m.forms.errors.rateLimited);
  await page.keyboard.press("Escape");
  await expect(error).toBeHidden();
  await expectFormKept(form);
});
