import { baseURL } from "../../playwright.config";
import { submitDriver } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };

test.slow();

test("on a phone, an admin tags a driver, rates them, and finds them on the list by the tag with the average", async ({
  page,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitDriver(site, { firstName: "Tomás", lastName: `Neto ${unique}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewAdmin(page);
  await page.goto(`/admin/drivers/${reference}`);

  const tags = page.getByRole("region", { name: m.record.tagsTitle });
  await tags.getByLabel(m.record.tag).fill(`Inglês ${unique}`);
  await tags.getByRole("button", { name: m.record.addTag }).click();
  const remove = tags.getByRole("button", { name: m.record.removeTag.replace("{{tag}}", `Inglês ${unique}`) });
  await expect(remove).toBeVisible();
  const removeBox = await remove.boundingBox();
  expect(removeBox!.width).toBeGreaterThanOrEqual(44);
  expect(removeBox!.height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('[data-history="tag"]')).toContainText(`«Inglês ${unique}»`);
  await expectNoAxeViolations(page);

  const ratings = page.getByRole("region", { name: m.record.ratingsTitle });
  await expect(ratings).toContainText(m.record.ratingsNone);
  const four = ratings.getByRole("radio", { name: "4" });
  const target = await ratings
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "4" }) })
    .boundingBox();
  expect(target!.width).toBeGreaterThanOrEqual(44);
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await four.check();
  await ratings.getByLabel(m.record.comment).fill("Conhece bem a cidade.");
  await ratings.getByRole("button", { name: m.record.rate }).click();
  await expect(ratings).toContainText("4,0 de 1 avaliação");
  await expect(ratings).toContainText("Conhece bem a cidade.");
  await expect(ratings.getByRole("radio", { name: "4" })).toBeChecked();
  await expectNoAxeViolations(page);

  // The list, filtered by the tag typed without its accent or capitals: the row, its chip and its average.
  await page.goto("/admin/drivers");
  await page.getByLabel(m.inbox.tag, { exact: true }).fill(`INGLES ${unique}`);
  await page.getByRole("button", { name: m.inbox.apply }).click();
  await expect(page).toHaveURL(new RegExp(`tag=INGLES\\+${unique}`));
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const row = page.locator(`tr[data-reference="${reference}"]`);
  await expect(row.locator(`[data-tag="ingles ${unique}"]`)).toHaveText(`Inglês ${unique}`);
  await expect(row.locator("[data-rating-cell]")).toContainText("4,0 de 1 avaliação");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
