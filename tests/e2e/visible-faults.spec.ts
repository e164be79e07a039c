import { expect, test, texts } from "./fixtures";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the footer e-mail wraps, if at all, only before the @", async ({ page }) => {
    await page.goto("/?lng=en");
    const link = page.getByRole("contentinfo").locator('a[href^="mailto:"]');
    await link.scrollIntoViewIfNeeded();
    // The top of each character's box: a new line may only start at the "@".
    const breaks = await link.evaluate((element) => {
      const text = element.textContent ?? "";
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? "").length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
      }
      return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! ? [text[i]] : []));
    });
    expect(breaks.every((letter) => letter === "@")).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the application form opened from a job shows its title above the sticky header", async ({ page }) => {
    const m = texts.en;
    await page.goto("/careers?lng=en");
    await page.getByRole("link", { name: "Truck driver" }).click();
    await page.getByRole("link", { name: m.jobBoard.applyNow }).click();
    const title = page.getByRole("heading", {
      name: m.jobApplication.dialogTitle.replace("{{title}}", "Truck driver"),
    });
    await expect(title).toBeVisible();
    const box = (await title.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("h1, h2, h3")?.textContent ?? "",
      { x: box.x + 5, y: box.y + box.height / 2 },
    );
    expect(onTop).toContain("Truck driver");
  });
});
