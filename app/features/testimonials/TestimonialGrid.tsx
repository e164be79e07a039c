import { useTranslation } from "~/i18n/translate";
import type { LocalizedIn } from "~/content/localized";
import type { Testimonial } from "~/content/testimonials";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { StarRating } from "~/components/ui/StarRating";

export type TestimonialCard = LocalizedIn<Testimonial>;

/** Testimonials as a grid of 1, 2 or 3 columns. */
export function TestimonialGrid({ testimonials }: { testimonials: TestimonialCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonial-grid">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <StarRating rating={testimonial.rating} label={t("rating.label", { rating: testimonial.rating })} />
            <blockquote className="flex-1 text-lg text-slate-800">“{testimonial.quote}”</blockquote>
            <figcaption className="flex items-center gap-3">
              <ResponsiveImage
                image={testimonial.avatar}
                alt=""
                sizes="56px"
                className="size-14 rounded-full object-cover"
              />
              <span>
                <span className="block font-bold text-brand-900">{testimonial.name}</span>
                <span className="block text-slate-600">
                  {testimonial.role}, {testimonial.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
