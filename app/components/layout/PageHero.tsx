import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { ResponsiveImage, type ImageKey } from "~/components/ui/ResponsiveImage";

type HeroAction = { label: string; to: string };

type PageHeroProps = {
  title: string;
  subtitle: string;
  /** Artwork behind the text (decorative), from the image pipeline: the page's first image to load. */
  image: ImageKey;
  action?: HeroAction;
  /** Replaces the link when the call to action is a control of the page (for example a modal). */
  actionSlot?: ReactNode;
  children?: ReactNode;
  /** "p" when the page's own h1 is further down (a job offer under the careers hero). */
  titleAs?: "h1" | "p";
};

/** The top of every page: background artwork, the page's title, a line of text and one call to action. */
export function PageHero({
  title,
  subtitle,
  image,
  action,
  actionSlot,
  children,
  titleAs: Title = "h1",
}: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white" data-testid="page-hero">
      <ResponsiveImage
        image={image}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/70 to-brand-950/30" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <Title className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</Title>
        <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{subtitle}</p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          {actionSlot ??
            (action && (
              <Link to={action.to} className={buttonClasses("primary")}>
                {action.label}
              </Link>
            ))}
          {children}
        </div>
      </div>
    </section>
  );
}
