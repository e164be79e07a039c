import type { VehicleType } from "~/domain/choices";
import type { Localized } from "./localized";

/**
 * What a partner driver needs and may earn, per vehicle type: the requirements and documents on
 * /drivers, the sign-up picker's descriptions, and the earnings estimate.
 *
 * EXAMPLE FIGURES: `hourlyEarningsAoa` are placeholders, not the company's rates; while `examples` is
 * true the page says so beside the estimate. Set the real amounts (kwanzas a driver earns per hour
 * online, bonuses included), then set `examples` to false. The estimate is hours per week × this
 * amount, and × 52 / 12 for a month; nothing else is hidden in it.
 */
export const driverTerms = {
  examples: true,
  /** The hours-per-week slider of the estimate. */
  hoursPerWeek: { min: 5, max: 60, step: 5, default: 20 },
  vehicles: [
    {
      vehicle: "moto",
      hourlyEarningsAoa: 1500,
      requirements: {
        pt: [
          "Carta de condução da categoria A",
          "Mota de 125 cc ou mais, com até 8 anos",
          "Baú de entregas e capacete",
        ],
        en: ["Category A driving licence", "Motorbike of 125 cc or more, up to 8 years old", "Delivery box and helmet"],
        fr: ["Permis de catégorie A", "Moto de 125 cm³ ou plus, de 8 ans au plus", "Top-case de livraison et casque"],
      },
    },
    {
      vehicle: "city-car",
      hourlyEarningsAoa: 2000,
      requirements: {
        pt: ["Carta de condução da categoria B", "Carro de 4 portas, com até 10 anos", "Ar condicionado a funcionar"],
        en: ["Category B driving licence", "Four-door car, up to 10 years old", "Working air conditioning"],
        fr: ["Permis de catégorie B", "Voiture 4 portes, de 10 ans au plus", "Climatisation en état de marche"],
      },
    },
    {
      vehicle: "utility-car",
      hourlyEarningsAoa: 2500,
      requirements: {
        pt: ["Carta de condução da categoria B", "Utilitário com até 10 anos", "Zona de carga fechada"],
        en: ["Category B driving licence", "Utility car up to 10 years old", "Closed load area"],
        fr: ["Permis de catégorie B", "Utilitaire de 10 ans au plus", "Zone de chargement fermée"],
      },
    },
    {
      vehicle: "hiace",
      hourlyEarningsAoa: 3500,
      requirements: {
        pt: [
          "Carta de condução da categoria B ou C, conforme o peso",
          "Hiace com até 12 anos",
          "Porta lateral de correr",
        ],
        en: ["Category B or C licence, by the vehicle's weight", "Hiace up to 12 years old", "Sliding side door"],
        fr: ["Permis B ou C, selon le poids", "Hiace de 12 ans au plus", "Porte latérale coulissante"],
      },
    },
    {
      vehicle: "van",
      hourlyEarningsAoa: 4000,
      requirements: {
        pt: ["Carta de condução da categoria B ou C, conforme o peso", "Carrinha com até 12 anos", "Fixação de carga"],
        en: ["Category B or C licence, by the vehicle's weight", "Van up to 12 years old", "Load restraints"],
        fr: ["Permis B ou C, selon le poids", "Fourgon de 12 ans au plus", "Arrimage de la charge"],
      },
    },
    {
      vehicle: "truck",
      hourlyEarningsAoa: 5500,
      requirements: {
        pt: ["Carta de condução da categoria C", "Camião com até 15 anos", "Caixa fechada ou lona, e fixação de carga"],
        en: ["Category C driving licence", "Truck up to 15 years old", "Closed or covered body, and load restraints"],
        fr: ["Permis de catégorie C", "Camion de 15 ans au plus", "Caisse fermée ou bâchée, et arrimage"],
      },
    },
  ] satisfies Array<{ vehicle: VehicleType; hourlyEarningsAoa: number; requirements: Localized<string[]> }>,
  /** What every vehicle must meet, whatever its type. */
  everyVehicle: {
    pt: ["Seguro automóvel obrigatório em dia", "Inspeção periódica válida", "Em bom estado, limpo e sem avarias"],
    en: ["Compulsory motor insurance up to date", "Valid periodic inspection", "In good order, clean and roadworthy"],
    fr: [
      "Assurance automobile obligatoire à jour",
      "Contrôle technique périodique valide",
      "En bon état, propre et sans panne",
    ],
  } satisfies Localized<string[]>,
  /** The documents a driver brings to the sign-up interview. */
  documents: {
    pt: [
      "Bilhete de identidade ou cartão de residente",
      "Carta de condução válida",
      "Livrete e título de propriedade do veículo, ou autorização do proprietário",
      "Apólice do seguro do veículo",
      "Certificado de registo criminal",
      "Número de identificação fiscal (NIF)",
    ],
    en: [
      "Identity card or residence card",
      "Valid driving licence",
      "Vehicle registration and title, or the owner's authorisation",
      "The vehicle's insurance policy",
      "Criminal record certificate",
      "Tax identification number (NIF)",
    ],
    fr: [
      "Carte d'identité ou carte de résident",
      "Permis de conduire valide",
      "Carte grise et titre de propriété du véhicule, ou autorisation du propriétaire",
      "Police d'assurance du véhicule",
      "Extrait de casier judiciaire",
      "Numéro d'identification fiscale (NIF)",
    ],
  } satisfies Localized<string[]>,
} as const;
