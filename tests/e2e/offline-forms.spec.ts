import type { Locator, Page, Route } from "@playwright/test";
import { vehiclePickerOptions } from "~/content/vehicle-catalogue";
import type { Messages } from "~/i18n/pt";
import { expect, expectSectionHydrated } from "./fixtures";
import { fillApplication, sendApplication } from "./application-steps";
import { test, texts, unique, type FormSite } from "./form-site";

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

/** A job offer open for applications, with its id. */
async function openJob(formSite: FormSite, title: string): Promise<string> {
  const [job] = await formSite.query<{ id: string }>(
    `insert into job_offers (title, description, location, employment_type, department, experience_level)
     values ($1, '{"pt":"Entregas em Luanda, de mota, todos os dias."}', 'luanda', 'full-time', 'operations', 'entry')
     returning id`,
    [JSON.stringify({ pt: title })],
  );
  return job!.id;
}

/** Fills the contact form with a message under `subject`. */
async function fillContact(form: Locator, m: Messages, subject: string) {
  await form.getByLabel(m.contact.form.name, { exact: true }).fill("Ana Silva");
  await form.getByLabel(m.contact.form.email, { exact: true }).fill("ana@example.ao");
  await form.getByLabel(m.contact.form.subject, { exact: true }).fill(subject);
  await form.getByLabel(m.contact.form.message, { exact: true }).fill("Preciso de entregas diárias em Talatona.");
  await form.getByRole("checkbox").check();
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

/** One public form, opened on its page in a language and filled, ready to be sent. */
type FilledForm = {
  /** The address its send posts to (the page's data request, or the job application's). */
  dataPath: string;
  form: () => Locator;
  send: () => Promise<void>;
  /** Fields that must still hold what was typed. */
  kept: () => Promise<void>;
  /** Waits for the form's code after a reload. */
  afterReload: () => Promise<void>;
  /** Its rows in the database, found by what was typed. */
  stored: () => Promise<Array<{ reference: string }>>;
};

type Language = "pt" | "en" | "fr";

async function contactForm(page: Page, formSite: FormSite, language: Language): Promise<FilledForm> {
  const m = texts[language];
  await page.goto(`${formSite.url}/contact?lng=${language}`);
  await expectSectionHydrated(page, "contact-form");
  const subject = unique("offline");
  const form = () => page.locator("#contact-form");
  await fillContact(form(), m, subject);
  return {
    dataPath: "/contact.data",
    form,
    send: () => form().getByRole("button", { name: m.contact.form.send }).click(),
    kept: () => expect(form().getByLabel(m.contact.form.subject, { exact: true })).toHaveValue(subject),
    afterReload: () => expectSectionHydrated(page, "contact-form"),
    stored: () => formSite.query("select reference from contact_messages where subject = $1", [subject]),
  };
}

async function driverModalForm(page: Page, formSite: FormSite, language: Language): Promise<FilledForm> {
  const m = texts[language];
  await page.goto(`${formSite.url}/drivers?lng=${language}`);
  await page.getByRole("link", { name: m.pages.drivers.heroCta }).click();
  const dialog = () => page.getByRole("dialog", { name: m.driverForm.modalTitle });
  await expectSectionHydrated(page, "sign-up-modal-form");
  const moto = vehiclePickerOptions(language).find((option) => option.value === "moto")!;
  await chooseVehicle(page, dialog(), m.driverForm.vehicleType, m.driverForm.vehicleDialogTitle, moto.label);
  const licence = unique("OFF");
  const licenceField = () => dialog().getByLabel(m.driverForm.motoLicenseNumber, { exact: true });
  await dialog().getByLabel(m.driverForm.firstName, { exact: true }).fill("João");
  await dialog().getByLabel(m.driverForm.lastName, { exact: true }).fill("Manuel");
  await dialog().getByLabel(m.driverForm.phone, { exact: true }).fill("923 456 789");
  await dialog().getByLabel(m.driverForm.city, { exact: true }).selectOption("benguela");
  await licenceField().fill(licence);
  await dialog()
    .getByRole("group", { name: m.driverForm.hasVehicle })
    .getByRole("radio", { name: m.driverForm.hasVehicleYes })
    .check();
  await dialog()
    .getByRole("checkbox", { name: /privac|confidentialit/i })
    .check();
  return {
    dataPath: "/drivers.data",
    form: dialog,
    send: () => dialog().getByRole("button", { name: m.driverForm.submit }).click(),
    kept: () => expect(licenceField()).toHaveValue(licence),
    afterReload: () => expectSectionHydrated(page, "sign-up-modal-form"),
    stored: () => formSite.query("select reference from driver_applications where license_number = $1", [licence]),
  };
}

async function proposalForm(page: Page, formSite: FormSite, language: Language): Promise<FilledForm> {
  const m = texts[language];
  const f = m.enterpriseForm;
  await page.goto(`${formSite.url}/enterprise?lng=${language}`);
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
  const van = vehiclePickerOptions(language).find((option) => option.value === "van")!;
  await chooseVehicle(page, dialog(), f.vehicleType, f.vehicleDialogTitle, van.label);
  await dialog()
    .getByRole("checkbox", { name: /privac|confidentialit/i })
    .check();
  return {
    dataPath: "/enterprise.data",
    form: dialog,
    send: () => dialog().getByRole("button", { name: f.submit }).click(),
    kept: async () => {
      await expect(dialog().getByLabel(f.companyName, { exact: true })).toHaveValue(company);
      await expect(dialog().getByLabel(f.industry, { exact: true })).toHaveValue("health");
    },
    afterReload: () => expectSectionHydrated(page, "proposal-form"),
    stored: () => formSite.query("select reference from business_proposals where name = $1", [company]),
  };
}

async function jobApplicationForm(page: Page, formSite: FormSite, language: Language): Promise<FilledForm> {
  const m = texts[language];
  const jobId = await openJob(formSite, unique("Estafeta sem rede"));
  const applyPath = `/careers/${jobId}/apply`;
  await page.goto(`${formSite.url}/careers/${jobId}?lng=${language}`);
  await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
  const form = () => page.locator("#apply");
  const email = `${unique("ana")}@example.ao`;
  await fillApplication(form(), m, email);
  return {
    dataPath: applyPath,
    form,
    send: () => sendApplication(page, form(), m),
    kept: async () => {
      await expect(form().getByLabel(m.apply.form.email)).toHaveValue(email);
      await expect(form().getByText("cv.pdf")).toBeVisible();
      // A connection lost is never blamed on the files.
      await expect(form().getByText(m.jobApplication.errors.uploadFailed)).toHaveCount(0);
    },
    afterReload: () => expect(form()).toBeVisible(),
    stored: () => formSite.query("select reference from job_applications where email = $1", [email]),
  };
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
    const contact = await contactForm(page, formSite, "pt");
    await sendThroughDrops(page, m, contact);

    const confirmation = page.getByTestId("contact-sent");
    await expect(confirmation).toContainText(REFERENCE);
    const rows = await contact.stored();
    expect(rows).toHaveLength(1);
    await expect(confirmation).toContainText(rows[0]!.reference);
    await expect(confirmation).toContainText(m.contactForm.next);

    // It stays across a reload, the draft is gone, and nothing was stored twice.
    await reload(page);
    await expect(page.getByTestId("contact-sent")).toContainText(rows[0]!.reference);
    await expect(contact.form().getByLabel(m.contact.form.subject, { exact: true })).toHaveValue("");
    await page.getByTestId("contact-sent").getByRole("button", { name: m.contactForm.sendAnother }).click();
    await expect(page.getByTestId("contact-sent")).toBeHidden();
    expect(await contact.stored()).toHaveLength(1);
  });

  test("driver sign-up modal (en): kept through drops and a reload, sent once when back, the reference stays", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.en;
    consoleWatch.expectRefused("/drivers.data");
    const driver = await driverModalForm(page, formSite, "en");
    await sendThroughDrops(page, m, driver);

    // The modal thanks and closes itself after 3 s; the reference stays on the page.
    await expect(driver.form().getByTestId("driver-confirmation")).toBeVisible();
    await expect(driver.form()).toBeHidden({ timeout: 10_000 });
    const rows = await driver.stored();
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
    consoleWatch.expectRefused("/enterprise.data");
    const proposal = await proposalForm(page, formSite, "fr");
    await sendThroughDrops(page, m, proposal);

    await expect(proposal.form()).toBeHidden({ timeout: 10_000 });
    const rows = await proposal.stored();
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
    const application = await jobApplicationForm(page, formSite, "pt");
    consoleWatch.expectRefused(application.dataPath);
    await sendThroughDrops(page, m, application);

    await expect(page.getByRole("alertdialog", { name: m.jobApplication.successTitle })).toBeVisible();
    await expect(application.form()).toBeHidden({ timeout: 5000 });
    const rows = await application.stored();
    expect(rows).toHaveLength(1);
    await expect(page.getByTestId("application-sent")).toContainText(rows[0]!.reference);
  });
});

