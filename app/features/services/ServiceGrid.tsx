import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { getStartedHref, quoteHref } from "./get-started";
import { ServiceIcon } from "./ServiceIcon";
import type { ServiceCard } from "./types";

/** The six services; 'Learn more' opens a modal with the image, description and key benefits. */
export function ServiceGrid({ title, services }: { title: string; services: ServiceCard[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = services.find((service) => service.id === openId);
  const close = () => setOpenId(null);
  return (
    <section aria-labelledby="service-grid-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="service-grid-title" className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => (
          <li key={service.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <ResponsiveImage
              image={service.image}
              alt=""
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              // On a phone the first card's image is the largest thing of the first screen: it comes first.
              priority={index === 0}
              className="aspect-[8/5] w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
                <ServiceIcon name={service.icon} />
                {service.name}
              </h3>
              <p className="flex-1 text-slate-700">{service.description}</p>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={t("serviceGrid.learnMoreAbout", { service: service.name })}
                className={buttonClasses("secondary", "needs-script mt-2 self-start")}
                onClick={() => setOpenId(service.id)}
              >
                {t("serviceGrid.learnMore")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={Boolean(open)}
        onClose={close}
        title={open?.name}
        closeLabel={t("common.close")}
        footer={
          open && (
            <>
              <Link to={getStartedHref(open.slug)} className={buttonClasses("primary")}>
                {t("serviceGrid.getStarted")}
              </Link>
              <Link to={quoteHref(open.slug)} className={buttonClasses("secondary")}>
                {t("serviceGrid.priceDelivery")}
              </Link>
            </>
          )
        }
      >
        {open && (
          <>
            <ResponsiveImage
              image={open.image}
              alt=""
              sizes="(min-width: 704px) 640px, 100vw"
              className="aspect-[8/5] w-full rounded-xl object-cover"
            />
            <p className="mt-4 text-lg text-slate-800">{open.description}</p>
            <h3 className="mt-4 font-bold text-brand-900">{t("serviceGrid.keyBenefits")}</h3>
            <ul className="mt-2 space-y-2">
              {open.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <CheckCircle2 size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-whatsapp" />
                  {benefit}
                </li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </section>
  );
}
