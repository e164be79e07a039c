import { useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { CarouselControls } from "~/components/ui/CarouselControls";
import { useCarousel, useMediaQuery } from "~/components/ui/carousel";
import { CarouselTrack } from "~/components/ui/CarouselTrack";
import { Dialog } from "~/components/ui/Dialog";
import { PlainText } from "~/components/ui/PlainText";
import { CategoryBadge, NewsImage } from "./NewsImage";
import type { NewsCard } from "./types";

/** 1 card per slide below 640 px, 2 below 1024 px, else 3. */
function useCardsPerSlide(): number {
  const wide = useMediaQuery("(min-width: 1024px)");
  const medium = useMediaQuery("(min-width: 640px)");
  return wide ? 3 : medium ? 2 : 1;
}

/**
 * The latest news: advances every 5 s and wraps; it holds still while the pointer is on the cards or
 * keyboard focus is in it, during a drag and while an article is open. A card opens the article in a modal.
 */
export function NewsCarousel({ title, items }: { title: string; items: NewsCard[] }) {
  const { t } = useTranslation();
  const perSlide = useCardsPerSlide();
  const carousel = useCarousel({ positions: Math.max(1, items.length - perSlide + 1) });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.id === openId);
  const category = (item: NewsCard) => t(`newsCards.categories.${item.category}`);

  return (
    <section {...carousel.region} aria-labelledby="news-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-2 py-14">
        <h2 id="news-title" className="px-2 text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <CarouselTrack
          carousel={carousel}
          perView={perSlide}
          swipe
          list
          className="mt-6"
          slideClassName="w-full shrink-0 px-2 sm:w-1/2 lg:w-1/3"
          slideData={(inView) => ({ "data-visible": inView })}
          data-testid="news-viewport"
          slides={items.map((item) => (
            <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md">
              <NewsImage
                item={item}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <div className="flex flex-wrap items-center gap-3">
                  <CategoryBadge label={category(item)} />
                  <time dateTime={item.date} className="text-sm text-slate-600">
                    {item.dateText}
                  </time>
                </div>
                <h3 className="text-xl font-bold text-brand-900">{item.title}</h3>
                <p className="flex-1 text-slate-700">{item.excerpt}</p>
                <button
                  type="button"
                  aria-label={t("home.readMoreAbout", { title: item.title })}
                  aria-haspopup="dialog"
                  className="needs-script inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline after:absolute after:inset-0 after:content-['']"
                  onClick={() => {
                    setOpenId(item.id);
                    carousel.hold("open", true);
                  }}
                >
                  {t("home.readMore")}
                </button>
              </div>
            </article>
          ))}
        />
        <CarouselControls carousel={carousel} />
      </div>
      <Dialog
        open={Boolean(open)}
        onClose={() => {
          setOpenId(null);
          carousel.hold("open", false);
        }}
        title={open?.title}
        closeLabel={t("common.close")}
        eyebrow={open && <CategoryBadge label={category(open)} />}
        footer={
          <button
            type="button"
            className="min-h-11 rounded-full bg-brand-900 px-6 font-semibold text-white hover:bg-brand-800"
            onClick={() => setOpenId(null)}
          >
            {t("common.close")}
          </button>
        }
      >
        {open && (
          <>
            <NewsImage
              item={open}
              sizes="(min-width: 704px) 640px, 100vw"
              className="aspect-video w-full rounded-xl object-cover"
            />
            <p className="mt-4 text-sm text-slate-600">
              <time dateTime={open.date}>{t("newsCards.publishedOn", { date: open.dateText })}</time>
            </p>
            <PlainText text={open.content} className="mt-3 text-lg whitespace-pre-line text-slate-800" />
          </>
        )}
      </Dialog>
    </section>
  );
}