/** Where each form shows the reference once it is stored. */
const sentConfirmation = {
  contact: "contact-sent",
  driver: "driver-modal-sent",
  proposal: "enterprise-request-sent",
  application: "application-sent",
} as const;

const forms = {
  contact: contactForm,
  driver: driverModalForm,
  proposal: proposalForm,
  application: jobApplicationForm,
};

test.describe("offline at the tap, every form in every language", () => {
  for (const language of ["pt", "en", "fr"] as const) {
    for (const [name, open] of Object.entries(forms) as Array<[keyof typeof forms, typeof contactForm]>) {
      test(`${name} (${language}): told in the visitor's language, kept, stored once when back`, async ({
        page,
        formSite,
      }) => {
        const m = texts[language];
        const filled = await open(page, formSite, language);
        await page.context().setOffline(true);
        await filled.send();
        await expect(filled.form().getByRole("alert").filter({ hasText: m.forms.offline.notice })).toBeVisible();
        await filled.kept();
        await page.context().setOffline(false);
        await expect(page.getByTestId(sentConfirmation[name])).toContainText(REFERENCE, { timeout: 15_000 });
        const rows = await filled.stored();
        expect(rows).toHaveLength(1);
        await expect(page.getByTestId(sentConfirmation[name])).toContainText(rows[0]!.reference);
      });
    }
  }
});

