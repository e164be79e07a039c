import { en } from "./en";
import { fr } from "./fr";
import type { Language } from "./languages";
import { pageKindOf, pageTexts, shellTexts, type PageKind, type TextGroup } from "./page-texts";
import { pt, type Messages } from "./pt";

export const messages: Record<Language, Messages> = { pt, en, fr };

/**
 * The texts a page needs: the frame's and its kind's groups (page-texts.ts), no others. Typed as the
 * whole catalogue, since a component asks for its texts by key; the page-texts test makes sure a page
 * is given every group its components ask for.
 */
export function messagesFor(language: Language, pathname: string): Messages {
  const kind = pageKindOf(pathname);
  const groups: readonly TextGroup[] = [...shellTexts, ...pageTexts[kind]];
  const catalogue = messages[language];
  return Object.fromEntries(
    groups.map((group) => [group, group === "pages" ? ownPageTexts(catalogue.pages, kind) : catalogue[group]]),
  ) as Messages;
}

/**
 * Of `pages` (every page's title, description and hero), a page draws its own entry only: the others
 * would cost each phone about 1 KB of compressed HTML, pushing the document past the first round trip.
 */
function ownPageTexts(pages: Messages["pages"], kind: PageKind): Partial<Messages["pages"]> {
  return Object.hasOwn(pages, kind) ? { [kind]: pages[kind as keyof Messages["pages"]] } : {};
}
