import type { Locator, Page } from "@playwright/test";
import { expect, expectSectionHydrated, test, texts } from "./fixtures";

const m = texts.en;
const T0 = new Date("2025-09-01T08:00:00Z").getTime();

/** A page whose timers only move when the test says so. */
async function openWithFrozenClock(page: Page, path: string) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  await page.goto(path);
}

const currentSlide = (viewport: Locator) => viewport.locator('[role="group"]:not([inert])');

/** Drags horizontally across `target`, taking `milliseconds` of (fake) time between press and release. */
async function drag(page: Page, target: Locator, distance: number, milliseconds: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to drag");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance / 2, y, { steps: 4 });
  await page.mouse.move(x + distance, y, { steps: 4 });
  await page.clock.runFor(milliseconds);
  await page.mouse.up();
}

test("the highlights slideshow advances every 5 s, wraps, swipes past the power threshold and stops for good on a control", async ({
  page,
}) => {
  await openWithFrozenClock(page, "/?lng=en");
  const section = page.getByRole("region", { name: m.home.highlightsTitle });
  const viewport = page.getByTestId("highlights-viewport");
  await expectSectionHydrated(page, "highlights");
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "1 of 3");
  await expect(currentSlide(viewport).getByRole("heading")).toHaveText("Fast delivery");

  await page.clock.runFor(4900);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "1 of 3");
  await page.clock.runFor(100);
  await expect(currentSlide(viewport).getByRole("heading")).toHaveText("Guaranteed security");
  await page.clock.runFor(5000);
  await expect(currentSlide(viewport).getByRole("heading")).toHaveText("Professional team");
  await page.clock.runFor(5000);
  await expect(currentSlide(viewport).getByRole("heading")).toHaveText("Fast delivery");

  // 60 px over 2 s: 60 × 30 = 1 800 < 10 000, it springs back. 200 px in 0.1 s: far past it.
  await drag(page, viewport, -60, 2000);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "1 of 3");
  await drag(page, viewport, -200, 100);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "2 of 3");
  await drag(page, viewport, 200, 100);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "1 of 3");
  await drag(page, viewport, 200, 100);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "3 of 3");

  await section.getByRole("button", { name: m.slides.next }).click();
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "1 of 3");
  await expect(section.getByRole("button", { name: m.slides.play })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "1 of 3");
  await section.getByRole("button", { name: m.slides.goTo.replace("{{number}}", "3") }).click();
  await expect(currentSlide(viewport).getByRole("heading")).toHaveText("Professional team");
  await section.getByRole("button", { name: m.slides.previous }).click();
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "2 of 3");
  // The pause control starts it again.
  await section.getByRole("button", { name: m.slides.play }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(currentSlide(viewport)).toHaveAttribute("aria-label", "3 of 3");
});

/** The highlights stay on their first slide for 15 s and the logo strip has no animation. */
async function expectNothingMovesByItself(page: Page) {
  const section = page.getByRole("region", { name: texts.pt.home.highlightsTitle });
  await expectSectionHydrated(page, "highlights");
  await expect(section.getByRole("button", { name: texts.pt.slides.play })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(currentSlide(page.getByTestId("highlights-viewport"))).toHaveAttribute("aria-label", "1 de 3");
  const strip = page.getByTestId("logo-strip");
  expect(await strip.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
}

test("with reduced motion nothing advances by itself and the logo strip stands still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithFrozenClock(page, "/?lng=pt");
  await expectNothingMovesByItself(page);
  await expect(page.getByTestId("logo-strip").getByRole("img")).toHaveCount(10);
});

test("asked to save data, the page gets its smallest images and nothing moves by itself", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await context.newPage();
  await openWithFrozenClock(page, "/?lng=pt");
  // Every image one width, its smallest (the hero is a drawing inside the page: no image at all).
  const sources = await page
    .locator("main picture img")
    .evaluateAll((list) => list.map((img) => img.getAttribute("srcset")));
  expect(sources.length).toBeGreaterThan(5);
  for (const source of sources) expect(source).toMatch(/^\S+-(96|320|400)\.webp (96|320|400)w$/);
  await expectNothingMovesByItself(page);
  await context.close();
});

