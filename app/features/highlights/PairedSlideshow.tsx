import { CarouselControls } from "~/components/ui/CarouselControls";
import { useCarousel } from "~/components/ui/carousel";
import { CarouselTrack } from "~/components/ui/CarouselTrack";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { HighlightCard } from "./types";

/** Pages of two consecutive highlights; the last pair wraps to the first item. Two or fewer items: one page. */
export function pairPages<T>(items: T[]): T[][] {
  if (items.length <= 2) return [items];
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, page) => [
    items[page * 2] as T,
    items[(page * 2 + 1) % items.length] as T,
  ]);
}

/**
 * The About page's slideshow of highlight pairs: advances every 5 s, previous and next wrap,
 * and a dot moves to its page and starts the 5 s timer again.
 */
export function PairedSlideshow({ title, highlights }: { title: string; highlights: HighlightCard[] }) {
  const pages = pairPages(highlights);
  const carousel = useCarousel({ positions: pages.length });
  return (
    <section {...carousel.region} aria-labelledby="paired-highlights-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="paired-highlights-title" className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <CarouselTrack
          carousel={carousel}
          className="mt-6"
          slideClassName="grid w-full shrink-0 gap-6 md:grid-cols-2"
          slides={pages.map((pair) =>
            pair.map((highlight) => (
              <article key={highlight.image} className="overflow-hidden rounded-2xl bg-white shadow-sm">
                <ResponsiveImage
                  image={highlight.image}
                  alt=""
                  sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="p-6">
                  <h3 className="text-2xl font-bold text-brand-900">{highlight.title}</h3>
                  <p className="mt-2 text-lg text-slate-700">{highlight.description}</p>
                </div>
              </article>
            )),
          )}
        />
        <CarouselControls carousel={carousel} onUse={(control) => control === "dot" && carousel.restartTimer()} />
      </div>
    </section>
  );
}
