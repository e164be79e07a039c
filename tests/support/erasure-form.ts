import { decodeHtml as decode } from "./staff-browser";

/** The records an erasure preview lists: reference, the form's values, ticked or not, and what matched. */
export function previewRows(html: string) {
  return [...html.matchAll(/<tr[^>]*data-erasure-candidate="(KX-[0-9A-Z-]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(
    ([, reference, row]) => {
      const box = /<input[^>]*name="erase"[^>]*>/.exec(row!)?.[0] ?? "";
      return {
        reference: reference!,
        value: /value="([^"]+)"/.exec(box)?.[1] ?? "",
        ticked: box.includes('checked=""'),
        matchedOn: /data-matched-on="(\w+)"/.exec(row!)?.[1],
        text: decode(row!),
      };
    },
  );
}

/** What the admin's browser sends from the preview: the ticked boxes (or `ticked`), every row shown, the confirmation. */
export function erasureForm(
  rows: ReturnType<typeof previewRows>,
  options: { ticked?: string[]; confirm?: boolean } = {},
) {
  const form = new URLSearchParams();
  for (const value of options.ticked ?? rows.filter((row) => row.ticked).map((row) => row.value))
    form.append("erase", value);
  for (const row of rows) form.append("shown", row.value);
  if (options.confirm !== false) form.append("confirm", "yes");
  return form;
}
