import type { PointerEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { type Carousel, useSwipe } from "./carousel";

type CarouselTrackProps = {
  carousel: Carousel;
  /** What each slide holds, in order. */
  slides: ReactNode[];
  /** How many slides the window shows at once. */
  perView?: number;
  /** A swipe or drag moves it one position. */
  swipe?: boolean;
  /** For a carousel that does not clamp its positions: past the end, the first slides fill the window. */
  fill?: boolean;
  /** The slides are a list of cards, each a list item, rather than slides named "2 of 5". */
  list?: boolean;
  /** Attributes a slide carries by whether it is in view: the pages' tests find the slides in view by them. */
  slideData?: (inView: boolean) => Record<`data-${string}`, string | boolean | undefined>;
  /** The viewport's classes (its margins). */
  className?: string;
  slideClassName: string;
  "data-testid"?: string;
};

/**
 * The window a carousel's slides move through. Slides out of view are inert, so neither the keyboard
 * nor a screen reader reaches them; the slides hold still under the mouse; while the carousel runs by
 * itself, its changes are not announced.
 */
export function CarouselTrack({
  carousel,
  slides,
  perView = 1,
  swipe,
  fill,
  list,
  slideData,
  className,
  slideClassName,
  ...viewport
}: CarouselTrackProps) {
  const { t } = useTranslation();
  const { index, hold } = carousel;
  const { offset, handlers } = useSwipe(carousel);
  const count = slides.length;
  // A window that runs past the last slide is filled with the first ones again (a length below zero is none).
  const copies = Array.from({ length: fill ? index + perView - count : 0 }, (_, copy) => slides[copy % count]);
  const hover = (on: boolean) => (event: PointerEvent) => event.pointerType === "mouse" && hold("hover", on);
  const Track = list ? "ul" : "div";
  const Slide = list ? "li" : "div";
  return (
    <div
      className={cn("overflow-hidden", swipe && "touch-pan-y select-none", className)}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      {...(swipe && handlers)}
      {...viewport}
    >
      <Track
        // The slides follow the finger during a drag, and glide only once it lets go.
        className={offset ? "flex" : "flex transition-transform duration-300 ease-out"}
        style={{ translate: `calc(${(-index * 100) / perView}% + ${offset}px)` }}
        aria-live={carousel.running ? "off" : "polite"}
      >
        {[...slides, ...copies].map((slide, position) => {
          const inView = position >= index && position < index + perView;
          return (
            <Slide
              key={position}
              {...(!list && {
                role: "group",
                "aria-roledescription": t("slides.slide"),
                "aria-label": t("slides.position", { number: (position % count) + 1, total: count }),
              })}
              inert={!inView}
              className={slideClassName}
              {...slideData?.(inView)}
            >
              {slide}
            </Slide>
          );
        })}
      </Track>
    </div>
  );
}
