import sharp from "sharp";

/** The editor's fields of a complete offer: Portuguese and English written, French left to fall back. */
export function offerFields(unique: string, extra: Record<string, string> = {}) {
  return {
    title_pt: `Motorista de entregas ${unique}`,
    title_en: `Delivery driver ${unique}`,
    title_fr: "",
    description_pt: "Entregas diárias em Luanda com a nossa frota.",
    description_en: "Daily deliveries around Luanda with our fleet.",
    description_fr: "",
    requirements_pt: "Carta de condução\nConhecer Luanda",
    requirements_en: "Driving licence\nKnowing Luanda",
    requirements_fr: "",
    benefits_pt: "Seguro de saúde",
    benefits_en: "",
    benefits_fr: "",
    department: "logistics",
    location: "luanda",
    employmentType: "full-time",
    experienceLevel: "entry",
    salaryMin: "150000",
    salaryMax: "220 000",
    validThrough: "",
    ...extra,
  };
}

/** The id of the item a publishing form led to (`/admin/jobs/<id>?done=…`). */
export const idAfter = (location: string | null, area: string) =>
  new RegExp(`/admin/${area}/([0-9a-f-]{36})\\?done=`).exec(location ?? "")?.[1] ?? "";

/** The revision an editor's page carries in its forms: every change of an item names the one it was made on. */
export const revisionIn = (html: string) => /name="revision" value="(\d+)"/.exec(html)?.[1] ?? "";

/** The revision of one language's price list on the price-list page. */
export const priceListRevision = (html: string, language: string) =>
  new RegExp(`name="language" value="${language}"/><input type="hidden" name="revision" value="(\\d+)"`).exec(
    html,
  )?.[1] ?? "";

/** A photo-like image of the given size and format, made on the fly. */
export const photo = (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** A news editor's multipart form, with its image (an empty file part when none). */
export function newsForm(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    "image",
    image ? new Blob([new Uint8Array(image.bytes)], { type: image.type }) : new Blob([]),
    image?.name ?? "",
  );
  return form;
}

/** A complete news item, published at once: Portuguese and English written, French left to fall back. */
export const newsFields = (unique: string) => ({
  title_pt: `Nova rota para Benguela ${unique}`,
  title_en: `New route to Benguela ${unique}`,
  title_fr: "",
  excerpt_pt: "A partir de dezembro entregamos em Benguela.",
  excerpt_en: "From December we deliver in Benguela.",
  excerpt_fr: "",
  content_pt: "Primeiro parágrafo.\n\nSegundo parágrafo com https://kambaexpress.ao/servicos.",
  content_en: "",
  content_fr: "",
  category: "announcement",
  date: "2026-11-20",
  intent: "save-publish",
});

/** A price-list upload (or restore) for one language. */
export function priceListForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    "file",
    new Blob([new Uint8Array(file?.bytes ?? Buffer.alloc(0))], { type: "application/pdf" }),
    file?.name ?? "",
  );
  return form;
}
