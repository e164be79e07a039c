import { ChevronDown, Menu, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { NavLink } from "react-router";
import { Dialog } from "~/components/ui/Dialog";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { isGroup, mainNavigation } from "./navigation";

const itemClasses =
  "flex min-h-12 w-full items-center justify-between rounded-md px-3 text-lg font-medium text-slate-900 hover:bg-brand-50 aria-[current=page]:font-bold";

/** The menu's dialog: the ☰ button names it in its invoker command. */
const menuId = "site-menu";

/**
 * The slide-in menu of small screens, in the one dialog primitive (side placement): it traps focus,
 * closes on Escape or a backdrop click, returns focus to the menu button and hides the page from
 * screen readers while open. The dialog stays in the page and ☰ opens it with the browser's invoker
 * command (`command="show-modal"`): a tap works before the page's code has run and without JavaScript;
 * where the browser has no invoker commands, the early script remembers the tap (lib/page-speed/early-taps.ts).
 * Until the code runs, the About group shows its links (its button needs JavaScript).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const dialogTitleId = useId();
  const hydrated = useHydrated();

  const close = () => {
    setOpen(false);
    setOpenGroup(null);
  };

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        {...{ command: "show-modal", commandfor: menuId }}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </button>
      <Dialog
        id={menuId}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={close}
        labelledBy={dialogTitleId}
        placement="side"
        keepMounted
      >
        <div className="flex items-center justify-between px-4 pt-4">
          <h2 id={dialogTitleId} className="text-lg font-bold text-brand-900">
            {t("nav.main")}
          </h2>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-md text-slate-900 hover:bg-brand-50"
            aria-label={t("nav.closeMenu")}
            {...{ command: "close", commandfor: menuId }}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t("nav.main")} className="mt-4 px-4 pb-4">
          <ul className="space-y-1">
            {mainNavigation.map((item) => {
              if (!isGroup(item)) {
                return (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={itemClasses} onClick={close}>
                      {t(`nav.${item.label}`)}
                    </NavLink>
                  </li>
                );
              }
              const expanded = openGroup === item.group || !hydrated;
              const submenuId = `mobile-submenu-${item.group}`;
              return (
                <li key={item.group}>
                  <button
                    type="button"
                    className={itemClasses}
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    onClick={() => setOpenGroup(openGroup === item.group ? null : item.group)}
                  >
                    {t(`nav.${item.group}`)}
                    <ChevronDown aria-hidden="true" className={cn("transition-transform", expanded && "rotate-180")} />
                  </button>
                  <ul id={submenuId} hidden={!expanded} className="ml-4 border-l-2 border-accent-500 pl-2">
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} className={itemClasses} onClick={close}>
                          {t(`nav.${child.label}`)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </Dialog>
    </div>
  );
}
