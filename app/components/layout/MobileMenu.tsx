import { ChevronDown, Menu, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { isGroup, mainNavigation } from "./navigation";

const itemClasses =
  "flex min-h-12 w-full items-center justify-between rounded-md px-3 text-lg font-medium text-slate-900 hover:bg-brand-50 aria-[current=page]:font-bold";

/**
 * The slide-in menu of small screens, built on the native modal <dialog>: it traps focus,
 * closes on Escape and hides the page from screen readers while open.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const dialogTitleId = useId();

  const close = () => dialog.current?.close();

  return (
    <div className="lg:hidden">
      <button
        ref={opener}
        type="button"
        className="flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={dialogTitleId}
        className="slide-in-panel fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-4 shadow-xl"
        onClose={() => {
          setOpenGroup(null);
          opener.current?.focus();
        }}
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="flex items-center justify-between">
          <h2 id={dialogTitleId} className="text-lg font-bold text-brand-900">
            {t("nav.main")}
          </h2>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-md text-slate-900 hover:bg-brand-50"
            aria-label={t("nav.closeMenu")}
            onClick={close}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t("nav.main")} className="mt-4">
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
              const expanded = openGroup === item.group;
              const submenuId = `mobile-submenu-${item.group}`;
              return (
                <li key={item.group}>
                  <button
                    type="button"
                    className={itemClasses}
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    onClick={() => setOpenGroup(expanded ? null : item.group)}
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
      </dialog>
    </div>
  );
}
