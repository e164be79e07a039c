import type { Language } from "~/i18n/languages";

/**
 * The company's identity. Everything that names, reaches or locates the company
 * reads from here, so changing this one module re-brands the whole site.
 * The values are placeholders until the real ones are supplied.
 */
export const company = {
  name: "Kamba Express",
  shortName: "Kamba",
  foundedYear: 2019,
  motto: {
    pt: "Encurtamos a distância entre o fornecedor e o seu cliente.",
    en: "We shorten the distance between a supplier and their customer.",
    fr: "Nous réduisons la distance entre un fournisseur et son client.",
  } satisfies Record<Language, string>,
  phone: { display: "+244 923 000 000", e164: "+244923000000" },
  whatsappNumber: "244923000000",
  email: "contacto@kamba-express.example",
  address: {
    street: "Rua Rainha Ginga 29",
    locality: "Luanda",
    region: "Luanda",
    country: "AO",
    countryName: "Angola",
  },
  coordinates: { latitude: -8.8147, longitude: 13.2302 },
  /** Same hours in every language (24-hour clock). */
  openingHours: [
    { days: "weekdays", opens: "08:00", closes: "18:00" },
    { days: "saturday", opens: "08:00", closes: "14:00" },
  ],
  social: {
    facebook: "https://www.facebook.com/kambaexpress.example",
    instagram: "https://www.instagram.com/kambaexpress.example",
    linkedin: "https://www.linkedin.com/company/kambaexpress-example",
  },
} as const;

export function whatsappLink(greeting: string): string {
  return `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
}

export function postalAddressLine(): string {
  const { street, locality, countryName } = company.address;
  return `${street}, ${locality}, ${countryName}`;
}
