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
  // The highlights' drawings come inside the page (ADR 067): the slide's picture is an image or a drawing.
  await expectSideBySide(slide.locator("img, [data-inline-artwork]").first(), slide.locator("div").last());

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

for (const width of [1366, 390]) {
  test(`at ${width} px every service tab is whole on screen: none cut off at the edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/?lng=fr");
    const tablist = page.getByRole("tablist");
    await tablist.scrollIntoViewIfNeeded();
    const tabs = await tablist.getByRole("tab").all();
    expect(tabs.length).toBeGreaterThanOrEqual(6);
    const list = (await tablist.boundingBox())!;
    for (const tab of tabs) {
      const box = (await tab.boundingBox())!;
      const name = await tab.textContent();
      expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(list.x - 0.5);
      expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(Math.min(list.x + list.width, width) + 0.5);
    }
    // Nothing to scroll sideways: all tabs are in view at once.
    expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
}

test("each client logo draws its whole wordmark inside its own picture, with any font", async ({ page }) => {
  await page.goto("/?lng=en");
  const files = await page
    .getByTestId("logo-strip")
    .locator("ul")
    .first()
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")!));
  expect(files).toHaveLength(10);
  for (const file of files) {
    const drawing = await (await page.request.get(file)).text();
    for (const font of ["Liberation Sans", "DejaVu Sans", "serif"]) {
      await page.setContent(drawing);
      const overflow = await page.evaluate((family) => {
        const svg = document.querySelector("svg")!;
        for (const text of svg.querySelectorAll("text")) text.setAttribute("font-family", family);
        const view = svg.viewBox.baseVal;
        const drawn = svg.getBBox();
        return {
          left: view.x - drawn.x,
          right: drawn.x + drawn.width - (view.x + view.width),
          top: view.y - drawn.y,
          bottom: drawn.y + drawn.height - (view.y + view.height),
        };
      }, font);
      for (const [side, beyond] of Object.entries(overflow)) {
        expect(beyond, `${file} in ${font}: ${side} edge`).toBeLessThanOrEqual(0.5);
      }
    }
  }
});

for (const width of [1366, 390]) {
  test(`with reduced motion at ${width} px the client logos stand in centred rows`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/?lng=en");
    const strip = page.getByTestId("logo-strip");
    await strip.scrollIntoViewIfNeeded();
    const rows = await strip.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const byRow = new Map<number, { left: number; right: number }>();
      for (const image of element.querySelectorAll("ul:first-child img")) {
        const box = image.getBoundingClientRect();
        const row = byRow.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity };
        byRow.set(Math.round(box.top), { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
      }
      return [...byRow.values()].map((row) => ({ before: row.left - frame.left, after: frame.right - row.right }));
    });
    expect(rows.length).toBeLessThanOrEqual(width < 640 ? 5 : 2);
    for (const row of rows) {
      expect(row.before).toBeGreaterThanOrEqual(0);
      expect(Math.abs(row.before - row.after)).toBeLessThan(2);
    }
  });
}
