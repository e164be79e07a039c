import { seedPrices } from "~/modules/price-list/seed-prices";
import { bandLabels } from "~/modules/price-list/price-table";
import { pdfTexts, serviceLabels } from "~/modules/price-list/texts";

const priceTable = seedPrices.table;
import { formatAoa } from "~/lib/money";
import { vehicles } from "~/content/vehicles";
import { languages } from "~/i18n/languages";
import { expect, expectNoAxeViolations, expectSectionHydrated, test, texts } from "./fixtures";

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the prices fit the phone: a card per vehicle, nothing cut or scrolling sideways, in three languages", async ({
    page,
  }) => {
    for (const language of languages) {
      const m = texts[language];
      await page.goto(`/services?lng=${language}#price-list`);
      const priceList = page.getByRole("region", { name: m.priceList.title, exact: true });
      await expectSectionHydrated(page, "price-list");
      // The five-column table is for wide screens; a phone gets a card per vehicle with its prices.
      await expect(priceList.getByRole("table", { name: pdfTexts.deliveries[language] })).toBeHidden();
      const cards = priceList.getByRole("region", { name: pdfTexts.deliveries[language] }).getByRole("listitem");
      await expect(cards).toHaveCount(priceTable.deliveries.length);
      const moto = cards.filter({ has: page.getByRole("heading", { name: vehicles[0]!.label[language] }) });
      await expect(moto.getByRole("definition")).toHaveText([
        ...priceTable.deliveries[0]!.prices.map((price) => formatAoa(price, language)),
        formatAoa(priceTable.deliveries[0]!.extraKm, language),
      ]);
      await expect(moto.getByRole("term").first()).toHaveText(bandLabels(priceTable.bandLimitsKm, language)[0]!);
      const extras = priceList.getByRole("table", { name: pdfTexts.extras[language] });
      await expect(extras.getByRole("row")).toHaveCount(1 + Object.keys(serviceLabels).length);
      await expect(priceList.getByRole("link", { name: new RegExp(`^${m.priceList.download}`) })).toBeVisible();
      await expect(priceList.getByRole("button", { name: m.priceList.view })).toBeHidden();
      // Nothing in the prices is wider than its box, and the page does not scroll sideways.
      const cut = await page
        .getByTestId("price-tables")
        .evaluate((tables) =>
          [tables, ...tables.querySelectorAll("*")]
            .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
            .map((element) => `${element.tagName} ${element.scrollWidth}>${element.clientWidth}`),
        );
      expect(cut, language).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (language === "pt") await expectNoAxeViolations(page);
    }
  });
});

test.describe("on a wide screen (1366 px)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the table is shown and 'View PDF' still opens the preview", async ({ page }) => {
    const m = texts.pt;
    await page.goto("/services?lng=pt#price-list");
    const priceList = page.getByRole("region", { name: m.priceList.title, exact: true });
    await expectSectionHydrated(page, "price-list");
    const deliveries = priceList.getByRole("table", { name: pdfTexts.deliveries.pt });
    await expect(deliveries.getByRole("columnheader")).toHaveCount(2 + priceTable.bandLimitsKm.length);
    await expect(deliveries.getByRole("row")).toHaveCount(1 + priceTable.deliveries.length);
    const moto = deliveries.getByRole("row", { name: /^Mota / });
    await expect(moto.getByRole("cell").first()).toHaveText(formatAoa(priceTable.deliveries[0]!.prices[0]!, "pt"));
    await expect(page.getByTestId("price-cards")).toBeHidden();
    await priceList.getByRole("button", { name: m.priceList.view }).click();
    const preview = page.getByRole("dialog", { name: m.priceList.dialogTitle });
    // The address names the table it shows, so no cache keeps an earlier table's PDF.
    await expect(preview.locator("iframe")).toHaveAttribute("src", /^\/pdf\/price-list-pt\.pdf\?v=[0-9a-f]{12}$/);
    await expectNoAxeViolations(page);
  });
});
