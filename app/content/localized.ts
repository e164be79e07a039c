import type { Language } from "~/i18n/languages";

/** A text (or list, or any value) in each of the three languages. */
export type Localized<T = string> = Record<Language, T>;

/** What `localize` turns a value into: every `{ pt, en, fr }` object becomes its value in one language. */
export type LocalizedIn<T> =
  T extends Localized<infer U>
    ? LocalizedIn<U>
    : T extends ReadonlyArray<infer E>
      ? LocalizedIn<E>[]
      : T extends object
        ? { [K in keyof T]: LocalizedIn<T[K]> }
        : T;

function isLocalized(value: object): value is Localized<unknown> {
  const keys = Object.keys(value);
  return keys.length === 3 && "pt" in value && "en" in value && "fr" in value;
}

/**
 * Picks one language out of a piece of typed content, at any depth. Loaders call it so that a page
 * ships only its own language's content, never the other two.
 */
export function localize<T>(value: T, language: Language): LocalizedIn<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, language)) as LocalizedIn<T>;
  if (value && typeof value === "object") {
    if (isLocalized(value)) return localize(value[language], language) as LocalizedIn<T>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
    ) as LocalizedIn<T>;
  }
  return value as LocalizedIn<T>;
}
