import type { DriverCity } from "~/domain/choices";

/** City names read the same in every language (spec.md section 9). */
export const driverCityLabels: Record<DriverCity, string> = {
  luanda: "Luanda",
  huambo: "Huambo",
  lobito: "Lobito",
  benguela: "Benguela",
  lubango: "Lubango",
  malanje: "Malanje",
  namibe: "Namibe",
  saurimo: "Saurimo",
  cabinda: "Cabinda",
  uige: "Uíge",
  soyo: "Soyo",
  menongue: "Menongue",
};
