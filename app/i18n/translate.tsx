import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from "react";
import { defaultLanguage, type Language } from "./languages";
import type { Messages } from "./pt";

/** Every `group.key` path of the texts that leads to a string. */
type TextPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `jobBoard.results` for `jobBoard.results_one` / `_other`: plural texts are asked for by their stem. */
type PluralStem<Path> = Path extends `${infer Stem}_${Intl.LDMLPluralRule}` ? Stem : never;

/** A key of a page text: a wrong key is a type error at the call site. */
export type MessageKey = TextPaths<Messages> | PluralStem<TextPaths<Messages>>;

type TextValues = Record<string, string | number | undefined> & { count?: number };

export type TranslateFunction = (key: MessageKey, values?: TextValues) => string;

/**
 * The page's texts in one language (`group.key`, `{{name}}` placeholders, `_one`/`_other` plural keys
 * chosen by `Intl.PluralRules`). Pages only ever hold one language and never switch it in place, so a
 * small synchronous translator is all the site needs, on the server and in the browser (ADR 014, 019).
 */
export type Translator = {
  language: Language;
  t: TranslateFunction;
  /** Whether a key computed at run time (e.g. a schema's message key) names a text. */
  exists: (key: string) => key is MessageKey;
};

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

export function createTranslator(language: Language, messages: Messages): Translator {
  const plurals = new Intl.PluralRules(language);
  const exists = (key: string): key is MessageKey => typeof lookup(messages, key) === "string";
  const t: TranslateFunction = (key, values) => {
    const count = values?.count;
    const candidates = typeof count === "number" ? [`${key}_${plurals.select(count)}`, `${key}_other`, key] : [key];
    const text = candidates.map((candidate) => lookup(messages, candidate)).find((found) => typeof found === "string");
    if (typeof text === "string") return interpolate(text, values);
    // A missing text shows its key rather than nothing, and says so: a page not given a group it uses
    // (page-texts.ts) fails the browser tests, which fail on any console error.
    console.error(`Missing text: ${key}`);
    return key;
  };
  return { language, t, exists };
}

const withoutTexts: Translator = {
  language: defaultLanguage,
  t: (key) => key,
  exists: (_key): _key is MessageKey => false,
};

const TranslatorContext = createContext<Translator>(withoutTexts);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's translator: `t` for texts, `i18n.language` for the page's language. */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: { language: translator.language, exists: translator.exists } };
}

/**
 * A text with markup: each `<name>words</name>` in the text becomes `components[name]` with the words
 * inside, e.g. a link in the consent sentence.
 */
export function Trans({ i18nKey, components }: { i18nKey: MessageKey; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(i18nKey);
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
