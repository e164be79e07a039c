import type { Locator, Page, Route } from "@playwright/test";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import * as sample from "../support/sample-files";
import type { Messages } from "~/i18n/pt";
import { expect, expectSectionHydrated, labelStartingWith } from "./fixtures";
import { test, texts, unique } from "./form-site";

/**
 * Every public form on a network that drops (ADR 040): the request aborted on the way, then the
 * browser offline at the tap. The visitor is told in their language, keeps what they typed (a reload
 * too), and the form goes by itself once the network is back: stored once, the reference on the page.
 * One language per form, the three languages among the four forms.
 */
const REFERENCE = /KX-[2-9A-Z]{4}-[2-9A-Z]{4}/;

/** Posts of form data to `path` fail on the way, as on a connection that dropped. */
async function dropSends(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
  );
}

/** The first post to `path` waits until the test answers it (`first`, once it is on its way); later ones go. */
async function holdFirstSend(page: Page, path: string): Promise<{ first: Promise<Route> }> {
  let held: Route | undefined;
  let arrived: (route: Route) => void = () => {};
  const first = new Promise<Route>((resolve) => (arrived = resolve));
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (held || route.request().method() !== "POST") return route.continue();
      held = route;
      arrived(route);
    },
  );
  return { first };
}

/** Picks a vehicle in a form's picker dialog. */
async function chooseVehicle(page: Page, form: Locator, label: string, pickerTitle: string, vehicle: string) {
  await form.getByRole("button", { name: new RegExp(label) }).click();
  await page
    .getByRole("dialog", { name: pickerTitle })
    .getByRole("button", { name: new RegExp(`^${vehicle}`) })
    .click();
}

/** Reloads the page as the visitor would, and waits for its code (the fixture's goto does). */
async function reload(page: Page) {
  await page.goto(page.url());
}

/**
 * The drops of one form: aborted at the tap (then a reload keeps the draft and its pending send fails
 * again), offline at the tap, and back online, when it goes by itself; the network flaps while that
 * send is on its way, and it fails. Returns once it is stored.
 */
async function sendThroughDrops(
  page: Page,
  m: Messages,
  {
    dataPath,
    form,
    send,
    kept,
    afterReload,
  }: {
    dataPath: string;
    form: () => Locator;
    send: () => Promise<void>;
    /** A field that must still hold what was typed. */
    kept: () => Promise<void>;
    afterReload: () => Promise<void>;
  },
) {
  const notice = () => form().getByRole("alert").filter({ hasText: m.forms.offline.notice });
  await dropSends(page, dataPath);
  await send();
  await expect(notice()).toBeVisible();
  await kept();

  await reload(page);
  await afterReload();
  await kept();
  // The pending send went again on the new visit, and was dropped again.
  await expect(notice()).toBeVisible();
  await page.unrouteAll();

  await page.context().setOffline(true);
  await send();
  await expect(notice()).toBeVisible();
  await kept();

  // Back online, the form sends by itself; the network flaps while that send is on its way, and the
  // send fails. The form tries again a moment later, not a whole resend delay (20 s by then) later.
  const held = await holdFirstSend(page, dataPath);
  await page.context().setOffline(false);
  const resend = await held.first;
  // The browser says the network is back again (a flap too short to fail the request on its way).
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await resend.abort("internetdisconnected");
}

