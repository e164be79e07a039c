import type { ImageKey } from "~/generated/images";
import type { VehicleType } from "~/domain/choices";
import type { Localized } from "./localized";

export type Vehicle = {
  type: VehicleType;
  image: ImageKey;
  label: Localized;
  description: Localized;
  /** Maximum load in kilograms. */
  maxLoadKg: number;
  /** Box size in centimetres (width × depth × height), for the motorbike. */
  sizeCm?: readonly [number, number, number];
  /** Load volume in litres (not for the motorbike). */
  volumeLitres?: number;
  idealFor: Localized;
  features: Localized<string[]>;
};

/** The vehicle catalogue: the fleet grid, the driver sign-up picker and the enterprise picker all use it. */
export const vehicles: Vehicle[] = [
  {
    type: "moto",
    image: "vehicles/moto",
    label: { pt: "Mota", en: "Motorbike", fr: "Moto" },
    description: {
      pt: "A mais rápida no trânsito de Luanda, para documentos e pequenas encomendas.",
      en: "The fastest through Luanda traffic, for documents and small parcels.",
      fr: "La plus rapide dans la circulation de Luanda, pour les documents et petits colis.",
    },
    maxLoadKg: 20,
    sizeCm: [35, 40, 35],
    idealFor: {
      pt: "Documentos, refeições, medicamentos e pequenas encomendas",
      en: "Documents, meals, medicines and small parcels",
      fr: "Documents, repas, médicaments et petits colis",
    },
    features: {
      pt: ["Entrega expresso em até 2 horas", "Baú térmico", "Ideal para o centro da cidade"],
      en: ["Express delivery within 2 hours", "Insulated top box", "Ideal for the city centre"],
      fr: ["Livraison express en moins de 2 heures", "Top-case isotherme", "Idéale pour le centre-ville"],
    },
  },
  {
    type: "city-car",
    image: "vehicles/city-car",
    label: { pt: "Carro citadino", en: "City car", fr: "Citadine" },
    description: {
      pt: "Compacto e económico, protege as encomendas da chuva e do calor.",
      en: "Compact and economical, it keeps parcels safe from rain and heat.",
      fr: "Compacte et économique, elle protège les colis de la pluie et de la chaleur.",
    },
    maxLoadKg: 50,
    volumeLitres: 200,
    idealFor: {
      pt: "Compras, caixas pequenas e entregas de comércio eletrónico",
      en: "Shopping, small boxes and e-commerce deliveries",
      fr: "Courses, petits cartons et livraisons e-commerce",
    },
    features: {
      pt: ["Bagageira fechada", "Ar condicionado", "Várias entregas por rota"],
      en: ["Closed boot", "Air conditioning", "Several drops per route"],
      fr: ["Coffre fermé", "Climatisation", "Plusieurs livraisons par tournée"],
    },
  },
  {
    type: "utility-car",
    image: "vehicles/utility-car",
    label: { pt: "Carro utilitário", en: "Utility car", fr: "Voiture utilitaire" },
    description: {
      pt: "Mais espaço para caixas e volumes médios, sem perder agilidade.",
      en: "More room for boxes and medium-sized items, still nimble.",
      fr: "Plus d'espace pour les cartons et volumes moyens, tout en restant agile.",
    },
    maxLoadKg: 100,
    volumeLitres: 400,
    idealFor: {
      pt: "Stock de lojas, material de escritório e eletrodomésticos pequenos",
      en: "Shop stock, office supplies and small appliances",
      fr: "Stock de magasins, fournitures de bureau et petit électroménager",
    },
    features: {
      pt: ["Porta traseira larga", "Fixação de carga", "Rotas regulares"],
      en: ["Wide rear door", "Load restraints", "Regular routes"],
      fr: ["Large porte arrière", "Arrimage de la charge", "Tournées régulières"],
    },
  },
  {
    type: "hiace",
    image: "vehicles/hiace",
    label: { pt: "Hiace", en: "Hiace minibus", fr: "Minibus Hiace" },
    description: {
      pt: "O clássico de Luanda, para cargas volumosas e distribuição em várias paragens.",
      en: "Luanda's classic, for bulky loads and multi-stop distribution.",
      fr: "Le classique de Luanda, pour les charges volumineuses et la distribution en plusieurs arrêts.",
    },
    maxLoadKg: 200,
    volumeLitres: 800,
    idealFor: {
      pt: "Distribuição a lojas, eventos e mudanças pequenas",
      en: "Shop distribution, events and small moves",
      fr: "Distribution en magasins, événements et petits déménagements",
    },
    features: {
      pt: ["Porta lateral de correr", "Grande volume", "Motorista e ajudante"],
      en: ["Sliding side door", "Large volume", "Driver and helper"],
      fr: ["Porte latérale coulissante", "Grand volume", "Chauffeur et aide"],
    },
  },
  {
    type: "van",
    image: "vehicles/van",
    label: { pt: "Carrinha", en: "Van", fr: "Fourgon" },
    description: {
      pt: "Carga fechada e segura para paletes pequenas e entregas profissionais.",
      en: "Closed, secure load space for small pallets and business deliveries.",
      fr: "Un espace de chargement fermé et sûr pour petites palettes et livraisons professionnelles.",
    },
    maxLoadKg: 300,
    volumeLitres: 1000,
    idealFor: {
      pt: "Distribuição farmacêutica, grossistas e entregas entre armazéns",
      en: "Pharmaceutical distribution, wholesalers and warehouse transfers",
      fr: "Distribution pharmaceutique, grossistes et transferts entre entrepôts",
    },
    features: {
      pt: ["Compartimento de carga fechado", "Seguimento GPS", "Carga paletizada"],
      en: ["Closed cargo compartment", "GPS tracking", "Palletised loads"],
      fr: ["Compartiment de charge fermé", "Suivi GPS", "Charges palettisées"],
    },
  },
  {
    type: "truck",
    image: "vehicles/truck",
    label: { pt: "Camião", en: "Truck", fr: "Camion" },
    description: {
      pt: "Para as cargas maiores, em Luanda e entre províncias.",
      en: "For the largest loads, in Luanda and between provinces.",
      fr: "Pour les charges les plus importantes, à Luanda et entre provinces.",
    },
    maxLoadKg: 500,
    volumeLitres: 2000,
    idealFor: {
      pt: "Cargas pesadas, mobiliário e abastecimento de armazéns",
      en: "Heavy loads, furniture and warehouse supply",
      fr: "Charges lourdes, mobilier et approvisionnement d'entrepôts",
    },
    features: {
      pt: ["Plataforma elevatória", "Viagens interprovinciais", "Seguro de carga"],
      en: ["Tail lift", "Inter-provincial trips", "Cargo insurance"],
      fr: ["Hayon élévateur", "Trajets interprovinciaux", "Assurance marchandises"],
    },
  },
];
