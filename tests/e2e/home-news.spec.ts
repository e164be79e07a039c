import { expect, expectNoAxeViolations } from "./fixtures";
import { test, texts, unique } from "./form-site";

// The site on PostgreSQL without demo content: this test decides what news there is.
test("the home page leaves out news older than NEWS_MAX_AGE_MONTHS, and the section when none is recent", async ({
  page,
  formSite,
}) => {
  const title = `Notícia de agosto de 2025 ${unique("stale")}`;
  await formSite.query("delete from news");
  await formSite.query(
    `insert into news (slug, title, excerpt, content, image_url, category, published_on)
     values ($1, $2, $3, $3, '/images/news/fleet-expansion.svg', 'company', '2025-08-18')`,
    [unique("stale"), JSON.stringify({ pt: title }), JSON.stringify({ pt: "Uma notícia antiga." })],
  );
  for (const language of ["pt", "en", "fr"] as const) {
    const m = texts[language];
    const response = await page.goto(`${formSite.url}/?lng=${language}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: m.hero.title })).toBeVisible();
    await expect(page.getByRole("region", { name: m.home.newsTitle })).toHaveCount(0);
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: m.fleet.title })).toBeAttached();
  }
  await expectNoAxeViolations(page);
});
