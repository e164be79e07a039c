import { hours } from "~/config/company";
import type { ImageKey } from "~/generated/images";
import type { Localized } from "./localized";

type HighlightIcon = "zap" | "shield" | "users" | "target" | "eye" | "heart" | "map" | "clock";

export type Highlight = {
  icon: HighlightIcon;
  image: ImageKey;
  title: Localized;
  description: Localized;
};

/** The home page slideshow: fast delivery, guaranteed security, professional team. */
export const homeHighlights: Highlight[] = [
  {
    icon: "zap",
    image: "highlights/fast-delivery",
    title: { pt: "Entrega rápida", en: "Fast delivery", fr: "Livraison rapide" },
    description: {
      pt: `Em até 2 horas em qualquer ponto de Luanda. ${hours.deliveriesSentence.pt}`,
      en: `Within 2 hours anywhere in Luanda. ${hours.deliveriesSentence.en}`,
      fr: `En moins de 2 heures partout à Luanda. ${hours.deliveriesSentence.fr}`,
    },
  },
  {
    icon: "shield",
    image: "highlights/guaranteed-security",
    title: { pt: "Segurança garantida", en: "Guaranteed security", fr: "Sécurité garantie" },
    description: {
      pt: "Cada encomenda é seguida em tempo real e entregue em mão, com confirmação.",
      en: "Every parcel is tracked in real time and handed over in person, with confirmation.",
      fr: "Chaque colis est suivi en temps réel et remis en main propre, avec confirmation.",
    },
  },
  {
    icon: "users",
    image: "highlights/professional-team",
    title: { pt: "Equipa profissional", en: "Professional team", fr: "Équipe professionnelle" },
    description: {
      pt: `Motoristas formados e verificados, e uma equipa de apoio que responde no horário do escritório: ${hours.office.pt}.`,
      en: `Trained, verified drivers and a support team that answers in office hours: ${hours.office.en}.`,
      fr: `Des chauffeurs formés et vérifiés, et une équipe d'assistance qui répond aux heures de bureau : ${hours.office.fr}.`,
    },
  },
];

/** The About page's paired slideshow. */
export const aboutHighlights: Highlight[] = [
  {
    icon: "target",
    image: "highlights/mission",
    title: { pt: "Missão", en: "Mission", fr: "Mission" },
    description: {
      pt: "Encurtar a distância entre o fornecedor e o seu cliente, com entregas rápidas, seguras e acessíveis.",
      en: "To shorten the distance between a supplier and their customer with fast, safe and affordable deliveries.",
      fr: "Réduire la distance entre un fournisseur et son client grâce à des livraisons rapides, sûres et abordables.",
    },
  },
  {
    icon: "eye",
    image: "highlights/vision",
    title: { pt: "Visão", en: "Vision", fr: "Vision" },
    description: {
      pt: "Ser a referência em entregas e logística em Angola, presente em todas as províncias.",
      en: "To be the benchmark for delivery and logistics in Angola, present in every province.",
      fr: "Être la référence de la livraison et de la logistique en Angola, présente dans toutes les provinces.",
    },
  },
  {
    icon: "heart",
    image: "highlights/values",
    title: { pt: "Valores", en: "Values", fr: "Valeurs" },
    description: {
      pt: "Pontualidade, honestidade, cuidado com cada encomenda e respeito por quem a entrega.",
      en: "Punctuality, honesty, care for every parcel and respect for the people who deliver it.",
      fr: "Ponctualité, honnêteté, soin de chaque colis et respect de ceux qui le livrent.",
    },
  },
  {
    icon: "map",
    image: "highlights/coverage",
    title: { pt: "Cobertura", en: "Coverage", fr: "Couverture" },
    description: {
      pt: "Toda a província de Luanda e algumas zonas de Benguela, Lobito, Lubango, Huambo, Malanje e Bié.",
      en: "All of Luanda province and some areas of Benguela, Lobito, Lubango, Huambo, Malanje and Bié.",
      fr: "Toute la province de Luanda et certaines zones de Benguela, Lobito, Lubango, Huambo, Malanje et Bié.",
    },
  },
  {
    icon: "clock",
    image: "highlights/always-on",
    title: { pt: "Sempre em movimento", en: "Always on the move", fr: "Toujours en mouvement" },
    description: {
      pt: `Entregas ${hours.deliveries.pt}, e uma app para pedir, seguir e receber as suas entregas.`,
      en: `Deliveries ${hours.deliveries.en}, and an app to order, track and receive your deliveries.`,
      fr: `Des livraisons ${hours.deliveries.fr}, et une application pour commander, suivre et recevoir vos livraisons.`,
    },
  },
];
