import { useTranslation } from "~/i18n/translate";
import { CarouselControls } from "~/components/ui/CarouselControls";
import { useCarousel, useSwipe } from "~/components/ui/carousel";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { cn } from "~/lib/cn";
import type { HighlightCard } from "./types";

/**
 * The home page's slideshow of highlights: advances every 5 s and wraps; previous, next or a dot
 * stop the automatic advance for good; a swipe or drag moves one slide.
 */
export function HighlightSlideshow({ title, highlights }: { title: string; highlights: HighlightCard[] }) {
  const { t } = useTranslation();
  const carousel = useCarousel({ positions: highlights.length });
  const swipe = useSwipe(
    (direction) => (direction > 0 ? carousel.next() : carousel.previous()),
    (dragging) => carousel.hold("drag", dragging),
  );
  return (
    <section
      aria-labelledby="highlights-title"
      aria-roledescription={t("slides.carousel")}
      className="mx-auto max-w-7xl px-4 py-14"
      {...carousel.focusHold}
    >
      <h2 id="highlights-title" className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <div
        className="mt-6 touch-pan-y overflow-hidden rounded-2xl select-none"
        data-testid="highlights-viewport"
        {...swipe.handlers}
      >
        <div
          className={cn("flex", swipe.offset === 0 && "transition-transform duration-300 ease-out")}
          style={{ transform: `translateX(calc(${-carousel.index * 100}% + ${swipe.offset}px))` }}
          aria-live={carousel.running ? "off" : "polite"}
        >
          {highlights.map((highlight, slide) => (
            <div
              key={highlight.image}
              role="group"
              aria-roledescription={t("slides.slide")}
              aria-label={t("slides.position", { number: slide + 1, total: highlights.length })}
              inert={slide !== carousel.index}
              className="grid w-full shrink-0 bg-brand-900 text-white md:grid-cols-2"
            >
              <ResponsiveImage
                image={highlight.image}
                alt=""
                sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[8/5] h-full w-full object-cover"
              />
              <div className="flex flex-col justify-center p-6 sm:p-10">
                <h3 className="text-2xl font-bold sm:text-3xl">{highlight.title}</h3>
                <p className="mt-3 text-lg text-slate-100">{highlight.description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} onUse={() => carousel.setStopped(true)} />
    </section>
  );
}
