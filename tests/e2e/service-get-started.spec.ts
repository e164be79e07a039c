import { hours } from "~/config/company";
import { services } from "~/content/services";
import { expect, expectNoAxeViolations, expectSectionHydrated, test, texts } from "./fixtures";

const serviceName = (slug: string, language: "pt" | "en" | "fr") =>
  services.find((service) => service.slug === slug)!.name[language];

for (const language of ["en", "pt"] as const) {
  const m = texts[language];

  test(`'Get Started' of a delivery service opens the contact form with the service as subject (${language})`, async ({
    page,
  }) => {
    const name = serviceName("general-deliveries", language);
    await page.goto(`/services?lng=${language}`);
    await page.getByRole("button", { name: m.serviceGrid.learnMoreAbout.replace("{{service}}", name) }).click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.getByRole("link", { name: m.serviceGrid.getStarted }).click();
    await expect(page).toHaveURL(/\/contact\?service=general-deliveries#write-to-us$/);
    // The visitor lands at the form, not at the top of the page under the hero.
    await expect(page.getByRole("heading", { name: m.contactForm.title })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.getByLabel(m.contact.form.subject, { exact: true })).toHaveValue(name);
    await expectSectionHydrated(page, "contact-form");
    await expectNoAxeViolations(page);
  });

  test(`'Get Started' of a business service opens the business proposal naming the service (${language})`, async ({
    page,
  }) => {
    const name = serviceName("stock-management", language);
    await page.goto(`/services?lng=${language}`);
    await page.getByRole("button", { name: m.serviceGrid.learnMoreAbout.replace("{{service}}", name) }).click();
    await page.getByRole("dialog", { name }).getByRole("link", { name: m.serviceGrid.getStarted }).click();
    const proposal = page.getByRole("dialog", { name: m.enterpriseForm.modalTitle });
    await expect(proposal.getByLabel(m.enterpriseForm.message)).toHaveValue(
      m.serviceGrid.proposalMessage.replace("{{service}}", name),
    );
  });
}

test.describe("the contact page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("its hero leads to the form or WhatsApp, and it names the office's and the deliveries' hours (3 languages)", async ({
    page,
  }) => {
    for (const language of ["pt", "en", "fr"] as const) {
      const m = texts[language];
      await page.goto(`/contact?lng=${language}`);
      const hero = page.getByTestId("page-hero");
      await expect(hero).toContainText(hours.office[language]);
      await expect(hero.getByRole("link", { name: m.pages.contact.heroWhatsapp })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+\?text=/,
      );
      const details = page.getByRole("complementary", { name: m.contactForm.detailsTitle });
      await expect(details).toContainText(hours.officeSentence[language]);
      await expect(details).toContainText(hours.deliveriesSentence[language]);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(m.footer.hoursTitle);
      await expect(footer).toContainText(hours.deliveries[language]);
      await hero.getByRole("link", { name: m.pages.contact.heroCta }).click();
      await expect(page).toHaveURL(/#write-to-us$/);
      await expect(page.getByRole("heading", { name: m.contactForm.title })).toBeInViewport();
      if (language === "fr") await expectNoAxeViolations(page);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form reads the service from the address; an unknown one is ignored", async ({ page }) => {
    const m = texts.fr;
    await page.goto("/contact?service=biological-material&lng=fr");
    await expect(page.getByLabel(m.contact.form.subject, { exact: true })).toHaveValue(
      serviceName("biological-material", "fr"),
    );
    await page.goto("/contact?service=%3Cscript%3E&lng=fr");
    await expect(page.getByLabel(m.contact.form.subject, { exact: true })).toHaveValue("");
  });
});
