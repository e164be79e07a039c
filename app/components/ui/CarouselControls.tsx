import { ChevronRight, Pause, Play } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { type Carousel } from "./carousel";

type CarouselControlsProps = {
  carousel: Carousel;
  /** Called after a control is used (for example to stop the automatic advance for good). */
  onUse?: (control: "previous" | "next" | "dot") => void;
  /** Names the dots by what they show, rather than "go to slide N". */
  dotLabel?: (index: number) => string;
  /** Names of the previous and next buttons, when "Previous"/"Next" would not say what moves. */
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
};

const roundButton =
  "flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50";

/** Previous, dots, next, and a pause/play button for the automatic advance. */
export function CarouselControls({
  carousel,
  onUse,
  dotLabel,
  previousLabel,
  nextLabel,
  className,
}: CarouselControlsProps) {
  const { t } = useTranslation();
  const { activePosition, positions, stopped } = carousel;
  const PlayOrPause = stopped ? Play : Pause;
  // The controls need JavaScript: a tap before the page's code runs is carried out when it arrives
  // (lib/page-speed/early-taps.ts); without JavaScript they are not shown (`needs-script`).
  return (
    // On a phone the dots take a row of their own under the buttons, so no control sits in the bottom-right
    // corner where the floating chat button is.
    <div className={cn("needs-script mt-4 flex flex-wrap items-center justify-center gap-2", className)}>
      <button
        type="button"
        className={roundButton}
        aria-label={stopped ? t("slides.play") : t("slides.pause")}
        onClick={() => carousel.setStopped(!stopped)}
      >
        <PlayOrPause size={18} aria-hidden="true" />
      </button>
      {positions > 1 && (
        <>
          <button
            type="button"
            className={roundButton}
            aria-label={previousLabel ?? t("slides.previous")}
            onClick={() => {
              carousel.previous();
              onUse?.("previous");
            }}
          >
            {/* One chevron drawn both ways: the page ships one icon less. */}
            <ChevronRight aria-hidden="true" className="rotate-180" />
          </button>
          <div className="flex items-center justify-center max-sm:order-last max-sm:basis-full">
            {Array.from({ length: positions }, (_, dot) => (
              <button
                key={dot}
                type="button"
                className="group flex size-11 items-center justify-center"
                aria-label={dotLabel?.(dot) ?? t("slides.goTo", { number: dot + 1 })}
                aria-current={dot === activePosition ? "true" : undefined}
                data-testid="carousel-dot"
                onClick={() => {
                  carousel.goTo(dot);
                  onUse?.("dot");
                }}
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    dot === activePosition ? "w-6 bg-accent-500" : "w-2.5 bg-slate-400 group-hover:bg-slate-600",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={roundButton}
            aria-label={nextLabel ?? t("slides.next")}
            onClick={() => {
              carousel.next();
              onUse?.("next");
            }}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}
