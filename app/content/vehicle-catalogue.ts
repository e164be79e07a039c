/**
 * The six vehicle types as the sign-up and proposal pickers show them: image, label, description
 * and feature tags, read from the one vehicle catalogue (`./vehicles`) that the fleet grid uses too.
 */
import { images } from "~/generated/images";
import type { Language } from "~/i18n/languages";
import type { VehicleType } from "~/domain/choices";
import { vehicles } from "./vehicles";

const loadTag: Record<Language, string> = { pt: "Até {kg} kg", en: "Up to {kg} kg", fr: "Jusqu'à {kg} kg" };

export type VehiclePickerOption = {
  value: VehicleType;
  label: string;
  description: string;
  image: string;
  tags: string[];
};

export function vehiclePickerOptions(language: Language): VehiclePickerOption[] {
  return vehicles.map((vehicle) => {
    // The smallest WebP of the pipeline: the picker shows a thumbnail.
    const smallest = images[vehicle.image].widths[0];
    return {
      value: vehicle.type,
      label: vehicle.label[language],
      description: vehicle.description[language],
      image: `/img/${vehicle.image}-${smallest}.webp`,
      tags: [loadTag[language].replace("{kg}", String(vehicle.maxLoadKg)), ...vehicle.features[language]],
    };
  });
}
