import { isBackOfficePath } from "~/lib/site-path";
import { en } from "./en";
import { fr } from "./fr";
import type { Language } from "./languages";
import { pt, type Messages } from "./pt";

export const messages: Record<Language, Messages> = { pt, en, fr };

function withoutBackOffice({ admin: _admin, ...site }: Messages): Messages {
  // The public pages never ask for `admin.*` texts: they are not sent to visitors' phones.
  return site as Messages;
}

const publicMessages: Record<Language, Messages> = {
  pt: withoutBackOffice(pt),
  en: withoutBackOffice(en),
  fr: withoutBackOffice(fr),
};

/** The texts a page needs: the back-office's pages get theirs on top of the site's. */
export function messagesFor(language: Language, pathname: string): Messages {
  return isBackOfficePath(pathname) ? messages[language] : publicMessages[language];
}
