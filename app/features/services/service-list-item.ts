import type { ServiceCard } from "./types";

/**
 * What the compact list of services draws of each: its picture, benefits and address stay out of the
 * page's data, which every phone downloads inside the HTML.
 */
export type ServiceListItem = Pick<ServiceCard, "id" | "icon" | "name" | "description">;

export const serviceListItem = ({ id, icon, name, description }: ServiceCard): ServiceListItem => ({
  id,
  icon,
  name,
  description,
});
