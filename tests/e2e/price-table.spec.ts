import { priceTable } from "~/content/price-list";
import { pdfTexts } from "~/features/price-list/texts";
import { formatAoa } from "~/lib/money";
import { expect, expectNoAxeViolations, expectSectionHydrated, test, texts } from "./fixtures";

const m = texts.pt;

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the price list is an HTML table on the page, with the PDF as a download and no preview", async ({ page }) => {
    await page.goto("/services?lng=pt#price-list");
    const priceList = page.getByRole("region", { name: m.priceList.title, exact: true });
    await expectSectionHydrated(page, "price-list");
    const deliveries = priceList.getByRole("table", { name: pdfTexts.deliveries.pt });
    await expect(deliveries.getByRole("columnheader")).toHaveCount(2 + priceTable.distanceBands.length);
    await expect(deliveries.getByRole("row")).toHaveCount(1 + priceTable.deliveries.length);
    const moto = deliveries.getByRole("row", { name: /^Mota / });
    await expect(moto.getByRole("cell").first()).toHaveText(formatAoa(priceTable.deliveries[0]!.prices[0], "pt"));
    const extras = priceList.getByRole("table", { name: pdfTexts.extras.pt });
    await expect(extras.getByRole("row")).toHaveCount(1 + priceTable.extras.length);
    await expect(priceList.getByRole("link", { name: new RegExp(`^${m.priceList.download}`) })).toBeVisible();
    await expect(priceList.getByRole("button", { name: m.priceList.view })).toBeHidden();
    // The wide table scrolls inside its own box: the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test.describe("on a wide screen (1366 px)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the table is shown and 'View PDF' still opens the preview", async ({ page }) => {
    await page.goto("/services?lng=pt#price-list");
    const priceList = page.getByRole("region", { name: m.priceList.title, exact: true });
    await expectSectionHydrated(page, "price-list");
    await expect(priceList.getByRole("table", { name: pdfTexts.deliveries.pt })).toBeVisible();
    await priceList.getByRole("button", { name: m.priceList.view }).click();
    const preview = page.getByRole("dialog", { name: m.priceList.dialogTitle });
    await expect(preview.locator("iframe")).toHaveAttribute("src", "/pdf/price-list-pt.pdf");
    await expectNoAxeViolations(page);
  });
});
