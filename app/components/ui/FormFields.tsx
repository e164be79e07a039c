import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { controlClasses } from "./control-styles";
import { MessageLine, useMessageText } from "./FieldErrors";

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

type Frame = {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** The messages under the field, in the page's language. */
  errors?: string[];
  /** Keep the messages' line when there are none (`MessageLine`'s `reserve`). */
  reserveErrorLine?: boolean;
  className?: string;
};

/** The ids a control names for screen readers: its hint and its messages. */
export function describedBy({ id, hint, errors }: Pick<Frame, "id" | "hint" | "errors">) {
  return {
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": [hint && `${id}-hint`, errors?.length && `${id}-error`].filter(Boolean).join(" ") || undefined,
  } as const;
}

/**
 * Every field of every form, public or back-office, is drawn in this frame: the label, a hint, the
 * control, and its messages below it (announced through the control's `aria-describedby`).
 */
export function FieldFrame({
  id,
  label,
  optional,
  hint,
  errors,
  reserveErrorLine,
  className,
  children,
}: Frame & { children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <MessageLine id={`${id}-error`} messages={errors} reserve={reserveErrorLine} />
    </div>
  );
}

type Meta = FieldMetadata<unknown>;

/**
 * Where a field's state comes from: a Conform field (a public form, checked in the browser and on the
 * server), or the server's answer alone (a back-office form): its id, and the message it came back with.
 */
type Binding = { meta: Meta; id?: never; error?: never } | { meta?: never; id: string; error?: string };

type Common = Binding & { label: ReactNode; optional?: boolean; hint?: ReactNode; className?: string };

type Loose = { meta?: Meta; id?: string; error?: string } & Omit<Frame, "id" | "errors" | "reserveErrorLine">;

/** The frame's props and the control's own (id, name, value, ARIA) for either kind of binding. */
function useBinding<Control extends object>(
  { meta, id, error, ...labels }: Loose,
  conformProps: (meta: Meta) => Control & { key?: string | null },
) {
  const text = useMessageText();
  if (meta) {
    const { key, ...control } = conformProps(meta);
    const frame = { ...labels, id: meta.id, errors: meta.errors?.map(text), reserveErrorLine: true };
    return { key: key ?? undefined, frame, control: { ...control, ...describedBy(frame) } };
  }
  const frame = { ...labels, id: id!, errors: error ? [error] : undefined };
  return { key: undefined, frame, control: { id, ...describedBy(frame) } };
}

type InputType = Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;

/** A labelled input with its messages below it. */
export function TextField({
  meta,
  id,
  error,
  label,
  optional,
  hint,
  className,
  type = "text",
  prefix,
  ...rest
}: Common & { type?: InputType; prefix?: ReactNode } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "prefix" | "id"
  >) {
  const binding = { meta, id, error, label, optional, hint, className };
  const { key, frame, control } = useBinding(binding, (field) => getInputProps(field, { type }));
  return (
    <FieldFrame {...frame}>
      <div className="flex items-stretch">
        {prefix && <InputPrefix>{prefix}</InputPrefix>}
        <input
          key={key}
          type={type}
          {...control}
          {...rest}
          className={cn(controlClasses, prefix ? "rounded-l-none" : undefined)}
        />
      </div>
    </FieldFrame>
  );
}

/** A phone number, Angola's (+244) unless the visitor types another country's code (lib/forms/phone-field.ts). */
export function PhoneField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "prefix" | "id">) {
  return <TextField type="tel" prefix="+244" placeholder="923 000 000" maxLength={24} {...props} />;
}

export function TextAreaField({
  meta,
  id,
  error,
  label,
  optional,
  hint,
  className,
  ...rest
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const { key, frame, control } = useBinding({ meta, id, error, label, optional, hint, className }, getTextareaProps);
  return (
    <FieldFrame {...frame}>
      <textarea key={key} {...control} {...rest} className={controlClasses} />
    </FieldFrame>
  );
}

export function SelectField({
  meta,
  id,
  error,
  label,
  optional,
  hint,
  className,
  placeholder,
  options,
  ...rest
}: Common & {
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const { key, frame, control } = useBinding({ meta, id, error, label, optional, hint, className }, getSelectProps);
  return (
    <FieldFrame {...frame}>
      <select key={key} {...control} {...rest} className={controlClasses}>
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
