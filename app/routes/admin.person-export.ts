import { data } from "react-router";
import type { Route } from "./+types/admin.person-export";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { inboxAdminsAt } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { inboxOfRequest } from "~/modules/submissions/inbox-pages.server";
import { findRecord } from "~/modules/submissions/inbox-record.server";
import { collectPersonData, notePersonExport, personHtml, personJson } from "~/modules/submissions/person-data.server";

/** A person's data, downloaded: admins only (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxAdminsAt, { download: true })];

const types = { json: "application/json; charset=utf-8", html: "text/html; charset=utf-8" } as const;

/**
 * `…/person/json` or `…/person/html`: everything about the person, as a file, kept in the history and the
 * audit; a HEAD writes nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const format = params.format === "json" || params.format === "html" ? params.format : null;
  if (!format) throw data(null, { status: 404 });
  const inbox = inboxOfRequest(request);
  const language = getLanguage(context);
  const { db } = context.get(appServicesContext).database;
  const start = await findRecord(db, inbox, params.reference, language);
  const person = start && (await collectPersonData(db, { inbox, reference: params.reference }, language));
  if (!start || !person) throw data(null, { status: 404 });
  const { id, name } = getStaff(context);
  // A HEAD gets the download's headers, and no line in the history.
  if (request.method !== "HEAD")
    await notePersonExport(
      db,
      { inbox, reference: params.reference, id: start.summary.id },
      { id, name },
      { format, count: person.records.length },
    );
  const body = format === "json" ? personJson(person, language, name) : personHtml(person, language, name);
  return new Response(body, {
    headers: {
      "Content-Type": types[format],
      "Content-Disposition": `attachment; filename="${params.reference}-${format === "json" ? "data.json" : "data.html"}"`,
    },
  });
}
