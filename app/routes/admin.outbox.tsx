import type { Route } from "./+types/admin.outbox";
import { TableFrame } from "~/components/ui/TableFrame";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { messages } from "~/i18n/messages.server";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { formatDateTime } from "~/lib/format";
import { readOutbox } from "~/modules/submissions/outbox-view.server";
import { staffOnly } from "~/modules/staff/access.server";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(["admin"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.get(appServicesContext);
  return {
    title: backOfficeTitle(context, (texts) => texts.outbox.title),
    smtp: env.mail.smtp !== null,
    ...(await readOutbox(database.db, messages[getLanguage(context)].admin.outbox.withdrawLink)),
  };
}

const columns = ["kind", "recipient", "subject", "attempts", "state"] as const;

/** The kinds of e-mail the outbox holds, as the page names them. */
const outboxKinds = ["notice", "confirmation", "update", "staff"] as const;
const outboxKind = (kind: string) => outboxKinds.find((known) => known === kind) ?? "notice";

/** The e-mail outbox (admin): what waits, what was sent, and why a message failed (modules/submissions/outbox.server.ts). */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.outbox.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.outbox.intro")}</p>
      {!loaderData.smtp && (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {t("admin.outbox.noSmtp")}
        </p>
      )}
      <p className="mt-4 font-semibold text-slate-800" data-outbox-counts>
        {`${t("admin.outbox.waiting", { count: loaderData.waiting })}, ${t("admin.outbox.sent", { count: loaderData.sent })}`}
      </p>
      {loaderData.lines.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("admin.outbox.empty")}</p>
      ) : (
        <TableFrame headings={columns.map((column) => t(`admin.outbox.${column}`))}>
          {loaderData.lines.map((line) => (
            <tr key={line.id} className="border-t border-slate-200 align-top" data-sent={line.sentAt ? "yes" : "no"}>
              <td className="px-3 py-2">{t(`admin.outbox.${outboxKind(line.kind)}`)}</td>
              <td className="px-3 py-2 break-all">{line.recipient}</td>
              <th scope="row" className="px-3 py-2 text-left font-normal break-words">
                <details>
                  <summary className="cursor-pointer">{line.subject}</summary>
                  <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-slate-800">{line.text}</pre>
                </details>
              </th>
              <td className="px-3 py-2">{line.attempts}</td>
              <td className="px-3 py-2">
                {line.sentAt
                  ? t("admin.outbox.sentAt", { date: when(line.sentAt) })
                  : t("admin.outbox.nextAttempt", { date: when(line.nextAttemptAt) })}
                {line.lastError && !line.sentAt && (
                  <span className="mt-1 block text-red-800">
                    {t("admin.outbox.lastError", { error: line.lastError })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
    </>
  );
}