for (const [width, perSlide] of [
  [390, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the news carousel shows ${perSlide} card(s) per slide at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWithFrozenClock(page, "/?lng=en");
    const news = page.getByRole("region", { name: m.home.newsTitle });
    const visible = news.locator('li[data-visible="true"]');
    // Below the fold, the carousel comes to life when it nears the viewport.
    await news.scrollIntoViewIfNeeded();
    await expectSectionHydrated(page, "news");
    await expect(visible).toHaveCount(perSlide);
    // Four items: as many dots as positions.
    await expect(news.getByRole("button", { name: /^Go to slide/ })).toHaveCount(4 - perSlide + 1);
  });
}

test("the news carousel auto-advances, wraps, holds still under the pointer and while an article is open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithFrozenClock(page, "/?lng=en");
  const news = page.getByRole("region", { name: m.home.newsTitle });
  const first = news.locator('li[data-visible="true"]').first();
  await news.scrollIntoViewIfNeeded();
  await expectSectionHydrated(page, "news");
  const firstTitle = await first.getByRole("heading").textContent();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(first.getByRole("heading")).not.toHaveText(firstTitle ?? "");
  await page.clock.runFor(5000); // two positions at three per slide: back to the start
  await expect(first.getByRole("heading")).toHaveText(firstTitle ?? "");

  await news.getByTestId("news-viewport").hover();
  await page.clock.runFor(10_000);
  await expect(first.getByRole("heading")).toHaveText(firstTitle ?? "");

  // Open the first article by clicking its card; the badge, date, image and content are there.
  const readMore = first.getByRole("button", { name: /^Read more/ });
  await first.locator("article").click();
  const dialog = page.getByRole("dialog", { name: firstTitle ?? "" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("time")).toContainText("Published on");
  await expect(dialog.getByRole("img")).toHaveCount(0); // decorative image: no name, still drawn
  await expect(dialog.locator("img")).toBeVisible();
  await expect(dialog.getByText(/Logistics|Company|Announcement/).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_000);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();
  await expect(first.getByRole("heading")).toHaveText(firstTitle ?? "");

  // The X button, the Close button and the backdrop close it too.
  for (const close of ["x", "button", "backdrop"] as const) {
    await readMore.click();
    await expect(dialog).toBeVisible();
    if (close === "x") await dialog.getByRole("button", { name: m.common.close }).first().click();
    if (close === "button") await dialog.getByRole("button", { name: m.common.close }).last().click();
    if (close === "backdrop") await page.mouse.click(5, 880);
    await expect(dialog).toBeHidden();
  }
});

test("fleet popovers and service tabs on the home page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/?lng=fr");
  const f = texts.fr;
  const fleet = page.getByRole("region", { name: f.fleet.title });
  await expect(fleet.getByRole("listitem")).toHaveCount(6);

  const moto = fleet.getByRole("button", { name: "Voir les détails : Moto" });
  await moto.click();
  const motoDetails = page.getByRole("dialog", { name: "Moto" });
  await expect(motoDetails).toBeVisible();
  await expect(motoDetails).toContainText("20 kg");
  await expect(motoDetails).toContainText("35 × 40 × 35 cm");
  await expect(motoDetails).toContainText(f.fleet.idealFor);
  await expect(motoDetails.getByRole("listitem")).toHaveCount(3);
  await page.keyboard.press("Escape");
  await expect(motoDetails).toBeHidden();

  await fleet.getByRole("button", { name: "Voir les détails : Camion" }).click();
  const truck = page.getByRole("dialog", { name: "Camion" });
  await expect(truck).toContainText("500 kg");
  await expect(truck).toContainText("2000 litres");
  await truck.getByRole("button", { name: f.common.close }).click();
  await expect(truck).toBeHidden();
  await fleet.getByRole("button", { name: "Voir les détails : Fourgon" }).click();
  await expect(page.getByRole("dialog", { name: "Fourgon" })).toBeVisible();
  await page.mouse.click(5, 880); // outside
  await expect(page.getByRole("dialog", { name: "Fourgon" })).toBeHidden();

  // Service tabs: the first is selected; arrows and clicks change the panel; 'Get a Quote' goes to the quote.
  const tabs = page.getByRole("tablist");
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs.getByRole("tab")).toHaveCount(6);
  await expect(tabs.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Gestion de stock");
  await expectSectionHydrated(page, "service-tabs");
  await tabs.getByRole("tab", { name: "Distribution pharmaceutique" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Distribution pharmaceutique");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Transport de fret et logistique" })).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("Transport de fret et logistique");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tabpanel")).toContainText("Gestion de stock");
  await tabs.getByRole("tab", { name: "Distribution pharmaceutique" }).click();
  await page.getByRole("tabpanel").getByRole("link", { name: f.home.getQuote }).click();
  // Pharmaceuticals travel cold: the quote starts refrigerated.
  await expect(page).toHaveURL(/\/deliveries\?refrigerated=on$/);
  await expect(page.getByRole("checkbox", { name: f.deliveries.refrigerated })).toBeChecked();
});

