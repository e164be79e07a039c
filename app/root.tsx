import { useEffect, useMemo, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import favicon from "../public/favicon.svg?raw";
import { SiteShell } from "./components/layout/SiteShell";
import { JsonLd } from "./components/ui/JsonLd";
import { NotFound } from "./components/layout/NotFound";
import { useLoadAgainWhenOnline } from "./components/ui/NotLoadedNotice";
import { ConnectionLost, isConnectionLost } from "./components/layout/ConnectionLost";
import { ServerError } from "./components/layout/ServerError";
import { defaultLanguage, earlierLanguageStorageKey, languageStorageKey } from "./i18n/languages";
import { restoreLanguageScript } from "./i18n/restore-language";
import { createTranslator, TranslationProvider } from "./i18n/translate";
import { getLanguage, languageMiddleware } from "./i18n/middleware.server";
import { messagesFor } from "./i18n/messages.server";
import { pageKindOf, type PageKind } from "./i18n/page-texts";
import { appServicesContext } from "./lib/app-context.server";
import { todayInLuanda } from "./lib/luanda-day";
import { asksToSaveData } from "~/lib/page-speed/save-data";
import { useNonce } from "./lib/csp-nonce";
import { nextTask } from "~/lib/page-speed/next-task";
import { settleHydration } from "~/lib/page-speed/use-hydrated";
import { renderSkippedSections } from "~/lib/page-speed/render-when-near";
import { ScrollRestoration } from "~/lib/page-speed/scroll-restoration";
import { carryOutEarlyTaps, earlyTapScript } from "~/lib/page-speed/early-taps";
import { isBackOfficePath } from "./lib/site-path";
import { organizationJsonLd } from "./lib/structured-data";
import { keepDataWhenModalToggles } from "./lib/use-url-modal";

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { env } = context.get(appServicesContext);
  const { pathname } = new URL(request.url);
  return {
    language,
    backOffice: isBackOfficePath(pathname),
    pageKind: pageKindOf(pathname),
    messages: messagesFor(language, pathname),
    origin: env.publicUrl,
    // The company's year: on 31 December from 23:00 UTC it is already the next one in Luanda.
    year: Number(todayInLuanda().slice(0, 4)),
    saveData: asksToSaveData(request),
  };
}

/** Going to another kind of page (or between the site and the back-office) brings its texts. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl } = args;
  return pageKindOf(currentUrl.pathname) !== pageKindOf(nextUrl.pathname) || keepDataWhenModalToggles(args);
}

/** Inside the page (300 bytes): the browser asks for a linked icon at `load`, and on HTTP/1.1 that request
 * can open a connection of its own before the first paint (ADR 064). */
const inlineIcon = `data:image/svg+xml,${encodeURIComponent(favicon)}`;

/**
 * The pages that carry the company's structured data: the home, about and contact pages, where search engines
 * look for it; on every page it cost each phone half a kilobyte of the first round trip (ADR 086).
 */
const describesTheCompany = new Set<PageKind>(["home", "about", "contact"]);

/** The head's two scripts as one: each script carries the nonce, a cut in every kept page (ADR 086). */
const headScript = restoreLanguageScript + earlyTapScript;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={data?.language ?? defaultLanguage} dir="ltr" data-save-data={data?.saveData ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        <Meta />
        {/* Written here rather than by <Links />, which gives every link the nonce: a link needs none
            (style-src 'self'), and each nonce is a cut in every kept page (ADR 086). */}
        <link rel="icon" href={inlineIcon} type="image/svg+xml" />
        <link rel="stylesheet" href={appStylesheet} />
        <Links />
        {data && describesTheCompany.has(data.pageKind) && (
          <JsonLd data={organizationJsonLd(data.origin, data.language)} />
        )}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks `<html data-hydrated>` once the page's code runs (it starts after the page has loaded: ADR 028),
 * the values only the browser knows have taken over and the sections the first paint skipped are
 * rendered (ADR 033), so browser tests can wait for it before using what needs JavaScript.
 */
function useHydratedMark() {
  useEffect(() => {
    carryOutEarlyTaps();
    void settleHydration()
      .then(renderSkippedSections)
      .then(() => document.documentElement.setAttribute("data-hydrated", ""));
  }, []);
}

/**
 * Keeps the browser's stored choice (localStorage) in step with the language the server rendered, in a
 * task of its own: the first use of localStorage opens the site's storage (about 10 ms).
 */
function useRememberedLanguage(language: string) {
  useEffect(() => {
    void nextTask().then(() => {
      try {
        localStorage.setItem(languageStorageKey, language);
        localStorage.removeItem(earlierLanguageStorageKey);
      } catch {
        // Private browsing can refuse storage; the cookie still remembers the choice.
      }
    });
  }, [language]);
}

function Translated({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? defaultLanguage;
  const pageMessages = data?.messages;
  // One translator per language: a revalidation brings equal texts in a new object, and a new
  // translator would re-render every section (dropping the server HTML of sections not yet hydrated).
  // Another kind of page brings other texts: then, and only then, a new translator.
  const hasMessages = pageMessages !== undefined;
  const pageKind = data?.pageKind;
  const translator = useMemo(
    () => (pageMessages ? createTranslator(language, pageMessages) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, hasMessages, pageKind],
  );
  useRememberedLanguage(language);
  useHydratedMark();
  if (!translator) return <>{children}</>;
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}

export default function App() {
  const backOffice = useRouteLoaderData<typeof loader>("root")?.backOffice ?? false;
  return (
    <Translated>
      {backOffice ? (
        // The back-office draws its own frame (routes/admin.tsx).
        <Outlet />
      ) : (
        <SiteShell>
          <Outlet />
        </SiteShell>
      )}
    </Translated>
  );
}

/** The page could not be fetched (no network): said in the three languages; it loads once the network is back. */
function ReloadWhenOnline() {
  useLoadAgainWhenOnline();
  return <h1 className="text-2xl font-bold">Sem ligação · No connection · Pas de connexion</h1>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (data) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return (
      <Translated>
        <SiteShell>
          {isConnectionLost(error) ? (
            <ConnectionLost />
          ) : status === 404 ? (
            <NotFound />
          ) : (
            <ServerError unavailable={status === 503} />
          )}
        </SiteShell>
      </Translated>
    );
  }
  // The root loader may be what failed, so this page uses no translations.
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      {isConnectionLost(error) ? (
        <ReloadWhenOnline />
      ) : (
        <h1 className="text-2xl font-bold">Ocorreu um erro · An error occurred · Une erreur est survenue</h1>
      )}
      <p className="mt-4">
        <a className="underline" href="/">
          Início · Home · Accueil
        </a>
      </p>
    </main>
  );
}
