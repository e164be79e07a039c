import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.prices";
import { ConfirmDialog } from "~/components/back-office/ConfirmDialog";
import { publishingRoles } from "~/domain/inboxes";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { formatDate } from "~/lib/format";
import { todayInLuanda } from "~/lib/luanda-day";
import { revalidateAfterActions } from "~/lib/revalidate-after-actions";
import { readPublishingHistory, type HistoryEntry } from "~/modules/history/record-history.server";
import { PriceEditor } from "~/modules/price-list/PriceEditor";
import { priceFormFrom, priceFormOf, readPriceForm, type PriceErrors } from "~/modules/price-list/price-editor.server";
import {
  pricesInForce,
  pricesRevision,
  priceVersions,
  savePriceTable,
  versionStates,
  withdrawPriceTable,
} from "~/modules/price-list/price-tables.server";
import { calendarDay, revisionOf } from "~/modules/publishing/editor-fields";
import { getLanguage } from "~/i18n/middleware.server";
import { PublishingHistory } from "~/modules/publishing/PublishingParts";
import { staffOnly } from "~/modules/staff/access.server";
import { backOfficeTitle } from "~/modules/staff/page-title.server";
import { readStaffForm, unreadableForm } from "~/modules/staff/staff-form.server";
import { getStaff } from "~/modules/staff/staff-session.server";
import { formKeyOf, newFormKey } from "~/modules/staff/staff-submissions.server";
import { placeProvinces } from "~/modules/deliveries/places";
import { company } from "~/config/company";

/** Who may open this page (the back-office's one access declaration). */
export const middleware: Route.MiddlewareFunction[] = [staffOnly(publishingRoles["price-list"])];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterActions;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext).database;
  const params = new URL(request.url).searchParams;
  const [inForce, versions, revision, history] = await Promise.all([
    pricesInForce(db),
    priceVersions(db),
    pricesRevision(db),
    readPublishingHistory(db, "price-list", "prices", 20),
  ]);
  const states = versionStates(versions);
  // "Start from this table": the form filled with a saved table rather than the one in force.
  const startFrom = versions.find((version) => String(version.id) === params.get("from"));
  const values = priceFormOf(startFrom ? { ...inForce, table: startFrom.table } : inForce);
  const done = params.get("done");
  const language = getLanguage(context);
  // Dates are written here, on the server, in the staff member's language (ADR 032).
  const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`, language);
  const at = (iso: string | null) => (iso ? formatDate(iso, language) : null);
  return {
    title: backOfficeTitle(context, (texts) => texts.prices.title),
    inForce: { effectiveOn: day(inForce.effectiveOn), example: inForce.example },
    values,
    startedFrom: startFrom?.id ?? null,
    versions: versions.map((version) => ({
      id: version.id,
      note: version.note,
      state: states.get(version.id)!,
      effectiveOn: day(version.effectiveOn),
      saved: { by: version.createdByName, on: at(version.createdAt)! },
      withdrawn: version.withdrawnAt ? { by: version.withdrawnByName ?? "", on: at(version.withdrawnAt)! } : null,
    })),
    provinces: placeProvinces,
    nightHours: `${company.nightHours.from}–${company.nightHours.to}`,
    revision,
    history,
    formKey: newFormKey(),
    today: todayInLuanda(),
    done: done === "saved" || done === "withdrawn" ? { kind: done as typeof done, on: day(savedFor(params)) } : null,
  };
}

/** The day the prices just saved take effect, from the page's address (today when it names none). */
const savedFor = (params: URLSearchParams) => calendarDay(params.get("on") ?? "") ?? todayInLuanda();

type Outcome = {
  values?: ReturnType<typeof priceFormFrom>;
  errors: PriceErrors;
  /** The revision the form stands on now: the one it was read at, or after a refusal the current one. */
  revision?: number;
  /** Someone saved or withdrew a table after the page was read: what they did (nothing was saved). */
  stale?: HistoryEntry[];
  problem?: "notScheduled";
};

export async function action({ request, context }: Route.ActionArgs) {
  const { id, name } = getStaff(context);
  const services = context.get(appServicesContext);
  const { db } = services.database;
  const form = await readStaffForm(request, services, "editor");
  if (!form.ok) throw unreadableForm(form.rejection);
  const { fields } = form;
  const revision = revisionOf(fields.revision);
  if (revision === null) throw data(null, { status: 400 });
  const stale = (changes: HistoryEntry[], current: number, values?: Outcome["values"]) =>
    data<Outcome>({ values, errors: {}, revision: current, stale: changes }, { status: 409 });

  if (fields.intent === "withdraw") {
    // Withdrawing is asked first in a dialog: only its form carries `confirmed`.
    const version = Number(fields.version);
    if (fields.confirmed !== "yes" || !Number.isSafeInteger(version)) throw data(null, { status: 400 });
    const withdrawn = await withdrawPriceTable(db, { id, name }, { id: version, revision });
    if (!withdrawn.ok && withdrawn.problem === "stale") return stale(withdrawn.changes, withdrawn.revision);
    if (!withdrawn.ok || !withdrawn.value)
      return data<Outcome>({ errors: {}, problem: "notScheduled" }, { status: 409 });
    services.logger.info({ event: "prices-withdrawn", by: id, version }, "price table withdrawn");
    throw redirect("/admin/prices?done=withdrawn");
  }
  if (fields.intent !== "save") throw data(null, { status: 400 });
  const values = priceFormFrom(form.form, placeProvinces);
  const read = readPriceForm(values);
  if (!read.ok) return data<Outcome>({ values, errors: read.errors, revision }, { status: 400 });
  const saved = await savePriceTable(db, { id, name }, { ...read, revision, formKey: formKeyOf(fields.formKey) });
  if (!saved.ok && saved.problem === "stale") return stale(saved.changes, saved.revision, values);
  if (!saved.ok) throw data(null, { status: 404 });
  services.logger.info(
    { event: "prices-saved", by: id, version: saved.value.id, effectiveOn: read.effectiveOn },
    "price table saved",
  );
  throw redirect(`/admin/prices?done=saved&on=${read.effectiveOn}`);
}

/** The prices (admin): the table in force in an editor, saved as a new table from a day, and every table saved. */
export default function PricesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const withdrawing = loaderData.versions.find(
    (version) =>
      version.state === "scheduled" &&
      searchParams.get("confirm") === "withdraw" &&
      searchParams.get("version") === String(version.id),
  );
  return (
    <>
      <PriceEditor
        key={`${loaderData.formKey} ${JSON.stringify(actionData?.values ?? null)}`}
        page={loaderData}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        revision={actionData?.revision ?? loaderData.revision}
        stale={actionData?.stale ?? null}
        notScheduled={actionData?.problem === "notScheduled"}
      />
      <PublishingHistory entries={loaderData.history} />
      {withdrawing && (
        <ConfirmDialog
          title={t("admin.prices.confirm.title", { date: withdrawing.effectiveOn })}
          message={t("admin.prices.confirm.message")}
          confirmLabel={t("admin.prices.confirm.action")}
          cancelHref="/admin/prices"
          action="/admin/prices"
          fields={{
            intent: "withdraw",
            version: String(withdrawing.id),
            revision: String(actionData?.revision ?? loaderData.revision),
          }}
        />
      )}
    </>
  );
}
