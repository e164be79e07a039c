import type { ImageKey } from "~/generated/images";
import type { Localized } from "./localized";

export type Testimonial = {
  /** The person's short name. */
  name: string;
  company: string;
  role: Localized;
  avatar: ImageKey;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  quote: Localized;
};

/** The three shown on the home page. */
export const homeTestimonials: Testimonial[] = [
  {
    name: "Ana M.",
    company: "Farmácia Kianda",
    role: { pt: "Diretora de operações", en: "Operations director", fr: "Directrice des opérations" },
    avatar: "avatars/ana",
    rating: 5,
    quote: {
      pt: "Os medicamentos chegam às nossas farmácias sempre a tempo. Reduzimos os custos de entrega em 40%.",
      en: "Medicines reach our pharmacies on time, every time. We cut our delivery costs by 40%.",
      fr: "Les médicaments arrivent dans nos pharmacies toujours à l'heure. Nous avons réduit nos coûts de livraison de 40 %.",
    },
  },
  {
    name: "Carlos D.",
    company: "Loja Mukongo",
    role: { pt: "Proprietário", en: "Owner", fr: "Propriétaire" },
    avatar: "avatars/carlos",
    rating: 5,
    quote: {
      pt: "Os meus clientes recebem as encomendas em menos de duas horas e seguem tudo na app.",
      en: "My customers get their orders in under two hours and follow everything in the app.",
      fr: "Mes clients reçoivent leurs commandes en moins de deux heures et suivent tout dans l'application.",
    },
  },
  {
    name: "Isabel F.",
    company: "Eventos Palanca",
    role: { pt: "Organizadora de eventos", en: "Event planner", fr: "Organisatrice d'événements" },
    avatar: "avatars/isabel",
    rating: 4,
    quote: {
      pt: "Entregaram 300 convites em mão numa só manhã. Equipa simpática e pontual.",
      en: "They hand-delivered 300 invitations in a single morning. Friendly, punctual team.",
      fr: "Ils ont remis 300 invitations en main propre en une seule matinée. Équipe aimable et ponctuelle.",
    },
  },
];

/** The three fixed entries of /enterprise. */
export const enterpriseTestimonials: Testimonial[] = [
  {
    name: "João P.",
    company: "Supermercados Welwitschia",
    role: { pt: "Diretor de logística", en: "Logistics director", fr: "Directeur logistique" },
    avatar: "avatars/joao",
    rating: 5,
    quote: {
      pt: "Uma frota dedicada abastece as nossas lojas todos os dias, sem falhas.",
      en: "A dedicated fleet supplies our shops every day, without a miss.",
      fr: "Une flotte dédiée approvisionne nos magasins chaque jour, sans faute.",
    },
  },
  {
    name: "Marta L.",
    company: "Clínica Sagrada Esperança",
    role: { pt: "Gestora de compras", en: "Purchasing manager", fr: "Responsable des achats" },
    avatar: "avatars/marta",
    rating: 5,
    quote: {
      pt: "As amostras chegam ao laboratório com a temperatura certa e a cadeia de custódia registada.",
      en: "Samples reach the lab at the right temperature with the chain of custody recorded.",
      fr: "Les échantillons arrivent au laboratoire à la bonne température, avec la chaîne de traçabilité enregistrée.",
    },
  },
  {
    name: "Paulo N.",
    company: "TechLuanda",
    role: { pt: "Fundador", en: "Founder", fr: "Fondateur" },
    avatar: "avatars/paulo",
    rating: 4,
    quote: {
      pt: "As entregas da nossa loja online ficaram mais rápidas e os clientes notaram.",
      en: "Our online shop's deliveries got faster, and our customers noticed.",
      fr: "Les livraisons de notre boutique en ligne sont devenues plus rapides, et nos clients l'ont remarqué.",
    },
  },
];

/** Every testimonial, for /testimonials. */
export const allTestimonials: Testimonial[] = [...homeTestimonials, ...enterpriseTestimonials];
