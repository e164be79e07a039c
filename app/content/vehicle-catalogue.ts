/**
 * The six vehicle types as the sign-up and proposal pickers show them: image, label, description
 * and tags, read from the one vehicle catalogue (`./vehicles`) that the fleet grid uses too. A
 * customer reads what the vehicle offers; a driver reads what their vehicle must meet (`./driver-terms`).
 */
import { images } from "~/generated/images";
import type { Language } from "~/i18n/languages";
import type { VehicleType } from "~/domain/choices";
import { driverTerms } from "./driver-terms";
import { vehicles } from "./vehicles";

const loadTag: Record<Language, string> = { pt: "Até {kg} kg", en: "Up to {kg} kg", fr: "Jusqu'à {kg} kg" };

export type VehiclePickerOption = {
  value: VehicleType;
  label: string;
  description: string;
  image: string;
  tags: string[];
};

export function vehiclePickerOptions(
  language: Language,
  reader: "customer" | "driver" = "customer",
): VehiclePickerOption[] {
  return vehicles.map((vehicle) => {
    // The smallest WebP of the pipeline: the picker shows a thumbnail.
    const smallest = images[vehicle.image].widths[0];
    const load = loadTag[language].replace("{kg}", String(vehicle.maxLoadKg));
    const requirements = driverTerms.vehicles.find((terms) => terms.vehicle === vehicle.type)?.requirements;
    return {
      value: vehicle.type,
      label: vehicle.label[language],
      image: `/img/${vehicle.image}-${smallest}.webp`,
      ...(reader === "driver" && requirements
        ? { description: `${requirements[language].join("; ")}.`, tags: [load] }
        : { description: vehicle.description[language], tags: [load, ...vehicle.features[language]] }),
    };
  });
}
