import type { RouterContextProvider } from "react-router";
import { messages } from "~/i18n/messages.server";
import { getLanguage } from "~/i18n/middleware.server";
import type { AdminMessages } from "~/i18n/admin/pt";

/** A back-office page's title in the staff member's language: "<page> · Kamba Express · Backoffice". */
export function backOfficeTitle(context: Readonly<RouterContextProvider>, pick: (texts: AdminMessages) => string) {
  const texts = messages[getLanguage(context)].admin;
  return `${pick(texts)} · ${texts.brand}`;
}
