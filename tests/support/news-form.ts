import sharp from "sharp";

/** A photo-like image of the given size and format, made on the fly. */
export const photo = (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** The news editor's form as a browser posts it (multipart), with its image or an empty file field. */
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
