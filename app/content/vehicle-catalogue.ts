/**
 * The six vehicle types (SPEC section 9) as the sign-up and proposal pickers show them: image,
 * label, description and feature tags in three languages.
 *
 * Minimal placeholder for issue 4; the fleet catalogue of issue 3 (`app/content/vehicles.ts`) is
 * meant to replace it — the pickers only need `vehiclePickerOptions(language)`.
 */
import type { Language } from "~/i18n/languages";
import { vehicleTypes, type VehicleType } from "./choices";

type Localized = Record<Language, string>;

export type VehicleCatalogueEntry = {
  type: VehicleType;
  image: string;
  maxLoadKg: number;
  /** Cargo volume; the motorbike has a box size instead. */
  volumeLitres?: number;
  boxSizeCm?: string;
  label: Localized;
  description: Localized;
  idealFor: Localized;
};

export const vehicleCatalogue: Record<VehicleType, VehicleCatalogueEntry> = {
  moto: {
    type: "moto",
    image: "/images/vehicle-picker/moto.svg",
    maxLoadKg: 20,
    boxSizeCm: "35×40×35",
    label: { pt: "Mota", en: "Motorbike", fr: "Moto" },
    description: {
      pt: "Entregas rápidas de pequenos volumes pela cidade.",
      en: "Fast deliveries of small parcels around town.",
      fr: "Livraisons rapides de petits colis en ville.",
    },
    idealFor: { pt: "Documentos e refeições", en: "Documents and meals", fr: "Documents et repas" },
  },
  "city-car": {
    type: "city-car",
    image: "/images/vehicle-picker/city-car.svg",
    maxLoadKg: 50,
    volumeLitres: 200,
    label: { pt: "Carro citadino", en: "City car", fr: "Citadine" },
    description: {
      pt: "Encomendas médias com conforto e segurança.",
      en: "Medium parcels delivered safely and comfortably.",
      fr: "Colis moyens livrés en toute sécurité.",
    },
    idealFor: { pt: "Compras e farmácia", en: "Groceries and pharmacy", fr: "Courses et pharmacie" },
  },
  "utility-car": {
    type: "utility-car",
    image: "/images/vehicle-picker/utility-car.svg",
    maxLoadKg: 100,
    volumeLitres: 400,
    label: { pt: "Carro utilitário", en: "Utility car", fr: "Voiture utilitaire" },
    description: {
      pt: "Espaço de carga para lojas e pequenos negócios.",
      en: "Cargo space for shops and small businesses.",
      fr: "De la place pour les commerces et petites entreprises.",
    },
    idealFor: { pt: "Stock de lojas", en: "Shop stock", fr: "Stock des boutiques" },
  },
  hiace: {
    type: "hiace",
    image: "/images/vehicle-picker/hiace.svg",
    maxLoadKg: 200,
    volumeLitres: 800,
    label: { pt: "Hiace", en: "Hiace minibus", fr: "Minibus Hiace" },
    description: {
      pt: "Volumes grandes e várias paragens no mesmo percurso.",
      en: "Large loads and several stops on one route.",
      fr: "Gros volumes et plusieurs arrêts sur un même trajet.",
    },
    idealFor: { pt: "Distribuição por rotas", en: "Route distribution", fr: "Distribution en tournée" },
  },
  van: {
    type: "van",
    image: "/images/vehicle-picker/van.svg",
    maxLoadKg: 300,
    volumeLitres: 1000,
    label: { pt: "Carrinha", en: "Van", fr: "Fourgon" },
    description: {
      pt: "Mercadoria volumosa, mudanças pequenas e eventos.",
      en: "Bulky goods, small moves and events.",
      fr: "Marchandises volumineuses, petits déménagements et événements.",
    },
    idealFor: { pt: "Eletrodomésticos", en: "Household appliances", fr: "Électroménager" },
  },
  truck: {
    type: "truck",
    image: "/images/vehicle-picker/truck.svg",
    maxLoadKg: 500,
    volumeLitres: 2000,
    label: { pt: "Camião", en: "Truck", fr: "Camion" },
    description: {
      pt: "Carga pesada e logística entre armazéns.",
      en: "Heavy cargo and warehouse logistics.",
      fr: "Charges lourdes et logistique entre entrepôts.",
    },
    idealFor: { pt: "Carga e paletes", en: "Cargo and pallets", fr: "Fret et palettes" },
  },
};

const tagFormats: Record<Language, { load: string; volume: string; box: string }> = {
  pt: { load: "Até {kg} kg", volume: "{l} litros", box: "Caixa {size} cm" },
  en: { load: "Up to {kg} kg", volume: "{l} litres", box: "Box {size} cm" },
  fr: { load: "Jusqu'à {kg} kg", volume: "{l} litres", box: "Coffre {size} cm" },
};

export type VehiclePickerOption = {
  value: VehicleType;
  label: string;
  description: string;
  image: string;
  tags: string[];
};

/** The six types in catalogue order, in one language, as picker cards. */
export function vehiclePickerOptions(language: Language): VehiclePickerOption[] {
  const format = tagFormats[language];
  return vehicleTypes.map((type) => {
    const entry = vehicleCatalogue[type];
    const capacity = entry.volumeLitres
      ? format.volume.replace("{l}", String(entry.volumeLitres))
      : format.box.replace("{size}", entry.boxSizeCm ?? "");
    return {
      value: type,
      label: entry.label[language],
      description: entry.description[language],
      image: entry.image,
      tags: [format.load.replace("{kg}", String(entry.maxLoadKg)), capacity, entry.idealFor[language]],
    };
  });
}
