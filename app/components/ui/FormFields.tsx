import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { FieldErrors } from "./FieldErrors";

/** Classes shared by text inputs, selects and text areas. */
export const controlClasses =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

type Meta = FieldMetadata<unknown>;

/** A field's label; an optional field says so, in the page's language (no asterisks on required ones). */
export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-slate-800">
      {label}
      {optional && <span className="font-normal text-slate-500"> ({t("forms.optional")})</span>}
    </label>
  );
}

/** A fixed part shown before an input, e.g. the country code "+244" of a phone field. */
export function InputPrefix({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-slate-700">
      {children}
    </span>
  );
}

type Common = { meta: Meta; label: ReactNode; optional?: boolean; hint?: ReactNode; className?: string };

/** A labelled input bound to a Conform field, with its messages below it. */
export function TextField({
  meta,
  label,
  optional,
  hint,
  className,
  type = "text",
  prefix,
  ...rest
}: Common & { type?: "text" | "email" | "tel" | "number"; prefix?: ReactNode } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "prefix"
  >) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} label={label} optional={optional} />
      <div className="flex items-stretch">
        {prefix && <InputPrefix>{prefix}</InputPrefix>}
        <input key={key} {...props} {...rest} className={cn(controlClasses, prefix ? "rounded-l-none" : undefined)} />
      </div>
      {hint}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  optional,
  className,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} label={label} optional={optional} />
      <textarea key={key} {...props} {...rest} className={controlClasses} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  optional,
  className,
  placeholder,
  options,
  ...rest
}: Common & {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} label={label} optional={optional} />
      <select key={key} {...props} {...rest} className={controlClasses}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
