import { officeHoursRows } from "~/config/company";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, texts } from "./fixtures";

const storedChoice = async (page: Page) => page.evaluate(() => localStorage.getItem("language"));
const cookieChoice = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "language")?.value;

/** A returning visitor whose cookie is gone but whose browser still holds the choice. */
async function rememberOnlyInBrowser(page: Page, context: BrowserContext, language: string) {
  // A plain-text address of the site: no page code runs there to write the stored choice itself.
  await page.goto("/robots.txt");
  await page.evaluate((value) => localStorage.setItem("language", value), language);
  await context.clearCookies();
}

test("a choice kept only in the browser wins over the default, and later visits come in that language", async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.expectNotFound("/favicon.ico");
  await rememberOnlyInBrowser(page, context, "fr");
  const painted: string[] = [];
  await page.exposeFunction("reportLanguage", (language: string) => painted.push(language));
  // Records the language of every document that reaches its first paint.
  await page.addInitScript(() => {
    requestAnimationFrame(() =>
      (window as unknown as { reportLanguage: (l: string) => void }).reportLanguage(
        getComputedStyle(document.documentElement).visibility === "hidden" ? "hidden" : document.documentElement.lang,
      ),
    );
  });

  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.fr.pages.services.heroTitle);
  expect(await storedChoice(page)).toBe("fr");
  expect(await cookieChoice(context)).toBe("fr");
  expect(painted).not.toContain("pt");

  // The next visit is rendered in French by the server itself.
  const response = await page.goto("/about");
  expect(await response?.text()).toContain('<html lang="fr"');
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.fr.pages.about.heroTitle);
});

test("the stored choice is restored on an address with a #fragment too", async ({ page, context, consoleWatch }) => {
  consoleWatch.expectNotFound("/favicon.ico");
  await rememberOnlyInBrowser(page, context, "en");
  await page.goto("/about#main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.pages.about.heroTitle);
  await expect(page.locator("html")).toBeVisible();
});

test("?lng= still wins over a choice kept in the browser, and replaces it", async ({ page, context, consoleWatch }) => {
  consoleWatch.expectNotFound("/favicon.ico");
  await rememberOnlyInBrowser(page, context, "fr");
  await page.goto("/contact?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.pages.contact.heroTitle);
  await expect.poll(() => storedChoice(page)).toBe("en");
  expect(await cookieChoice(context)).toBe("en");
});

test("a choice kept under the earlier name (i18nextLng) still wins, and moves to the current name", async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.expectNotFound("/favicon.ico");
  await page.goto("/robots.txt");
  await page.evaluate(() => localStorage.setItem("i18nextLng", "fr"));
  await context.clearCookies();
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.fr.pages.services.heroTitle);
  await expect.poll(() => storedChoice(page)).toBe("fr");
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBeNull();
  expect(await cookieChoice(context)).toBe("fr");

  // A cookie of the earlier name alone (its localStorage cleared) is read by the server.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await context.addCookies([{ name: "i18nextLng", value: "en", url: page.url() }]);
  const response = await page.goto("/about");
  expect(await response?.text()).toContain('<html lang="en"');
});

test("a stored choice that is not a supported language is ignored", async ({ page, context, consoleWatch }) => {
  consoleWatch.expectNotFound("/favicon.ico");
  await rememberOnlyInBrowser(page, context, "de<script>");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pt.hero.title);
  expect(await cookieChoice(context)).toBeUndefined();
});

for (const language of ["pt", "en", "fr"] as const) {
  test(`the notification region is labelled in ${language}`, async ({ page }) => {
    await page.goto(`/contact?lng=${language}`);
    // The notifications' code comes with the visitor's first interaction.
    await expect(page.locator("section.Toastify")).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(page.locator("section.Toastify")).toHaveAttribute("aria-label", texts[language].common.notifications);
  });
}

test("French puts a space before the colon in the footer hours and the fleet cards", async ({ page }) => {
  await page.goto("/drivers?lng=fr");
  // Read as raw text: Playwright's text matching would fold the non-breaking space into a plain one.
  const body = await page.locator("body").evaluate((element) => element.textContent ?? "");
  expect(body).toContain(`${officeHoursRows("fr")[0]!.days}\u00a0:`);
  expect(body).toContain(`${texts.fr.fleet.maxLoad}\u00a0:`);
});
