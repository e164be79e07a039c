import { priceTable } from "~/content/price-list";
import { vehicles } from "~/content/vehicles";
import type { Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import { pdfTexts } from "./texts";

/** The price table in one language, as printed: what the PDF draws and the page shows as an HTML table. */
export type PriceRows = {
  /** The warning that the figures are examples, while they are. */
  placeholder: string | null;
  deliveries: { title: string; columns: string[]; rows: Array<{ vehicle: string; prices: string[] }> };
  extras: { title: string; columns: [string, string]; rows: Array<{ label: string; price: string }> };
  validFrom: string;
};

export function priceRows(language: Language): PriceRows {
  const tr = (text: { pt: string; en: string; fr: string }) => text[language];
  const money = (amount: number) => formatAoa(amount, language);
  const updated = new Date(`${priceTable.updatedOn}T12:00:00Z`).toISOString();
  return {
    placeholder: priceTable.placeholder ? tr(pdfTexts.placeholder) : null,
    deliveries: {
      title: tr(pdfTexts.deliveries),
      columns: [tr(pdfTexts.vehicle), ...priceTable.distanceBands.map(tr), tr(pdfTexts.extraKm)],
      rows: priceTable.deliveries.map((delivery) => {
        const vehicle = vehicles.find((v) => v.type === delivery.vehicle);
        return {
          vehicle: vehicle ? tr(vehicle.label) : delivery.vehicle,
          prices: [...delivery.prices.map(money), money(delivery.extraKm)],
        };
      }),
    },
    extras: {
      title: tr(pdfTexts.extras),
      columns: [tr(pdfTexts.service), tr(pdfTexts.price)],
      rows: priceTable.extras.map((extra) => ({ label: tr(extra.label), price: money(extra.price) })),
    },
    validFrom: pdfTexts.validFrom[language].replace("{date}", formatDate(updated, language)),
  };
}
