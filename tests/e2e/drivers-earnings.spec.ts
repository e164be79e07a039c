import { driverTerms } from "~/content/driver-terms";
import { vehicles } from "~/content/vehicles";
import { languages, type Language } from "~/i18n/languages";
import { formatAoa } from "~/lib/money";
import { expect, test, texts } from "./fixtures";

const terms = (vehicle: string) => driverTerms.vehicles.find((candidate) => candidate.vehicle === vehicle)!;
const label = (vehicle: string, language: Language) => vehicles.find((v) => v.type === vehicle)!.label[language];
const weekly = (vehicle: string, hours: number, language: Language) =>
  texts[language].driversPage.earningsWeekly.replace(
    "{{amount}}",
    formatAoa(hours * terms(vehicle).hourlyEarningsAoa, language),
  );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("drivers read what their vehicle needs, the documents, and an estimate marked as examples (3 languages)", async ({
    page,
  }) => {
    for (const language of languages) {
      const m = texts[language];
      await page.goto(`/drivers?lng=${language}`);
      const requirements = page.getByRole("region", { name: m.driversPage.requirementsTitle });
      for (const vehicle of driverTerms.vehicles) {
        const card = requirements.getByRole("listitem").filter({
          has: page.getByRole("heading", { name: label(vehicle.vehicle, language), exact: true }),
        });
        await expect(card.getByRole("listitem")).toHaveText([...vehicle.requirements[language]]);
      }
      await expect(requirements).toContainText(m.driversPage.documentsTitle);
      for (const document of driverTerms.documents[language]) await expect(requirements).toContainText(document);

      // The estimate: a GET form that answers on the page itself, in the page's language.
      const estimate = page.getByRole("region", { name: m.driversPage.earningsTitle });
      const { default: hours } = driverTerms.hoursPerWeek;
      const first = driverTerms.vehicles[0]!.vehicle;
      await expect(estimate.getByRole("status")).toContainText(weekly(first, hours, language));
      await expect(estimate).toContainText(m.driversPage.earningsExamples);
      await estimate.getByLabel(m.driversPage.earningsVehicle).selectOption("truck");
      await estimate.getByRole("button", { name: m.driversPage.earningsCalculate }).click();
      await expect(page).toHaveURL(/[?&]vehicle=truck&hours=\d+#earnings$/);
      await expect(estimate.getByRole("status")).toContainText(weekly("truck", hours, language));
    }
    // Any value in the address is read as a choice of the form, never an error.
    const result = page.getByRole("region", { name: texts.en.driversPage.earningsTitle }).getByRole("status");
    await page.goto("/drivers?lng=en&vehicle=van&hours=35");
    await expect(result).toContainText(weekly("van", 35, "en"));
    await page.goto("/drivers?lng=en&vehicle=%3Cb%3E&hours=-1");
    await expect(result).toContainText(weekly(driverTerms.vehicles[0]!.vehicle, 20, "en"));
  });

  test("the vehicle cards tell drivers what each vehicle needs, not what customers get (3 languages)", async ({
    page,
  }) => {
    for (const language of languages) {
      const m = texts[language];
      await page.goto(`/drivers?lng=${language}`);
      const truck = vehicles.find((vehicle) => vehicle.type === "truck")!;
      await page.getByRole("button", { name: m.fleet.details.replace("{{vehicle}}", truck.label[language]) }).click();
      const details = page.locator("#driver-vehicles-truck");
      await expect(details).toBeVisible();
      await expect(details.getByRole("heading", { name: m.fleet.requirements })).toBeVisible();
      await expect(details.getByRole("listitem")).toHaveText([...terms("truck").requirements[language]]);
      for (const feature of truck.features[language]) await expect(details).not.toContainText(feature);
      await expect(details).not.toContainText(m.fleet.idealFor);
    }
  });
});

test("the estimate follows the slider and the vehicle without leaving the place on the page", async ({ page }) => {
  const m = texts.pt;
  await page.goto("/drivers?lng=pt");
  const estimate = page.getByRole("region", { name: m.driversPage.earningsTitle });
  await estimate.scrollIntoViewIfNeeded();
  await estimate.getByLabel(m.driversPage.earningsVehicle).selectOption("van");
  await expect(estimate.getByRole("status")).toContainText(weekly("van", 20, "pt"));
  const slider = estimate.getByRole("slider");
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(estimate.getByRole("status")).toContainText(weekly("van", 25, "pt"));
  await expect(slider).toHaveAttribute("aria-valuetext", m.driversPage.earningsHours.replace("{{hours}}", "25"));
  await expect(estimate).toBeInViewport();
  // Axe checks /drivers in every language in pages.spec.ts.
});
