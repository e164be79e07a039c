import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { Check } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { Dialog } from "./Dialog";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import { FieldErrors } from "./FieldErrors";
import { SelectField } from "./FormFields";
import { controlClasses } from "./control-styles";

type PickerOption = { value: string; label: string; description: string; image: string; tags: string[] };

type PickerFieldProps = {
  meta: FieldMetadata<string>;
  label: string;
  options: PickerOption[];
  /** Shown on the button while nothing is chosen, and as the first entry of the no-JS select. */
  placeholder: string;
  dialogTitle: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
};

/**
 * A choice made in a picker dialog of illustrated cards (image, label, description, tags).
 * Without JavaScript it is a plain <select> with the same name and values.
 */
export function PickerField({ meta, label, options, placeholder, dialogTitle, disabled, onChange }: PickerFieldProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <PickerDialogField
      meta={meta}
      label={label}
      options={options}
      placeholder={placeholder}
      dialogTitle={dialogTitle}
      disabled={disabled}
      onChange={onChange}
    />
  ) : (
    <SelectField meta={meta} label={label} placeholder={placeholder} options={options} />
  );
}

function PickerDialogField({ meta, label, options, placeholder, dialogTitle, disabled, onChange }: PickerFieldProps) {
  const control = useInputControl(meta);
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === control.value);

  const close = () => {
    setOpen(false);
    control.blur();
  };
  const choose = (value: string) => {
    control.change(value);
    close();
    onChange?.(value);
  };

  return (
    <div>
      <span id={`${meta.id}-label`} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </span>
      <button
        type="button"
        id={meta.id}
        disabled={disabled}
        aria-labelledby={`${meta.id}-label ${meta.id}`}
        aria-haspopup="dialog"
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        onClick={() => setOpen(true)}
        className={cn(controlClasses, "flex items-center gap-3 text-left")}
      >
        {chosen ? (
          <>
            <img src={chosen.image} alt="" width={48} height={30} className="h-8 w-12 object-contain" />
            <span className="font-medium">{chosen.label}</span>
          </>
        ) : (
          <span className="text-slate-500">{placeholder}</span>
        )}
      </button>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
      <Dialog open={open} onClose={close} title={dialogTitle} className="w-[min(52rem,calc(100vw-1.5rem))]">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => {
            const selected = option.value === control.value;
            return (
              <li key={option.value}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose(option.value)}
                  className={cn(
                    "flex h-full w-full flex-col rounded-xl border-2 p-3 text-left transition-colors hover:border-brand-600",
                    selected ? "border-brand-700 bg-brand-50" : "border-slate-200",
                  )}
                >
                  <img
                    src={option.image}
                    alt=""
                    width={240}
                    height={150}
                    loading="lazy"
                    className="mb-2 aspect-[8/5] w-full rounded-lg object-cover"
                  />
                  <span className="flex items-center gap-2 font-bold text-brand-900">
                    {option.label}
                    {selected && <Check aria-hidden="true" className="size-4" />}
                  </span>
                  <span className="mt-1 text-sm text-slate-700">{option.description}</span>
                  <span className="mt-2 flex flex-wrap gap-1">
                    {option.tags.map((tag) => (
                      <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {tag}
                      </span>
                    ))}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </Dialog>
    </div>
  );
}
