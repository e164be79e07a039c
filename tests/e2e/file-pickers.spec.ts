import type { Locator, Page } from "@playwright/test";
import { formatFileSize } from "~/lib/money";
import * as sample from "../support/sample-files";
import { expect, expectNoAxeViolations, test, texts, labelStartingWith } from "./fixtures";

/** A tap where the visitor sees the button (the transparent input above it takes it, as it should). */
async function tap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openApplication(page: Page, language: "pt" | "en" | "fr", job: string) {
  await page.goto(`/careers?lng=${language}`);
  await page.getByRole("link", { name: job }).click();
  await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}/);
  await page.getByRole("button", { name: texts[language].jobBoard.applyNow }).click();
  return page.locator("#apply");
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the CV and ID-card pickers speak the page's language, show the chosen file's name and size, change and remove it", async ({
    page,
  }) => {
    const m = texts.fr;
    const form = await openApplication(page, "fr", "Coursier à moto");
    const cv = form.getByLabel(labelStartingWith(m.apply.form.cv));
    const cvField = form.getByTestId("chosen-file").first();

    // Before anything is picked: the page's words, the accepted types and the 5 MB limit.
    await expect(form.getByText(m.jobApplication.cvHint)).toBeVisible();
    await expect(form.getByText(m.jobApplication.idCardHint)).toBeVisible();
    await expect(form.getByText(m.forms.file.choose)).toHaveCount(2);
    await expect(cvField).toHaveText(m.forms.file.none, { useInnerText: true });
    await expect(cv).toHaveAccessibleDescription(`${m.jobApplication.cvHint} ${m.forms.file.none}`);

    // A tap on the styled button opens the browser's own picker.
    const chooser = page.waitForEvent("filechooser");
    await tap(page, form.getByText(m.forms.file.choose).first());
    await (await chooser).setFiles({ name: "mon-cv.pdf", mimeType: "application/pdf", buffer: sample.pdf(200_000) });
    const size = formatFileSize(sample.pdf(200_000).length, "fr");
    await expect(cvField).toHaveText(`mon-cv.pdf (${size})`, { useInnerText: true });
    await expect(cv).toHaveAccessibleDescription(new RegExp(`mon-cv\\.pdf.*${size.replace(/\s/g, "\\s")}`));
    await expect(form.getByText(m.forms.file.change)).toBeVisible();
    await expectNoAxeViolations(page);

    // Another file replaces it.
    await cv.setInputFiles({ name: "autre.docx", mimeType: "application/pdf", buffer: sample.pdf(3_000) });
    await expect(cvField).toContainText("autre.docx");

    // Removing it empties the field and gives the focus back to it.
    await form.getByRole("button", { name: m.forms.file.removeNamed.replace("{{name}}", "autre.docx") }).click();
    await expect(cvField).toHaveText(m.forms.file.none, { useInnerText: true });
    await expect(cv).toBeFocused();
    expect(await cv.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  test("with several problems the summary names the first in the spec's order and the focus moves to it", async ({
    page,
  }) => {
    const m = texts.en;
    const form = await openApplication(page, "en", "Motorbike courier");
    await form.getByLabel(m.apply.form.name).fill("Ana Maria Silva");
    await form.getByLabel(m.apply.form.email).fill("ana@");
    await form.getByLabel(m.jobApplication.phone).fill("923 456 789");
    await form.getByLabel(m.jobApplication.experienceYears).fill("4");
    await form.getByLabel(m.apply.form.motivation).fill("I know Luanda and I like fast deliveries.");
    await form.getByRole("checkbox").check();
    // Missing files come before a bad e-mail (docs/product/spec.md section 5); the submit button is far below the summary.
    await form.getByRole("button", { name: m.apply.form.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(m.jobApplication.errors.missingFiles);
    const cv = form.getByLabel(labelStartingWith(m.apply.form.cv));
    await expect(cv).toBeFocused();
    await expect(form.getByText(m.forms.file.choose).first()).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pickers still open the browser's picker, speak the page's language and say a file is chosen", async ({
    page,
  }) => {
    const m = texts.pt;
    await page.goto("/careers?lng=pt");
    await page.getByRole("link", { name: "Estafeta de mota" }).click();
    await page.getByRole("link", { name: m.jobBoard.applyNow }).click();
    const idCard = page.getByLabel(m.apply.form.idCard);
    const status = page.getByTestId("chosen-file").nth(1);
    await expect(status).toHaveText(m.forms.file.none, { useInnerText: true });
    const chooser = page.waitForEvent("filechooser");
    await tap(page, page.getByText(m.forms.file.choose).nth(1));
    await (await chooser).setFiles({ name: "bi.png", mimeType: "image/png", buffer: sample.png() });
    await expect(status).toHaveText(m.forms.file.chosen, { useInnerText: true });
    await expect(idCard).toHaveAccessibleDescription(`${m.jobApplication.idCardHint} ${m.forms.file.chosen}`);
  });
});
