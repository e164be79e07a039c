import { hours } from "~/config/company";
import type { Localized } from "./localized";

export type BenefitIcon =
  "wallet" | "clock" | "headset" | "shield" | "calendar" | "banknote" | "car" | "map" | "trending-up";

export type BenefitItem = { icon: BenefitIcon; title: Localized; description: Localized };

/** "Become a Partner Driver": the four cards at the top of /drivers. */
export const partnerDriverCards: BenefitItem[] = [
  {
    icon: "wallet",
    title: { pt: "Ganhe mais", en: "Earn more", fr: "Gagnez plus" },
    description: {
      pt: "Horários flexíveis e bónus semanais para quem entrega mais.",
      en: "Flexible hours and weekly bonuses for those who deliver more.",
      fr: "Des horaires flexibles et des primes hebdomadaires pour ceux qui livrent plus.",
    },
  },
  {
    icon: "clock",
    title: { pt: "Horário flexível", en: "Flexible hours", fr: "Horaires flexibles" },
    description: {
      pt: "Trabalhe quando quiser: de manhã, à noite ou ao fim de semana.",
      en: "Work when you want: mornings, evenings or weekends.",
      fr: "Travaillez quand vous voulez : le matin, le soir ou le week-end.",
    },
  },
  {
    icon: "headset",
    title: { pt: "Apoio dedicado", en: "Dedicated support", fr: "Assistance dédiée" },
    description: {
      pt: `Uma equipa para o ajudar na estrada, no horário do escritório: ${hours.office.pt}.`,
      en: `A team to help you on the road, in office hours: ${hours.office.en}.`,
      fr: `Une équipe pour vous aider sur la route, aux heures de bureau : ${hours.office.fr}.`,
    },
  },
  {
    icon: "shield",
    title: { pt: "Segurança garantida", en: "Guaranteed safety", fr: "Sécurité garantie" },
    description: {
      pt: "Um sistema de avaliação e verificação protege motoristas e clientes.",
      en: "A rating and verification system protects drivers and customers.",
      fr: "Un système d'évaluation et de vérification protège chauffeurs et clients.",
    },
  },
];

/** The six-card benefits grid of /drivers. */
export const driverBenefits: BenefitItem[] = [
  {
    icon: "calendar",
    title: { pt: "Horário flexível", en: "Flexible schedule", fr: "Emploi du temps flexible" },
    description: {
      pt: "Escolha os dias e as horas em que quer trabalhar.",
      en: "Choose the days and hours you want to work.",
      fr: "Choisissez les jours et les heures où vous voulez travailler.",
    },
  },
  {
    icon: "banknote",
    title: { pt: "Ganhos atrativos", en: "Attractive earnings", fr: "Revenus attractifs" },
    description: {
      pt: "Pagamentos semanais e bónus de desempenho.",
      en: "Weekly payments and performance bonuses.",
      fr: "Paiements hebdomadaires et primes de performance.",
    },
  },
  {
    icon: "car",
    title: { pt: "Veículo próprio", en: "Your own vehicle", fr: "Votre propre véhicule" },
    description: {
      pt: "Use a sua mota, carro ou carrinha e rentabilize-a.",
      en: "Use your motorbike, car or van and make it pay.",
      fr: "Utilisez votre moto, voiture ou fourgon et rentabilisez-le.",
    },
  },
  {
    icon: "map",
    title: { pt: "Área de cobertura", en: "Coverage area", fr: "Zone de couverture" },
    description: {
      pt: "Entregas na área metropolitana, com rotas otimizadas.",
      en: "Deliveries across the metropolitan area, on optimised routes.",
      fr: "Des livraisons dans toute l'agglomération, sur des itinéraires optimisés.",
    },
  },
  {
    icon: "trending-up",
    title: { pt: "Crescimento profissional", en: "Professional growth", fr: "Évolution professionnelle" },
    description: {
      pt: "Formação contínua e a possibilidade de liderar uma equipa.",
      en: "Ongoing training and the chance to lead a team.",
      fr: "Une formation continue et la possibilité d'encadrer une équipe.",
    },
  },
  {
    icon: "headset",
    title: { pt: "Apoio dedicado", en: "Dedicated support", fr: "Assistance dédiée" },
    description: {
      pt: `Uma equipa de apoio no horário do escritório: ${hours.office.pt}.`,
      en: `A support team in office hours: ${hours.office.en}.`,
      fr: `Une équipe d'assistance aux heures de bureau : ${hours.office.fr}.`,
    },
  },
];
