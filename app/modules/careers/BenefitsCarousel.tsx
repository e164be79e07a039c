import { Clock, ShieldCheck, TrendingUp, Users, Wallet } from "lucide-react";
import { useCarousel } from "~/components/ui/carousel";
import { useBrowserValue } from "~/lib/page-speed/use-hydrated";
import { positionCount, visibleCountForWidth } from "~/components/ui/carousel-window";
import { CarouselControls } from "~/components/ui/CarouselControls";
import { CarouselTrack } from "~/components/ui/CarouselTrack";
import { careersBenefits, type CareersBenefit } from "~/content/careers-benefits";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";

const icons = { clock: Clock, wallet: Wallet, "trending-up": TrendingUp, "shield-check": ShieldCheck, users: Users };

function followWidth(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

const visibleCountNow = () => visibleCountForWidth(window.innerWidth);

/**
 * How many cards fit: follows the window width (1 below 768 px, 2 below 1024 px, else 3). Three in the
 * server's HTML; the window's width decides once the page has hydrated.
 */
function useVisibleCount(): number {
  return useBrowserValue(visibleCountNow, 3, followWidth);
}

function BenefitCard({ benefit, language }: { benefit: CareersBenefit; language: Language }) {
  const Icon = icons[benefit.icon];
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-300 text-brand-900">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-brand-900">{benefit.title[language]}</h3>
      <p className="mt-2 text-base text-slate-700">{benefit.description[language]}</p>
    </div>
  );
}

/**
 * The five benefits, several at a time, on the site's one carousel engine: previous/next wrap around,
 * dots jump to a position, and it advances every 5 s until paused, until a control is used, while the
 * pointer or keyboard focus is on it, or not at all for reduced motion. Past the end, the first cards
 * fill the window.
 */
export function BenefitsCarousel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const items = careersBenefits;
  const visible = useVisibleCount();
  const carousel = useCarousel({ positions: positionCount(items.length, visible), clampToPositions: false });
  return (
    <section
      {...carousel.region}
      aria-label={t("careersPage.benefitsLabel")}
      className="mt-8"
      data-testid="benefits-carousel"
    >
      <CarouselTrack
        carousel={carousel}
        perView={visible}
        fill
        // The cards' gutters reach past the region's edges, so the cards line up with the text above.
        className="-mx-3"
        slideClassName="w-full min-w-[min(300px,100%)] shrink-0 px-3 md:w-1/2 lg:w-1/3"
        slideData={(inView) => ({ "data-shown": inView ? "" : undefined })}
        slides={items.map((benefit) => (
          <BenefitCard benefit={benefit} language={language} />
        ))}
      />
      <CarouselControls
        carousel={carousel}
        className="mt-6"
        previousLabel={t("careersPage.previous")}
        nextLabel={t("careersPage.next")}
        dotLabel={(dot) => t("careersPage.goTo", { position: dot + 1 })}
        // A visitor who steps through the benefits takes over: the automatic advance stops for good.
        onUse={() => carousel.setStopped(true)}
      />
    </section>
  );
}
