import { en } from "./en";
import { fr } from "./fr";
import type { Language } from "./languages";
import { pageKindOf, pageTexts, shellTexts, type TextGroup } from "./page-texts";
import { pt, type Messages } from "./pt";

export const messages: Record<Language, Messages> = { pt, en, fr };

/**
 * The texts a page needs: the frame's and its kind's groups (page-texts.ts), no others. Typed as the
 * whole catalogue, since a component asks for its texts by key; the page-texts test makes sure a page
 * is given every group its components ask for.
 */
export function messagesFor(language: Language, pathname: string): Messages {
  const groups: readonly TextGroup[] = [...shellTexts, ...pageTexts[pageKindOf(pathname)]];
  const catalogue = messages[language];
  return Object.fromEntries(groups.map((group) => [group, catalogue[group]])) as Messages;
}
