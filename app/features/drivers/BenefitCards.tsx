import { Banknote, CalendarClock, Car, Clock, Headset, MapPinned, ShieldCheck, TrendingUp, Wallet } from "lucide-react";
import type { BenefitIcon, BenefitItem } from "~/content/driver-benefits";
import type { LocalizedIn } from "~/content/localized";
import { cn } from "~/lib/cn";

const icons = {
  wallet: Wallet,
  clock: Clock,
  headset: Headset,
  shield: ShieldCheck,
  calendar: CalendarClock,
  banknote: Banknote,
  car: Car,
  map: MapPinned,
  "trending-up": TrendingUp,
} satisfies Record<BenefitIcon, unknown>;

type BenefitCardsProps = {
  id: string;
  title: string;
  intro?: string;
  items: Array<LocalizedIn<BenefitItem>>;
  /** Four cards in a row on wide screens, or three. */
  columns: 3 | 4;
  tinted?: boolean;
};

/** Cards with an icon, a title and a line of text (the drivers' page). */
export function BenefitCards({ id, title, intro, items, columns, tinted }: BenefitCardsProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? "bg-brand-50" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id={`${id}-title`} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
        <ul className={cn("mt-8 grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
          {items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <span className="flex size-12 items-center justify-center rounded-full bg-accent-300 text-brand-950">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-brand-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
