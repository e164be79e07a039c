import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";

const m = texts.en;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("the slide-in menu opens, its About submenu opens and closes, and Escape closes it", async ({ page }) => {
    await page.goto("/?lng=en");
    const opener = page.getByRole("button", { name: m.nav.openMenu });
    await opener.click();
    const menu = page.getByRole("dialog", { name: m.nav.main });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);

    const about = menu.getByRole("button", { name: m.nav.aboutMenu });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    for (const label of [m.nav.about, m.nav.careers, m.nav.contact]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await about.click();
    await expect(menu.getByRole("link", { name: m.nav.careers, exact: true })).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a link in the menu navigates and closes the menu", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.getByRole("button", { name: m.nav.openMenu }).click();
    const menu = page.getByRole("dialog", { name: m.nav.main });
    await menu.getByRole("button", { name: m.nav.aboutMenu }).click();
    await menu.getByRole("link", { name: m.nav.careers, exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.careers.heroTitle);
  });

  test("the close button closes the menu", async ({ page }) => {
    await page.goto("/drivers?lng=en");
    await page.getByRole("button", { name: m.nav.openMenu }).click();
    await page.getByRole("button", { name: m.nav.closeMenu }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test("on a desktop the About submenu opens on hover and by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?lng=en");
  const nav = page.getByRole("navigation", { name: m.nav.main });
  for (const label of [m.nav.home, m.nav.services, m.nav.drivers, m.nav.enterprise]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  const about = nav.getByRole("button", { name: m.nav.aboutMenu });
  await about.hover();
  await expect(nav.getByRole("link", { name: m.nav.careers })).toBeVisible();
  await page.mouse.move(0, 700);
  await expect(nav.getByRole("link", { name: m.nav.careers })).toBeHidden();

  await nav.getByRole("link", { name: m.nav.enterprise }).focus();
  await page.keyboard.press("Tab");
  await expect(about).toBeFocused();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: m.nav.careers })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/careers$/);
});

test("on a slow network, a second tap before the first page arrived opens the second page, with no error", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await holdTheEndOfTheNextAnswer(page);
  await page.goto("/?lng=en");
  // From here the page's code is slow too: what the first tap needs is still on its way at the second.
  let codeArrives = () => {};
  const code = new Promise<void>((resolve) => (codeArrives = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await code;
    await route.continue();
  });
  const nav = page.getByRole("navigation", { name: m.nav.main });
  await page.evaluate(() => ((window as { holdNextEnd?: boolean }).holdNextEnd = true));
  await nav.getByRole("link", { name: m.nav.services, exact: true }).click();
  await page.waitForFunction(() => (window as { heldAnswer?: string }).heldAnswer === "begun");
  await nav.getByRole("link", { name: m.nav.drivers, exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as { heldAnswer?: string }).heldAnswer)).toBe("cancelled");
  codeArrives();
  await expect(page.getByRole("heading", { level: 1, name: m.pages.drivers.heroTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/drivers$/);
});

/**
 * The next page data the site sends once `holdNextEnd` is set arrives all but its end, which a slow mobile
 * network delivers only later: here never, until the page cancels the request (as it does when another tap
 * comes first), when the browser ends it as it would an aborted download.
 */
async function holdTheEndOfTheNextAnswer(page: Page) {
  await page.addInitScript(() => {
    const state = window as { holdNextEnd?: boolean; heldAnswer?: string };
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const signal = init?.signal;
      if (!state.holdNextEnd || !url.pathname.endsWith(".data") || !response.body || !signal) return response;
      state.holdNextEnd = false;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const read = await reader.read();
          if (!read.done) {
            state.heldAnswer = "begun";
            return controller.enqueue(read.value);
          }
          await new Promise((cancelled) => signal.addEventListener("abort", cancelled, { once: true }));
          state.heldAnswer = "cancelled";
          controller.error(new DOMException("BodyStreamBuffer was aborted", "AbortError"));
        },
      });
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    };
  });
}
