import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { detectLanguage, languageFromQuery } from "./detect-language";
import { defaultLanguage, languageStorageKey, type Language } from "./languages";

const languageContext = createContext<Language>(defaultLanguage);

/** The language of the request, as the language middleware detected it. */
export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
}

/** Sets the request's language: a signed-in member's own choice outweighs the browser's (staff-session.server.ts). */
export function setLanguage(context: Readonly<RouterContextProvider>, language: Language): void {
  context.set(languageContext, language);
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Puts the request's language in the context for every loader and action. A language chosen with
 * `?lng=` is remembered in the `language` cookie (the same key the browser keeps in localStorage),
 * and responses say they vary by the inputs of detection.
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(languageContext, detectLanguage(request));
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
  // Save-Data too: such a visitor gets the smallest images (root loader).
  response.headers.append("Vary", "Cookie, Accept-Language, Save-Data");
  return response;
};
