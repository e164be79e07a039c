import type { Page } from "@playwright/test";
import { hours } from "~/config/company";
import { languages } from "~/i18n/languages";
import { todayInLuanda } from "~/lib/luanda-day";
import { expect, expectNoAxeViolations, publicPages, test, texts } from "./fixtures";

for (const language of languages) {
  const m = texts[language];
  for (const page of publicPages) {
    test(`${page.path} in ${language}: translated hero, meta and links, no axe violation`, async ({ page: tab }) => {
      const response = await tab.goto(`${page.path}?lng=${language}`);
      expect(response?.status()).toBe(200);
      await expect(tab.locator("html")).toHaveAttribute("lang", language);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heroTitle(m));
      await expect(tab).toHaveTitle(/\| Kamba Express$/);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${page.path}\\?lng=${language}$`),
      );
      for (const alternate of ["pt", "en", "fr", "x-default"]) {
        await expect(tab.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveCount(1);
      }
      await expect(tab.getByRole("link", { name: m.nav.services }).first()).toBeVisible();
      await expect(tab.getByRole("contentinfo")).toContainText(`© ${todayInLuanda().slice(0, 4)} Kamba Express`);
      await expectNoAxeViolations(tab);
    });
  }
}

/** The sections on the first screen that the first paint may skip (class render-when-near, ADR 033). */
const skippableOnFirstScreen = (tab: Page) =>
  tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".render-when-near")]
      .filter((section) => section.getBoundingClientRect().top < window.innerHeight)
      .map((section) => section.outerHTML.slice(0, 80)),
  );

test("no section the first paint may skip is on the first screen, on a phone or a desktop", async ({ page: tab }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await tab.setViewportSize(viewport);
    for (const page of publicPages) {
      await tab.goto(`${page.path}?lng=pt`);
      expect(await skippableOnFirstScreen(tab), `${page.path} at ${viewport.width} px`).toEqual([]);
    }
  }
});

test("a job offer has its own page, and the 404 page for an unknown or malformed id", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectNotFound("/careers/00000000-0000-4000-8000-000000000000");
  consoleWatch.expectNotFound("/careers/not-a-job");
  await page.goto("/careers?lng=en");
  await page.getByRole("link", { name: "Motorbike courier" }).click();
  await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}(\?[^#]*)?$/);
  await expect(page.getByRole("heading", { name: "Motorbike courier" })).toBeVisible();
  await expectNoAxeViolations(page);

  const unknown = await page.goto("/careers/00000000-0000-4000-8000-000000000000?lng=en");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.notFound.title);
  const malformed = await page.goto("/careers/not-a-job");
  expect(malformed?.status()).toBe(404);
});

test("unknown addresses answer 404 with the not-found page in every language, and it leads home", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectNotFound("/this/does/not/exist");
  for (const language of languages) {
    const response = await page.goto(`/this/does/not/exist?lng=${language}`);
    expect(response?.status()).toBe(404);
    const m = texts[language];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.notFound.title);
    await expect(page.getByText(m.notFound.message)).toBeVisible();
    await expect(page.getByRole("link", { name: m.notFound.backToHome })).toBeVisible();
  }
  // The way back home, once (the page is now in French).
  await page.getByRole("link", { name: texts.fr.notFound.backToHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.fr.hero.title);
  await expectNoAxeViolations(page);
});

test("the hero call to action of each page leads where the spec says", async ({ page }) => {
  const targets: Array<[string, string, string]> = [
    ["/", texts.pt.hero.cta, "/services"],
    // The second call of the home hero: the delivery quote.
    ["/", texts.pt.hero.quote, "/deliveries"],
    ["/services", texts.pt.pages.services.heroCta, "/contact"],
    ["/about", texts.pt.pages.about.heroCta, "/careers"],
    ["/careers", texts.pt.pages.careers.heroCta, "/contact"],
    // The contact page's own form, not "back to home" (ADR 042).
    ["/contact", texts.pt.pages.contact.heroCta, "#write-to-us"],
  ];
  for (const [from, label, to] of targets) {
    await page.goto(`${from}?lng=pt`);
    await page.getByTestId("page-hero").getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(to.startsWith("#") ? `^[^#]*${from}[^#]*${to}$` : `^[^?]*${to}$`));
  }
});

test("footer and chat button carry the company's details in the page's language", async ({ page }) => {
  await page.goto("/?lng=fr");
  const chat = page.getByRole("link", { name: texts.fr.whatsapp.label });
  await expect(chat).toHaveAttribute(
    "href",
    `https://wa.me/244923000000?text=${encodeURIComponent(texts.fr.whatsapp.greeting)}`,
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+244 923 000 000" })).toHaveAttribute("href", "tel:+244923000000");
  // Office hours, titled as such, and the deliveries' hours: both from the identity module.
  await expect(footer).toContainText(texts.fr.footer.hoursTitle);
  await expect(footer).toContainText("Du lundi au vendredi\u00a0:8:00–18:00");
  await expect(footer).toContainText("Samedi\u00a0:8:00–14:00");
  await expect(footer).toContainText(`${texts.fr.footer.deliveries}\u00a0: ${hours.deliveries.fr}`);
  for (const label of ["Facebook", "Instagram", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: new RegExp(label) })).toHaveAttribute("href", /^https:\/\//);
  }
  for (const link of ["home", "services", "about", "careers", "contact"] as const) {
    await expect(footer.getByRole("link", { name: texts.fr.nav[link], exact: true })).toBeVisible();
  }
});

test("the skip link is the first stop of the keyboard and moves to the content", async ({ page }) => {
  await page.goto("/?lng=en");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: texts.en.meta.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
