import type { Messages } from "~/i18n/pt";

type NavKey = keyof Messages["nav"];
export type NavLinkItem = { to: string; label: NavKey };
export type NavGroupItem = { group: NavKey; children: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

export const mainNavigation: NavItem[] = [
  { to: "/", label: "home" },
  { to: "/services", label: "services" },
  { to: "/deliveries", label: "deliveries" },
  { to: "/drivers", label: "drivers" },
  { to: "/enterprise", label: "enterprise" },
  {
    group: "aboutMenu",
    children: [
      { to: "/about", label: "about" },
      { to: "/careers", label: "careers" },
      { to: "/contact", label: "contact" },
    ],
  },
];

export const footerQuickLinks: NavLinkItem[] = [
  { to: "/", label: "home" },
  { to: "/services", label: "services" },
  { to: "/about", label: "about" },
  { to: "/careers", label: "careers" },
  { to: "/contact", label: "contact" },
  { to: "/privacy", label: "privacy" },
];

export function isGroup(item: NavItem): item is NavGroupItem {
  return "group" in item;
}
