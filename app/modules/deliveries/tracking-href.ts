/** The tracking page of a delivery, by its tracking number (its reference). */
export const trackingHref = (reference: string) => `/track?number=${reference}`;
