import type { ImageKey, StoredImage } from "~/components/ui/ResponsiveImage";
import type { newsCategories } from "~/domain/choices";

export type NewsCard = {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  /** The image in modern formats at several widths (artwork of the pipeline, or uploaded); null: use `imageUrl`. */
  image: ImageKey | StoredImage | null;
  imageUrl: string;
  category: (typeof newsCategories)[number];
  /** ISO date. */
  date: string;
  /** The date as the reader's language writes it, formatted on the server (ADR 032). */
  dateText: string;
};
