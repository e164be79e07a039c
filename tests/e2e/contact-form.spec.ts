import type { Page } from "@playwright/test";
import { languages } from "~/i18n/languages";
import { expect, expectNoAxeViolations, expectSectionHydrated } from "./fixtures";
import { test, texts, unique, type FormSite } from "./form-site";

type ContactRow = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  is_read: boolean;
  created_at: Date;
  consented_at: Date;
};

const rowsFor = (site: FormSite, subject: string) =>
  site.query<ContactRow>("select * from contact_messages where subject = $1", [subject]);

async function fill(page: Page, m: (typeof texts)["pt"], values: { subject: string; email?: string }) {
  await page.getByLabel(m.contact.form.name, { exact: true }).fill("Ana Silva");
  await page.getByLabel(m.contact.form.email, { exact: true }).fill(values.email ?? "ana@example.ao");
  await page.getByLabel(m.contact.form.subject, { exact: true }).fill(values.subject);
  await page
    .getByLabel(m.contact.form.message, { exact: true })
    .fill("Gostaria de um orçamento <b>para</b> entregas diárias.");
  await page.getByRole("checkbox").check();
}

// Each flow runs in full once, in one language; the text check at the end covers every language.
const language = "pt";
const m = texts[language];

test.describe(`contact form (${language})`, () => {
  test("sends a message: sending, sent, fields cleared, notification bottom right, one unread row", async ({
    page,
    formSite,
  }) => {
    await page.goto(`${formSite.url}/contact?lng=${language}`);
    await expectSectionHydrated(page, "contact-form");
    await expect(page.getByRole("link", { name: /privac|confidentialit/i }).first()).toHaveAttribute(
      "href",
      "/privacy",
    );
    const subject = unique("hello");
    await fill(page, m, { subject });
    const send = page.getByRole("button", { name: m.contact.form.send });
    // A double click sends the same submission twice: it must store one message.
    await send.dblclick();
    await expect(page.getByRole("button", { name: m.contactForm.sent })).toBeDisabled();
    const toast = page.locator(".Toastify__toast-container--bottom-right").getByText(m.contactForm.successMessage);
    await expect(toast).toBeVisible();
    // Readable while it shows: once it has slid in, its white text on green passes the contrast check.
    await page
      .locator(".Toastify__toast--success")
      .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expectNoAxeViolations(page);
    await expect(page.getByLabel(m.contact.form.subject, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(m.contact.form.message, { exact: true })).toHaveValue("");

    const rows = await rowsFor(formSite, subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ana Silva",
      email: "ana@example.ao",
      message: "Gostaria de um orçamento <b>para</b> entregas diárias.",
      status: "unread",
      is_read: false,
    });
    expect(Date.now() - rows[0]!.created_at.getTime()).toBeLessThan(60_000);
    expect(rows[0]!.consented_at).toBeInstanceOf(Date);
  });

  test("shows every validation message under its field and stores nothing", async ({ page, formSite }) => {
    await page.goto(`${formSite.url}/contact?lng=${language}`);
    await expectSectionHydrated(page, "contact-form");
    await page.getByRole("button", { name: m.contact.form.send }).click();
    const errorOf = async (label: string) =>
      page.locator(`#${await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby")}`);
    await expect(await errorOf(m.contact.form.name)).toHaveText(m.forms.errors.required);
    await expect(await errorOf(m.contact.form.email)).toHaveText(m.forms.errors.required);
    await expect(await errorOf(m.contact.form.subject)).toHaveText(m.forms.errors.required);
    await expect(await errorOf(m.contact.form.message)).toHaveText(m.forms.errors.required);
    await expect(page.getByText(m.forms.errors.consentRequired)).toBeVisible();

    await page.getByLabel(m.contact.form.name, { exact: true }).fill("A");
    await page.getByLabel(m.contact.form.email, { exact: true }).fill("ana@");
    const subject = unique("x").slice(0, 2);
    await page.getByLabel(m.contact.form.subject, { exact: true }).fill(subject);
    await page.getByLabel(m.contact.form.message, { exact: true }).fill("short");
    await expect(await errorOf(m.contact.form.name)).toHaveText(m.contactForm.errors.nameTooShort);
    await expect(await errorOf(m.contact.form.email)).toHaveText(m.forms.errors.invalidEmail);
    await expect(await errorOf(m.contact.form.subject)).toHaveText(m.contactForm.errors.subjectTooShort);
    await expect(await errorOf(m.contact.form.message)).toHaveText(m.contactForm.errors.messageTooShort);
    await expectNoAxeViolations(page);
    expect(await rowsFor(formSite, subject)).toHaveLength(0);
  });

  test("keeps the typed message and says so when the database is down, then sends it once it is back", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    consoleWatch.expectErrorStatus("/contact.data", 503);
    await page.goto(`${formSite.url}/contact?lng=${language}`);
    await expectSectionHydrated(page, "contact-form");
    const subject = unique("down");
    await fill(page, m, { subject });
    await formSite.database.stop();
    try {
      await page.getByRole("button", { name: m.contact.form.send }).click();
      await expect(
        page.locator(".Toastify__toast-container--bottom-right").getByText(m.contactForm.errorMessage),
      ).toBeVisible();
      await expect(page.locator("#contact-form").getByRole("alert")).toHaveText(m.contactForm.errorMessage);
      await expect(page.getByLabel(m.contact.form.subject, { exact: true })).toHaveValue(subject);
      await expect(page.getByRole("button", { name: m.contact.form.send })).toBeEnabled();
    } finally {
      await formSite.database.start();
    }
    await page.getByRole("button", { name: m.contact.form.send }).click();
    await expect(page.getByRole("button", { name: m.contactForm.sent })).toBeDisabled();
    expect(await rowsFor(formSite, subject)).toHaveLength(1);
  });
});