test.describe("public forms on a network that drops", () => {
  // Each test goes through a reload and waits for the resend after the network returns.
  test.describe.configure({ timeout: 60_000 });
  test("contact (pt): kept through drops and a reload, sent once when back, the reference stays", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.pt;
    consoleWatch.expectRefused("/contact.data");
    await page.goto(`${formSite.url}/contact?lng=pt`);
    await expectSectionHydrated(page, "contact-form");
    const subject = unique("offline");
    const form = () => page.locator("#contact-form");
    await form().getByLabel(m.contact.form.name, { exact: true }).fill("Ana Silva");
    await form().getByLabel(m.contact.form.email, { exact: true }).fill("ana@example.ao");
    await form().getByLabel(m.contact.form.subject, { exact: true }).fill(subject);
    await form().getByLabel(m.contact.form.message, { exact: true }).fill("Preciso de entregas diárias em Talatona.");
    await form().getByRole("checkbox").check();

    await sendThroughDrops(page, m, {
      dataPath: "/contact.data",
      form,
      send: () => form().getByRole("button", { name: m.contact.form.send }).click(),
      kept: () => expect(form().getByLabel(m.contact.form.subject, { exact: true })).toHaveValue(subject),
      afterReload: () => expectSectionHydrated(page, "contact-form"),
    });

    const confirmation = page.getByTestId("contact-sent");
    await expect(confirmation).toContainText(REFERENCE);
    const rows = await formSite.query<{ reference: string }>("select reference from contacts where subject = $1", [
      subject,
    ]);
    expect(rows).toHaveLength(1);
    await expect(confirmation).toContainText(rows[0]!.reference);
    await expect(confirmation).toContainText(m.contactForm.next);

    // It stays across a reload, the draft is gone, and nothing was stored twice.
    await reload(page);
    await expect(page.getByTestId("contact-sent")).toContainText(rows[0]!.reference);
    await expect(form().getByLabel(m.contact.form.subject, { exact: true })).toHaveValue("");
    await page.getByTestId("contact-sent").getByRole("button", { name: m.contactForm.sendAnother }).click();
    await expect(page.getByTestId("contact-sent")).toBeHidden();
    expect(await formSite.query("select 1 from contacts where subject = $1", [subject])).toHaveLength(1);
  });

  test("driver sign-up modal (en): kept through drops and a reload, sent once when back, the reference stays", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.en;
    consoleWatch.expectRefused("/drivers.data");
    await page.goto(`${formSite.url}/drivers?lng=en`);
    await page.getByRole("link", { name: m.pages.drivers.heroCta }).click();
    const dialog = () => page.getByRole("dialog", { name: m.driverForm.modalTitle });
    await expectSectionHydrated(page, "sign-up-modal-form");
    const moto = vehiclePickerOptions("en").find((option) => option.value === "moto")!;
    await chooseVehicle(page, dialog(), m.driverForm.vehicleType, m.driverForm.vehicleDialogTitle, moto.label);
    const licence = unique("OFF");
    const licenceField = () => dialog().getByLabel(m.driverForm.motoLicenseNumber, { exact: true });
    await dialog().getByLabel(m.driverForm.firstName, { exact: true }).fill("João");
    await dialog().getByLabel(m.driverForm.lastName, { exact: true }).fill("Manuel");
    await dialog().getByLabel(m.driverForm.phone, { exact: true }).fill("923 456 789");
    await dialog().getByLabel(m.driverForm.city, { exact: true }).selectOption("benguela");
    await licenceField().fill(licence);
    await dialog()
      .getByRole("checkbox", { name: /privac/i })
      .check();

    await sendThroughDrops(page, m, {
      dataPath: "/drivers.data",
      form: dialog,
      send: () => dialog().getByRole("button", { name: m.driverForm.submit }).click(),
      kept: () => expect(licenceField()).toHaveValue(licence),
      afterReload: () => expectSectionHydrated(page, "sign-up-modal-form"),
    });

    // The modal thanks and closes itself after 3 s; the reference stays on the page.
    await expect(dialog().getByTestId("driver-confirmation")).toBeVisible();
    await expect(dialog()).toBeHidden({ timeout: 10_000 });
    const rows = await formSite.query<{ reference: string }>(
      "select reference from drivers where license_number = $1",
      [licence],
    );
    expect(rows).toHaveLength(1);
    await expect(page.getByTestId("driver-modal-sent")).toContainText(rows[0]!.reference);
    await expect(page.getByTestId("driver-modal-sent")).toContainText(m.forms.sent.notEmailed);
  });

  test("business proposal (fr): kept through drops and a reload, sent once when back, the reference stays", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.fr;
    const f = m.enterpriseForm;
    consoleWatch.expectRefused("/enterprise.data");
    await page.goto(`${formSite.url}/enterprise?lng=fr`);
    await page.getByRole("link", { name: m.pages.enterprise.heroCta }).first().click();
    const dialog = () => page.getByRole("dialog", { name: f.modalTitle });
    await expectSectionHydrated(page, "proposal-form");
    const company = unique("Hors ligne");
    await dialog().getByLabel(f.firstName, { exact: true }).fill("Maria");
    await dialog().getByLabel(f.lastName, { exact: true }).fill("Costa");
    await dialog().getByLabel(f.companyName, { exact: true }).fill(company);
    await dialog().getByLabel(f.position, { exact: true }).fill("Directrice des achats");
    await dialog().getByLabel(f.email, { exact: true }).fill("achats@pharmacie.example");
    await dialog().getByLabel(f.phone, { exact: true }).fill("222 123 456");
    await dialog().getByLabel(f.city, { exact: true }).fill("Luanda");
    await dialog().getByLabel(f.industry, { exact: true }).selectOption("health");
    await dialog().getByLabel(f.monthlyDeliveriesLabel, { exact: true }).selectOption("51-200");
    await dialog().getByLabel(f.contactMethod, { exact: true }).selectOption("whatsapp");
    await dialog().getByLabel(f.orderPreference, { exact: true }).selectOption("app");
    const van = vehiclePickerOptions("fr").find((option) => option.value === "van")!;
    await chooseVehicle(page, dialog(), f.vehicleType, f.vehicleDialogTitle, van.label);
    await dialog()
      .getByRole("checkbox", { name: /confidentialit/i })
      .check();

    await sendThroughDrops(page, m, {
      dataPath: "/enterprise.data",
      form: dialog,
      send: () => dialog().getByRole("button", { name: f.submit }).click(),
      kept: async () => {
        await expect(dialog().getByLabel(f.companyName, { exact: true })).toHaveValue(company);
        await expect(dialog().getByLabel(f.industry, { exact: true })).toHaveValue("health");
      },
      afterReload: () => expectSectionHydrated(page, "proposal-form"),
    });

    await expect(dialog()).toBeHidden({ timeout: 10_000 });
    const rows = await formSite.query<{ reference: string }>("select reference from enterprises where name = $1", [
      company,
    ]);
    expect(rows).toHaveLength(1);
    const confirmation = page.getByTestId("enterprise-request-sent");
    await expect(confirmation).toContainText(rows[0]!.reference);
    await expect(confirmation).toContainText(m.forms.sent.emailed);
  });

  test("job application (pt): files and texts kept through drops and a reload, sent once when back", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.pt;
    const [job] = await formSite.query<{ id: string }>(
      `insert into job_offers (title, description, location, employment_type, department, experience_level)
       values ('{"pt":"Estafeta sem rede"}', '{"pt":"Entregas em Luanda, de mota, todos os dias."}',
               'luanda', 'full-time', 'operations', 'entry')
       returning id`,
    );
    const applyPath = `/careers/${job!.id}/apply`;
    consoleWatch.expectRefused(applyPath);
    await page.goto(`${formSite.url}/careers/${job!.id}?lng=pt`);
    await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
    const form = () => page.locator("#apply");
    const email = `${unique("ana")}@example.ao`;
    await form().getByLabel(m.apply.form.name).fill("Ana Maria Silva");
    await form().getByLabel(m.apply.form.email).fill(email);
    await form().getByLabel(m.jobApplication.phone).fill("923 456 789");
    await form().getByLabel(m.jobApplication.experienceYears).fill("4");
    await form().getByLabel(m.apply.form.motivation).fill("Conheço Luanda e gosto de entregas rápidas.");
    await form()
      .getByLabel(labelStartingWith(m.apply.form.cv))
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: sample.pdf(50_000) });
    await form()
      .getByLabel(m.apply.form.idCard)
      .setInputFiles({ name: "bi.png", mimeType: "image/png", buffer: sample.png() });
    await form().getByRole("checkbox").check();

    const send = async () => {
      await form().getByRole("button", { name: m.apply.form.submit }).click();
      await page
        .getByRole("alertdialog", { name: m.jobApplication.confirmTitle })
        .getByRole("button", { name: m.jobApplication.confirm })
        .click();
    };
    await sendThroughDrops(page, m, {
      dataPath: applyPath,
      form,
      send,
      kept: async () => {
        await expect(form().getByLabel(m.apply.form.email)).toHaveValue(email);
        await expect(form().getByText("cv.pdf")).toBeVisible();
        // A connection lost is never blamed on the files.
        await expect(form().getByText(m.jobApplication.errors.uploadFailed)).toHaveCount(0);
      },
      afterReload: () => expect(form()).toBeVisible(),
    });

    await expect(page.getByRole("alertdialog", { name: m.jobApplication.successTitle })).toBeVisible();
    await expect(form()).toBeHidden({ timeout: 5000 });
    const rows = await formSite.query<{ reference: string }>(
      "select reference from job_applications where email = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    await expect(page.getByTestId("application-sent")).toContainText(rows[0]!.reference);
  });
});
