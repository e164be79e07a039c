import { services, type Service } from "~/content/services";

/**
 * Services a company buys by contract (volumes, vehicles, invoicing): their 'Get Started' opens the
 * business proposal; the others start with a message on the contact form (ADR 022a).
 */
const businessServices: ReadonlySet<Service["slug"]> = new Set([
  "stock-management",
  "public-relations",
  "pharmaceutical-distribution",
  "cargo-logistics",
]);

/** Where a service's 'Get Started' goes: the form that fits it, told which service by its slug. */
export function getStartedHref(slug: Service["slug"]): string {
  const service = `service=${encodeURIComponent(slug)}`;
  return businessServices.has(slug) ? `/enterprise?form=proposal&${service}` : `/contact?${service}#write-to-us`;
}

/** The service a form was opened for (`?service=<slug>`), or none: only known slugs are read. */
export function requestedService(url: string): Service | undefined {
  const slug = new URL(url).searchParams.get("service");
  return services.find((service) => service.slug === slug);
}

/** Services whose goods travel cold: their quote starts with the refrigerated option ticked. */
const coldServices: ReadonlySet<Service["slug"]> = new Set(["biological-material", "pharmaceutical-distribution"]);

/** Where a service's quote goes: the delivery quote, refrigerated for the services that keep goods cold. */
export function quoteHref(slug: Service["slug"]): string {
  return coldServices.has(slug) ? "/deliveries?refrigerated=on" : "/deliveries";
}
