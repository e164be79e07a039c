import { createContext, useContext, type ReactNode } from "react";

/**
 * Vector artwork the server draws into the page itself, by image key (ADR 064): a page's main image,
 * when it is a drawing, arrives with the HTML instead of one round trip later. Only the server holds the drawings
 * (`inline-artwork.server.ts`); the browser reuses what the server drew.
 */
const InlineArtworkContext = createContext<ReadonlyMap<string, string> | null>(null);

export function InlineArtworkProvider({
  value,
  children,
}: {
  value: ReadonlyMap<string, string>;
  children: ReactNode;
}) {
  return <InlineArtworkContext.Provider value={value}>{children}</InlineArtworkContext.Provider>;
}

export const INLINE_ARTWORK_ATTRIBUTE = "data-inline-artwork";

/**
 * The drawings the server put into this document, read once as the code arrives: a section hydrated later
 * (when it nears the screen) finds its drawing even if the document has changed since, and a later visit
 * to their page (a client-side navigation) draws them again.
 */
const drawnInThisPage = new Map<string, string>(
  typeof document === "undefined"
    ? []
    : [...document.querySelectorAll(`[${INLINE_ARTWORK_ATTRIBUTE}]`)].map((element) => [
        element.getAttribute(INLINE_ARTWORK_ATTRIBUTE)!,
        element.innerHTML,
      ]),
);

/** The markup of `image` when it is drawn inline: on the server from its drawings, in the browser from the page. */
export function useInlineArtwork(image: string | undefined): string | undefined {
  const drawings = useContext(InlineArtworkContext);
  if (image === undefined) return undefined;
  if (drawings) return drawings.get(image);
  // Hydrating the server's HTML: the same markup, so React keeps it as it is.
  return drawnInThisPage.get(image) || undefined;
}
