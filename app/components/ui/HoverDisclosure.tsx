import { useCallback, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useBrowserValue, useHydrated } from "~/lib/page-speed/use-hydrated";

const isOpen = (panel: Element | null) => panel?.matches(":popover-open") ?? false;

type HoverDisclosureProps = {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Which edge of the trigger the panel lines up with. */
  align?: "start" | "end";
  className?: string;
  children: ReactNode;
};

/**
 * A button that reveals a panel on mouse hover, on keyboard focus and on click or tap. The panel is the
 * browser's own popover (`popovertarget`): a tap opens it before the page's code has run and without
 * JavaScript, a tap elsewhere or Escape closes it, and CSS anchors it under the button (app.css). A click
 * on a panel that hovering opened keeps it open (pinned) rather than closing it. Escape returns focus
 * to the button.
 */
export function HoverDisclosure({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  align = "start",
  className,
  children,
}: HoverDisclosureProps) {
  const hydrated = useHydrated();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const returningFocus = useRef(false);
  /** Opened by the pointer resting on it: leaving closes it, a click pins it. */
  const openedByHover = useRef(false);
  // The browser's state of the popover (it may have opened before the page's code ran).
  const followPanel = useCallback(
    (onChange: () => void) => {
      const element = document.getElementById(panelId);
      element?.addEventListener("toggle", onChange);
      return () => element?.removeEventListener("toggle", onChange);
    },
    [panelId],
  );
  const open = useBrowserValue(() => isOpen(document.getElementById(panelId)), false, followPanel);

  const show = (byHover: boolean) => {
    const element = panel.current;
    if (!element || isOpen(element)) return;
    openedByHover.current = byHover;
    element.showPopover();
  };
  const hide = () => {
    if (isOpen(panel.current)) panel.current?.hidePopover();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    returningFocus.current = true;
    hide();
    button.current?.focus();
  };

  const onClick = (event: MouseEvent) => {
    // The browser would toggle the panel closed: what the hover showed, the click keeps.
    if (openedByHover.current && isOpen(panel.current)) event.preventDefault();
    openedByHover.current = false;
  };

  return (
    <div
      ref={wrapper}
      className={cn("hover-disclosure relative", className)}
      onPointerEnter={(event) => event.pointerType === "mouse" && show(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && openedByHover.current && hide()}
      onFocus={(event) => {
        // Keyboard focus on the button opens the panel; a click's focus is left to the click.
        const target = event.target as Element;
        if (!returningFocus.current && target === button.current && target.matches(":focus-visible")) show(false);
        returningFocus.current = false;
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        // Until the page's code runs the browser states it from the popover itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={onClick}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        data-align={align}
        className={cn("disclosure-panel", panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
