import type { Locator, Page } from "@playwright/test";
import * as sample from "../support/sample-files";
import type { Messages } from "~/i18n/pt";
import { labelStartingWith } from "./fixtures";

/** What the steps below type into a job application. */
export const APPLICANT = { name: "Ana Maria Silva", motivation: "Conheço Luanda e gosto de entregas rápidas." };

/** Fills a job application with its two files. */
export async function fillApplication(form: Locator, m: Messages, email: string, cvBytes = 50_000) {
  await form.getByLabel(m.apply.form.name).fill(APPLICANT.name);
  await form.getByLabel(m.apply.form.email).fill(email);
  await form.getByLabel(m.jobApplication.phone).fill("923 456 789");
  await form.getByLabel(m.jobApplication.experienceYears).fill("4");
  await form.getByLabel(m.apply.form.motivation).fill(APPLICANT.motivation);
  await form
    .getByLabel(labelStartingWith(m.apply.form.cv))
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: sample.pdf(cvBytes) });
  await form
    .getByLabel(m.apply.form.idCard)
    .setInputFiles({ name: "bi.png", mimeType: "image/png", buffer: sample.png() });
  await form.getByRole("checkbox").check();
}

/** Sends a filled job application and confirms it. */
export async function sendApplication(page: Page, form: Locator, m: Messages) {
  await form.getByRole("button", { name: m.apply.form.submit }).click();
  await page
    .getByRole("alertdialog", { name: m.jobApplication.confirmTitle })
    .getByRole("button", { name: m.jobApplication.confirm })
    .click();
}
