import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteNode = { id: string; path?: string; index?: boolean; children: RouteNode[] };

/** Addresses the server answers before the pages' router (app.ts), each its own label. */
const SERVER_ROUTES: Array<[RegExp, string]> = [
  [/^\/assets\//, "/assets/*"],
  [/^\/(img|images)\//, "/img/*"],
  [/^\/(healthz|readyz|metrics|vitals)$/, ""],
];

/** Addresses whose label is remembered at most. */
const KNOWN_ADDRESSES = 2000;

/**
 * The site's route patterns (`/careers/:jobId`), from the build's route table: what the production
 * figures label a request with, and the pages a page-speed beacon may name (ADR 058). An address is
 * never a label: a job's id, a withdrawal token or a query would make a label per visitor.
 */
export function routePatterns(routes: ServerBuild["routes"]) {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      ...(route.path === undefined ? {} : { path: route.path }),
      ...(route.index ? { index: true } : {}),
      children: [],
    });
  }
  const top: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : top).push(node);
  }
  // React Router ranks every route again on each match: a page's label is worked out once, not per request.
  const known = new Map<string, string>();
  const patternOf = (pathname: string): string => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      // Addresses with ids (a job, a tracking number) are many: forget them all now and then.
      if (known.size >= KNOWN_ADDRESSES) known.clear();
      pattern = matchedPattern(pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };
  const matchedPattern = (pathname: string): string => {
    const matches = matchRoutes(top as RouteObject[], pathname);
    if (!matches) return "*";
    const pattern = matches
      .map((match) => match.route.path ?? "")
      .filter((path) => path !== "")
      .join("/");
    return pattern === "*" ? "*" : `/${pattern}`;
  };
  /** Every page a visitor loads (the back-office is not measured), as its pattern. */
  const pages = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route?.module || !("default" in route.module) || !route.module.default) continue;
    let pattern = "";
    for (let id: string | undefined = route.id; id; id = routes[id]?.parentId) {
      const path = routes[id]?.path;
      if (path) pattern = pattern ? `${path}/${pattern}` : path;
    }
    const full = pattern === "*" ? "*" : `/${pattern}`;
    if (!full.startsWith("/admin") && full !== "/driver/:token") pages.add(full);
  }
  return {
    pages,
    /** The label of a request for `pathname` (without its query). */
    label(pathname: string): string {
      for (const [address, label] of SERVER_ROUTES) if (address.test(pathname)) return label || pathname;
      // A page's navigation data (`/contact.data`, `/_root.data` for the home page) is labelled apart.
      if (pathname.endsWith(".data")) {
        const page = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
        return `${patternOf(page)}.data`;
      }
      return patternOf(pathname);
    },
  };
}

export type RoutePatterns = ReturnType<typeof routePatterns>;
