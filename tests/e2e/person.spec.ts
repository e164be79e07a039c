import { baseURL } from "../../playwright.config";
import { submitContact } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };

test.slow();

test("an admin answers a message from its record on a phone, then opens everything held about the person", async ({
  page,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitContact(site, { name: `Rosa ${unique}`, email: `rosa.${unique}@example.ao` }, "en");
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewAdmin(page);
  // The list reads as cards on a phone: nothing scrolls sideways, each cell says what it is.
  await page.goto("/admin/messages");
  const row = page.locator(`tr[data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const box = await row.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: reference }).click();
  // The actions come first on a phone: the status form sits above the fields.
  const status = await page.getByRole("heading", { name: m.record.statusTitle }).boundingBox();
  const fields = await page.getByRole("heading", { name: m.record.fieldsTitle }).boundingBox();
  expect(status!.y).toBeLessThan(fields!.y);
  const write = page.getByRole("region", { name: m.write.title.replace("{{name}}", `Rosa ${unique}`) });
  await write.getByLabel(m.write.template).selectOption("answer");
  await write.getByRole("button", { name: m.write.use }).click();
  // The person wrote in English: the template comes in English, with their name.
  await expect(write.getByLabel(m.write.subject)).toHaveValue("Your message");
  await expect(write.getByLabel(m.write.body)).toHaveValue(new RegExp(`^Hello Rosa ${unique},`));
  await expectNoAxeViolations(page);
  await write.getByLabel(m.write.body).fill(`Hello Rosa ${unique},\n\nWe deliver in Lubango too.`);
  await write.getByRole("button", { name: m.write.send }).click();
  await expect(page.getByRole("status").filter({ hasText: `rosa.${unique}@example.ao` })).toBeVisible();
  await expect(page.locator('[data-history="message"]')).toContainText(`[${reference}] Your message`);

  await page.getByRole("link", { name: m.person.open }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: m.person.title.replace("{{name}}", `Rosa ${unique}`) }),
  ).toBeVisible();
  await expect(page.locator(`[data-person-record="${reference}"]`)).toContainText(`[${reference}] Your message`);
  await expectNoAxeViolations(page);
});
