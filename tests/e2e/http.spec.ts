import { expect, test } from "@playwright/test";

test("pages carry security headers with a fresh CSP nonce that every script that runs uses", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/?lng=pt");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce ?? "");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();

    const html = await response.text();
    // An empty script runs nothing (React Router's context stays so, its data sent apart: ADR 087).
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((match) => match[2] !== "")
      .map((match) => match[1] ?? "");
    // A JSON-LD block is data the browser never runs: the CSP does not apply to it (ADR 086).
    const dataBlocks = scripts.filter((attributes) => attributes.includes('type="application/ld+json"'));
    const running = scripts.filter((attributes) => !dataBlocks.includes(attributes));
    expect(running.length).toBeGreaterThan(0);
    expect(dataBlocks.length).toBeGreaterThan(0);
    for (const attributes of running) expect(attributes).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("hashed assets and a page's code are cached for a year as immutable, and responses are compressed", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The page's code and data come apart from it, at an address naming their content (ADR 087).
  const pageCode = /import\("(\/\?page-code=[\w-]+)"/.exec(html)?.[1];
  expect(pageCode).toBeTruthy();
  const code = await request.get(pageCode ?? "", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
  expect(code.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Brotli once its copy is made, a moment after the page is kept; gzip until then.
  expect(["br", "gzip"]).toContain(code.headers()["content-encoding"]);
  const asset = /\/assets\/[^"]+\.js/.exec(await code.text())?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  // Browsers list gzip first at the same weight; they get the smaller Brotli copy.
  const browserLike = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
  expect(browserLike.headers()["content-encoding"]).toBe("br");
  expect(Number(browserLike.headers()["content-length"])).toBeLessThan(Number(response.headers()["content-length"]));
  expect(await browserLike.text()).toBe(await response.text());
  const refused = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
  expect(refused.headers()["content-encoding"]).toBe("gzip");
});

test("the stylesheet comes first, the hero, the home's highlights and the icon are drawn in the page: no hydration code is asked for before the page has loaded and painted", async ({
  page,
  request,
}) => {
  for (const [path, drawing] of [
    ["/", "hero/home"],
    ["/enterprise", "hero/enterprise"],
    ["/contact", "hero/contact"],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<link rel="modulepreload"');
    expect(html, path).toContain(`<div data-inline-artwork="${drawing}"`);
    if (path === "/") {
      for (const highlight of ["fast-delivery", "guaranteed-security", "professional-team"]) {
        expect(html).toContain(`<div data-inline-artwork="highlights/${highlight}"`);
      }
    }

    await page.goto(path);
    // A resource is listed once it has arrived: wait for the hydration code and the route modules.
    await page.waitForFunction(() => {
      const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return scripts.length > 3 && scripts.some((entry) => entry.name.includes("/assets/entry.client"));
    });
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        load: navigation!.loadEventStart,
        scripts: resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        drawingRequests: resources.filter((entry) => /\/img\/(hero|highlights)\//.test(entry.name)).length,
        iconRequests: resources.filter((entry) => /\/favicon\.(svg|ico)$/.test(entry.name)).length,
      };
    });
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.load);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    expect(timing.drawingRequests, path).toBe(0);
    // The icon is inside the page too: nothing else is asked for before the first paint.
    expect(html, path).toMatch(/<link [^>]*rel="icon" href="data:image\/svg\+xml,/);
    expect(timing.iconRequests, path).toBe(0);
  }
});

test("health and readiness answer for load balancers", async ({ request }) => {
  expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
  expect(await (await request.get("/readyz")).json()).toEqual({ status: "ready", database: "pglite" });
});

test("robots.txt is served as text and keeps the back-office out of indexes", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toContain("Disallow: /admin");
});

test("?lng= is remembered in the language cookie and the page says it varies by language inputs", async ({
  request,
}) => {
  const response = await request.get("/about?lng=fr");
  expect(response.headers()["set-cookie"]).toMatch(/^language=fr; Path=\/; Max-Age=31536000; SameSite=Lax/);
  expect(response.headers()["vary"]).toMatch(/Cookie/);
  expect(await response.text()).toContain('<html lang="fr"');
});
