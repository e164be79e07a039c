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

/** Drawings this page has shown, so a later visit to their page (a client-side navigation) draws them again. */
const drawnInThisPage = new Map<string, string>();

/** The markup of `image` when it is drawn inline: on the server from its drawings, in the browser from the page. */
export function useInlineArtwork(image: string | undefined): string | undefined {
  const drawings = useContext(InlineArtworkContext);
  if (image === undefined) return undefined;
  if (drawings) return drawings.get(image);
  if (typeof document === "undefined") return undefined;
  const known = drawnInThisPage.get(image);
  if (known !== undefined) return known;
  // Hydrating the server's HTML: the same markup, so React keeps it as it is.
  const drawn = document.querySelector(`[${INLINE_ARTWORK_ATTRIBUTE}="${CSS.escape(image)}"]`)?.innerHTML;
  if (drawn) drawnInThisPage.set(image, drawn);
  return drawn || undefined;
}

export const INLINE_ARTWORK_ATTRIBUTE = "data-inline-artwork";
