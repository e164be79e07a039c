/** The ten clients of the home page's logo strip. Logos are vector files under /images/clients/. */
export const clientLogos = [
  { name: "Farmácia Kianda", logo: "/images/clients/kianda.svg" },
  { name: "Supermercados Welwitschia", logo: "/images/clients/welwitschia.svg" },
  { name: "Eventos Palanca", logo: "/images/clients/palanca.svg" },
  { name: "TechLuanda", logo: "/images/clients/techluanda.svg" },
  { name: "Loja Mukongo", logo: "/images/clients/mukongo.svg" },
  { name: "Clínica Sagrada Esperança", logo: "/images/clients/esperanca.svg" },
  { name: "Café Kwanza", logo: "/images/clients/kwanza.svg" },
  { name: "Moda Ilha", logo: "/images/clients/ilha.svg" },
  { name: "Construções Tundavala", logo: "/images/clients/tundavala.svg" },
  { name: "Laboratório Miramar", logo: "/images/clients/miramar.svg" },
] as const;

/** The box each logo is shown in (its file is cropped to its artwork and fitted inside), reserved before it loads. */
export const clientLogoSize = { width: 200, height: 80 } as const;
