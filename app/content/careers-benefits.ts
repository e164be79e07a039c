import type { Language } from "~/i18n/languages";

type Translated = Record<Language, string>;

/** The five benefits of working at the company, shown in the carousel of /careers. */
export type CareersBenefit = {
  id: string;
  /** A lucide icon chosen in the carousel by this name. */
  icon: "clock" | "wallet" | "trending-up" | "shield-check" | "users";
  title: Translated;
  description: Translated;
};

export const careersBenefits: CareersBenefit[] = [
  {
    id: "flexible-schedule",
    icon: "clock",
    title: { pt: "Horários flexíveis", en: "Flexible schedules", fr: "Horaires flexibles" },
    description: {
      pt: "Escolha os turnos que se ajustam à sua vida, de manhã, à tarde ou ao fim de semana.",
      en: "Choose the shifts that fit your life: mornings, afternoons or weekends.",
      fr: "Choisissez les horaires qui conviennent à votre vie : matin, après-midi ou week-end.",
    },
  },
  {
    id: "competitive-income",
    icon: "wallet",
    title: { pt: "Rendimento competitivo", en: "Competitive income", fr: "Revenus compétitifs" },
    description: {
      pt: "Pagamentos pontuais e seguros, todas as semanas, sem surpresas.",
      en: "Timely and secure payments, every week, with no surprises.",
      fr: "Des paiements ponctuels et sécurisés, chaque semaine, sans surprise.",
    },
  },
  {
    id: "growth",
    icon: "trending-up",
    title: { pt: "Oportunidades de crescimento", en: "Growth opportunities", fr: "Possibilités d'évolution" },
    description: {
      pt: "Chegue a estafeta principal ou supervisor de equipa, com formação periódica.",
      en: "Become a lead delivery person or a team supervisor, with periodic training.",
      fr: "Devenez livreur principal ou superviseur d'équipe, avec des formations régulières.",
    },
  },
  {
    id: "safety",
    icon: "shield-check",
    title: { pt: "Segurança no trabalho", en: "Workplace safety", fr: "Sécurité au travail" },
    description: {
      pt: "Parcerias com seguradoras e assistência em caso de acidente.",
      en: "Partnerships with insurers and assistance in case of an accident.",
      fr: "Des partenariats avec des assureurs et une assistance en cas d'accident.",
    },
  },
  {
    id: "team-support",
    icon: "users",
    title: { pt: "Apoio da equipa", en: "Team support", fr: "Soutien de l'équipe" },
    description: {
      pt: "Uma equipa de apoio disponível todos os dias para o ajudar no terreno.",
      en: "A support team available every day to help you in the field.",
      fr: "Une équipe d'assistance disponible chaque jour pour vous aider sur le terrain.",
    },
  },
];
