import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { NewsCard } from "./types";

/** What drawing a news item's picture needs. */
export type NewsPicture = Pick<NewsCard, "image" | "imageUrl">;

export function NewsImage({ item, sizes, className }: { item: NewsPicture; sizes: string; className: string }) {
  if (item.image) return <ResponsiveImage image={item.image} alt="" sizes={sizes} className={className} />;
  return (
    <img src={item.imageUrl} alt="" width={800} height={450} loading="lazy" decoding="async" className={className} />
  );
}

export function CategoryBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full bg-accent-300 px-3 py-0.5 text-sm font-semibold text-brand-950">
      {label}
    </span>
  );
}
