import { publicPaths } from "~/config/public-paths";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test("the home, about and contact pages carry the company's LocalBusiness data: name, address, phone, opening hours", async ({
  page,
}) => {
  for (const path of ["/?lng=pt", "/about?lng=en"]) {
    await page.goto(path);
    expect(
      (await structuredData(page)).some((data) => data["@type"] === "LocalBusiness"),
      path,
    ).toBe(true);
  }
  // Elsewhere it would only weigh on the page's first round trip.
  await page.goto("/services?lng=pt");
  expect((await structuredData(page)).some((data) => data["@type"] === "LocalBusiness")).toBe(false);
  await page.goto("/contact?lng=fr");
  const business = (await structuredData(page)).find((data) => data["@type"] === "LocalBusiness") as Record<
    string,
    unknown
  >;
  expect(business).toMatchObject({
    name: "Kamba Express",
    telephone: "+244923000000",
    address: { "@type": "PostalAddress", addressLocality: "Luanda", addressCountry: "AO" },
  });
  expect(business.openingHoursSpecification).toEqual([
    expect.objectContaining({
      opens: "08:00",
      closes: "18:00",
      dayOfWeek: expect.arrayContaining(["Monday", "Friday"]),
    }),
    expect.objectContaining({ opens: "08:00", closes: "14:00", dayOfWeek: ["Saturday"] }),
  ]);
});

test("robots.txt points to a sitemap listing every public page in three languages with alternates", async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  for (const path of publicPaths) {
    for (const language of ["pt", "en", "fr"]) {
      expect(xml).toContain(`<loc>${baseURL}${path}?lng=${language}</loc>`);
    }
  }
  expect(xml).toMatch(/<loc>[^<]+\/careers\/[0-9a-f-]{36}\?lng=pt<\/loc>/);
  const firstUrl = /<url>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? "";
  for (const hreflang of ["pt", "en", "fr", "x-default"]) expect(firstUrl).toContain(`hreflang="${hreflang}"`);
});

test("images come from the pipeline: AVIF and WebP at several widths, sized, lazy below the fold; the hero drawn in the page", async ({
  page,
  request,
}) => {
  await page.goto("/?lng=en");
  // The hero's drawing comes inside the HTML (no request to wait for), hidden from assistive technology.
  const drawing = page.getByTestId("page-hero").locator('[data-inline-artwork="hero/home"] > svg');
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveAttribute("aria-hidden", "true");
  expect(await drawing.boundingBox()).toEqual(await page.getByTestId("page-hero").boundingBox());
  await expect(page.getByTestId("page-hero").locator("img")).toHaveCount(0);
  const heroRequests = await page.evaluate(
    () => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/img/hero/")).length,
  );
  expect(heroRequests).toBe(0);
  const images = await page.locator("main img").evaluateAll((list) =>
    list.map((img) => ({
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
    })),
  );
  expect(images.length).toBeGreaterThan(20);
  for (const image of images) {
    expect(Number(image.width)).toBeGreaterThan(0);
    expect(Number(image.height)).toBeGreaterThan(0);
  }
  expect(images.filter((image) => image.loading === "eager")).toHaveLength(0);
  const avif = await request.get("/img/vehicles/moto-320.avif");
  expect(avif.headers()["content-type"]).toBe("image/avif");
  const webp = await request.get("/img/vehicles/moto-640.webp");
  expect(webp.headers()["content-type"]).toBe("image/webp");
});

test("a page reached inside the site whose drawing this page never held loads its hero from the pipeline, first", async ({
  page,
}) => {
  await page.goto("/?lng=en");
  await page.getByRole("navigation").first().getByRole("link", { name: "Drivers" }).click();
  await expect(page).toHaveURL(/\/drivers/);
  const hero = page.getByTestId("page-hero").locator("img");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(page.getByTestId("page-hero").locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /hero\/drivers-480\.avif 480w, .*hero\/drivers-1600\.avif 1600w/,
  );
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Back on the home page, whose drawing it held: drawn again, with no request.
  await page.getByRole("navigation").first().getByRole("link", { name: "Home" }).click();
  await expect(page.getByTestId("page-hero").locator('[data-inline-artwork="hero/home"] > svg')).toBeVisible();
  await expect(page.getByTestId("page-hero").locator("img")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("an image other than the hero comes after the page's text, even in the first screen", async ({ page }) => {
    // Chrome raises an image in the first screen to high on its own; Lighthouse then counts it against the largest
    // paint, which is the page's text (ADR 087).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
      if (/\/img\/avatars\//.test(request.url)) priorities.set(requestId, request.initialPriority);
    });
    cdp.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
      if (priorities.has(requestId)) priorities.set(requestId, newPriority);
    });
    await page.goto("/testimonials?lng=en");
    const avatar = page.locator('img[src*="/img/avatars/"]').first();
    await expect(avatar).toBeInViewport();
    await expect(avatar).toHaveAttribute("fetchpriority", "low");
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(priorities.size).toBeGreaterThan(0);
    expect(new Set(priorities.values())).toEqual(new Set(["Low"]));
  });
});
