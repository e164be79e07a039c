import { ChevronLeft, ChevronRight, Clock, ShieldCheck, TrendingUp, Users, Wallet } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { careersBenefits, type CareersBenefit } from "~/content/careers-benefits";
import type { Language } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import { nextPosition, positionCount, previousPosition, visibleCountForWidth, windowIndexes } from "./carousel-window";

const AUTOPLAY_MS = 5000;
const icons = { clock: Clock, wallet: Wallet, "trending-up": TrendingUp, "shield-check": ShieldCheck, users: Users };

/** How many cards fit: follows the window width (1 below 768 px, 2 below 1024 px, else 3). */
function useVisibleCount(): number {
  const [visible, setVisible] = useState(3);
  useEffect(() => {
    const update = () => setVisible(visibleCountForWidth(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return visible;
}

function ArrowButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-full bg-brand-900 text-white hover:bg-brand-800"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
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
 * The five benefits, several at a time. Previous/next wrap around, dots jump to a position, and it
 * advances every 5 s until the visitor hovers a card, focuses inside it or uses a button (or prefers
 * reduced motion). Past the end, the first cards fill the window.
 */
export function BenefitsCarousel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const items = careersBenefits;
  const visible = useVisibleCount();
  const positions = positionCount(items.length, visible);
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(true);

  useEffect(() => {
    if (!autoplay || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((current) => nextPosition(current, positions)), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, positions]);

  const go = (target: number) => {
    setAutoplay(false);
    setIndex(target);
  };
  // The track holds every card plus copies of the first ones, so a window past the end is filled from the start.
  const track = [...items, ...windowIndexes(items.length, visible - 1, items.length).map((i) => items[i]!)];
  const inWindow = (position: number) => position >= index && position < index + visible;
  const activeDot = Math.min(index, positions - 1);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t("careersPage.benefitsLabel")}
      className="mt-8"
      onFocus={() => setAutoplay(false)}
      data-testid="benefits-carousel"
    >
      <div className="overflow-hidden">
        <div
          className="-mx-3 flex transition-transform duration-300 ease-out"
          style={{ transform: `translateX(-${(index * 100) / visible}%)` }}
          aria-live={autoplay ? "off" : "polite"}
        >
          {track.map((benefit, position) => {
            return (
              <div
                key={`${benefit.id}-${position}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t("careersPage.slide", { position: (position % items.length) + 1, count: items.length })}
                aria-hidden={inWindow(position) ? undefined : true}
                data-shown={inWindow(position) ? "" : undefined}
                className="w-full min-w-[min(300px,100%)] shrink-0 px-3 md:w-1/2 lg:w-1/3"
                onPointerEnter={(event) => event.pointerType === "mouse" && setAutoplay(false)}
              >
                <BenefitCard benefit={benefit} language={language} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <ArrowButton label={t("careersPage.previous")} onClick={() => go(previousPosition(index, positions))}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </ArrowButton>
        <div className="flex gap-1">
          {Array.from({ length: positions }, (_, dot) => (
            <button
              key={dot}
              type="button"
              aria-label={t("careersPage.goTo", { position: dot + 1 })}
              aria-current={dot === activeDot ? "true" : undefined}
              onClick={() => go(dot)}
              className="group inline-flex size-11 items-center justify-center"
              data-testid="carousel-dot"
            >
              <span
                className={cn(
                  "size-3 rounded-full transition-colors",
                  dot === activeDot ? "bg-brand-900" : "bg-slate-300 group-hover:bg-slate-400",
                )}
              />
            </button>
          ))}
        </div>
        <ArrowButton label={t("careersPage.next")} onClick={() => go(nextPosition(index, positions))}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </ArrowButton>
      </div>
    </div>
  );
}