test("testimonials and the client logo strip on the home page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/?lng=fr");
  const f = texts.fr;

  // Testimonials: three, rated 5, 5 and 4, and a link to all of them.
  const testimonials = page.getByRole("region", { name: f.home.testimonialsTitle });
  const ratings = testimonials.getByRole("img", { name: /^Note/ });
  await expect(ratings).toHaveCount(3);
  await expect(ratings.nth(2)).toHaveAccessibleName("Note : 4 sur 5 étoiles");

  // The logo strip: ten logos twice, scrolling, paused on hover and by its button.
  const strip = page.getByTestId("logo-strip");
  await expect(strip.locator("img")).toHaveCount(20);
  await expect(strip.getByRole("img")).toHaveCount(10);
  const playState = () => strip.evaluate((element) => element.getAnimations({ subtree: true })[0]?.playState);
  expect(await playState()).toBe("running");
  await strip.hover();
  await expect.poll(playState).toBe("paused");
  await page.mouse.move(0, 0);
  await expect.poll(playState).toBe("running");
  await page.getByRole("button", { name: f.home.pauseLogos }).click();
  await expect.poll(playState).toBe("paused");

  await page.getByRole("link", { name: f.home.allTestimonials }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
});

test("on a phone, sections below the fold download their code and come to life only when scrolled near", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/?lng=en", { waitUntil: "networkidle" });
  expect(scripts.filter((url) => /ClientLogoStrip|TestimonialGrid/.test(url))).toEqual([]);
  const pause = page.getByRole("button", { name: m.home.pauseLogos });
  const clients = page.locator('[data-hydrate-when-visible="clients"]');
  await expect(clients).not.toHaveAttribute("data-hydrated");
  await pause.scrollIntoViewIfNeeded();
  await expectSectionHydrated(page, "clients");
  expect(scripts.some((url) => /ClientLogoStrip/.test(url))).toBe(true);
});

test.describe("on a phone, the sections far below the first screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("are all rendered once the page has hydrated, and a reload returns to the same place", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const testimonials = page.getByRole("heading", { name: m.home.testimonialsTitle });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials).toBeInViewport();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(4000);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(testimonials).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(2);

    // A new visit is a new history entry: it starts at the top.
    await page.goto("about:blank");
    await page.goto("/?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link from far down opens the next page at its top, and Back returns to the same place", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const allTestimonials = page.getByRole("link", { name: m.home.allTestimonials });
    await allTestimonials.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(4000);

    await allTestimonials.click();
    await expect(page).toHaveURL(/\/testimonials/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The visitor reads a while: by then the home page's sections have their code (loaded at the tap).
    await page.waitForLoadState("networkidle");
    await page.goBack();
    await expect(page).toHaveURL(/\/\?lng=en$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await expect(allTestimonials).toBeInViewport();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("are there at once: a jump lands on them and a vehicle's details open over the page", async ({ page }) => {
      await page.goto("/?lng=en");
      const details = page.getByRole("button", { name: /Moto/ });
      await details.scrollIntoViewIfNeeded();
      await details.click();
      const moto = page.getByRole("dialog", { name: "Moto" });
      await expect(moto).toBeVisible();
      await expect(moto).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Escape");
      await expect(moto).toBeHidden();

      const clients = page.getByRole("heading", { name: m.home.clientsTitle });
      await clients.scrollIntoViewIfNeeded();
      await expect(clients).toBeInViewport();
      await expect(page.getByRole("contentinfo").getByRole("heading", { name: m.footer.quickLinks })).toBeAttached();
    });
  });
});
