import type { newsCategories } from "~/domain/choices";

export type NewsCard = {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  /** The image pipeline's key when the image comes from artwork/, else use `imageUrl` as is. */
  image: string;
  imageUrl: string;
  category: (typeof newsCategories)[number];
  /** ISO date. */
  date: string;
};
