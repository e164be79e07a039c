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
  extraKm: { pt: "Km adicional (> 30 km)", en: "Extra km (> 30 km)", fr: "Km supplémentaire (> 30 km)" },
  extras: { pt: "Serviços e acréscimos", en: "Services and surcharges", fr: "Services et suppléments" },
  service: { pt: "Serviço", en: "Service", fr: "Service" },
  price: { pt: "Preço", en: "Price", fr: "Prix" },
  validFrom: {
    pt: "Preços em kwanzas (AOA). Em vigor desde {date}.",
    en: "Prices in kwanzas (AOA). In force since {date}.",
    fr: "Prix en kwanzas (AOA). En vigueur depuis le {date}.",
  },
} satisfies Record<string, Localized>;
