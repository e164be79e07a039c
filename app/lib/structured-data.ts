import { company, postalAddressLine } from "~/config/company";
import type { Language } from "~/i18n/languages";

/** schema.org LocalBusiness for the company: name, address, phone and opening hours (root.tsx says on which pages). */
export function organizationJsonLd(origin: string, language: Language) {
  const dayGroups = { weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], saturday: ["Saturday"] };
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#organization`,
    name: company.name,
    description: company.motto[language],
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/img/hero/home-1200.webp`,
    telephone: company.phone.e164,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...company.coordinates },
    openingHoursSpecification: company.officeHours.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: dayGroups[slot.days],
      opens: slot.opens,
      closes: slot.closes,
    })),
    areaServed: postalAddressLine(),
    sameAs: Object.values(company.social),
  };
}
