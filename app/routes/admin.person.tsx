import { data, Link } from "react-router";
import type { Route } from "./+types/admin.person";
import { useTranslation } from "~/i18n/translate";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { inboxAdminsAt } from "~/domain/inboxes";
import { staffOnly } from "~/modules/staff/access.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { inboxOfRequest } from "~/modules/submissions/inbox-pages.server";
import { collectPersonData } from "~/modules/submissions/person-data.server";
import { PersonView } from "~/modules/submissions/PersonView";

/** A person's data, whole: admins only (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(inboxAdminsAt)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const inbox = inboxOfRequest(request);
  const { db } = context.get(appServicesContext).database;
  const person = await collectPersonData(db, { inbox, reference: params.reference }, getLanguage(context));
  if (!person) throw data(null, { status: 404 });
  const title = backOfficeTitle(context, (texts) => texts.person.title.replace("{{name}}", person.person.name));
  return { title, inbox, reference: params.reference, person };
}

export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { inbox, reference } = loaderData;
  return (
    <>
      <Link to={`/admin/${inbox}/${reference}`} className="font-semibold text-brand-800 underline">
        {t("admin.record.back")}
      </Link>
      <PersonView data={loaderData.person} downloads={`/admin/${inbox}/${reference}/person`} />
    </>
  );
}
