import { hours } from "~/config/company";
import type { Localized } from "./localized";

export type FaqEntry = { question: Localized; answer: Localized };

/** Questions shown on /services and /about. */
export const generalFaqs: FaqEntry[] = [
  {
    question: {
      pt: "Quanto tempo demora uma entrega em Luanda?",
      en: "How long does a delivery take in Luanda?",
      fr: "Combien de temps prend une livraison à Luanda ?",
    },
    answer: {
      pt: "Entregamos em até 2 horas em qualquer ponto da província de Luanda. Para as províncias, o prazo depende do destino e é indicado no orçamento.",
      en: "We deliver within 2 hours anywhere in Luanda province. For the other provinces, the time depends on the destination and is given in the quote.",
      fr: "Nous livrons en moins de 2 heures partout dans la province de Luanda. Pour les autres provinces, le délai dépend de la destination et figure dans le devis.",
    },
  },
  {
    question: {
      pt: "Que zonas cobrem?",
      en: "Which areas do you cover?",
      fr: "Quelles zones desservez-vous ?",
    },
    answer: {
      pt: "Toda a província de Luanda e algumas zonas de Benguela, Lobito, Lubango, Huambo, Malanje e Bié.",
      en: "All of Luanda province and some areas of Benguela, Lobito, Lubango, Huambo, Malanje and Bié.",
      fr: "Toute la province de Luanda et certaines zones de Benguela, Lobito, Lubango, Huambo, Malanje et Bié.",
    },
  },
  {
    question: {
      pt: "Como posso pagar?",
      en: "How can I pay?",
      fr: "Comment puis-je payer ?",
    },
    answer: {
      pt: "Aceitamos cartões, transferência bancária, Multicaixa Express e pagamento na entrega.",
      en: "We accept cards, bank transfer, Multicaixa Express and cash on delivery.",
      fr: "Nous acceptons les cartes, le virement bancaire, Multicaixa Express et le paiement à la livraison.",
    },
  },
  {
    question: {
      pt: "Posso seguir a minha entrega?",
      en: "Can I track my delivery?",
      fr: "Puis-je suivre ma livraison ?",
    },
    answer: {
      pt: "Sim. Na nossa app vê em tempo real onde está a sua encomenda, do levantamento à entrega.",
      en: "Yes. Our app shows you in real time where your parcel is, from pickup to delivery.",
      fr: "Oui. Notre application vous montre en temps réel où se trouve votre colis, de l'enlèvement à la livraison.",
    },
  },
  {
    question: {
      pt: "Transportam medicamentos e material biológico?",
      en: "Do you carry medicines and biological material?",
      fr: "Transportez-vous des médicaments et du matériel biologique ?",
    },
    answer: {
      pt: "Sim, com embalagens isotérmicas, controlo de temperatura e motoristas formados para esse transporte.",
      en: "Yes, in insulated packaging, with temperature control and drivers trained for it.",
      fr: "Oui, dans des emballages isothermes, avec contrôle de la température et des chauffeurs formés à ce transport.",
    },
  },
];

/** The three questions of /enterprise. */
export const enterpriseFaqs: FaqEntry[] = [
  {
    question: {
      pt: "Como peço uma entrega?",
      en: "How do I request a delivery?",
      fr: "Comment demander une livraison ?",
    },
    answer: {
      pt: "Pela nossa app ou pelo site: indique o local de recolha e o local de entrega, e nós tratamos do resto.",
      en: "Through our app or our website: give the pickup and delivery details, and we take care of the rest.",
      fr: "Depuis notre application ou notre site : indiquez le lieu d'enlèvement et le lieu de livraison, nous nous occupons du reste.",
    },
  },
  {
    question: {
      pt: "A que horas fazem entregas?",
      en: "What are your delivery hours?",
      fr: "Quels sont vos horaires de livraison ?",
    },
    answer: {
      pt: `${hours.deliveriesSentence.pt} ${hours.officeSentence.pt}`,
      en: `${hours.deliveriesSentence.en} ${hours.officeSentence.en}`,
      fr: `${hours.deliveriesSentence.fr} ${hours.officeSentence.fr}`,
    },
  },
  {
    question: {
      pt: "Como acompanho uma entrega?",
      en: "How do I track a delivery?",
      fr: "Comment suivre une livraison ?",
    },
    answer: {
      pt: "Na app, com o número de seguimento da entrega, vê em tempo real onde está o motorista.",
      en: "In the app, with the delivery's tracking number, you see in real time where the driver is.",
      fr: "Dans l'application, avec le numéro de suivi de la livraison, vous voyez en temps réel où se trouve le chauffeur.",
    },
  },
];

/** Questions shown on /drivers. */
export const driverFaqs: FaqEntry[] = [
  {
    question: {
      pt: "O que preciso para ser motorista parceiro?",
      en: "What do I need to become a partner driver?",
      fr: "Que faut-il pour devenir chauffeur partenaire ?",
    },
    answer: {
      pt: "Carta de condução válida para o seu veículo, documento de identificação e um telemóvel com a nossa app.",
      en: "A valid licence for your vehicle, an identity document and a phone with our app.",
      fr: "Un permis valide pour votre véhicule, une pièce d'identité et un téléphone avec notre application.",
    },
  },
  {
    question: {
      pt: "Quando recebo os meus pagamentos?",
      en: "When am I paid?",
      fr: "Quand suis-je payé ?",
    },
    answer: {
      pt: "Todas as semanas, com os bónus de desempenho incluídos.",
      en: "Every week, performance bonuses included.",
      fr: "Chaque semaine, primes de performance comprises.",
    },
  },
  {
    question: {
      pt: "Preciso de ter veículo próprio?",
      en: "Do I need my own vehicle?",
      fr: "Dois-je avoir mon propre véhicule ?",
    },
    answer: {
      pt: "Não é obrigatório: indique na inscrição se tem veículo e nós contactamo-lo com as opções disponíveis.",
      en: "It is not required: say in your application whether you have one and we will contact you with the options.",
      fr: "Ce n'est pas obligatoire : indiquez dans votre inscription si vous en avez un, nous vous contacterons avec les options.",
    },
  },
  {
    question: {
      pt: "Posso escolher o meu horário?",
      en: "Can I choose my hours?",
      fr: "Puis-je choisir mes horaires ?",
    },
    answer: {
      pt: "Sim. Liga-se na app quando quer trabalhar e recebe pedidos perto de si.",
      en: "Yes. You go online in the app when you want to work and receive orders near you.",
      fr: "Oui. Vous vous connectez dans l'application quand vous voulez travailler et recevez des commandes près de chez vous.",
    },
  },
];
