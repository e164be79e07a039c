import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

type HoverDisclosureProps = {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A button that reveals a panel on mouse hover, on keyboard focus and on click or tap.
 * Escape closes it and returns focus to the button.
 */
export function HoverDisclosure({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  className,
  children,
}: HoverDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returningFocus = useRef(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    returningFocus.current = true;
    button.current?.focus();
  };

  return (
    <div
      ref={wrapper}
      className={cn("relative", className)}
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      onFocus={(event) => {
        // Keyboard focus opens the panel; a click's focus is left to onClick.
        if (!returningFocus.current && event.target.matches(":focus-visible")) setOpen(true);
        returningFocus.current = false;
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
