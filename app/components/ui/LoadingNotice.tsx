import { LoaderCircle } from "lucide-react";
import { useTranslation } from "~/i18n/translate";

/** What a modal shows while its form's code arrives over a slow network. */
export function LoadingNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      {t("common.loading")}
    </p>
  );
}
