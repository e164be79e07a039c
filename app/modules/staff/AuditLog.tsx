import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { SelectField } from "~/components/ui/FormFields";
import { TableFrame } from "~/components/ui/TableFrame";
import { useTranslation, type MessageKey, type TranslateFunction } from "~/i18n/translate";
import { formatDateTime } from "~/lib/format";
import { auditKinds, type AuditFilters, type AuditLine } from "./audit-lines";

export type AuditLogData = {
  lines: AuditLine[];
  total: number;
  page: number;
  pages: number;
  filters: AuditFilters;
  ignored: string[];
};

const columns = ["when", "who", "what", "address"] as const;

/** The address of the same view on another page (or of another kind, from its first page). */
function auditSearch(filters: AuditFilters, page = 1) {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Why an erasure happened: its line says it (newer lines) or says who asked (older ones). */
function erasureReason(detail: AuditLine["detail"]) {
  if (detail.file === "id-card") return "idCard";
  if (detail.reason === "request" || detail.reason === "withdrawal" || detail.reason === "retention")
    return detail.reason;
  return detail.by === "staff" ? "request" : detail.by === "visitor" ? "withdrawal" : "retention";
}

/** Who acted: a member of staff by name, or who else it was when none did. */
function who(line: AuditLine, t: TranslateFunction): string {
  if (line.actor) return line.actor;
  if (line.event === "erasure") {
    const reason = erasureReason(line.detail);
    return t(
      reason === "withdrawal"
        ? "admin.audit.nobody.visitor"
        : reason === "request"
          ? "admin.audit.nobody.unknown"
          : "admin.audit.nobody.site",
    );
  }
  return t(line.event === "account-created" ? "admin.audit.nobody.console" : "admin.audit.nobody.unknown");
}

/** What happened, in a sentence of the staff member's language. */
function what(line: AuditLine, t: TranslateFunction): string {
  const { detail } = line;
  const text = (value: unknown) => String(value ?? "");
  const role = (value: unknown) => (value ? t(`admin.roles.${text(value)}` as MessageKey) : "");
  // A history line belongs to an inbox; a change of a list admins keep says which inbox's list.
  const inboxName = line.inbox ?? (typeof detail.inbox === "string" ? detail.inbox : null);
  const inbox = inboxName ? t(`admin.inboxes.${inboxName}` as MessageKey) : "";
  switch (line.event) {
    case "sign-in":
      return t(`admin.audit.signIn.${text(detail.step) || "code"}` as MessageKey);
    case "sign-in-failed":
      return t(`admin.audit.failed.${detail.replayed ? "replayed" : text(detail.step) || "password"}` as MessageKey);
    case "sign-in-throttled":
      return t("admin.audit.throttled", {
        seconds: Number(detail.seconds),
        scope: t(`admin.audit.scopes.${text(detail.scope) || "account"}` as MessageKey),
      });
    case "erasure": {
      const said = t(`admin.audit.erasures.${erasureReason(detail)}` as MessageKey, { inbox });
      return detail.reference ? `${said} (${t("admin.audit.reference", { reference: text(detail.reference) })})` : said;
    }
    case "export":
      if (detail.person) {
        const format = text(detail.person).toUpperCase();
        return t("admin.audit.events.personExport", { count: Number(detail.rows ?? 0), format, inbox });
      }
      return t("admin.audit.events.export", { count: Number(detail.rows ?? 0), inbox });
    case "download":
      return t("admin.audit.events.download", { file: t(`admin.history.files.${text(detail.file)}` as MessageKey) });
    case "template-saved":
    case "template-restored":
      return t(`admin.audit.events.${line.event}`, {
        purpose: t(`admin.write.purposes.${text(detail.purpose)}` as MessageKey),
        inbox,
      });
    default:
      return t(`admin.audit.events.${line.event}` as MessageKey, {
        subject: line.subject,
        role: role(detail.role),
        from: role(detail.from),
        to: role(detail.to),
        count: Number(detail.rows ?? 0),
        inbox,
        label: text(detail.label),
      });
  }
}

/** The audit (admins): sign-ins, account changes, exports and erasures, newest first, by kind, paged. */
export function AuditLog({ data }: { data: AuditLogData }) {
  const { t, i18n } = useTranslation();
  const kindOptions = [
    { value: "", label: t("admin.audit.kinds.all") },
    ...auditKinds.map((kind) => ({ value: kind, label: t(`admin.audit.kinds.${kind}`) })),
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.audit.title")}</h1>
      <p className="mt-2 max-w-3xl text-base text-slate-700">{t("admin.audit.intro")}</p>
      {data.ignored.length > 0 && (
        <div className="mt-4 max-w-3xl">
          <FormNotice kind="error">{t("admin.audit.ignored", { names: data.ignored.join(", ") })}</FormNotice>
        </div>
      )}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          id="audit-kind"
          name="kind"
          label={t("admin.audit.kind")}
          defaultValue={data.filters.kind ?? ""}
          options={kindOptions}
        />
        <button type="submit" className={buttonClasses("secondary")}>
          {t("admin.audit.show")}
        </button>
      </Form>
      <p className="mt-4 font-semibold text-slate-800">{t("admin.audit.total", { count: data.total })}</p>
      {data.lines.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("admin.audit.empty")}</p>
      ) : (
        <TableFrame headings={columns.map((column) => t(`admin.audit.${column}`))}>
          {data.lines.map((line) => (
            <tr
              key={line.key}
              data-audit-event={line.event}
              data-audit-kind={line.kind}
              data-audit-at={line.at}
              className="border-t border-slate-200 align-top"
            >
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={line.at}>{formatDateTime(line.at, i18n.language)}</time>
              </td>
              <td className="px-3 py-2">{who(line, t)}</td>
              <td className="px-3 py-2">{what(line, t)}</td>
              <td className="px-3 py-2 font-mono break-all">{line.address ?? ""}</td>
            </tr>
          ))}
        </TableFrame>
      )}
      <Pages data={data} />
    </>
  );
}

function Pages({ data }: { data: AuditLogData }) {
  const { t } = useTranslation();
  if (data.pages <= 1) return null;
  const link =
    "min-h-11 content-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900";
  return (
    <nav aria-label={t("admin.audit.pagination")} className="mt-4 flex flex-wrap items-center gap-3">
      {data.page > 1 && (
        <Link to={auditSearch(data.filters, data.page - 1)} rel="prev" className={link}>
          {t("admin.audit.previous")}
        </Link>
      )}
      <span className="text-slate-700">{t("admin.audit.page", { page: data.page, pages: data.pages })}</span>
      {data.page < data.pages && (
        <Link to={auditSearch(data.filters, data.page + 1)} rel="next" className={link}>
          {t("admin.audit.next")}
        </Link>
      )}
    </nav>
  );
}
