import type { Page } from "@playwright/test";
import { languages } from "~/i18n/languages";
import { formatAoa } from "~/lib/money";
import { roadDistanceKm } from "~/modules/deliveries/distance";
import { searchPlaces } from "~/modules/deliveries/places";
import { quoteDelivery } from "~/modules/deliveries/pricing";
import { seedPrices } from "~/modules/price-list/seed-prices";
import { pdfTexts } from "~/modules/price-list/texts";
import { expect, expectNoAxeViolations, expectSectionHydrated, test, texts } from "./fixtures";

const place = (name: string) => searchPlaces(name).find((found) => found.name === name)!;

/** The price the page must show, from the same function and places the server uses. */
function expectedTotal(from: string, to: string, vehicle: "moto" | "van", refrigerated: boolean, pickupAt: Date) {
  const distanceKm = roadDistanceKm(place(from), place(to));
  return quoteDelivery(seedPrices.table, { vehicle, distanceKm, refrigerated, pickupAt })!.total;
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
        // The browser tests run on the seed's example prices (a table saved in them takes effect on a day to come).
        await expect(page.getByText(pdfTexts.placeholder[language])).toHaveCount(1);
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

const motorbikeIn = { pt: "Mota", en: "Motorbike", fr: "Moto" } as const;

/** Opens the quote page with its form's code running (it loads at the first tap on the form). */
async function openQuote(page: Page, language: (typeof languages)[number]) {
  await page.goto(`/deliveries?lng=${language}`);
  await page.getByLabel(texts[language].deliveries.from, { exact: true }).click();
  await expectSectionHydrated(page, "delivery-quote");
}

test.describe("the delivery quote with JavaScript, as the visitor chooses", () => {
  test.use({ hasTouch: true });

  for (const language of languages) {
    test(`lists the places as the visitor types and shows the estimate before the form is sent, in ${language}`, async ({
      page,
    }) => {
      const m = texts[language];
      await openQuote(page, language);
      // The pickup by keyboard: part of a name, the arrow to the place, Enter.
      const from = page.getByRole("combobox", { name: m.deliveries.from, exact: true });
      await from.pressSequentially("tal");
      const list = page.getByRole("listbox", { name: m.deliveries.placesFound });
      await expect(list.getByRole("option", { name: "Talatona, Luanda" })).toBeVisible();
      await expect(from).toHaveAttribute("aria-expanded", "true");
      await expect(from).toHaveValue("tal");
      await from.press("ArrowDown");
      const talatona = list.getByRole("option", { name: "Talatona, Luanda" });
      await expect(talatona).toHaveAttribute("aria-selected", "true");
      await expect(from).toHaveAttribute("aria-activedescendant", (await talatona.getAttribute("id"))!);
      await from.press("Enter");
      await expect(from).toHaveValue("Talatona, Luanda");
      await expect(from).toHaveAttribute("aria-expanded", "false");
      // Enter chose the place and sent nothing.
      await expect(page.getByTestId("quote-total")).toHaveCount(0);
      // The destination by a tap on the list.
      const to = page.getByRole("combobox", { name: m.deliveries.to, exact: true });
      await to.tap();
      await to.pressSequentially("vian");
      await page.getByRole("option", { name: "Viana, Luanda" }).tap();
      await expect(to).toHaveValue("Viana, Luanda");
      await expect(page.getByRole("listbox")).toBeHidden();
      // No vehicle yet, no estimate; a vehicle, and the estimate shows, unsent.
      await expect(page.getByTestId("live-total")).toHaveCount(0);
      await page.getByRole("radio", { name: new RegExp(`^${motorbikeIn[language]}\\b`) }).check();
      const total = formatAoa(expectedTotal("Talatona", "Viana", "moto", false, new Date()), language);
      await expect(page.getByTestId("live-total")).toHaveText(total);
      await expect(page.getByTestId("live-estimate")).toContainText(m.deliveries.liveNote);
      await expect(page.getByTestId("live-estimate")).toHaveAttribute("aria-live", "polite");
      await expect(page).toHaveURL(/\/deliveries\?lng=/);
      // The server's answer to the same choices gives the same total (and the estimate steps aside).
      await page.getByRole("button", { name: m.deliveries.submit }).click();
      await expect(page.getByTestId("quote-total")).toHaveText(total);
      await expect(page.getByTestId("live-total")).toHaveCount(0);
      // A refrigerated van at night, another day: the estimate follows each choice, as the server prices it.
      await page.getByRole("radio", { name: m.deliveries.later }).check();
      await page.getByLabel(m.deliveries.day, { exact: true }).fill("2099-12-31");
      await page.getByLabel(m.deliveries.time, { exact: true }).fill("22:30");
      await page.getByRole("checkbox", { name: m.deliveries.refrigerated }).check();
      const van = { pt: "Carrinha", en: "Van", fr: "Fourgon" }[language];
      await page.getByRole("radio", { name: new RegExp(`^${van}\\b`) }).check();
      const night = expectedTotal("Talatona", "Viana", "van", true, new Date("2099-12-31T22:30:00+01:00"));
      await expect(page.getByTestId("live-total")).toHaveText(formatAoa(night, language));
      await page.getByRole("button", { name: m.deliveries.submit }).click();
      await expect(page.getByTestId("quote-total")).toHaveText(formatAoa(night, language));
    });
  }

  test("keeps what the visitor typed, drops the estimate when a place is typed over, and has no axe violation with the list open", async ({
    page,
  }) => {
    const m = texts.pt;
    await page.goto("/deliveries?lng=pt&from=talatona-luanda&to=viana-luanda&vehicle=moto");
    await expect(page.getByTestId("quote-total")).toBeVisible();
    await page.getByLabel(m.deliveries.to, { exact: true }).click();
    await expectSectionHydrated(page, "delivery-quote");
    // The server's quote is on the page: another vehicle, and the estimate shows the new price at once.
    await page.getByRole("radio", { name: /^Carrinha\b/ }).check();
    const van = formatAoa(expectedTotal("Talatona", "Viana", "van", false, new Date()), "pt");
    await expect(page.getByTestId("live-total")).toHaveText(van);
    const to = page.getByRole("combobox", { name: m.deliveries.to, exact: true });
    await to.fill("");
    await to.pressSequentially("sa");
    const list = page.getByRole("listbox", { name: m.deliveries.placesFound });
    await expect(list).toBeVisible();
    await expect(page.getByTestId("live-total")).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Arrows wrap around; Escape closes the list and leaves the text as typed.
    await to.press("ArrowUp");
    await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await to.press("Escape");
    await expect(to).toHaveAttribute("aria-expanded", "false");
    await expect(to).not.toHaveAttribute("aria-activedescendant");
    await expect(to).toHaveValue("sa");
    // Sent as typed, the server asks which place, as without JavaScript.
    await page.getByRole("button", { name: m.deliveries.submit }).click();
    await expect(page.getByText(m.deliveries.choose)).toBeVisible();
  });
});

test.describe("use my location", () => {
  const talatona = place("Talatona");

  test.describe("allowed", () => {
    test.use({
      permissions: ["geolocation"],
      geolocation: { latitude: talatona.latitude + 0.002, longitude: talatona.longitude - 0.001 },
    });

    for (const language of languages) {
      test(`fills the pickup with the nearest place, in ${language}`, async ({ page }) => {
        const m = texts[language];
        await openQuote(page, language);
        await page.getByRole("button", { name: m.deliveries.useMyLocation }).click();
        await expect(page.getByLabel(m.deliveries.from, { exact: true })).toHaveValue("Talatona, Luanda");
        await expect(page.getByRole("status").filter({ hasText: "Talatona, Luanda" })).toHaveText(
          m.deliveries.locationFound.replace("{{place}}", "Talatona, Luanda"),
        );
        // The position counts as a chosen place: the estimate follows.
        await page.getByLabel(m.deliveries.to, { exact: true }).pressSequentially("vian");
        await page.getByRole("option", { name: "Viana, Luanda" }).click();
        await page.getByRole("radio", { name: new RegExp(`^${motorbikeIn[language]}\\b`) }).check();
        const total = formatAoa(expectedTotal("Talatona", "Viana", "moto", false, new Date()), language);
        await expect(page.getByTestId("live-total")).toHaveText(total);
      });
    }
  });

  test("refused: says so politely and changes nothing", async ({ page, context }) => {
    const m = texts.pt;
    await context.clearPermissions();
    await openQuote(page, "pt");
    const from = page.getByLabel(m.deliveries.from, { exact: true });
    await from.fill("viana");
    await page.getByRole("button", { name: m.deliveries.useMyLocation }).click();
    await expect(page.getByText(m.deliveries.locationRefused)).toBeVisible();
    await expect(from).toHaveValue("viana");
  });
});

test("without JavaScript the place fields are plain text fields, with no location button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/deliveries?lng=pt");
  await expect(page.getByRole("textbox", { name: texts.pt.deliveries.from, exact: true })).toBeVisible();
  await expect(page.getByRole("combobox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: texts.pt.deliveries.useMyLocation })).toHaveCount(0);
  await context.close();
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
