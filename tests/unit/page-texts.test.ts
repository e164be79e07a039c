import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messages, messagesFor } from "~/i18n/messages.server";
import { pageKindOf, pageTexts, shellTexts, type PageKind } from "~/i18n/page-texts";
import { pt } from "~/i18n/pt";

const APP = path.resolve(import.meta.dirname, "../../app");
const groups = Object.keys(pt);
/**
 * Where code names a group: a key (a string or template that starts with a group's name and a dot),
 * or a `meta` function reading the root's texts (`rootMessages(…)?.notFound`, `messages.jobBoard`).
 * `metaFor(…)` reads `pages`.
 */
const GROUP_USES = [
  new RegExp(`["'\`](${groups.join("|")})\\.[A-Za-z_$]`, "g"),
  new RegExp(`(?:rootMessages\\([^)]*\\)|\\bmessages)\\??\\.(${groups.join("|")})\\b`, "g"),
];
const META_FOR = /\bmetaFor\(["']/;
/** The helper behind `metaFor` reads `pages` for its callers: they are the ones counted. */
const SEO_HELPERS = path.join(APP, "lib", "seo.ts");
const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(specifier: string, from: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => base + ending).find(existsSync) ?? null;
}

/** The browser-side modules a module brings, itself included (the catalogues and server code aside). */
function modulesOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, fromStatic, fromDynamic] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const found = resolve((fromStatic ?? fromDynamic)!, file);
    if (found && !found.endsWith(".server.ts") && !found.includes(`${path.sep}i18n${path.sep}`)) {
      modulesOf(found, seen);
    }
  }
  return seen;
}

function groupsUsedBy(file: string): Set<string> {
  const used = new Set<string>();
  for (const module of modulesOf(file)) {
    const code = readFileSync(module, "utf8");
    const patterns = module === SEO_HELPERS ? GROUP_USES.slice(0, 1) : GROUP_USES;
    for (const pattern of patterns) for (const [, group] of code.matchAll(pattern)) used.add(group!);
    if (META_FOR.test(code)) used.add("pages");
  }
  return used;
}

/** An address each route module answers (the back-office's all start with /admin). */
const routeAddresses: Record<string, string> = {
  "home.tsx": "/",
  "services.tsx": "/services",
  "about.tsx": "/about",
  "careers.tsx": "/careers",
  "careers._index.tsx": "/careers",
  "careers.job.tsx": "/careers/7",
  "careers.job.apply.ts": "/careers/7/apply",
  "contact.tsx": "/contact",
  "enterprise.tsx": "/enterprise",
  "drivers.tsx": "/drivers",
  "testimonials.tsx": "/testimonials",
  "privacy.tsx": "/privacy",
  "deliveries.tsx": "/deliveries",
  "deliveries.places.ts": "/deliveries/places",
  "track.tsx": "/track",
  "track.events.ts": "/track/events",
  "driver.tsx": "/driver/a-token",
  "driver.position.ts": "/driver/a-token/position",
  "withdraw.tsx": "/withdraw/a-token",
  "not-found.tsx": "/nowhere",
  "price-list-pdf.ts": "/pdf/price-list-pt.pdf",
  "media.news.ts": "/media/news/a.webp",
  "sitemap.ts": "/sitemap.xml",
  "robots.ts": "/robots.txt",
};
const addressOf = (file: string) => (file.startsWith("admin") ? `/admin/${file}` : routeAddresses[file]);

describe("each page carries the text groups its code uses, and no others", () => {
  const routeFiles = readdirSync(path.join(APP, "routes")).filter((file) => /\.tsx?$/.test(file));

  it("knows the address of every route module", () => {
    expect(routeFiles.filter((file) => addressOf(file) === undefined)).toEqual([]);
  });

  it("gives the frame (root and its layout) exactly the shell's groups", () => {
    expect([...groupsUsedBy(path.join(APP, "root.tsx"))].sort()).toEqual([...shellTexts].sort());
  });

  it("gives each kind of page exactly the groups its routes use beyond the shell's", () => {
    const used = new Map<PageKind, Set<string>>();
    for (const file of routeFiles) {
      const kind = pageKindOf(addressOf(file)!);
      const groupsOfKind = used.get(kind) ?? new Set<string>();
      for (const group of groupsUsedBy(path.join(APP, "routes", file))) groupsOfKind.add(group);
      used.set(kind, groupsOfKind);
    }
    const shell = new Set<string>(shellTexts);
    for (const [kind, groupsOfKind] of used) {
      expect([...groupsOfKind].filter((group) => !shell.has(group)).sort(), kind).toEqual([...pageTexts[kind]].sort());
    }
  });

  it("gives each page its own entry of `pages` only, and no route reads another page's entry", () => {
    expect(Object.keys(messagesFor("pt", "/drivers").pages)).toEqual(["drivers"]);
    expect(Object.keys(messagesFor("fr", "/_.data").pages)).toEqual(["home"]);
    expect(messagesFor("fr", "/about").pages.about).toBe(messages.fr.pages.about);
    expect(Object.keys(messagesFor("en", "/careers/12").pages)).toEqual(["careers"]);
    const pageNames = Object.keys(pt.pages).join("|");
    const namedEntries = [
      new RegExp(`["'\`]pages\\.(${pageNames})\\.`, "g"),
      new RegExp(`\\bmetaFor\\(["'](${pageNames})["']`, "g"),
      new RegExp(`<RouteHero\\s[^>]*?\\bpage=["'](${pageNames})["']`, "g"),
    ];
    const strays: string[] = [];
    for (const file of routeFiles) {
      const kind = pageKindOf(addressOf(file)!);
      for (const module of modulesOf(path.join(APP, "routes", file))) {
        const code = readFileSync(module, "utf8");
        for (const pattern of namedEntries) {
          for (const [, page] of code.matchAll(pattern)) if (page !== kind) strays.push(`${file}: pages.${page}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it("sends a page its groups only: the contact page has no job board, the back-office no home page", () => {
    expect(Object.keys(messagesFor("pt", "/contact")).sort()).toEqual([...shellTexts, ...pageTexts.contact].sort());
    expect(messagesFor("fr", "/contact").contactForm).toBe(messagesFor("fr", "/contact.data").contactForm);
    expect(Object.keys(messagesFor("en", "/admin/jobs"))).toContain("admin");
    expect(Object.keys(messagesFor("en", "/admin/jobs"))).not.toContain("home");
    expect(Object.keys(messagesFor("pt", "/careers/12"))).toContain("jobApplication");
    expect(Object.keys(messagesFor("pt", "/_.data"))).toContain("home");
    expect(Object.keys(messagesFor("pt", "/no-such-page")).sort()).toEqual([...shellTexts].sort());
  });
});
