import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdScripts, publicPages, test, texts } from "./fixtures";

const m = texts.en;

/** The smallest tap target on a phone (WCAG 2.5.5, and the site's rule). */
const minimumTarget = 44;

test.describe("on a phone, before the page's code has arrived", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("a tap on ☰ opens the menu at once, and the menu still works once the code has run", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/?lng=en");
    const opener = page.getByRole("button", { name: m.nav.openMenu });
    await opener.tap();
    const menu = page.getByRole("dialog", { name: m.nav.main });
    await expect(menu).toBeVisible();
    // The About group's links are there before its button can answer.
    await expect(menu.getByRole("link", { name: m.nav.careers, exact: true })).toBeVisible();

    await scripts.release();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: m.nav.closeMenu }).tap();
    await expect(menu).toBeHidden();
    await opener.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a tap on the job board's Filter opens its dialog at once, and the dialog still works once the code has run", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/careers?lng=en");
    const opener = page.getByRole("button", { name: m.jobBoard.filter });
    await opener.tap();
    const filters = page.getByRole("dialog", { name: m.jobBoard.filtersTitle });
    await expect(filters).toBeVisible();

    await scripts.release();
    await expect(filters).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
    await opener.tap();
    await expect(filters).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a tap on a button that needs the code is carried out when the code arrives", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/services?lng=en");
    const learnMore = page.getByRole("button", { name: m.serviceGrid.learnMoreAbout.replace("{{service}}", "") });
    await learnMore.first().tap();
    await expect(learnMore.first()).toHaveAttribute("data-tap-pending", "");

    await scripts.release();
    const details = page.getByRole("dialog");
    await expect(details).toBeVisible();
    await expect(learnMore.first()).not.toHaveAttribute("data-tap-pending", "");
    await expectNoAxeViolations(page);
  });

  test("the language chosen halfway down the page opens at the same place", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/services?lng=pt");
    await keepsPlaceAcrossLanguage(page);
  });
});

/** Scrolls to the price list, picks English in the header's switcher and expects the price list still in view. */
async function keepsPlaceAcrossLanguage(page: Page) {
  const priceList = page.locator("#price-list-title");
  await priceList.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await page.getByRole("button", { name: new RegExp(texts.pt.language.names.pt) }).click();
  await page.getByRole("list", { name: texts.pt.language.label }).getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(priceList).toHaveText(m.priceList.title);
  await expect(priceList).toBeInViewport();
}

test.describe("on a phone once the page has hydrated", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("the language chosen halfway down the page opens at the same place", async ({ page }) => {
    await page.goto("/services?lng=pt");
    await keepsPlaceAcrossLanguage(page);
  });

  test(`every link, button and field of every public page is a ${minimumTarget} px target or spaced as one`, async ({
    page,
  }) => {
    test.slow();
    await page.goto("/careers?lng=en");
    const jobPath = new URL(
      await page
        .locator('a[href^="/careers/"]')
        .first()
        .evaluate((link) => (link as HTMLAnchorElement).href),
    ).pathname;
    const failures: string[] = [];
    for (const path of [...publicPages.map((entry) => entry.path), jobPath]) {
      await page.goto(`${path}?lng=en`);
      failures.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The targets a finger may miss on a phone. A visible link, button or field must be at least 44 px in
 * both directions; a checkbox or radio button counts with its label (a tap on the label is a tap on it).
 * A link inside running text (displayed inline, in a sentence) is exempt when it is spaced as one:
 * WCAG 2.5.8's spacing rule with 44 px instead of 24, a 44 px circle centred on it overlaps no other
 * target. Hidden, inert and visually hidden (clipped) elements do not count.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    const visuallyHidden = (element: Element) => {
      const style = getComputedStyle(element);
      return style.clip !== "auto" || style.clipPath.startsWith("inset(50%");
    };
    const boxOf = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      if (!(element instanceof HTMLInputElement) || !["checkbox", "radio"].includes(element.type)) return box;
      return [...(element.labels ?? [])].reduce((union, label) => {
        const other = label.getBoundingClientRect();
        const left = Math.min(union.left, other.left);
        const top = Math.min(union.top, other.top);
        return new DOMRect(
          left,
          top,
          Math.max(union.right, other.right) - left,
          Math.max(union.bottom, other.bottom) - top,
        );
      }, box);
    };
    const targets = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]"))
      .filter((element) => !(element instanceof HTMLInputElement && element.type === "hidden"))
      .filter((element) => !visuallyHidden(element))
      .map((element) => ({ element, box: boxOf(element) }))
      // Off the page to the left: a trap for robots (the forms' honeypot), no one can tap it.
      .filter(({ box }) => box.right > 0);
    const inRunningText = (element: HTMLElement) =>
      getComputedStyle(element).display === "inline" &&
      (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    const near = (box: DOMRect, other: DOMRect) => {
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const dx = Math.max(other.left - x, 0, x - other.right);
      const dy = Math.max(other.top - y, 0, y - other.bottom);
      return Math.hypot(dx, dy) < size / 2;
    };
    const spaced = (element: HTMLElement, box: DOMRect) =>
      !targets.some(
        (other) =>
          other.element !== element &&
          !other.element.contains(element) &&
          !element.contains(other.element) &&
          near(box, other.box),
      );
    return targets
      .filter(({ box }) => box.width < size || box.height < size)
      .filter(({ element, box }) => !(inRunningText(element) && spaced(element, box)))
      .map(({ element, box }) => {
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, minimumTarget);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 }, hasTouch: true });

  test("☰ opens the menu with all its links, and the language button opens the languages", async ({ page }) => {
    await page.goto("/drivers?lng=en");
    await page.getByRole("button", { name: m.nav.openMenu }).tap();
    const menu = page.getByRole("dialog", { name: m.nav.main });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: m.nav.contact, exact: true })).toBeVisible();
    await menu.getByRole("button", { name: m.nav.closeMenu }).tap();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: new RegExp(m.language.names.en) }).tap();
    const languages = page.getByRole("list", { name: m.language.label });
    await expect(languages).toBeVisible();
    await languages.getByRole("link", { name: "Français" }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test("on a desktop, a click on a menu that hovering opened keeps it open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?lng=en");
  const nav = page.getByRole("navigation", { name: m.nav.main });
  const about = nav.getByRole("button", { name: m.nav.aboutMenu });
  await about.hover();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(0, 700);
  await expect(nav.getByRole("link", { name: m.nav.careers })).toBeVisible();

  const switcher = page.getByRole("button", { name: new RegExp(m.language.names.en) });
  await switcher.click();
  await expect(switcher).toHaveAttribute("aria-expanded", "true");
  await expect(about).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("list", { name: m.language.label })).toBeVisible();
  await page.mouse.click(10, 700);
  await expect(switcher).toHaveAttribute("aria-expanded", "false");
});
