import { expect, expectNoAxeViolations, test, texts } from "./fixtures";

for (const language of ["pt", "fr"] as const) {
  const m = texts[language];

  test(`the 404 page offers the main sections, not only the way home (${language})`, async ({ page, consoleWatch }) => {
    consoleWatch.expectNotFound("/no-such-page");
    const response = await page.goto(`/no-such-page?lng=${language}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: m.notFound.title })).toBeVisible();
    const sections = page.getByRole("navigation", { name: m.notFound.sectionsTitle });
    for (const label of [m.nav.services, m.nav.about, m.nav.careers, m.nav.contact]) {
      await expect(sections.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await sections.getByRole("link", { name: m.nav.careers, exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: m.pages.careers.heroTitle })).toBeVisible();
  });
}
