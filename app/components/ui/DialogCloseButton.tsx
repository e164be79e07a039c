import { X } from "lucide-react";
import { useTranslation } from "~/i18n/translate";

/** The × button at the top of a dialog, named "Close" in the page's language. */
export function DialogCloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-50"
      aria-label={t("common.close")}
      onClick={onClick}
    >
      <X aria-hidden="true" />
    </button>
  );
}
