import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { languages } from "~/i18n/languages";
import { baseURL } from "../../playwright.config";
import * as sample from "../support/sample-files";
import { submitDelivery } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const phone = { width: 390, height: 844 };
/** A change reaches an open tracking page within 2 s (measured in tests/integration/deliveries.test.ts); here, with room for a busy machine. */
const live = { timeout: 15_000 };
const site = { url: baseURL };

/** The quote, then the request under it, filled in as a customer on a phone would. */
async function requestDelivery(page: Page, m: (typeof texts)["pt"], recipient: string) {
  await page.getByLabel(m.deliveries.from, { exact: true }).fill("Talatona");
  await page.getByLabel(m.deliveries.to, { exact: true }).fill("Viana");
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: m.deliveries.submit }).click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  const request = page.getByRole("region", { name: m.deliveries.request.title });
  await request.getByLabel(m.deliveries.request.name, { exact: true }).fill("Ana Silva");
  await request.getByLabel(m.deliveries.request.phone, { exact: true }).fill("923 456 789");
  await request.getByLabel(m.deliveries.request.recipientName).fill(recipient);
  await request.getByLabel(m.deliveries.request.recipientPhone).fill("912 345 678");
  await request.getByLabel(m.deliveries.request.fromLandmark).fill("Em frente à farmácia");
  await request.getByLabel(m.deliveries.request.description).fill("Duas caixas de documentos");
  await request.getByLabel(m.deliveries.request.payment).selectOption("cash-on-delivery");
  await request.getByRole("checkbox").check();
  await request.getByRole("button", { name: m.deliveries.request.send }).click();
}

