import type { Localized } from "~/content/localized";

/** The words printed in the price-list PDF (the page's own texts are in the i18n files). */
export const pdfTexts = {
  title: { pt: "Tabela de preços", en: "Price list", fr: "Grille tarifaire" },
  placeholder: {
    pt: "VALORES DE EXEMPLO: esta tabela não é uma tarifa real.",
    en: "EXAMPLE FIGURES: this table is not a real tariff.",
    fr: "VALEURS D'EXEMPLE : cette grille n'est pas un tarif réel.",
  },
  deliveries: {
    pt: "Entregas por tipo de veículo e distância",
    en: "Deliveries by vehicle type and distance",
    fr: "Livraisons par type de véhicule et distance",
  },
  vehicle: { pt: "Veículo", en: "Vehicle", fr: "Véhicule" },
  extraKm: { pt: "Km adicional (> {limit} km)", en: "Extra km (> {limit} km)", fr: "Km supplémentaire (> {limit} km)" },
  reach: { pt: "{vehicle} (até {km} km)", en: "{vehicle} (up to {km} km)", fr: "{vehicle} (jusqu'à {km} km)" },
  provinces: {
    pt: "Entregamos nas províncias de {provinces}.",
    en: "We deliver in the provinces of {provinces}.",
    fr: "Nous livrons dans les provinces de {provinces}.",
  },
  extras: { pt: "Serviços e acréscimos", en: "Services and surcharges", fr: "Services et suppléments" },
  service: { pt: "Serviço", en: "Service", fr: "Service" },
  price: { pt: "Preço", en: "Price", fr: "Prix" },
  validFrom: {
    pt: "Preços em kwanzas (AOA). Em vigor desde {date}.",
    en: "Prices in kwanzas (AOA). In force since {date}.",
    fr: "Prix en kwanzas (AOA). En vigueur depuis le {date}.",
  },
} satisfies Record<string, Localized>;

/** The other services and the surcharges, as the price list names them, in the order it prints them. */
export const serviceLabels = {
  stock: {
    pt: "Gestão de stock (por m² e por mês)",
    en: "Stock management (per m² per month)",
    fr: "Gestion de stock (par m² et par mois)",
  },
  invitations: {
    pt: "Entrega de convites (por unidade, a partir de 50)",
    en: "Invitation delivery (each, from 50)",
    fr: "Remise d'invitations (l'unité, à partir de 50)",
  },
  refrigerated: {
    pt: "Transporte refrigerado (acréscimo por entrega)",
    en: "Refrigerated transport (surcharge per delivery)",
    fr: "Transport réfrigéré (supplément par livraison)",
  },
  night: {
    pt: "Entrega urgente noturna (acréscimo)",
    en: "Urgent night delivery (surcharge)",
    fr: "Livraison urgente de nuit (supplément)",
  },
} satisfies Record<string, Localized>;
