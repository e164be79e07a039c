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
  /**
   * The office's hours: when the phone, the e-mail and the back-office answer (24-hour clock, the same
   * in every language). Deliveries are not bound by them: see `deliveryHours`.
   */
  officeHours: [
    { days: "weekdays", opens: "08:00", closes: "18:00" },
    { days: "saturday", opens: "08:00", closes: "14:00" },
  ],
  /**
   * When a delivery is a night delivery and carries the price table's night surcharge (Luanda time):
   * the hours a customer in Luanda calls night.
   */
  nightHours: { from: "20:00", to: "06:00" },
  social: {
    facebook: "https://www.facebook.com/kambaexpress.example",
    instagram: "https://www.instagram.com/kambaexpress.example",
    linkedin: "https://www.linkedin.com/company/kambaexpress-example",
  },
} as const;

type Texts = Record<Language, string>;

const officeDays: Record<(typeof company.officeHours)[number]["days"], Texts> = {
  weekdays: { pt: "Segunda a sexta", en: "Monday to Friday", fr: "Du lundi au vendredi" },
  saturday: { pt: "Sábado", en: "Saturday", fr: "Samedi" },
};

/** "08:00" → "8:00": the hours read the same in every language. */
const clock = (time: string) => time.replace(/^0(?=\d:)/, "");

/** The office's hours as rows (days, times), for a list such as the footer's. */
export function officeHoursRows(language: Language): Array<{ days: string; times: string }> {
  return company.officeHours.map((slot) => ({
    days: officeDays[slot.days][language],
    times: `${clock(slot.opens)}–${clock(slot.closes)}`,
  }));
}

/** Within a sentence: Portuguese and French write the days in lower case, English does not. */
const officeHoursText = (language: Language) =>
  officeHoursRows(language)
    .map((row) => `${language === "en" ? row.days : row.days.toLowerCase()}, ${row.times}`)
    .join(language === "fr" ? " ; " : "; ");

const office: Texts = { pt: officeHoursText("pt"), en: officeHoursText("en"), fr: officeHoursText("fr") };

const deliveries: Texts = {
  pt: "24 horas por dia, 7 dias por semana",
  en: "24 hours a day, 7 days a week",
  fr: "24 heures sur 24, 7 jours sur 7",
};

/**
 * The two schedules the site ever names, the office's and the deliveries' (ADR 042), each saying which one it is.
 * Every text that names hours is built from these, in every language: change the hours above and
 * the FAQ, the slides, the cards, the contact page and the footer follow.
 */
export const hours = {
  /** "segunda a sexta, 8:00–18:00; sábado, 8:00–14:00". */
  office,
  /** Deliveries run round the clock, every day; a night delivery carries the price table's surcharge. */
  deliveries,
  /** The office's hours as a sentence that says what they are for. */
  officeSentence: {
    pt: `O nosso escritório (telefone, e-mail e respostas) está aberto de ${office.pt}.`,
    en: `Our office (phone, e-mail and replies) is open ${office.en}.`,
    fr: `Notre bureau (téléphone, e-mail et réponses) est ouvert ${office.fr}.`,
  },
  /** The deliveries' hours as a sentence, with the night surcharge. */
  deliveriesSentence: {
    pt: `As entregas funcionam ${deliveries.pt}, com acréscimo noturno (ver a tabela de preços).`,
    en: `Deliveries run ${deliveries.en}, with a night surcharge (see the price list).`,
    fr: `Les livraisons fonctionnent ${deliveries.fr}, avec un supplément de nuit (voir la grille tarifaire).`,
  },
} satisfies Record<string, Texts>;

export function whatsappLink(greeting: string): string {
  return `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
}

export function postalAddressLine(): string {
  const { street, locality, countryName } = company.address;
  return `${street}, ${locality}, ${countryName}`;
}
