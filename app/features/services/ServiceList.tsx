import { ServiceIcon } from "./ServiceIcon";
import type { ServiceListItem } from "./service-list-item";

/** A compact list of the six services (About, Drivers, Enterprise). */
export function ServiceList({ id, title, services }: { id: string; title: string; services: ServiceListItem[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-14">
      <h2 id={`${id}-title`} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <ServiceIcon name={service.icon} />
            </span>
            <div>
              <h3 className="text-lg font-bold text-brand-900">{service.name}</h3>
              <p className="mt-1 text-slate-700">{service.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
