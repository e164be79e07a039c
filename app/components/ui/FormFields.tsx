import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { fieldErrorClasses, useMessageText } from "./FieldErrors";

/** Classes shared by text inputs, selects and text areas. */
export const controlClasses =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

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
  /**
   * Keep a line for the messages even when there are none: a form checked in the browser shows them as
   * the visitor types, and the fields below must not jump.
   */
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
  const shown = errors?.length ? errors : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {(shown || reserveErrorLine) && (
        <div
          id={`${id}-error`}
          className={cn(fieldErrorClasses, !reserveErrorLine && "mt-1")}
          data-field-error={shown ? "" : undefined}
        >
          {shown?.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
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

/** The frame's props and the control's own (id, name, value, ARIA) for either kind of binding. */
function useBinding<Control extends object>(
  { meta, id, error, label, optional, hint, className }: Common,
  conformProps: (meta: Meta) => Control & { key?: string | null },
) {
  const text = useMessageText();
  if (meta) {
    const { key, ...control } = conformProps(meta);
    const errors = meta.errors?.map(text);
    const frame = { id: meta.id, label, optional, hint, errors, reserveErrorLine: true, className };
    return { key: key ?? undefined, frame, control: { ...control, ...describedBy(frame) } };
  }
  const frame = { id, label, optional, hint, errors: error ? [error] : undefined, className };
  return { key: undefined, frame, control: { id, ...describedBy(frame) } };
}

const bindingKeys = ["meta", "id", "error", "label", "optional", "hint", "className"] as const;

/** Splits a field's props into its binding and the attributes that go to the control as they are. */
function split<Props extends Common>(props: Props) {
  const rest: Record<string, unknown> = { ...props };
  for (const key of bindingKeys) delete rest[key];
  return rest as Omit<Props, (typeof bindingKeys)[number]>;
}

type InputType = Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;

/** A labelled input with its messages below it. */
export function TextField(
  props: Common & { type?: InputType; prefix?: ReactNode } & Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "type" | "prefix" | "id"
    >,
) {
  const { type = "text", prefix, ...rest } = split(props);
  const { key, frame, control } = useBinding(props, (meta) => getInputProps(meta, { type }));
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

export function TextAreaField(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const rest = split(props);
  const { key, frame, control } = useBinding(props, getTextareaProps);
  return (
    <FieldFrame {...frame}>
      <textarea key={key} {...control} {...rest} className={controlClasses} />
    </FieldFrame>
  );
}

export function SelectField(
  props: Common & {
    placeholder?: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">,
) {
  const { placeholder, options, ...rest } = split(props);
  const { key, frame, control } = useBinding(props, getSelectProps);
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
