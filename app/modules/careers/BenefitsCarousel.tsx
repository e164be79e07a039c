import { Clock, ShieldCheck, TrendingUp, Users, Wallet } from "lucide-react";
import { useCarousel } from "~/components/ui/carousel";
import { useBrowserValue } from "~/lib/page-speed/use-hydrated";
import { positionCount, visibleCountForWidth, windowIndexes } from "~/components/ui/carousel-window";
import { CarouselControls } from "~/components/ui/CarouselControls";
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
  const { index } = carousel;
  // The track holds every card plus copies of the first ones, so a window past the end is filled from the start.
  const track = [...items, ...windowIndexes(items.length, visible - 1, items.length).map((i) => items[i]!)];
  const inWindow = (position: number) => position >= index && position < index + visible;

  return (
    <div
      role="region"
      aria-roledescription={t("slides.carousel")}
      aria-label={t("careersPage.benefitsLabel")}
      className="mt-8"
      data-testid="benefits-carousel"
      {...carousel.focusHold}
    >
      <div className="overflow-hidden">
        <div
          className="-mx-3 flex transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(index * 100) / visible}%)` }}
          aria-live={carousel.running ? "off" : "polite"}
        >
          {track.map((benefit, position) => (
            <div
              key={`${benefit.id}-${position}`}
              role="group"
              aria-roledescription={t("slides.slide")}
              aria-label={t("careersPage.slide", { position: (position % items.length) + 1, count: items.length })}
              aria-hidden={inWindow(position) ? undefined : true}
              data-shown={inWindow(position) ? "" : undefined}
              className="w-full min-w-[min(300px,100%)] shrink-0 px-3 md:w-1/2 lg:w-1/3"
              onPointerEnter={(event) => event.pointerType === "mouse" && carousel.hold("hover", true)}
              onPointerLeave={(event) => event.pointerType === "mouse" && carousel.hold("hover", false)}
            >
              <BenefitCard benefit={benefit} language={language} />
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        carousel={carousel}
        className="mt-6"
        previousLabel={t("careersPage.previous")}
        nextLabel={t("careersPage.next")}
        dotLabel={(dot) => t("careersPage.goTo", { position: dot + 1 })}
        // A visitor who steps through the benefits takes over: the automatic advance stops for good.
        onUse={() => carousel.setStopped(true)}
      />
    </div>
  );
}
