import type { Messages } from "./pt";

/** A top-level group of texts (`nav`, `footer`, `contactForm` …). */
export type TextGroup = keyof Messages;

/** The texts of the frame every page has: header, menus, language switcher, footer, not found, errors. */
export const shellTexts = [
  "meta",
  "language",
  "notFound",
  "serverError",
  "nav",
  "footer",
  "common",
  "whatsapp",
  "social",
] as const satisfies readonly TextGroup[];

/**
 * The groups each kind of page draws on top of the frame's, including texts that only show after an
 * action (a form's messages, a dialog). A page carries these and no others, so a phone never
 * downloads the texts of pages it does not show; `tests/unit/page-texts.test.ts` reads each route's
 * code and fails when a page uses a group it is not given, or is given one it does not use.
 */
export const pageTexts = {
  home: ["appDownload", "contactCta", "fleet", "hero", "home", "newsCards", "pages", "rating", "slides"],
  services: ["contactCta", "faq", "pages", "priceList", "serviceGrid", "services"],
  about: ["about", "aboutPage", "appDownload", "contactCta", "faq", "pages", "priceList", "slides"],
  careers: ["apply", "careers", "careersPage", "forms", "jobApplication", "jobBoard", "pages", "slides"],
  contact: ["contact", "contactForm", "forms", "pages"],
  drivers: ["contactCta", "driverForm", "driversPage", "faq", "fleet", "forms", "pages"],
  enterprise: [
    "contactCta",
    "enterpriseForm",
    "enterprisePage",
    "faq",
    "fleet",
    "forms",
    "pages",
    "rating",
    "serviceGrid",
  ],
  testimonials: ["contactCta", "pages", "rating"],
  privacy: ["pages", "privacyPolicy"],
  deliveries: ["deliveries", "forms", "pages"],
  track: ["forms", "pages", "track"],
  driver: ["driverJob"],
  withdraw: ["withdraw"],
  admin: ["admin", "careers", "forms", "jobBoard"],
  other: [],
} as const satisfies Record<string, readonly TextGroup[]>;

export type PageKind = keyof typeof pageTexts;

/** The kind of page an address shows: its first segment (`/careers/123` is a careers page). */
export function pageKindOf(pathname: string): PageKind {
  // A client navigation's data request for /careers is named /careers.data, for / it is /_.data.
  const segment = pathname.replace(/\.data$/, "").split("/")[1] ?? "";
  if (segment === "" || segment === "_") return "home";
  return Object.hasOwn(pageTexts, segment) && segment !== "home" && segment !== "other"
    ? (segment as PageKind)
    : "other";
}
