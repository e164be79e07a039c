import { data, type RouterContextProvider } from "react-router";
import type { AdminMessages } from "~/i18n/admin/pt";
import { appServicesContext } from "~/lib/app-context.server";
import type { Database } from "~/db/client.server";
import { readPublishingHistory } from "~/modules/history/record-history.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { typedBeforeSignIn } from "~/modules/staff/staff-session.server";
import { newFormKey } from "~/modules/staff/staff-submissions.server";
import { revisionOf } from "./editor-fields";

type Context = Readonly<RouterContextProvider>;

/** What an editor page is about: a kind of published item and how its editor reads it. */
type EditorPage<Found extends { id: string; form: Values; revision: number }, Values, Notice extends string> = {
  area: "jobs" | "news";
  /** The notices a redirect may name (`?done=saved`). */
  notices: readonly Notice[];
  find: (db: Database, id: string) => Promise<Found | null>;
  /** The editor's values from a form's fields (none: a new item's). */
  formValues: (fields: Record<string, string>) => Values;
  /** The intents whose form is worth giving back after a new sign-in (saves, not the open/close button). */
  savingIntents: readonly string[];
  title: (texts: AdminMessages, found: Found | null) => string;
};

/**
 * What every publishing editor's loader answers: the notice after a redirect; a new item's empty form, or the
 * item's; what the member typed before their session ended, if they did (it stands on the revision it was read
 * at: a save is refused if the item changed since); a fresh form key; and the item's history.
 */
export async function loadEditorPage<
  Found extends { id: string; form: Values; revision: number },
  Values,
  Notice extends string,
>(
  page: EditorPage<Found, Values, Notice>,
  { request, context, id }: { request: Request; context: Context; id?: string },
) {
  const { database } = context.get(appServicesContext);
  const shown = new URL(request.url).searchParams.get("done");
  const notice = page.notices.find((name) => name === shown) ?? null;
  const found = id ? await page.find(database.db, id) : null;
  if (id && !found) throw data(null, { status: 404 });
  const typed = typedBeforeSignIn(context);
  const given = typed && page.savingIntents.includes(typed.intent ?? "") ? typed : null;
  return {
    title: backOfficeTitle(context, (texts) => page.title(texts, found)),
    found,
    values: given ? page.formValues(given) : (found?.form ?? page.formValues({})),
    revision: (given ? revisionOf(given.revision) : null) ?? found?.revision ?? 0,
    formKey: newFormKey(),
    history: found ? await readPublishingHistory(database.db, page.area, found.id) : [],
    notice,
  };
}
