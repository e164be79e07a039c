import type { Locator } from "@playwright/test";
import { expect, test, texts } from "./fixtures";

const m = texts.en;

/** The image and the text share one row: they start at the same height and sit side by side. */
async function expectSideBySide(image: Locator, text: Locator) {
  const picture = (await image.boundingBox())!;
  const words = (await text.boundingBox())!;
  expect(Math.abs(picture.y - words.y), "image and text start on one row").toBeLessThan(2);
  expect(words.x, "text to the right of the image").toBeGreaterThanOrEqual(picture.x + picture.width - 1);
  expect(picture.width, "the image fills its half").toBeGreaterThan(500);
}

test.use({ viewport: { width: 1366, height: 900 } });

test("at 1366 px the visible highlight and the selected service show image and text in one row", async ({ page }) => {
  await page.goto("/?lng=en");
  const slide = page.getByRole("region", { name: m.home.highlightsTitle }).locator('[role="group"]:not([inert])');
  await slide.scrollIntoViewIfNeeded();
  await expectSideBySide(slide.locator("img"), slide.locator("div").last());

  const panel = page.getByRole("tabpanel");
  await panel.scrollIntoViewIfNeeded();
  await expectSideBySide(panel.locator("img"), panel.locator("div").last());
});

test("a testimonial's avatar starts at the caption's left edge", async ({ page }) => {
  await page.goto("/testimonials?lng=en");
  const caption = page.locator("figcaption").first();
  await caption.scrollIntoViewIfNeeded();
  const captionBox = (await caption.boundingBox())!;
  const avatarBox = (await caption.locator("img").boundingBox())!;
  expect(Math.abs(avatarBox.x - captionBox.x)).toBeLessThan(1);
});
