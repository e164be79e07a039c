import type { MetaDescriptor } from "react-router";
import { company } from "~/config/company";
import { defaultLanguage, languages, type Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/pt";
import { sitePath } from "./site-path";

type RootMetaData = { language: Language; origin: string };

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  /** Set when the page failed: the error page gives its own title. */
  error?: unknown;
};

function rootData(matches: MetaArgsLike["matches"]): RootMetaData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootMetaData | undefined;
}

export function languageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${sitePath(pathname)}?lng=${language}`;
}

/**
 * Title, description, canonical URL and hreflang alternates of a page in the
 * language it was rendered in.
 */
export function pageMeta(args: MetaArgsLike, page: { title: string; description: string }): MetaDescriptor[] {
  const root = rootData(args.matches);
  const language = root?.language ?? defaultLanguage;
  const origin = root?.origin ?? "";
  const { pathname } = args.location;
  const title = `${page.title} | ${company.name}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:url", content: languageUrl(origin, pathname, language) },
    { tagName: "link", rel: "canonical", href: languageUrl(origin, pathname, language) },
    ...languages.map((lng) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: lng,
      href: languageUrl(origin, pathname, lng),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: languageUrl(origin, pathname, defaultLanguage) },
  ];
}

/** The translated texts of the page, read from the root loader inside a `meta` function. */
export function rootMessages(matches: MetaArgsLike["matches"]): Messages | undefined {
  return (matches.find((match) => match?.id === "root")?.loaderData as { messages?: Messages } | undefined)?.messages;
}

/** The `meta` export of a page whose title and description are in `pages.<page>`. */
export function metaFor(page: keyof Messages["pages"]) {
  return (args: MetaArgsLike): MetaDescriptor[] => {
    if (args.error) return [];
    const texts = rootMessages(args.matches)?.pages[page];
    return texts ? pageMeta(args, texts) : [{ title: company.name }];
  };
}
