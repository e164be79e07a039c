import { Download, Eye, FileText } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { DialogButton } from "~/components/ui/DialogButton";
import type { Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format";
import { formatFileSize } from "~/lib/money";

export type PriceListInfo = { url: string; fileName: string; sizeBytes: number; updatedAt: string };

/** The price list: its real date and size, 'View PDF' (a preview dialog) and 'Download PDF' (a new tab). */
export function PriceListSection({ file, language }: { file: PriceListInfo; language: Language }) {
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
              <time dateTime={file.updatedAt}>
                {t("priceList.updated", { date: formatDate(file.updatedAt, language) })}
              </time>
              {" · "}
              {t("priceList.details", { size: formatFileSize(file.sizeBytes, language) })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
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
                    <button type="button" className={buttonClasses("ghost", "border border-slate-300")} onClick={close}>
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
          <a href={file.url} target="_blank" rel="noopener" className={buttonClasses("primary")}>
            <Download size={20} aria-hidden="true" />
            {t("priceList.download")}
            <span className="sr-only"> {t("priceList.opensInNewTab")}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
