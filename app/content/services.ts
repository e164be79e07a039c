import { hours } from "~/config/company";
import type { ImageKey } from "~/generated/images";
import type { Localized } from "./localized";

export type ServiceIcon = "warehouse" | "megaphone" | "package" | "flask" | "pill" | "truck";

export type Service = {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  slug: string;
  icon: ServiceIcon;
  image: ImageKey;
  name: Localized;
  description: Localized;
  benefits: Localized<string[]>;
};

/** The six services, ids 1 to 6: the one list every page uses. */
export const services: Service[] = [
  {
    id: 1,
    slug: "stock-management",
    icon: "warehouse",
    image: "services/stock-management",
    name: { pt: "Gestão de stock", en: "Stock management", fr: "Gestion de stock" },
    description: {
      pt: "Guardamos, organizamos e controlamos o seu inventário no nosso armazém em Luanda, prontos a expedir cada encomenda.",
      en: "We store, organise and track your inventory in our Luanda warehouse, ready to ship every order.",
      fr: "Nous stockons, organisons et suivons votre inventaire dans notre entrepôt de Luanda, prêt à expédier chaque commande.",
    },
    benefits: {
      pt: [
        "Inventário atualizado em tempo real",
        "Preparação de encomendas no próprio dia",
        "Menos custos com espaço próprio",
      ],
      en: ["Inventory updated in real time", "Same-day order preparation", "Lower costs than your own storage space"],
      fr: [
        "Inventaire mis à jour en temps réel",
        "Préparation des commandes le jour même",
        "Moins de frais qu'un local à vous",
      ],
    },
  },
  {
    id: 2,
    slug: "public-relations",
    icon: "megaphone",
    image: "services/public-relations",
    name: { pt: "Relações públicas", en: "Public relations", fr: "Relations publiques" },
    description: {
      pt: "Entregamos documentos, convites e material de eventos em mão, a tempo e com a apresentação que a sua marca merece.",
      en: "We hand-deliver documents, invitations and event material on time and with the care your brand deserves.",
      fr: "Nous remettons en main propre documents, invitations et matériel d'événement, à l'heure et avec le soin que mérite votre marque.",
    },
    benefits: {
      pt: [
        "Entrega em mão com confirmação",
        "Distribuição de convites em massa",
        "Recolha e devolução de documentos assinados",
      ],
      en: [
        "Hand delivery with confirmation",
        "Bulk invitation distribution",
        "Collection and return of signed documents",
      ],
      fr: [
        "Remise en main propre avec confirmation",
        "Distribution d'invitations en nombre",
        "Collecte et retour de documents signés",
      ],
    },
  },
  {
    id: 3,
    slug: "general-deliveries",
    icon: "package",
    image: "services/general-deliveries",
    name: { pt: "Entregas gerais", en: "General deliveries", fr: "Livraisons générales" },
    description: {
      pt: "Encomendas de todos os tamanhos entregues em até 2 horas em Luanda, com seguimento em tempo real.",
      en: "Parcels of every size delivered within 2 hours in Luanda, with real-time tracking.",
      fr: "Des colis de toutes tailles livrés en moins de 2 heures à Luanda, avec suivi en temps réel.",
    },
    benefits: {
      pt: ["Entrega em até 2 horas em Luanda", "Seguimento em tempo real na app", "Pagamento na entrega disponível"],
      en: ["Delivery within 2 hours in Luanda", "Real-time tracking in the app", "Cash on delivery available"],
      fr: [
        "Livraison en moins de 2 heures à Luanda",
        "Suivi en temps réel dans l'application",
        "Paiement à la livraison possible",
      ],
    },
  },
  {
    id: 4,
    slug: "biological-material",
    icon: "flask",
    image: "services/biological-material",
    name: {
      pt: "Transporte de material biológico",
      en: "Biological material transport",
      fr: "Transport de matériel biologique",
    },
    description: {
      pt: "Amostras e material biológico transportados com a temperatura, a embalagem e a rapidez que os laboratórios exigem.",
      en: "Samples and biological material carried at the temperature, in the packaging and at the speed laboratories require.",
      fr: "Échantillons et matériel biologique transportés à la température, dans l'emballage et à la vitesse qu'exigent les laboratoires.",
    },
    benefits: {
      pt: ["Caixas isotérmicas homologadas", "Motoristas formados em biossegurança", "Cadeia de custódia registada"],
      en: ["Approved insulated boxes", "Drivers trained in biosafety", "Recorded chain of custody"],
      fr: ["Caisses isothermes homologuées", "Chauffeurs formés à la biosécurité", "Chaîne de traçabilité enregistrée"],
    },
  },
  {
    id: 5,
    slug: "pharmaceutical-distribution",
    icon: "pill",
    image: "services/pharmaceutical-distribution",
    name: {
      pt: "Distribuição farmacêutica",
      en: "Pharmaceutical distribution",
      fr: "Distribution pharmaceutique",
    },
    description: {
      pt: "Medicamentos entregues a farmácias, clínicas e hospitais com rotas regulares e respeito pelas boas práticas.",
      en: "Medicines delivered to pharmacies, clinics and hospitals on regular routes, following good distribution practice.",
      fr: "Des médicaments livrés aux pharmacies, cliniques et hôpitaux sur des tournées régulières, selon les bonnes pratiques.",
    },
    benefits: {
      pt: ["Rotas diárias para farmácias", "Controlo de temperatura", `Entregas urgentes ${hours.deliveries.pt}`],
      en: ["Daily routes to pharmacies", "Temperature control", `Urgent deliveries ${hours.deliveries.en}`],
      fr: [
        "Tournées quotidiennes vers les pharmacies",
        "Contrôle de la température",
        `Livraisons urgentes ${hours.deliveries.fr}`,
      ],
    },
  },
  {
    id: 6,
    slug: "cargo-logistics",
    icon: "truck",
    image: "services/cargo-logistics",
    name: {
      pt: "Transporte de carga e logística",
      en: "Cargo and logistics transport",
      fr: "Transport de fret et logistique",
    },
    description: {
      pt: "Carrinhas e camiões para cargas até 500 kg, em Luanda e nas províncias de Benguela, Huambo, Lubango, Malanje e Bié.",
      en: "Vans and trucks for loads up to 500 kg, in Luanda and the provinces of Benguela, Huambo, Lubango, Malanje and Bié.",
      fr: "Fourgons et camions pour des charges jusqu'à 500 kg, à Luanda et dans les provinces de Benguela, Huambo, Lubango, Malanje et Bié.",
    },
    benefits: {
      pt: ["Frota de seis tipos de veículo", "Planeamento de rotas otimizado", "Carga e descarga incluídas"],
      en: ["A fleet of six vehicle types", "Optimised route planning", "Loading and unloading included"],
      fr: [
        "Une flotte de six types de véhicules",
        "Planification optimisée des tournées",
        "Chargement et déchargement inclus",
      ],
    },
  },
];
