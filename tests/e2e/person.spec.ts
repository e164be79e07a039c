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
  await page.goto(`/admin/messages/${reference}`);
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
