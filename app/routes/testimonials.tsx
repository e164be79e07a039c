import { ContactCta } from "~/components/layout/ContactCta";
import { RouteHero } from "~/components/layout/RouteHero";
import { localize } from "~/content/localized";
import { allTestimonials } from "~/content/testimonials";
import { TestimonialGrid } from "~/features/testimonials/TestimonialGrid";
import { getLanguage } from "~/i18n/middleware.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/testimonials";

export const meta = metaFor("testimonials");

export function loader({ context }: Route.LoaderArgs) {
  return { testimonials: localize(allTestimonials, getLanguage(context)) };
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RouteHero page="testimonials" to="/contact" />
      <div className="mx-auto max-w-7xl px-4 py-14">
        <TestimonialGrid testimonials={loaderData.testimonials} />
      </div>
      <ContactCta />
    </>
  );
}
