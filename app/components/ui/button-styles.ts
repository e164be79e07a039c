import { cn } from "~/lib/cn";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<Variant, string> = {
  primary: "bg-accent-500 text-brand-950 hover:bg-accent-400",
  secondary: "bg-brand-900 text-white hover:bg-brand-800",
  ghost: "bg-transparent text-current hover:bg-black/5",
  /** What cannot be undone. */
  danger: "bg-red-800 text-white hover:bg-red-900",
};

/** Classes for anything that looks like a button: a <button>, a <Link> or an <a>. */
export function buttonClasses(variant: Variant = "primary", extra?: string): string {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors",
    variants[variant],
    extra,
  );
}
