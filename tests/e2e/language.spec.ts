import { expect, test, texts } from "./fixtures";

test("the switcher shows the current flag, lists all three languages on hover, and the choice survives reload", async ({
  page,
  context,
}) => {
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  const switcher = page.getByRole("button", { name: new RegExp(texts.pt.language.names.pt) });
  await expect(switcher).toBeVisible();
  const english = page.getByRole("link", { name: "English" }).first();

  await switcher.hover();
  await expect(page.getByRole("list", { name: texts.pt.language.label })).toBeVisible();
  await page.getByRole("list", { name: texts.pt.language.label }).getByRole("link", { name: "English" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.pages.services.heroTitle);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "language")?.value).toBe("en");

  // Without ?lng the stored choice decides, on this page and on others.
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.pages.services.heroTitle);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.pages.about.heroTitle);
  await expect(english).toBeAttached();
});

test("the switcher opens on keyboard focus and closes on Escape", async ({ page }) => {
  await page.goto("/?lng=fr");
  const switcher = page.getByRole("button", { name: new RegExp(texts.fr.language.names.fr) });
  await switcher.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(switcher).toBeFocused();
  await expect(switcher).toHaveAttribute("aria-expanded", "true");
  const list = page.getByRole("list", { name: texts.fr.language.label });
  await expect(list).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Português" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(switcher).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(list).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a ?lng= value that is not a supported language is ignored and not remembered", async ({ page, context }) => {
  const response = await page.goto(`/?lng=${encodeURIComponent("xx<script>alert(1)</script>")}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pt.hero.title);
  expect((await context.cookies()).find((c) => c.name === "language")).toBeUndefined();
  expect(await page.content()).not.toContain("<script>alert(1)</script>");
});

test.describe("with a French browser", () => {
  test.use({ locale: "fr-FR" });
  test("the browser language decides when nothing is stored", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.fr.pages.contact.heroTitle);
  });
});

test.describe("with a German browser", () => {
  test.use({ locale: "de-DE" });
  test("an unsupported browser language falls back to Portuguese", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  });
});
