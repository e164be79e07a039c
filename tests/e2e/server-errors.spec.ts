import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations } from "./fixtures";
import { test, texts, type FormSite } from "./form-site";

/** The site's header and footer, in the page's language: the visitor is not dropped out of the site. */
async function expectSiteShell(page: Page, language: keyof typeof texts) {
  const m = texts[language];
  await expect(page.getByRole("banner").getByRole("navigation", { name: m.nav.main })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Kamba Express");
  await expect(page.getByRole("navigation", { name: m.notFound.sectionsTitle })).toBeVisible();
}

async function withDatabaseDown(formSite: FormSite, run: () => Promise<void>) {
  await formSite.database.stop();
  try {
    await run();
  } finally {
    await formSite.database.start();
  }
}

test.describe("with the database down", () => {
  for (const language of ["pt", "en", "fr"] as const) {
    const m = texts[language];

    test(`the home page still serves, and says the news could not load (${language})`, async ({ page, formSite }) => {
      await withDatabaseDown(formSite, async () => {
        const response = await page.goto(`${formSite.url}/?lng=${language}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: m.hero.title })).toBeVisible();
        const news = page.getByRole("region", { name: m.home.newsTitle });
        await expect(news).toContainText(m.home.newsUnavailable);
        await expect(page.getByRole("heading", { name: m.fleet.title })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }

  for (const language of ["en", "fr"] as const) {
    const m = texts[language];

    test(`a job offer answers a translated 503 page inside the site (${language})`, async ({
      page,
      formSite,
      consoleWatch,
    }) => {
      const path = `/careers/${randomUUID()}`;
      consoleWatch.expectErrorStatus(path, 503);
      await withDatabaseDown(formSite, async () => {
        const response = await page.goto(`${formSite.url}${path}?lng=${language}`);
        expect(response?.status()).toBe(503);
        await expect(page.getByRole("heading", { level: 1, name: m.serverError.unavailableTitle })).toBeVisible();
        await expect(page.getByText(m.serverError.unavailableMessage)).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(m.serverError.unavailableTitle));
        await expectSiteShell(page, language);
        await expectNoAxeViolations(page);
      });
    });
  }
});

test.describe("a page that fails for another reason", () => {
  for (const language of ["pt", "en"] as const) {
    const m = texts[language];

    test(`answers 500 with a translated page inside the site (${language})`, async ({
      page,
      formSite,
      consoleWatch,
    }) => {
      // A date PostgreSQL accepts but JavaScript cannot represent: rendering this offer fails.
      const [offer] = await formSite.query<{ id: string }>(
        `insert into job_offers (title, description, location, employment_type, department, experience_level, valid_through)
         values ('{"pt":"Oferta impossível"}', '{"pt":"Uma oferta que não se consegue mostrar."}', 'luanda',
                 'full-time', 'operations', 'entry', 'infinity') returning id`,
      );
      const path = `/careers/${offer!.id}`;
      consoleWatch.expectErrorStatus(path, 500);
      try {
        const response = await page.goto(`${formSite.url}${path}?lng=${language}`);
        expect(response?.status()).toBe(500);
        await expect(page.getByRole("heading", { level: 1, name: m.serverError.title })).toBeVisible();
        await expect(page.getByText(m.serverError.message)).toBeVisible();
        await expectSiteShell(page, language);
        await expectNoAxeViolations(page);
      } finally {
        await formSite.query("delete from job_offers where id = $1", [offer!.id]);
      }
    });
  }
});
