import type { Locator, Page } from "@playwright/test";
import { expect, test, texts } from "./fixtures";

/** Whether two boxes share a column of the screen: then some scroll position puts one over the other. */
async function shareAColumn(a: Locator, b: Locator) {
  const [first, second] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return first.x < second.x + second.width && second.x < first.x + first.width;
}

const chatButton = (page: Page) => page.getByTestId("whatsapp-button");

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

test.describe("the floating chat button on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("covers no carousel control at any scroll position: the controls stay clear of its column", async ({ page }) => {
    for (const [path, carousels] of [
      ["/careers?lng=fr", 1],
      ["/?lng=fr", 2],
      ["/about?lng=fr", 1],
    ] as const) {
      await page.goto(path);
      // The news arrive when their section comes near the screen.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      const sections = page.locator(`main [aria-roledescription="${texts.fr.slides.carousel}"]`);
      await expect(sections).toHaveCount(carousels);
      for (const carousel of await sections.all()) {
        await carousel.scrollIntoViewIfNeeded();
        const buttons = await carousel.getByRole("button").filter({ visible: true }).all();
        expect(buttons.length, path).toBeGreaterThan(2);
        for (const button of buttons) {
          expect(
            await shareAColumn(button, chatButton(page)),
            `${path}: ${await button.getAttribute("aria-label")}`,
          ).toBe(false);
        }
      }
    }
  });

  test("steps aside while the visitor types, so the message box's corner is free; the page's last line is never under it", async ({
    page,
  }) => {
    await page.goto("/contact?lng=en");
    const message = page.getByRole("textbox", { name: texts.en.contact.form.message });
    await message.scrollIntoViewIfNeeded();
    // Bring the box's bottom edge to the bottom of the screen, where the button floats.
    await message.evaluate((box) => window.scrollBy(0, box.getBoundingClientRect().bottom - window.innerHeight + 4));
    const corner = await message.evaluate((box) => {
      const { right, bottom } = box.getBoundingClientRect();
      return { x: right - 6, y: bottom - 6 };
    });
    await expect(chatButton(page)).toBeVisible();
    await message.focus();
    await page.keyboard.type("Bom dia");
    await expect(chatButton(page)).toBeHidden();
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, corner)).toBe("TEXTAREA");
    await message.blur();
    await expect(chatButton(page)).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByRole("contentinfo").getByText(texts.en.footer.rights, { exact: false });
    // The words themselves, not their paragraph's padding.
    const wordsBottom = await lastLine.evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      return range.getBoundingClientRect().bottom;
    });
    expect(wordsBottom).toBeLessThanOrEqual((await chatButton(page).boundingBox())!.y);
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
