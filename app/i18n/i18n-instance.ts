import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type { Messages } from "./pt";

/**
 * An i18next instance holding only the page's language, whose texts come from
 * the root loader: the browser never downloads the other two languages.
 */
export function createPageI18n(language: Language, messages: Messages): i18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  void instance.use(initReactI18next).init();
  return instance;
}
