import type { Page, Route } from "@playwright/test";
import { expect, holdScripts, test, texts } from "./fixtures";
import { test as formTest, unique } from "./form-site";

/**
 * A page's code and data come after its paint, from the page's own address with `page-code` (ADR 087). When
 * the page's content was published anew in between, the code asked for is gone: the page loads again unless the
 * visitor has begun to type, and otherwise works on as it came.
 */
const PAGE_CODE = /[?&]page-code=/;

/** Asks for a code that is no longer there, as after a publication between the page and its code. */
const asForAnOlderPage = (route: Route) =>
  route.continue({
    url: route
      .request()
      .url()
      .replace(/page-code=[\w-]+/, "page-code=an-older-one"),
  });

const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);

test("a page whose code changed loads again, once, and then answers", async ({ page }) => {
  let asked = 0;
  await page.route(PAGE_CODE, (route) => (++asked === 1 ? asForAnOlderPage(route) : route.continue()));
  await page.goto("/services?lng=en");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(await navigationType(page)).toBe("reload");
  expect(asked).toBe(2);
  // Its code runs: a "Learn more" button opens its dialog.
  await page
    .getByRole("button", { name: new RegExp(texts.en.serviceGrid.learnMore) })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

formTest(
  "a page whose code changed after the visitor began to type stays, and its form still sends",
  async ({ page, formSite }) => {
    const m = texts.en;
    let held: Route | undefined;
    const codeAsked = new Promise<void>((resolve) =>
      page.route(PAGE_CODE, (route) => {
        held = route;
        resolve();
      }),
    );
    // Only so that `goto` returns once the page has loaded: this page's code never comes.
    await holdScripts(page);
    await page.goto(`${formSite.url}/contact?lng=en`);
    const name = page.getByLabel(m.contact.form.name, { exact: true });
    await name.fill("Ana Kiala");
    await codeAsked;
    await asForAnOlderPage(held!);
    // The page is not loaded again: what was typed stays.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    expect(await navigationType(page)).toBe("navigate");
    await expect(name).toHaveValue("Ana Kiala");
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    // Without its code the form posts as a plain form, and the message is stored.
    const subject = unique("page-code");
    await page.getByLabel(m.contact.form.email, { exact: true }).fill("ana.kiala@example.ao");
    await page.getByLabel(m.contact.form.subject, { exact: true }).fill(subject);
    await page.getByLabel(m.contact.form.message, { exact: true }).fill("Gostaria de saber os prazos para Viana.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: m.contact.form.send }).click();
    await expect(page.getByRole("status").filter({ hasText: m.contactForm.successMessage })).toBeVisible();
    const rows = await formSite.query("select 1 from contact_messages where subject = $1", [subject]);
    expect(rows).toHaveLength(1);
  },
);
