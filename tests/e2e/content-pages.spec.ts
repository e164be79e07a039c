import type { Page } from "@playwright/test";
import { expect, expectSectionHydrated, test, texts } from "./fixtures";

const T0 = new Date("2025-09-01T08:00:00Z").getTime();

async function expectFaqAccordion(page: Page, count: number) {
  const faq = page.getByRole("region", {
    name: /Frequently asked questions|Perguntas frequentes|Questions fréquentes/,
  });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(count);
  const items = faq.locator("details");
  await questions.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await questions.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await questions.nth(1).click();
  await expect(items.locator("[open]")).toHaveCount(0);
  await expect(faq.locator("details[open]")).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] });
  expect(faqPage.find((data) => data["@type"] === "FAQPage")?.mainEntity).toHaveLength(count);
}

test("services: six services with a 'Learn more' modal, the price list, the FAQ and the call to action", async ({
  page,
  request,
}) => {
  const m = texts.en;
  await page.goto("/services?lng=en");
  const grid = page.getByRole("region", { name: m.services.subtitle });
  await expect(grid.getByRole("listitem")).toHaveCount(6);

  const learnMore = grid.getByRole("button", { name: "Learn more about Pharmaceutical distribution" });
  await learnMore.click();
  const modal = page.getByRole("dialog", { name: "Pharmaceutical distribution" });
  await expect(modal).toBeVisible();
  await expect(modal.locator("img")).toBeVisible();
  await expect(modal.getByRole("heading", { name: m.serviceGrid.keyBenefits })).toBeVisible();
  await expect(modal.getByRole("listitem")).toHaveCount(3);
  // 'Get Started' leads to a form (tests/e2e/service-get-started.spec.ts); Close returns to the button.
  await expect(modal.getByRole("link", { name: m.serviceGrid.getStarted })).toHaveAttribute(
    "href",
    "/enterprise?form=proposal&service=pharmaceutical-distribution",
  );
  // Beside it, the delivery quote, refrigerated for a cold-chain service.
  await expect(modal.getByRole("link", { name: m.serviceGrid.priceDelivery })).toHaveAttribute(
    "href",
    "/deliveries?refrigerated=on",
  );
  await modal.getByRole("button", { name: m.common.close }).click();
  await expect(modal).toBeHidden();
  await expect(learnMore).toBeFocused();
  await expect(page).toHaveURL(/\/services\?lng=en$/);

  // The price list shows the real file's date and size; the PDF is served as a PDF.
  const priceList = page.getByRole("region", { name: m.priceList.title });
  const download = priceList.getByRole("link", { name: new RegExp(`^${m.priceList.download}`) });
  // Its address names the price table it prints, so no cache keeps an earlier table's PDF.
  await expect(download).toHaveAttribute("href", /^\/pdf\/price-list-en\.pdf\?v=[0-9a-f]{12}$/);
  await expect(download).toHaveAttribute("target", "_blank");
  const pdf = await request.get("/pdf/price-list-en.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const lastModified = new Date(pdf.headers()["last-modified"] ?? "");
  const facts = page.getByTestId("price-list-facts");
  await expect(facts).toContainText(`PDF · ${Math.round(body.length / 1000)} kB`);
  await expect(facts).toContainText(
    `Updated on ${lastModified.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "Africa/Luanda" })}`,
  );

  await priceList.getByRole("button", { name: m.priceList.view }).click();
  const preview = page.getByRole("dialog", { name: m.priceList.dialogTitle });
  await expect(preview.locator("iframe")).toHaveAttribute("src", /^\/pdf\/price-list-en\.pdf\?v=[0-9a-f]{12}$/);
  await expect(preview.getByRole("link", { name: m.priceList.download })).toHaveAttribute("download", /\.pdf$/);
  await preview.getByRole("button", { name: m.common.close }).last().click();
  await expect(preview).toBeHidden();
  await expect(priceList.getByRole("button", { name: m.priceList.view })).toBeFocused();

  await expectFaqAccordion(page, 5);
  await page.getByRole("region", { name: m.contactCta.title }).getByRole("link", { name: m.contactCta.button }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("about: story, services offered, price list, paired highlights slideshow, FAQ, app and call to action", async ({
  page,
}) => {
  const m = texts.pt;
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  await page.goto("/about?lng=pt");
  await expect(page.getByRole("region", { name: m.about.subtitle })).toContainText("2019");
  await expect(page.getByRole("region", { name: m.aboutPage.servicesTitle }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("region", { name: m.priceList.title })).toBeVisible();
  await expect(page.getByRole("region", { name: m.appDownload.title }).getByRole("link")).toHaveCount(2);
  await expect(page.getByRole("region", { name: m.contactCta.title }).getByRole("link")).toHaveAttribute(
    "href",
    "/contact",
  );

  // Five highlights make three pages of two; the third wraps to the first highlight.
  const slideshow = page.getByRole("region", { name: m.aboutPage.highlightsTitle });
  const current = slideshow.locator('[role="group"]:not([inert]) h3');
  await slideshow.scrollIntoViewIfNeeded();
  await expectSectionHydrated(page, "highlights");
  await expect(current).toHaveText(["Missão", "Visão"]);
  await page.clock.runFor(5000);
  await expect(current).toHaveText(["Valores", "Cobertura"]);
  await slideshow.getByRole("button", { name: m.slides.next }).click();
  await expect(current).toHaveText(["Sempre em movimento", "Missão"]);
  await slideshow.getByRole("button", { name: m.slides.next }).click();
  await expect(current).toHaveText(["Missão", "Visão"]);
  await slideshow.getByRole("button", { name: m.slides.previous }).click();
  await expect(current).toHaveText(["Sempre em movimento", "Missão"]);

  // A dot starts the 5 s timer again.
  await page.clock.runFor(3000);
  await slideshow.getByRole("button", { name: "Ir para o slide 2" }).click();
  await expect(current).toHaveText(["Valores", "Cobertura"]);
  await page.clock.runFor(3000);
  await expect(current).toHaveText(["Valores", "Cobertura"]);
  await page.clock.runFor(2000);
  await expect(current).toHaveText(["Sempre em movimento", "Missão"]);

  await expectFaqAccordion(page, 5);
});

test("enterprise: hero opens the business proposal modal, services, vehicles, three FAQs, rated testimonials, call to action", async ({
  page,
}) => {
  const m = texts.en;
  await page.goto("/enterprise?lng=en");
  await page.getByTestId("page-hero").getByRole("link", { name: m.pages.enterprise.heroCta }).click();
  const modal = page.getByRole("dialog", { name: m.enterpriseForm.modalTitle });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  // Opening the modal re-rendered the page: sections below the fold come back as they near the viewport.
  await page.getByRole("region", { name: m.enterprisePage.servicesTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: m.enterprisePage.servicesTitle }).getByRole("listitem")).toHaveCount(6);
  await page.getByRole("region", { name: m.enterprisePage.vehiclesTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: m.enterprisePage.vehiclesTitle }).getByRole("button")).toHaveCount(6);
  const faq = page.getByRole("region", { name: m.faq.title });
  await expect(faq.locator("summary")).toHaveText([
    "How do I request a delivery?",
    "What are your delivery hours?",
    "How do I track a delivery?",
  ]);
  await expectFaqAccordion(page, 3);
  const ratings = page
    .getByRole("region", { name: m.enterprisePage.testimonialsTitle })
    .getByRole("img", { name: /^Rated/ });
  await expect(ratings).toHaveCount(3);
  for (const [index, stars] of [5, 5, 4].entries()) {
    await expect(ratings.nth(index)).toHaveAccessibleName(`Rated ${stars} out of 5 stars`);
  }
  const closing = page.getByRole("region", { name: m.enterprisePage.ctaTitle });
  await expect(closing).toContainText(m.enterprisePage.ctaText);
  await closing.getByRole("link", { name: m.contactCta.button }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("drivers: hero opens the sign-up modal, four partner cards, six benefits, services, vehicles, FAQ, sign-up call to action", async ({
  page,
}) => {
  const m = texts.fr;
  await page.goto("/drivers?lng=fr");
  await page.getByTestId("page-hero").getByRole("link", { name: m.pages.drivers.heroCta }).click();
  const modal = page.getByRole("dialog", { name: m.driverForm.modalTitle });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  await expect(page.getByRole("region", { name: m.pages.drivers.heroTitle }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: m.driversPage.benefitsTitle }).getByRole("listitem")).toHaveCount(6);
  // Opening the modal re-rendered the page: sections below the fold come back as they near the viewport.
  await page.getByRole("region", { name: m.driversPage.servicesTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: m.driversPage.servicesTitle }).getByRole("listitem")).toHaveCount(6);
  await page.getByRole("region", { name: m.driversPage.vehiclesTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: m.driversPage.vehiclesTitle }).getByRole("button")).toHaveCount(6);
  await expectFaqAccordion(page, 4);
  // The page ends with the drivers' next step (the sign-up form), not the customers' call to action.
  await expect(page.getByRole("region", { name: m.contactCta.title })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: m.driversPage.ctaTitle }).getByRole("link", { name: m.driversPage.ctaButton }),
  ).toHaveAttribute("href", /#sign-up$/);
});

for (const [width, columns] of [
  [390, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`testimonials: every testimonial in ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/testimonials?lng=en");
    const grid = page.getByTestId("testimonial-grid");
    await expect(grid.getByRole("listitem")).toHaveCount(6);
    const tracks = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(tracks).toBe(columns);
  });
}

test("privacy: what each form collects, why, for how long and whom to ask, in three languages", async ({ page }) => {
  for (const language of ["pt", "en", "fr"] as const) {
    const m = texts[language];
    await page.goto(`/privacy?lng=${language}`);
    const forms = page.getByRole("region", { name: m.privacyPolicy.formsTitle });
    // Contact, driver sign-up, job application, business proposal, delivery request.
    await expect(forms.getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(forms.getByText(m.privacyPolicy.retention, { exact: true })).toHaveCount(5);
    await expect(page.getByRole("region", { name: m.privacyPolicy.rightsTitle })).toContainText(
      "contacto@kamba-express.example",
    );
  }
});