for (const javaScript of [false, true]) {
  test.describe(`a delivery requested on a phone ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: phone });

    for (const language of languages) {
      test(`from the quote to its tracking page, in ${language}`, async ({ page }) => {
        const m = texts[language];
        await page.goto(`/deliveries?lng=${language}`);
        await requestDelivery(page, m, `Carlos ${language}`);
        // The answer gives the tracking number and leads to its page.
        const answer = javaScript
          ? page.getByTestId("delivery-request-sent")
          : page.locator("[data-form-notice=success]");
        await expect(answer).toContainText(/KX-[0-9A-Z]{4}-[0-9A-Z]{4}/);
        const reference = /KX-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await answer.textContent())!)![0];
        await answer.getByRole("link", { name: m.deliveries.request.track }).click();
        await expect(page).toHaveURL(new RegExp(`/track\\?number=${reference}`));
        await expect(
          page.getByRole("heading", { name: m.track.title.replace("{{reference}}", reference) }),
        ).toBeVisible();
        await expect(page.getByTestId("tracked-status")).toHaveText(
          m.track.current.replace("{{status}}", m.track.steps.received),
        );
        // Nothing of the sender, the recipient or the places is on the tracking page.
        for (const hidden of ["Ana Silva", `Carlos ${language}`, "923", "912", "Talatona", "Viana", "farmácia"]) {
          await expect(page.locator("main")).not.toContainText(hidden);
        }
        if (javaScript) await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("a delivery from request to door", () => {
  test.slow();

  test("staff confirm and dispatch it, the driver moves it on from a phone, and the tracking page follows by itself", async ({
    page,
    browser,
    consoleWatch,
  }) => {
    const m = texts.pt;
    const a = m.admin;
    const unique = crypto.randomUUID().slice(0, 6);
    const reference = await submitDelivery(site, { name: `Ana ${unique}`, email: "" });

    // The customer's tracking page, left open.
    const customer = await (await browser.newContext({ viewport: phone, locale: "pt-AO" })).newPage();
    await customer.goto(`/track?number=${reference}`);
    const status = customer.getByTestId("tracked-status");
    const showing = (step: keyof typeof m.track.steps) => m.track.current.replace("{{status}}", m.track.steps[step]);
    await expect(status).toHaveText(showing("received"));

    await signInNewAdmin(page);
    await page.goto(`/admin/deliveries?q=${unique}`);
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Ana ${unique}`);
    await expectNoAxeViolations(page);

    // A price other than the estimate needs a reason (refused: 400).
    consoleWatch.expectErrorStatus(`/admin/deliveries/${reference}.data`, 400);
    const confirm = page.getByRole("region", { name: a.deliveries.confirmTitle });
    await confirm.getByLabel(a.deliveries.price).fill("4500");
    await confirm.getByRole("button", { name: a.deliveries.confirm }).click();
    await expect(page.getByRole("alert")).toHaveText(a.problems.reasonRequired);
    // The page loads again after a refused change (it shows what is stored): the form starts from the estimate.
    await expect(confirm.getByLabel(a.deliveries.price)).toHaveValue("4000");
    await page.waitForLoadState("networkidle");
    await confirm.getByLabel(a.deliveries.price).fill("4500");
    await confirm.getByLabel(a.deliveries.reason).fill("Rua em obras: desvio");
    await confirm.getByRole("button", { name: a.deliveries.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(a.inbox.saved);
    await expect(status).toHaveText(showing("confirmed"), live);
    await expect(page.getByText(a.deliveries.confirmed.replace("{{price}}", "4 500 Kz"))).toBeVisible();
    await expect(customer.getByText("4 500 Kz")).toBeVisible(live);

    // A driver typed in by hand; their link to send.
    const dispatch = page.getByRole("region", { name: a.deliveries.dispatchTitle });
    await dispatch.getByLabel(a.deliveries.driver).selectOption("other");
    await dispatch.getByLabel(a.deliveries.driverName).fill("João Baptista");
    await dispatch.getByLabel(a.deliveries.driverPhone).fill("931 222 333");
    await dispatch.getByLabel(a.deliveries.driverVehicle).selectOption("moto");
    await dispatch.getByRole("button", { name: a.deliveries.dispatch }).click();
    await expect(page.getByRole("status")).toHaveText(a.inbox.saved);
    const link = await page.getByLabel(a.deliveries.driverLink).inputValue();
    expect(link).toMatch(/\/driver\/[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(reference);
    await expect(page.getByRole("link", { name: a.deliveries.whatsapp })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/244931222333\\?text=`),
    );
    await expect(status).toHaveText(showing("driver-assigned"), live);
    await expect(customer.getByText("João, Mota")).toBeVisible();
    await expect(customer.locator("main")).not.toContainText("Baptista");

    // The driver's phone, first without JavaScript: the job and one button for the next step.
    const path = new URL(link).pathname;
    const plainPhone = await (await browser.newContext({ viewport: phone, javaScriptEnabled: false })).newPage();
    await plainPhone.goto(path);
    await expect(plainPhone.getByRole("heading", { level: 1 })).toHaveText(
      m.driverJob.title.replace("{{reference}}", reference),
    );
    await expect(plainPhone.getByRole("link", { name: `Ligar a Ana ${unique}` })).toHaveAttribute(
      "href",
      "tel:+244923456789",
    );
    await expect(plainPhone.getByText("Em frente à farmácia Central")).toBeVisible();
    await expect(plainPhone.getByText(m.driverJob.collect.replace("{{price}}", "4 500 Kz"))).toBeVisible();
    await plainPhone
      .getByRole("button", { name: m.driverJob.next.replace("{{step}}", m.track.steps["picked-up"]) })
      .click();
    await expect(plainPhone.getByTestId("driver-status")).toHaveText(
      m.driverJob.status.replace("{{status}}", m.track.steps["picked-up"]),
    );
    await expect(status).toHaveText(showing("picked-up"), live);

    // Then with JavaScript, sharing its position.
    const driverContext = await browser.newContext({
      viewport: phone,
      permissions: ["geolocation"],
      geolocation: { latitude: -8.9, longitude: 13.3 },
    });
    const driver = await driverContext.newPage();
    await driver.goto(path);
    await expectNoAxeViolations(driver);
    await driver.getByRole("button", { name: m.driverJob.share }).click();
    await expect(driver.getByText(m.driverJob.sharing)).toBeVisible();
    await expect(customer.getByText(/Última posição do motorista, às/)).toBeVisible(live);
    await driver
      .getByRole("button", { name: m.driverJob.next.replace("{{step}}", m.track.steps["on-the-way"]) })
      .click();
    await expect(status).toHaveText(showing("on-the-way"), live);
    await driver.getByLabel(m.driverJob.receivedBy).fill("Carlos Neto");
    await driver
      .getByLabel(m.driverJob.proof)
      .setInputFiles({ name: "porta.png", mimeType: "image/png", buffer: sample.png() });
    await driver.getByRole("button", { name: m.driverJob.next.replace("{{step}}", m.track.steps.delivered) }).click();
    await expect(status).toHaveText(showing("delivered"), live);
    await expect(customer.getByText(m.track.receivedBy.replace("{{name}}", "Carlos Neto"))).toBeVisible();
    // Delivered: no position any more, and the link is spent.
    await expect(customer.getByText(/Última posição do motorista/)).toHaveCount(0);
    await expectNoAxeViolations(customer);
    const spent = await plainPhone.goto(path);
    expect(spent?.status()).toBe(410);
    await expect(plainPhone.getByText(m.driverJob.gone)).toBeVisible();

    // The record's history says who did what.
    await page.reload();
    const history = page.getByRole("region", { name: a.record.historyTitle });
    await expect(history).toContainText("Rua em obras: desvio");
    await expect(history).toContainText("João Baptista");
    await expect(page.locator("h1 + p [data-status]")).toHaveText(a.statuses.delivered);
    // The photo at the door, for staff only, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: a.deliveries.proof }).click(),
    ]);
    expect((await readFile((await download.path())!)).equals(sample.png())).toBe(true);
    expect((await customer.request.get(`/admin/deliveries/${reference}/proof`, { maxRedirects: 0 })).status()).not.toBe(
      200,
    );
    for (const context of [customer.context(), plainPhone.context(), driverContext]) await context.close();
  });
});