test.describe("a send the network dropped, the page then closed", () => {
  test.describe.configure({ timeout: 60_000 });
  test("contact (en): the service worker sends it when the network is back; the next visit shows its reference", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.en;
    consoleWatch.expectRefused("/contact.data");
    await page.goto(`${formSite.url}/contact?lng=en`);
    await expectSectionHydrated(page, "contact-form");
    // The form's code installs the sender while the network is there.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const subject = unique("closed");
    const form = () => page.locator("#contact-form");
    await fillContact(form(), m, subject);

    const context = page.context();
    await context.setOffline(true);
    await form().getByRole("button", { name: m.contact.form.send }).click();
    await expect(form().getByRole("alert").filter({ hasText: m.forms.offline.notice })).toBeVisible();
    await page.close();
    await context.setOffline(false);

    // No page of the site is open: the browser's Background Sync event runs the service worker's send.
    const blank = await context.newPage();
    await dispatchBackgroundSync(blank, formSite.url);
    await expect
      .poll(async () => formSite.query("select 1 from contact_messages where subject = $1", [subject]), {
        timeout: 15_000,
      })
      .toHaveLength(1);

    // The visitor comes back: the send is already stored, the page shows its reference, nothing twice.
    const [row] = await formSite.query<{ reference: string }>(
      "select reference from contact_messages where subject = $1",
      [subject],
    );
    await blank.goto(`${formSite.url}/contact?lng=en`);
    await expect(blank.getByTestId("contact-sent")).toContainText(row!.reference);
    expect(await formSite.query("select 1 from contact_messages where subject = $1", [subject])).toHaveLength(1);
    // The sender keeps nothing once sent, and it caches no page: no Cache Storage at all.
    expect(await blank.evaluate(() => caches.keys())).toEqual([]);
  });
});

