import { CarouselControls } from "~/components/ui/CarouselControls";
import { useCarousel } from "~/components/ui/carousel";
import { CarouselTrack } from "~/components/ui/CarouselTrack";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { HighlightCard } from "./types";

/**
 * The home page's slideshow of highlights: advances every 5 s and wraps; previous, next or a dot
 * stop the automatic advance for good; a swipe or drag moves one slide.
 */
export function HighlightSlideshow({ title, highlights }: { title: string; highlights: HighlightCard[] }) {
  const carousel = useCarousel({ positions: highlights.length });
  return (
    <section {...carousel.region} aria-labelledby="highlights-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="highlights-title" className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <CarouselTrack
        carousel={carousel}
        swipe
        className="mt-6 rounded-2xl"
        slideClassName="grid w-full shrink-0 bg-brand-900 text-white md:grid-cols-2"
        data-testid="highlights-viewport"
        slides={highlights.map((highlight) => (
          <>
            <ResponsiveImage
              image={highlight.image}
              alt=""
              inPage
              sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
              className="aspect-[8/5] h-full w-full object-cover"
            />
            <div className="flex flex-col justify-center p-6 sm:p-10">
              <h3 className="text-2xl font-bold sm:text-3xl">{highlight.title}</h3>
              <p className="mt-3 text-lg text-slate-100">{highlight.description}</p>
            </div>
          </>
        ))}
      />
      <CarouselControls carousel={carousel} onUse={() => carousel.setStopped(true)} />
    </section>
  );
}
