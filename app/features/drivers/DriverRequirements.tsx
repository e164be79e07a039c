import { useTranslation } from "~/i18n/translate";
import type { DriverRequirements as Requirements } from "./driver-terms";

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** What a driver's vehicle must meet, per type and for all, and the documents to bring (driver-terms). */
export function DriverRequirements({ requirements }: { requirements: Requirements }) {
  const { t } = useTranslation();
  return (
    <section id="requirements" aria-labelledby="requirements-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14">
        <h2 id="requirements-title" className="text-3xl font-bold text-brand-900">
          {t("driversPage.requirementsTitle")}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {requirements.vehicles.map((vehicle) => (
            <li key={vehicle.vehicle} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="text-xl font-bold text-brand-900">{vehicle.label}</h3>
              <BulletList items={vehicle.requirements} />
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="text-xl font-bold text-brand-900">{t("driversPage.everyVehicleTitle")}</h3>
            <BulletList items={requirements.everyVehicle} />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="text-xl font-bold text-brand-900">{t("driversPage.documentsTitle")}</h3>
            <BulletList items={requirements.documents} />
          </div>
        </div>
      </div>
    </section>
  );
}
