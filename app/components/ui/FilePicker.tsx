import { FileText, X } from "lucide-react";
import { useRef, useState, type ComponentPropsWithoutRef } from "react";
import { asLanguage, defaultLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { formatFileSize } from "~/lib/money";

type FilePickerProps = Omit<ComponentPropsWithoutRef<"input">, "type" | "className" | "onChange"> & {
  id: string;
};

/**
 * A file input in the page's language: the browser's own control ("Choose File / No file chosen")
 * speaks the browser's language and cannot be styled. The real input lies, transparent, over the
 * styled button, so a click or a tap opens the browser's picker with or without JavaScript, the field
 * keeps its one label, and the form posts the file as ever. With JavaScript it shows the chosen file's
 * name and size (read out with the field) and offers to remove it; without, it says that a file is chosen.
 */
export function FilePicker({ id, "aria-describedby": describedBy, ...input }: FilePickerProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language) ?? defaultLanguage;
  const field = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const statusId = `${id}-chosen`;

  const remove = () => {
    if (field.current) field.current.value = "";
    setChosen(null);
    field.current?.focus();
  };

  return (
    <div className="group flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="relative inline-flex">
        <input
          {...input}
          ref={field}
          id={id}
          type="file"
          aria-describedby={[describedBy, statusId].filter(Boolean).join(" ")}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(file ? { name: file.name, size: file.size } : null);
          }}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-900 bg-white px-5 py-2 text-base font-semibold text-brand-900",
            "peer-hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500",
            "peer-aria-invalid:border-red-600",
          )}
        >
          <FileText className="size-5" />
          {chosen ? t("forms.file.change") : t("forms.file.choose")}
        </span>
      </span>
      <span
        id={statusId}
        className="flex min-w-0 items-center gap-1 text-base text-slate-700"
        data-testid="chosen-file"
      >
        {chosen ? (
          <>
            <span className="min-w-0 truncate font-medium text-slate-900">{chosen.name}</span>
            <span className="shrink-0">({formatFileSize(chosen.size, language)})</span>
          </>
        ) : (
          // Without JavaScript the name is unknown, but a chosen file makes the required input valid.
          <>
            <span className="group-has-[input:valid]:hidden">{t("forms.file.none")}</span>
            <span className="hidden group-has-[input:valid]:inline">{t("forms.file.chosen")}</span>
          </>
        )}
      </span>
      {chosen && (
        <button
          type="button"
          onClick={remove}
          aria-label={t("forms.file.removeNamed", { name: chosen.name })}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-base text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{t("forms.file.remove")}</span>
        </button>
      )}
    </div>
  );
}