test.describe("a job application the network dropped, the page then closed", () => {
  test.describe.configure({ timeout: 60_000 });
  test("pt: the service worker sends it with its two files when the network is back", async ({
    page,
    formSite,
    consoleWatch,
  }) => {
    const m = texts.pt;
    const jobId = await openJob(formSite, "Estafeta de fim de semana");
    consoleWatch.expectRefused(`/careers/${jobId}/apply`);
    await page.goto(`${formSite.url}/careers/${jobId}?lng=pt`);
    await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
    const form = () => page.locator("#apply");
    await expect(form()).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const email = `${unique("sabado")}@example.ao`;
    await fillApplication(form(), m, email);

    const context = page.context();
    await context.setOffline(true);
    await sendApplication(page, form(), m);
    await expect(form().getByRole("alert").filter({ hasText: m.forms.offline.notice })).toBeVisible();
    await page.close();
    await context.setOffline(false);

    await dispatchBackgroundSync(await context.newPage(), formSite.url);
    await expect
      .poll(
        async () =>
          formSite.query<{ cv: string | null; id_card: string | null }>(
            "select cv_file_name as cv, id_card_file_name as id_card from job_applications where email = $1",
            [email],
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ cv: "cv.pdf", id_card: "bi.png" }]);
  });
});

/** Fires the site's Background Sync event as the browser does when the network returns (DevTools protocol). */
async function dispatchBackgroundSync(page: Page, siteUrl: string) {
  const session = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    session.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(siteUrl) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send("ServiceWorker.enable");
  await session.send("ServiceWorker.dispatchSyncEvent", {
    origin: new URL(siteUrl).origin,
    registrationId: await registration,
    tag: "public-forms",
    lastChance: false,
  });
}

test.describe("a form opened with the network gone before its code arrived", () => {
  /** Opens the form offline: the dialog says so in the visitor's language; back online, the form is there. */
  async function openOffline(page: Page, m: Messages, open: () => Promise<void>, dialog: Locator, firstField: string) {
    await page.context().setOffline(true);
    await open();
    await expect(dialog.getByRole("alert"))
      .toContainText(m.common.notLoaded)
      .catch(async (error: Error) => {
        // Say what the visitor saw instead: where the page was and what the dialog held.
        const held = (await dialog.count()) ? await dialog.innerText() : "no such dialog";
        throw new Error(`${error.message}\nThe page at ${page.url()} showed: ${held.slice(0, 500)}`);
      });
    await expect(page.getByRole("heading", { name: m.serverError.title })).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(dialog.getByLabel(firstField, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  }

  test("driver sign-up (pt)", async ({ page, formSite }) => {
    const pt = texts.pt;
    await page.goto(`${formSite.url}/drivers?lng=pt`);
    await openOffline(
      page,
      pt,
      () => page.getByRole("link", { name: pt.pages.drivers.heroCta }).click(),
      page.getByRole("dialog", { name: pt.driverForm.modalTitle }),
      pt.driverForm.firstName,
    );
  });

  test("business proposal (fr)", async ({ page, formSite }) => {
    const fr = texts.fr;
    await page.goto(`${formSite.url}/enterprise?lng=fr`);
    await openOffline(
      page,
      fr,
      () => page.getByRole("link", { name: fr.pages.enterprise.heroCta }).first().click(),
      page.getByRole("dialog", { name: fr.enterpriseForm.modalTitle }),
      fr.enterpriseForm.firstName,
    );
  });

  test("job application (en)", async ({ page, formSite }) => {
    const en = texts.en;
    const jobId = await openJob(formSite, "Estafeta de mota");
    await page.goto(`${formSite.url}/careers/${jobId}?lng=en`);
    await openOffline(
      page,
      en,
      () => page.getByRole("button", { name: en.jobBoard.applyNow }).click(),
      page.getByRole("dialog"),
      en.apply.form.name,
    );
  });
});

test("a link followed offline (fr) says the connection is lost, not that the site failed, and the page comes with the network", async ({
  page,
  formSite,
}) => {
  const fr = texts.fr;
  const morning = unique("Estafeta da manhã");
  const afternoon = unique("Estafeta da tarde");
  await openJob(formSite, morning);
  await openJob(formSite, afternoon);
  // The job page's code is there (one job was seen); the next job's data cannot come offline.
  await page.goto(`${formSite.url}/careers?lng=fr`);
  const board = page.getByRole("list", { name: fr.jobBoard.title });
  await board.getByRole("link", { name: morning }).click();
  await expect(page.getByRole("heading", { level: 1, name: morning })).toBeVisible();
  await page.goBack();
  await page.context().setOffline(true);
  await board.getByRole("link", { name: afternoon }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fr.serverError.offlineTitle);
  await expect(page.getByRole("heading", { name: fr.serverError.title })).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: afternoon })).toBeVisible({ timeout: 15_000 });
});
