import type { Page } from "@playwright/test";
import { languages } from "~/i18n/languages";
import { formatAoa } from "~/lib/money";
import { roadDistanceKm } from "~/modules/deliveries/distance";
import { searchPlaces } from "~/modules/deliveries/places";
import { quoteDelivery } from "~/modules/deliveries/pricing";
import { deliveryTariff } from "~/modules/deliveries/tariff";
import { priceTable } from "~/content/price-list";
import { pdfTexts } from "~/modules/price-list/texts";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";

const place = (name: string) => searchPlaces(name).find((found) => found.name === name)!;

/** The price the page must show, from the same function and places the server uses. */
function expectedTotal(from: string, to: string, vehicle: "moto" | "van", refrigerated: boolean, pickupAt: Date) {
  const distanceKm = roadDistanceKm(place(from), place(to));
  return quoteDelivery(deliveryTariff, { vehicle, distanceKm, refrigerated, pickupAt })!.total;
}

async function askQuote(page: Page, m: (typeof texts)["pt"], values: { from: string; to: string; vehicle?: string }) {
  await page.getByLabel(m.deliveries.from, { exact: true }).fill(values.from);
  await page.getByLabel(m.deliveries.to, { exact: true }).fill(values.to);
  if (values.vehicle) await page.getByRole("radio", { name: new RegExp(`^${values.vehicle}\\b`) }).check();
  await page.getByRole("button", { name: m.deliveries.submit }).click();
}

for (const javaScript of [false, true]) {
  test.describe(`the delivery quote ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const language of languages) {
      test(`prices a delivery from two places and a vehicle, in ${language}`, async ({ page }) => {
        const m = texts[language];
        await page.goto(`/deliveries?lng=${language}`);
        await askQuote(page, m, { from: "viana", to: "TALATONA" });
        // No vehicle chosen yet: the places are understood, the vehicle is asked for.
        await expect(page.getByText(m.deliveries.vehicleRequired)).toBeVisible();
        await expect(page.getByLabel(m.deliveries.from, { exact: true })).toHaveValue("Viana, Luanda");
        const motorbike = { pt: "Mota", en: "Motorbike", fr: "Moto" }[language];
        await page.getByRole("radio", { name: new RegExp(`^${motorbike}\\b`) }).check();
        await page.getByRole("button", { name: m.deliveries.submit }).click();
        const total = expectedTotal("Viana", "Talatona", "moto", false, new Date());
        await expect(page.getByTestId("quote-total")).toHaveText(formatAoa(total, language));
        await expect(page.getByRole("heading", { name: m.deliveries.priceTitle })).toBeVisible();
        await expect(page.getByText(m.deliveries.estimateNote)).toBeVisible();
        // The seed's example prices say so on every quote, as on the price list, until staff set real ones.
        await expect(page.getByText(pdfTexts.placeholder[language])).toHaveCount(priceTable.placeholder ? 1 : 0);
        // axe runs in the page: with JavaScript only (every public page's run is in pages.spec.ts).
        if (javaScript) await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("the delivery quote, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const m = texts.pt;

  test("asks which place when a name fits several, and prices a refrigerated van at night beyond 30 km", async ({
    page,
  }) => {
    await page.goto("/deliveries?lng=pt");
    await askQuote(page, m, { from: "sa", to: "Benguela", vehicle: "Carrinha" });
    await expect(page.getByText(m.deliveries.choose)).toBeVisible();
    await page.getByRole("button", { name: "Samba, Luanda" }).click();
    await expect(page.getByLabel(m.deliveries.from, { exact: true })).toHaveValue("Samba, Luanda");
    await page.getByRole("radio", { name: m.deliveries.later }).check();
    await page.getByLabel(m.deliveries.day, { exact: true }).fill("2099-12-31");
    await page.getByLabel(m.deliveries.time, { exact: true }).fill("22:30");
    await page.getByRole("checkbox", { name: m.deliveries.refrigerated }).check();
    await page.getByRole("button", { name: m.deliveries.submit }).click();
    const total = expectedTotal("Samba", "Benguela", "van", true, new Date("2099-12-31T22:30:00+01:00"));
    await expect(page.getByTestId("quote-total")).toHaveText(formatAoa(total, "pt"));
    await expect(page.getByText(/além dos 30 km/)).toBeVisible();
    await expect(page.getByText(/Entrega noturna \(20:00–06:00\)/)).toBeVisible();
  });

  test("explains a place it does not know, a time that has passed, and never answers 5xx to nasty input", async ({
    page,
  }) => {
    await page.goto("/deliveries?lng=pt&from=zzqx&to=Viana&vehicle=moto&when=later&day=2020-01-01&time=10:00");
    await expect(page.getByText("Não encontrámos «zzqx»", { exact: false })).toBeVisible();
    await expect(page.getByText(m.deliveries.whenPast)).toBeVisible();
    await expect(page.getByTestId("quote-total")).toHaveCount(0);
    for (const nasty of [
      "'; drop table places; --",
      "<script>alert(1)</script>",
      "Viana\u202e\u0000",
      "x".repeat(5000),
      "%F0%9F%98%80",
    ]) {
      const query = new URLSearchParams({
        from: nasty,
        to: nasty,
        vehicle: "plane",
        when: "later",
        day: "2026-02-30",
        time: "99:99",
      });
      const response = await page.goto(`/deliveries?lng=pt&${query}`);
      expect(response!.status(), nasty.slice(0, 20)).toBe(200);
      await expect(page.getByTestId("quote-total")).toHaveCount(0);
      await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
    }
  });
});

test("the header and the price list lead to the quote", async ({ page }) => {
  const m = texts.pt;
  await page.goto("/services?lng=pt");
  await page.getByRole("navigation", { name: m.nav.main }).getByRole("link", { name: m.nav.deliveries }).click();
  await expect(page).toHaveURL(/\/deliveries/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.deliveries.heroTitle);
  await page.goto("/services?lng=pt");
  await page.getByRole("link", { name: m.priceList.quote }).click();
  await expect(page).toHaveURL(/\/deliveries/);
});
