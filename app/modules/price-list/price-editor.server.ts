import { vehicleTypes } from "~/domain/choices";
import { todayInLuanda } from "~/lib/luanda-day";
import { calendarDay, checkText, cleanText } from "~/modules/publishing/editor-fields";
import { BANDS, priceField } from "./price-fields";
import type { PriceTable, PricesInForce } from "./price-table";
import { MAX_KM, MAX_PRICE_AOA } from "./price-tables.server";

/** What the prices' editor shows in its fields: each text as typed, the provinces ticked. */
export type PriceFormValues = { fields: Record<string, string>; provinces: string[] };

/** Why a field of the prices' editor is refused: the key of its message (`admin.prices.errors.*`). */
type PriceError =
  "required" | "amount" | "km" | "bandOrder" | "priceOrder" | "noVehicle" | "noProvince" | "date" | "pastDate" | "note";

export type PriceErrors = Record<string, PriceError>;

/** The editor filled with a table (the one in force), to take effect today. */
export function priceFormOf({ table }: PricesInForce, now = new Date()): PriceFormValues {
  const fields: Record<string, string> = {
    [priceField.effectiveOn]: todayInLuanda(now),
    [priceField.note]: "",
    refrigerated: String(table.surcharges.refrigerated),
    night: String(table.surcharges.night),
    stock: String(table.services.stock),
    invitations: String(table.services.invitations),
  };
  for (const band of BANDS) fields[priceField.band(band)] = String(table.bandLimitsKm[band] ?? "");
  for (const row of table.deliveries) {
    if (row.offered) fields[priceField.offered(row.vehicle)] = "on";
    for (const band of BANDS) fields[priceField.price(row.vehicle, band)] = String(row.prices[band] ?? "");
    fields[priceField.extraKm(row.vehicle)] = String(row.extraKm);
    fields[priceField.reach(row.vehicle)] = row.maxKm === null ? "" : String(row.maxKm);
  }
  return { fields, provinces: [...table.provinces] };
}

/** The editor's fields as posted (only the names it has; a province it does not offer is dropped). */
export function priceFormFrom(form: FormData, offered: readonly string[]): PriceFormValues {
  const fields: Record<string, string> = {};
  const names = [
    ...BANDS.map(priceField.band),
    ...vehicleTypes.flatMap((vehicle) => [
      priceField.offered(vehicle),
      ...BANDS.map((band) => priceField.price(vehicle, band)),
      priceField.extraKm(vehicle),
      priceField.reach(vehicle),
    ]),
    ...priceField.charges,
    priceField.effectiveOn,
    priceField.note,
  ];
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value.slice(0, 400);
  }
  const ticked = new Set(form.getAll("province").filter((value) => typeof value === "string"));
  return { fields, provinces: offered.filter((province) => ticked.has(province)) };
}

/** "1500", "1 500", "1.500" (as kwanzas are written): a whole number; else null. */
function wholeNumber(text: string): number | null {
  const compact = text.trim().replace(/(\d)[\s.\u00a0\u202f](?=\d{3}(\D|$))/g, "$1");
  return /^\d{1,12}$/.test(compact) ? Number(compact) : null;
}

type Read =
  { ok: true; table: PriceTable; effectiveOn: string; note: string | null } | { ok: false; errors: PriceErrors };

/** Checks the editor's fields; every problem at once, keyed by field name. */
export function readPriceForm({ fields, provinces }: PriceFormValues, now = new Date()): Read {
  const errors: PriceErrors = {};
  const number = (name: string, max: number, kind: "amount" | "km", optional = false) => {
    const text = fields[name]?.trim() ?? "";
    if (text === "") {
      if (!optional) errors[name] = "required";
      return null;
    }
    const value = wholeNumber(text);
    if (value === null || value > max || (kind === "km" && value < 1)) {
      errors[name] = kind;
      return null;
    }
    return value;
  };
  const bandLimitsKm = BANDS.map((band) => number(priceField.band(band), MAX_KM, "km"));
  BANDS.forEach((band) => {
    const [before, limit] = [bandLimitsKm[band - 1], bandLimitsKm[band]];
    if (band > 0 && before != null && limit != null && limit <= before) errors[priceField.band(band)] = "bandOrder";
  });
  const deliveries = vehicleTypes.map((vehicle) => {
    const prices = BANDS.map((band) => number(priceField.price(vehicle, band), MAX_PRICE_AOA, "amount"));
    BANDS.forEach((band) => {
      const [before, price] = [prices[band - 1], prices[band]];
      if (band > 0 && before != null && price != null && price < before)
        errors[priceField.price(vehicle, band)] = "priceOrder";
    });
    return {
      vehicle,
      offered: fields[priceField.offered(vehicle)] === "on",
      prices,
      extraKm: number(priceField.extraKm(vehicle), MAX_PRICE_AOA, "amount"),
      maxKm: number(priceField.reach(vehicle), MAX_KM, "km", true),
    };
  });
  if (!deliveries.some((row) => row.offered)) errors[priceField.offered(vehicleTypes[0])] = "noVehicle";
  const [refrigerated, night, stock, invitations] = priceField.charges.map((name) =>
    number(name, MAX_PRICE_AOA, "amount"),
  );
  if (provinces.length === 0) errors.province = "noProvince";
  const effectiveOn = calendarDay(fields[priceField.effectiveOn] ?? "");
  if (!effectiveOn) errors[priceField.effectiveOn] = fields[priceField.effectiveOn] ? "date" : "required";
  else if (effectiveOn < todayInLuanda(now)) errors[priceField.effectiveOn] = "pastDate";
  const note = cleanText(fields[priceField.note]);
  if (checkText(note, { min: 0, max: 300, plain: true })) errors[priceField.note] = "note";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const table: PriceTable = {
    bandLimitsKm: bandLimitsKm as number[],
    deliveries: deliveries.map((row) => ({ ...row, prices: row.prices as number[], extraKm: row.extraKm! })),
    surcharges: { refrigerated: refrigerated!, night: night! },
    services: { stock: stock!, invitations: invitations! },
    provinces,
  };
  return { ok: true, table, effectiveOn: effectiveOn!, note: note === "" ? null : note };
}
