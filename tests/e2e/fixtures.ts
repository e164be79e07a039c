import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import type { Language } from "~/i18n/languages";
import { pt, type Messages } from "~/i18n/pt";
import { publicPaths } from "~/config/public-paths";

export const texts: Record<Language, Messages> = { pt, en, fr };

type ConsoleWatch = {
  /** Addresses the test visits on purpose to get a 404: the browser logs that as an error. */
  expectNotFound: (path: string) => void;
  /** An address the test expects to answer with an error status (a refused form, a database down). */
  expectErrorStatus: (path: string, status: number) => void;
  /** Addresses the test expects to refuse a request with any 4xx status, or never to answer (network cut). */
  expectRefused: (path: string) => void;
};

/**
 * Waits, after a page has loaded, until its code has run: the code starts only once the page has
 * loaded (ADR 028), so a click right after `goto` could land before the page can answer it.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]'),
  );
}

/** Pages whose scripts a test holds back (`holdScripts`): `goto` returns once the page has loaded. */
const scriptsHeld = new WeakSet<Page>();

/**
 * Holds back every script of the site until `release()`: the page paints and loads, but its code has not
 * run, as on a slow connection between the first paint and hydration.
 */
export async function holdScripts(page: Page) {
  const held: Array<() => Promise<void>> = [];
  let released = false;
  scriptsHeld.add(page);
  await page.route(/\/assets\/.*\.js$/, (route) =>
    released ? route.continue() : held.push(() => route.continue().catch(() => undefined)),
  );
  return {
    release: async () => {
      released = true;
      scriptsHeld.delete(page);
      await Promise.all(held.splice(0).map((carryOn) => carryOn()));
      await untilHydrated(page);
    },
  };
}

/** Every test fails on a browser console error or an uncaught page error; `goto` returns once the page is hydrated. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        const html = response?.headers()["content-type"]?.startsWith("text/html");
        if (html && !scriptsHeld.has(page)) await untilHydrated(page);
        return response;
      };
    }
    await provide(page);
  },
  consoleWatch: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const expectedStatuses = new Set<string>();
      const refused = new Set<string>();
      let offline = false;
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = new URL(message.location().url || "about:blank");
        const status = /status of (\d{3})/.exec(message.text())?.[1];
        const cut = /net::ERR_/.test(message.text());
        const expected =
          (cut && refused.has(url.pathname)) ||
          // Offline the browser says the network is gone, and React Router that it could not ask the
          // server about the links on the page (its route discovery, which the next online tap repeats).
          (offline && /net::ERR_INTERNET_DISCONNECTED|^Failed to fetch manifest patches/.test(message.text())) ||
          (status !== undefined &&
            (expectedStatuses.has(`${status} ${url.pathname}`) ||
              (status.startsWith("4") && refused.has(url.pathname))));
        if (!expected) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Once a test takes the browser offline, whatever fails to load on that account is expected: a script the
      // page asked for when the network went is the test's doing, however slow the machine made that moment.
      const context = page.context();
      const setOffline = context.setOffline.bind(context);
      context.setOffline = async (gone: boolean) => {
        if (gone) offline = true;
        await setOffline(gone);
      };
      await use({
        expectNotFound: (path) => expectedStatuses.add(`404 ${path}`),
        expectErrorStatus: (path, status) => expectedStatuses.add(`${status} ${path}`),
        expectRefused: (path) => refused.add(path),
      });
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // The same rules and results in half the time: axe runs in the page itself rather than finishing
    // its run in a second, blank page. Frames of the site's own origin are still checked; a third
    // party's frame (the OpenStreetMap map) is not ours to fix.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** Waits until a section that hydrates when needed (`hydrateWhenVisible`) has run its code. */
export async function expectSectionHydrated(page: Page, id: string) {
  await expect(page.locator(`[data-hydrate-when-visible="${id}"][data-hydrated]`)).toBeAttached();
}

/** Public pages with the texts of their hero. */
const heroTitles: Record<string, (m: Messages) => string> = {
  "/": (m) => m.hero.title,
  "/services": (m) => m.pages.services.heroTitle,
  "/about": (m) => m.pages.about.heroTitle,
  "/careers": (m) => m.pages.careers.heroTitle,
  "/contact": (m) => m.pages.contact.heroTitle,
  "/enterprise": (m) => m.pages.enterprise.heroTitle,
  "/drivers": (m) => m.pages.drivers.heroTitle,
  "/testimonials": (m) => m.pages.testimonials.heroTitle,
  "/privacy": (m) => m.pages.privacy.heroTitle,
  "/deliveries": (m) => m.pages.deliveries.heroTitle,
  "/track": (m) => m.pages.track.heroTitle,
};

/** Every public page (the one list in app/config/public-paths.js) with the title its hero shows. */
export const publicPages = publicPaths.map((path) => {
  const heroTitle = heroTitles[path];
  if (!heroTitle) throw new Error(`No hero title known for the public page ${path}: add it to heroTitles`);
  return { path, heroTitle };
});

/** A label that begins with these words (a field's label, not a button that merely names it). */
export function labelStartingWith(words: string): RegExp {
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
}
