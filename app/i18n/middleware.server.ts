import type { MiddlewareFunction } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { detectLanguage, languageFromQuery } from "./detect-language";
import { defaultLanguage, languages, languageStorageKey } from "./languages";
import { messages } from "./messages.server";

export const [i18nextMiddleware, getLanguage, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: async ({ request }) => detectLanguage(request),
  },
  i18next: {
    resources: Object.fromEntries(languages.map((lng) => [lng, { translation: messages[lng] }])),
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
  },
});

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * A language chosen with `?lng=` is remembered in the `i18nextLng` cookie (the same key the
 * browser keeps in localStorage), and responses say they vary by the inputs of detection.
 */
export const rememberLanguageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const url = new URL(request.url);
  const chosen = languageFromQuery(url);
  if (chosen) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    response.headers.append(
      "Set-Cookie",
      `${languageStorageKey}=${chosen}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`,
    );
  }
  response.headers.append("Vary", "Cookie, Accept-Language");
  return response;
};