test.describe(`contact form without JavaScript (${language})`, () => {
  test.use({ javaScriptEnabled: false });

  test("posts, shows the server's messages, then the result page, and stores the message", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    consoleWatch.expectErrorStatus("/contact", 400);
    await page.goto(`${formSite.url}/contact?lng=${language}`);
    const subject = unique("nojs");
    // The browser accepts "ana@localhost"; the server's rule does not.
    await fill(page, m, { subject, email: "ana@localhost" });
    await page.getByRole("button", { name: m.contact.form.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: m.contactForm.invalidData })).toBeVisible();
    await expect(page.getByText(m.forms.errors.invalidEmail)).toBeVisible();
    await expect(page.getByLabel(m.contact.form.subject, { exact: true })).toHaveValue(subject);
    expect(await rowsFor(formSite, subject)).toHaveLength(0);

    await page.getByLabel(m.contact.form.email, { exact: true }).fill("ana@example.ao");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: m.contact.form.send }).click();
    await expect(page.getByRole("status").filter({ hasText: m.contactForm.successMessage })).toBeVisible();
    await expect(page.getByRole("button", { name: m.contactForm.sent })).toBeDisabled();
    expect(await rowsFor(formSite, subject)).toHaveLength(1);
  });
});

test("the map of Luanda is loaded from OpenStreetMap only when asked, in a 300 px box", async ({ page, formSite }) => {
  const mapRequests: string[] = [];
  await page.route("https://www.openstreetmap.org/**", async (route) => {
    mapRequests.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" });
  });
  await page.goto(`${formSite.url}/contact?lng=en`);
  const m = texts.en;
  await expect(page.getByRole("link", { name: m.contactForm.map.open })).toHaveAttribute("href", /openstreetmap\.org/);
  expect(mapRequests).toEqual([]);
  await page.getByRole("button", { name: m.contactForm.map.show }).click();
  const map = page.locator(`iframe[title="${m.contactForm.map.title}"]`);
  await expect(map).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html/);
  expect((await map.boundingBox())?.height).toBe(300);
});

test("the contact form speaks every language: its labels, button and messages for an empty send", async ({ page }) => {
  for (const language of languages) {
    const m = texts[language];
    await page.goto(`/contact?lng=${language}`);
    await expectSectionHydrated(page, "contact-form");
    for (const label of [m.contact.form.name, m.contact.form.email, m.contact.form.subject, m.contact.form.message]) {
      await expect(page.getByLabel(label, { exact: true }), `${label} (${language})`).toBeVisible();
    }
    await page.getByRole("button", { name: m.contact.form.send }).click();
    await expect(page.getByText(m.forms.errors.required).first()).toBeVisible();
    await expect(page.getByText(m.forms.errors.consentRequired)).toBeVisible();
  }
});
