import { ChevronDown } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Link, NavLink } from "react-router";
import { HoverDisclosure } from "~/components/ui/HoverDisclosure";
import { company } from "~/config/company";
import { cn } from "~/lib/cn";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { isGroup, mainNavigation } from "./navigation";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-md px-3 font-medium text-white hover:bg-white/10",
    isActive && "underline decoration-accent-500 decoration-2 underline-offset-8",
  );

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 bg-brand-950/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          aria-label={t("meta.homeLinkLabel", { name: company.name })}
          className="flex min-h-11 items-center rounded-md"
        >
          <Logo />
        </Link>
        <nav aria-label={t("nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) =>
              isGroup(item) ? (
                <li key={item.group}>
                  <HoverDisclosure
                    trigger={
                      <>
                        {t(`nav.${item.group}`)}
                        <ChevronDown size={16} aria-hidden="true" />
                      </>
                    }
                    triggerClassName="flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-white hover:bg-white/10"
                    panelClassName="min-w-48 rounded-lg bg-white p-1 shadow-lg"
                  >
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <NavLink
                            to={child.to}
                            className="flex min-h-11 items-center rounded-md px-3 text-slate-900 hover:bg-brand-50 aria-[current=page]:font-semibold"
                          >
                            {t(`nav.${child.label}`)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </HoverDisclosure>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClasses}>
                    {t(`nav.${item.label}`)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
