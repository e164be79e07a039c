/**
 * Real visitors' page speed (ADR 058), loaded after the page is idle (entry.client.tsx): web-vitals
 * measures LCP, INP, CLS and TTFB; once the page is hidden (left, closed, another tab) one beacon goes
 * to `POST /vitals` with the page's route pattern (`/careers/:jobId`, never its address or query), its
 * language and the measures: nothing else, no id.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

/** `pathname`: the address the page was loaded at (a later navigation in the page does not change it). */
export function reportVitals(pathname: string): void {
  const router = (window as { __reactRouterDataRouter?: { routes: RouteObject[] } }).__reactRouterDataRouter;
  const matches = router && matchRoutes(router.routes, pathname);
  if (!matches) return;
  const pattern = matches
    .map((match) => match.route.path ?? "")
    .filter((path) => path !== "")
    .join("/");
  const route = pattern === "*" ? "*" : `/${pattern}`;
  const language = document.documentElement.lang;
  let measures: Partial<Record<Metric["name"], number>> = {};
  const keep = (metric: Metric) => {
    measures[metric.name] = metric.name === "CLS" ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // After web-vitals' own listener (on the window, while capturing), which reports what the hiding ends.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || Object.keys(measures).length === 0) return;
    navigator.sendBeacon("/vitals", JSON.stringify({ route, language, metrics: measures }));
    measures = {};
  });
}
