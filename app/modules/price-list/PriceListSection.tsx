import { Calculator, Download, Eye, FileText } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { DialogButton } from "~/components/ui/DialogButton";
import type { PriceRows } from "./price-rows";

/** `table` is null when staff uploaded a PDF of their own: the page then offers the PDF alone. */
export type PriceListInfo = {
  url: string;
  fileName: string;
  sizeBytes: number;
  updatedAt: string;
  /** Date and size as the visitor's language writes them, formatted on the server (ADR 032). */
  updatedText: string;
  sizeText: string;
  table: PriceRows | null;
};

/**
 * The price list: its real date and size, the prices themselves as HTML tables (phones do not show a
 * PDF inside a page), 'View PDF' (a preview dialog, on wide screens only) and 'Download PDF' (a new tab).
 */
export function PriceListSection({ file }: { file: PriceListInfo }) {
  const { t } = useTranslation();
  return (
    <section id="price-list" aria-labelledby="price-list-title" className="scroll-mt-20 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-900 text-white">
            <FileText aria-hidden="true" />
          </span>
          <div>
            <h2 id="price-list-title" className="text-3xl font-bold text-brand-900">
              {t("priceList.title")}
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-slate-700">{t("priceList.description")}</p>
            <p className="mt-2 text-slate-600" data-testid="price-list-facts">
              <time dateTime={file.updatedAt}>{t("priceList.updated", { date: file.updatedText })}</time>
              {" · "}
              {t("priceList.details", { size: file.sizeText })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="hidden md:block">
            <DialogButton
              label={
                <>
                  <Eye size={20} aria-hidden="true" />
                  {t("priceList.view")}
                </>
              }
              className={buttonClasses("secondary")}
            >
              {({ open, close }) => (
                <Dialog
                  open={open}
                  onClose={close}
                  title={t("priceList.dialogTitle")}
                  closeLabel={t("common.close")}
                  className="w-[calc(100%-2rem)] max-w-4xl"
                  footer={
                    <>
                      <button
                        type="button"
                        className={buttonClasses("ghost", "border border-slate-300")}
                        onClick={close}
                      >
                        {t("common.close")}
                      </button>
                      <a href={file.url} download={file.fileName} className={buttonClasses("primary")}>
                        <Download size={20} aria-hidden="true" />
                        {t("priceList.download")}
                      </a>
                    </>
                  }
                >
                  <iframe
                    src={file.url}
                    title={t("priceList.dialogTitle")}
                    className="h-[65dvh] w-full rounded-lg border border-slate-200"
                  />
                </Dialog>
              )}
            </DialogButton>
          </div>
          <a href={file.url} target="_blank" rel="noopener" className={buttonClasses("primary")}>
            <Download size={20} aria-hidden="true" />
            {t("priceList.download")}
            <span className="sr-only"> {t("priceList.opensInNewTab")}</span>
          </a>
          <Link to="/deliveries" className={buttonClasses("secondary")}>
            <Calculator size={20} aria-hidden="true" />
            {t("priceList.quote")}
          </Link>
        </div>
      </div>
      {file.table && <PriceTables table={file.table} />}
    </section>
  );
}

const cell = "px-3 py-2 text-right whitespace-nowrap";

/**
 * The deliveries' prices on a phone: a card per vehicle with its price per distance, as the table's
 * five columns do not fit a phone's width. Wider screens get the table (`PriceTables`).
 */
function DeliveryCards({ deliveries }: { deliveries: PriceRows["deliveries"] }) {
  const [, ...priceColumns] = deliveries.columns;
  return (
    <section aria-labelledby="price-deliveries-cards" className="md:hidden" data-testid="price-cards">
      <h3 id="price-deliveries-cards" className="text-xl font-bold text-brand-900">
        {deliveries.title}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {deliveries.rows.map((row) => (
          <li key={row.vehicle} className="rounded-xl bg-white p-4">
            <h4 className="text-lg font-semibold text-brand-950">{row.vehicle}</h4>
            <dl className="mt-2 divide-y divide-slate-200 text-slate-800">
              {priceColumns.map((column, index) => (
                <div key={column} className="flex items-baseline justify-between gap-3 py-1.5">
                  <dt>{column}</dt>
                  <dd className="font-semibold whitespace-nowrap">{row.prices[index]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The same rows as the PDF: cards on a phone, a table on wider screens; the two-column extras fit both. */
function PriceTables({ table }: { table: PriceRows }) {
  const { deliveries, extras } = table;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 pb-14" data-testid="price-tables">
      {table.placeholder && <p className="font-semibold text-red-800">{table.placeholder}</p>}
      <DeliveryCards deliveries={deliveries} />
      <div
        role="region"
        aria-labelledby="price-deliveries"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl bg-white md:block"
      >
        <table className="w-full text-slate-800">
          <caption id="price-deliveries" className="p-3 text-left text-xl font-bold text-brand-900">
            {deliveries.title}
          </caption>
          <thead className="bg-brand-100 text-brand-950">
            <tr>
              {deliveries.columns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? "px-3 py-2 text-left" : cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {deliveries.rows.map((row) => (
              <tr key={row.vehicle} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {row.vehicle}
                </th>
                {row.prices.map((price, index) => (
                  <td key={index} className={cell}>
                    {price}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="region" aria-labelledby="price-extras" tabIndex={0} className="overflow-x-auto rounded-xl bg-white">
        <table className="w-full text-slate-800">
          <caption id="price-extras" className="p-3 text-left text-xl font-bold text-brand-900">
            {extras.title}
          </caption>
          <thead className="bg-brand-100 text-brand-950">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {extras.columns[0]}
              </th>
              <th scope="col" className={cell}>
                {extras.columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {extras.rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {row.label}
                </th>
                <td className={cell}>{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-slate-600">
        {table.coverage} {table.validFrom}
      </p>
    </div>
  );
}
