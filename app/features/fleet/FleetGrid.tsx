import { X } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import type { LocalizedIn } from "~/content/localized";
import type { Vehicle } from "~/content/vehicles";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

/**
 * A vehicle as its card shows it. For drivers (`requirements`): what the vehicle and its driver must
 * meet, in place of what customers get from it.
 */
export type VehicleCard =
  LocalizedIn<Vehicle> | (Omit<LocalizedIn<Vehicle>, "idealFor" | "features"> & { requirements: string[] });

/**
 * The six vehicles. Each card's button opens a detail popover (the browser's popover API: no
 * JavaScript needed, closes on Escape, on a click outside or on its close button).
 */
export function FleetGrid({
  id,
  title,
  intro,
  vehicles,
}: {
  id: string;
  title: string;
  intro?: string;
  vehicles: VehicleCard[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-14">
      <h2 id={`${id}-title`} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {vehicles.map((vehicle) => {
          const popoverId = `${id}-${vehicle.type}`;
          return (
            <li
              key={vehicle.type}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
              <ResponsiveImage
                image={vehicle.image}
                alt=""
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h3 className="text-xl font-bold text-brand-900">{vehicle.label}</h3>
                <p className="text-slate-700">{vehicle.description}</p>
                <p className="font-semibold text-brand-800">
                  {t("common.labelled", { label: t("fleet.maxLoad") })} {t("fleet.kg", { count: vehicle.maxLoadKg })}
                </p>
                <button
                  type="button"
                  popoverTarget={popoverId}
                  className="mt-auto min-h-11 self-start rounded-full border-2 border-brand-900 px-5 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {t("fleet.details", { vehicle: vehicle.label })}
                </button>
              </div>
              <div
                id={popoverId}
                popover="auto"
                role="dialog"
                aria-labelledby={`${popoverId}-title`}
                className="vehicle-popover m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-2xl"
              >
                <div className="flex items-start justify-between gap-4">
                  <h3 id={`${popoverId}-title`} className="text-2xl font-bold text-brand-900">
                    {vehicle.label}
                  </h3>
                  <button
                    type="button"
                    popoverTarget={popoverId}
                    popoverTargetAction="hide"
                    aria-label={t("common.close")}
                    className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
                  >
                    <X aria-hidden="true" />
                  </button>
                </div>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  <dt className="font-semibold">{t("fleet.maxLoad")}</dt>
                  <dd>{t("fleet.kg", { count: vehicle.maxLoadKg })}</dd>
                  {vehicle.sizeCm && (
                    <>
                      <dt className="font-semibold">{t("fleet.size")}</dt>
                      <dd>
                        {t("fleet.sizeCm", {
                          width: vehicle.sizeCm[0],
                          depth: vehicle.sizeCm[1],
                          height: vehicle.sizeCm[2],
                        })}
                      </dd>
                    </>
                  )}
                  {vehicle.volumeLitres !== undefined && (
                    <>
                      <dt className="font-semibold">{t("fleet.volume")}</dt>
                      <dd>{t("fleet.litres", { count: vehicle.volumeLitres })}</dd>
                    </>
                  )}
                  {"idealFor" in vehicle && (
                    <>
                      <dt className="font-semibold">{t("fleet.idealFor")}</dt>
                      <dd>{vehicle.idealFor}</dd>
                    </>
                  )}
                </dl>
                <h4 className="mt-4 font-semibold">
                  {t("requirements" in vehicle ? "fleet.requirements" : "fleet.features")}
                </h4>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {("requirements" in vehicle ? vehicle.requirements : vehicle.features).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
