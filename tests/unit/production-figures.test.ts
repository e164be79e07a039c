import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { p75Of, verdictOf, vitalBuckets } from "~/modules/page-speed/vitals.server";
import { routePatterns } from "../../server/route-patterns";

const counts = (metric: keyof typeof vitalBuckets, values: number[]) =>
  vitalBuckets[metric].map(
    (bound, index) =>
      values.filter((value) => value <= bound && (index === 0 || value > vitalBuckets[metric][index - 1]!)).length,
  );

describe("page speed's 75th percentile from bucket counts", () => {
  it("is the bound of the bucket that holds the visit of rank ⌈0.75 n⌉", () => {
    expect(p75Of("LCP", counts("LCP", [1000, 1100, 1900, 3100]))).toBe(2000);
    expect(p75Of("LCP", counts("LCP", [2500]))).toBe(2500);
    expect(p75Of("INP", counts("INP", [150, 180, 250, 600]))).toBe(250);
    expect(p75Of("CLS", counts("CLS", [0, 0, 0, 0.3]))).toBe(0.01);
    expect(p75Of("CLS", counts("CLS", [0.05, 0.3, 0.3]))).toBe(0.3);
  });

  it("says good up to the target, poor above web.dev's threshold, and needs improvement between", () => {
    expect(verdictOf("LCP", 2500)).toBe("good");
    expect(verdictOf("LCP", 2750)).toBe("needs-improvement");
    expect(verdictOf("LCP", 4500)).toBe("poor");
    expect(verdictOf("INP", 200)).toBe("good");
    expect(verdictOf("CLS", 0.1)).toBe("good");
    expect(verdictOf("CLS", 0.3)).toBe("poor");
    expect(verdictOf("TTFB", 800)).toBe("good");
    expect(verdictOf("TTFB", 900)).toBe("needs-improvement");
  });
});

describe("the route patterns that label requests", () => {
  const page = { default: () => null };
  const routes = {
    root: { id: "root", path: "", module: page },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: page },
    "routes/careers": { id: "routes/careers", parentId: "root", path: "careers", module: page },
    "routes/careers.job": { id: "routes/careers.job", parentId: "routes/careers", path: ":jobId", module: page },
    "routes/careers.job.apply": {
      id: "routes/careers.job.apply",
      parentId: "root",
      path: "careers/:jobId/apply",
      module: { action: () => null },
    },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: page },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: page },
  } as unknown as ServerBuild["routes"];
  const patterns = routePatterns(routes);

  it("names a page by its pattern, never by its address or query", () => {
    expect(patterns.label("/")).toBe("/");
    expect(patterns.label("/careers")).toBe("/careers");
    expect(patterns.label("/careers/123e4567-e89b-12d3-a456-426614174000")).toBe("/careers/:jobId");
    expect(patterns.label("/careers/abc/apply")).toBe("/careers/:jobId/apply");
    expect(patterns.label("/careers/abc.data")).toBe("/careers/:jobId.data");
    expect(patterns.label("/_root.data")).toBe("/.data");
    expect(patterns.label("/wp-login.php")).toBe("*");
    expect(patterns.label("/assets/entry-abc123.js")).toBe("/assets/*");
    expect(patterns.label("/metrics")).toBe("/metrics");
  });

  it("lists the pages a beacon may name: pages, not the back-office nor a resource", () => {
    expect([...patterns.pages].sort()).toEqual(["*", "/", "/careers", "/careers/:jobId"]);
  });
});
