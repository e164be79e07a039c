import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClasses } from "./FormFields";

type Frame = { id: string; label: ReactNode; error?: string; hint?: ReactNode; className?: string };

/**
 * A labelled control of a plain form (the back-office's forms post without a client-side schema):
 * its message below it, tied to the control for screen readers. Conform-bound fields are in FormFields.
 */
function FieldFrame({ id, label, error, hint, className, children }: Frame & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-field-error="">
          {error}
        </p>
      )}
    </div>
  );
}

const described = ({ id, error, hint }: Frame) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
});

export function PlainField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const frame = { id, label, error, hint, className };
  return (
    <FieldFrame {...frame}>
      <input id={id} {...input} {...described(frame)} className={controlClasses} />
    </FieldFrame>
  );
}

export function PlainTextArea({
  id,
  label,
  error,
  hint,
  className,
  ...area
}: Frame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const frame = { id, label, error, hint, className };
  return (
    <FieldFrame {...frame}>
      <textarea id={id} {...area} {...described(frame)} className={controlClasses} />
    </FieldFrame>
  );
}

export function PlainSelect({
  id,
  label,
  error,
  hint,
  className,
  placeholder,
  options,
  ...select
}: Frame & {
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const frame = { id, label, error, hint, className };
  return (
    <FieldFrame {...frame}>
      <select id={id} {...select} {...described(frame)} className={controlClasses}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
