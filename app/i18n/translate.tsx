import type { TFunction } from "i18next";
import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from "react";
import { defaultLanguage, type Language } from "./languages";
import type { Messages } from "./pt";

/**
 * The page's texts in one language, read the way i18next reads them (`group.key`, `{{name}}`
 * placeholders, `_one`/`_other` plural keys chosen by `Intl.PluralRules`). Pages only ever hold one
 * language and never switch it in place, so this replaces i18next and react-i18next in the browser:
 * 24 KB less JavaScript on every page (ADR 014). i18next's `TFunction` type keeps keys checked.
 */
export type Translator = {
  language: Language;
  t: TFunction;
  exists: (key: string) => boolean;
};

type Values = Record<string, unknown> & { count?: number };

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

export function createTranslator(language: Language, messages: Messages): Translator {
  const plurals = new Intl.PluralRules(language);
  const exists = (key: string) => typeof lookup(messages, key) === "string";
  const translate = (key: string, values?: Values): string => {
    const count = values?.count;
    const candidates = typeof count === "number" ? [`${key}_${plurals.select(count)}`, `${key}_other`, key] : [key];
    const text = candidates.map((candidate) => lookup(messages, candidate)).find((found) => typeof found === "string");
    // Like i18next, a missing text shows its key rather than nothing.
    return typeof text === "string" ? interpolate(text, values) : key;
  };
  return { language, t: translate as unknown as TFunction, exists };
}

const withoutTexts: Translator = {
  language: defaultLanguage,
  t: ((key: string) => key) as unknown as TFunction,
  exists: () => false,
};

const TranslatorContext = createContext<Translator>(withoutTexts);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The same shape as react-i18next's hook, for the parts this site uses. */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: { language: translator.language, exists: translator.exists } };
}

/**
 * A text with markup: each `<name>words</name>` in the text becomes `components[name]` with the words
 * inside, e.g. a link in the consent sentence.
 */
export function Trans({ i18nKey, components }: { i18nKey: string; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = (t as unknown as (key: string) => string)(i18nKey);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    parts.push(text.slice(last, match.index));
    const component = components[match[1]!];
    parts.push(component ? cloneElement(component, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
