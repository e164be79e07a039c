import { vehicles } from "~/content/vehicles";
import { intlLocale, type Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { numberFormat } from "~/lib/intl-formatters";
import { formatAoa } from "~/lib/money";
import { bandLabels, type PricesInForce } from "./price-table";
import { pdfTexts, serviceLabels } from "./texts";

/** The price table in one language, as printed: what the PDF draws and the page shows as an HTML table. */
export type PriceRows = {
  /** The warning that the figures are examples, while they are. */
  placeholder: string | null;
  deliveries: { title: string; columns: string[]; rows: Array<{ vehicle: string; prices: string[] }> };
  extras: { title: string; columns: [string, string]; rows: Array<{ label: string; price: string }> };
  /** Where the company delivers: the provinces served. */
  coverage: string;
  validFrom: string;
};

/** A list in the language's words: "Luanda, Benguela e Huíla". */
const listOf = (items: readonly string[], language: Language) =>
  new Intl.ListFormat(intlLocale[language], { type: "conjunction" }).format(items);

/** The price table in force, in one language: the vehicles offered (with their reach), the services, the provinces. */
export function priceRows(language: Language, { table, effectiveOn, example }: PricesInForce): PriceRows {
  const tr = (text: { pt: string; en: string; fr: string }) => text[language];
  const money = (amount: number) => formatAoa(amount, language);
  const km = numberFormat(intlLocale[language], { maximumFractionDigits: 0 });
  const updated = new Date(`${effectiveOn}T12:00:00Z`).toISOString();
  const vehicleName = (type: string, maxKm: number | null) => {
    const name = vehicles.find((vehicle) => vehicle.type === type)?.label[language] ?? type;
    return maxKm === null ? name : tr(pdfTexts.reach).replace("{vehicle}", name).replace("{km}", km.format(maxKm));
  };
  const surchargesAndServices = { ...table.services, ...table.surcharges };
  return {
    placeholder: example ? tr(pdfTexts.placeholder) : null,
    deliveries: {
      title: tr(pdfTexts.deliveries),
      columns: [
        tr(pdfTexts.vehicle),
        ...bandLabels(table.bandLimitsKm, language),
        tr(pdfTexts.extraKm).replace("{limit}", km.format(table.bandLimitsKm.at(-1)!)),
      ],
      rows: table.deliveries
        .filter((row) => row.offered)
        .map((row) => ({
          vehicle: vehicleName(row.vehicle, row.maxKm),
          prices: [...row.prices.map(money), money(row.extraKm)],
        })),
    },
    extras: {
      title: tr(pdfTexts.extras),
      columns: [tr(pdfTexts.service), tr(pdfTexts.price)],
      rows: (Object.keys(serviceLabels) as Array<keyof typeof serviceLabels>).map((key) => ({
        label: tr(serviceLabels[key]),
        price: money(surchargesAndServices[key]),
      })),
    },
    coverage: tr(pdfTexts.provinces).replace("{provinces}", listOf(table.provinces, language)),
    validFrom: pdfTexts.validFrom[language].replace("{date}", formatDate(updated, language)),
  };
}
