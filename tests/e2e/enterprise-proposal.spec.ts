import type { Locator, Page } from "@playwright/test";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import { languages } from "~/i18n/languages";
import { expect, expectNoAxeViolations, expectSectionHydrated } from "./fixtures";
import { test, texts, unique, type FormSite } from "./form-site";

type EnterpriseRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  contact_person: string;
  position: string;
  contact_method: string;
  city: string;
  industry: string;
  vehicle_type: string;
  monthly_deliveries: string;
  order_preference: string;
  message: string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
};

const rowsFor = (site: FormSite, company: string) =>
  site.query<EnterpriseRow>("select * from business_proposals where name = $1", [company]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const idText = (template: string) =>
  new RegExp(escape(template).replace("\\{\\{reference\\}\\}", "KX-[2-9A-Z]{4}-[2-9A-Z]{4}"));

async function openModal(page: Page, site: FormSite, language: string, m: (typeof texts)["pt"]) {
  await page.goto(`${site.url}/enterprise?lng=${language}`);
  await page.getByRole("link", { name: m.pages.enterprise.heroCta }).first().click();
  const dialog = page.getByRole("dialog", { name: m.enterpriseForm.modalTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator, m: (typeof texts)["pt"], company: string) {
  const f = m.enterpriseForm;
  await dialog.getByLabel(f.firstName, { exact: true }).fill("Maria");
  await dialog.getByLabel(f.lastName, { exact: true }).fill("Costa");
  await dialog.getByLabel(f.companyName, { exact: true }).fill(company);
  await dialog.getByLabel(f.position, { exact: true }).fill("Diretora de compras");
  await dialog.getByLabel(f.email, { exact: true }).fill("compras@farmacia.example");
  await dialog.getByLabel(f.phone, { exact: true }).fill("222 123 456");
  await dialog.getByLabel(f.city, { exact: true }).fill("Luanda");
  await dialog.getByLabel(f.industry, { exact: true }).selectOption("health");
  await dialog.getByLabel(f.monthlyDeliveriesLabel, { exact: true }).selectOption("51-200");
  await dialog.getByLabel(f.contactMethod, { exact: true }).selectOption("whatsapp");
  await dialog.getByLabel(f.orderPreference, { exact: true }).selectOption("app");
  await dialog.getByRole("checkbox", { name: /privac|confidentialit/i }).check();
}

async function chooseVehicle(page: Page, dialog: Locator, m: (typeof texts)["pt"], label: string) {
  await dialog.getByRole("button", { name: new RegExp(escape(m.enterpriseForm.vehicleType)) }).click();
  const picker = page.getByRole("dialog", { name: m.enterpriseForm.vehicleDialogTitle });
  await picker.getByRole("button", { name: new RegExp(`^${escape(label)}`) }).click();
  await expect(picker).toBeHidden();
}

// Each flow runs in full once, in one language; the text check at the end covers every language.
const language = "en";
const m = texts[language];
const van = vehiclePickerOptions(language).find((o) => o.value === "van")!;

test.describe(`business proposal modal (${language})`, () => {
  test("sends the proposal, thanks, closes itself after 2 s, one new row", async ({ page, formSite }) => {
    await page.clock.install();
    const dialog = await openModal(page, formSite, language, m);
    await expectSectionHydrated(page, "proposal-form");
    const company = unique("Farmácia");
    await fill(dialog, m, company);
    await chooseVehicle(page, dialog, m, van.label);
    // The page's time stands still from the send on: the 2 s count from the answer, however slow the machine.
    // A second ahead of the page's clock: a slow machine can take longer than a moment to reach the pause.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole("button", { name: m.enterpriseForm.submit }).click();
    await expect(
      page.locator(".Toastify__toast-container--top-center").getByText(idText(m.enterpriseForm.successMessage)),
    ).toBeVisible();
    await expect(dialog.getByTestId("enterprise-thanks")).toContainText(m.enterpriseForm.thanksTitle);
    expect(await rowsFor(formSite, company)).toMatchObject([
      {
        contact_person: "Maria Costa",
        position: "Diretora de compras",
        email: "compras@farmacia.example",
        phone: "+244222123456",
        city: "Luanda",
        industry: "health",
        monthly_deliveries: "51-200",
        contact_method: "whatsapp",
        order_preference: "app",
        vehicle_type: "van",
        message: null,
        status: "new",
      },
    ]);
    await page.clock.runFor(1500);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(600);
    await expect(dialog).toBeHidden();
  });

  test("shows each validation message under its field", async ({ page, formSite }) => {
    const dialog = await openModal(page, formSite, language, m);
    await expectSectionHydrated(page, "proposal-form");
    await dialog.getByRole("button", { name: m.enterpriseForm.submit }).click();
    const errors = m.enterpriseForm.errors;
    for (const [field, message] of [
      ["firstName", errors.firstNameRequired],
      ["lastName", errors.lastNameRequired],
      ["companyName", errors.companyNameRequired],
      ["phone", errors.phoneRequired],
      ["email", errors.emailRequired],
      ["position", errors.positionRequired],
      ["contactMethod", errors.contactMethodRequired],
      ["city", errors.cityRequired],
      ["industry", errors.industryRequired],
      ["vehicleType", errors.vehicleTypeRequired],
      ["monthlyDeliveries", errors.monthlyDeliveriesRequired],
      ["orderPreference", errors.orderPreferenceRequired],
      ["consent", m.forms.errors.consentRequired],
    ] as const) {
      await expect(dialog.locator(`#enterprise-request-${field}-error`), field).toHaveText(message);
    }
    await dialog.getByLabel(m.enterpriseForm.phone, { exact: true }).fill("12-ab");
    await expect(dialog.locator("#enterprise-request-phone-error")).toHaveText(m.forms.errors.invalidPhone);
    await dialog.getByLabel(m.enterpriseForm.email, { exact: true }).fill("compras@");
    await expect(dialog.locator("#enterprise-request-email-error")).toHaveText(m.forms.errors.invalidEmail);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: m.common.close }).click();
    await expect(dialog).toBeHidden();
  });

  test("keeps the typed data and says so when the database is down", async ({ page, formSite, consoleWatch }) => {
    consoleWatch.expectErrorStatus("/enterprise.data", 503);
    const dialog = await openModal(page, formSite, language, m);
    await expectSectionHydrated(page, "proposal-form");
    const company = unique("Down");
    await fill(dialog, m, company);
    await chooseVehicle(page, dialog, m, van.label);
    await formSite.database.stop();
    try {
      await dialog.getByRole("button", { name: m.enterpriseForm.submit }).click();
      await expect(
        page
          .locator(".Toastify__toast-container--top-center")
          .getByText(`${m.enterpriseForm.errorMessage} (${m.forms.errors.unavailable})`),
      ).toBeVisible();
      // Inside the modal (the top layer hides notifications underneath), announced, above the button.
      await expect(dialog.getByRole("alert")).toHaveText(
        `${m.enterpriseForm.errorMessage} (${m.forms.errors.unavailable})`,
      );
      await expect(dialog.getByLabel(m.enterpriseForm.companyName, { exact: true })).toHaveValue(company);
      await expect(dialog.getByRole("button", { name: m.enterpriseForm.submit })).toBeEnabled();
    } finally {
      await formSite.database.start();
    }
    expect(await rowsFor(formSite, company)).toHaveLength(0);
  });
});

test.describe(`business proposal without JavaScript (${language})`, () => {
  test.use({ javaScriptEnabled: false });

  test("opens from the hero link, posts, thanks and stores the request", async ({ page, formSite }) => {
    const dialog = await openModal(page, formSite, language, m);
    const company = unique("NoJS");
    await fill(dialog, m, company);
    await dialog.getByLabel(m.enterpriseForm.vehicleType, { exact: true }).selectOption("hiace");
    await dialog.getByRole("button", { name: m.enterpriseForm.submit }).click();
    await expect(page.getByTestId("enterprise-thanks")).toContainText(idText(m.enterpriseForm.successMessage));
    expect(await rowsFor(formSite, company)).toMatchObject([{ vehicle_type: "hiace", status: "new" }]);
  });
});

test("the business proposal modal speaks every language: title, button and messages for an empty send", async ({
  page,
}) => {
  for (const language of languages) {
    const m = texts[language];
    await page.goto(`/enterprise?lng=${language}`);
    await page.getByRole("link", { name: m.pages.enterprise.heroCta }).first().click();
    const dialog = page.getByRole("dialog", { name: m.enterpriseForm.modalTitle });
    await expectSectionHydrated(page, "proposal-form");
    await dialog.getByRole("button", { name: m.enterpriseForm.submit }).click();
    await expect(dialog.locator("#enterprise-request-firstName-error")).toHaveText(
      m.enterpriseForm.errors.firstNameRequired,
    );
    await expect(dialog.locator("#enterprise-request-consent-error")).toHaveText(m.forms.errors.consentRequired);
  }
});
