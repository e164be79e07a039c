import { CheckCircle2 } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { cn } from "~/lib/cn";
import { quoteHref } from "./get-started";
import { ServiceIcon } from "./ServiceIcon";
import type { ServiceCard } from "./types";

/** One service at a time behind a row of tabs (the first selected), with a 'Get a Quote' link to the delivery quote. */
export function ServiceTabs({ title, services }: { title: string; services: ServiceCard[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const service = services[selected];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = services.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <section aria-labelledby="service-tabs-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="service-tabs-title" className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <div
        role="tablist"
        aria-labelledby="service-tabs-title"
        className="mt-6 flex flex-wrap gap-2"
        onKeyDown={onKeyDown}
      >
        {services.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`service-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls="service-tab-panel"
            tabIndex={index === selected ? 0 : -1}
            className={cn(
              "flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 font-semibold",
              index === selected
                ? "border-brand-900 bg-brand-900 text-white"
                : "border-slate-300 bg-white text-brand-900 hover:bg-brand-50",
            )}
            onClick={() => setSelected(index)}
          >
            <ServiceIcon name={item.icon} size={18} />
            {item.name}
          </button>
        ))}
      </div>
      {service && (
        <div
          role="tabpanel"
          id="service-tab-panel"
          aria-labelledby={`service-tab-${service.id}`}
          className="mt-4 grid overflow-hidden rounded-2xl border border-slate-200 md:grid-cols-2"
        >
          <ResponsiveImage
            image={service.image}
            alt=""
            sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[8/5] h-full w-full object-cover"
          />
          <div className="flex flex-col gap-3 p-6 sm:p-8">
            <h3 className="text-2xl font-bold text-brand-900">{service.name}</h3>
            <p className="text-lg text-slate-700">{service.description}</p>
            <ul className="space-y-2">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-whatsapp" />
                  {benefit}
                </li>
              ))}
            </ul>
            <Link to={quoteHref(service.slug)} className={buttonClasses("primary", "mt-2 self-start")}>
              {t("home.getQuote")}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
