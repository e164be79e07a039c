import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { seedPrices } from "./seed-prices";
import type { Database } from "~/db/client.server";
import { priceTables } from "~/db/schema";
import { vehicleTypes } from "~/domain/choices";
import { todayInLuanda } from "~/lib/luanda-day";
import { noteDegradedRender } from "~/lib/rendered-secrets.server";
import {
  publishedRevision,
  publishingHistorySince,
  recordPublicChange,
  type Actor,
} from "~/modules/history/record-history.server";
import { changePublishedItem, type PublishedChange } from "~/modules/publishing/published-change.server";
import { claimFormKey, noteCreated, releaseFormKey } from "~/modules/staff/staff-submissions.server";
import type { PriceTable, PricesInForce } from "./price-table";

/** The highest amount a price may be, in kwanzas: far above any delivery's, far below what breaks a sum. */
export const MAX_PRICE_AOA = 100_000_000;
/** The farthest band limit or reach, in km: Angola is about 1 300 km across. */
export const MAX_KM = 5_000;

const amount = z.number().int().min(0).max(MAX_PRICE_AOA);
const km = z.number().int().min(1).max(MAX_KM);

/** A price table as stored: what a save writes and a read trusts only after checking it again. */
const priceTableShape = z
  .object({
    bandLimitsKm: z.array(km).length(3),
    deliveries: z
      .array(
        z.object({
          vehicle: z.enum(vehicleTypes),
          offered: z.boolean(),
          prices: z.array(amount).length(3),
          extraKm: amount,
          maxKm: km.nullable(),
        }),
      )
      .length(vehicleTypes.length),
    surcharges: z.object({ refrigerated: amount, night: amount }),
    services: z.object({ stock: amount, invitations: amount }),
    // The names the place search gives provinces ("Luanda", "Huíla"): the editor offers only those.
    provinces: z.array(z.string().min(1).max(60)).min(1).max(40),
  })
  .refine((table) => table.bandLimitsKm.every((limit, index) => index === 0 || limit > table.bandLimitsKm[index - 1]!))
  .refine((table) => vehicleTypes.every((type, index) => table.deliveries[index]?.vehicle === type));

/** A saved price table as the back-office lists it. */
export type PriceVersion = {
  id: number;
  effectiveOn: string;
  table: PriceTable;
  note: string | null;
  createdAt: string;
  createdByName: string;
  withdrawnAt: string | null;
  withdrawnByName: string | null;
};

/** The seed's example prices, as the table in force before an admin saves one. */
export const seedInForce: PricesInForce = { ...seedPrices, example: true };

/** The last table each database gave, so a moment without the database does not change the prices. */
const lastRead = new WeakMap<Database, PricesInForce>();

/**
 * The price table in force today in Luanda: the latest saved whose day has come (the last saved of that
 * day), else the seed's example prices. One indexed row per call. When the database is away, the last
 * table read keeps quotes and the price list answering; before any, the seed does, marked as examples
 * (a request cannot be stored then anyway, and staff confirm every price).
 */
export async function pricesInForce(db: Database, now = new Date()): Promise<PricesInForce> {
  try {
    const [row] = await db
      .select({ effectiveOn: priceTables.effectiveOn, prices: priceTables.prices })
      .from(priceTables)
      .where(and(isNull(priceTables.withdrawnAt), lte(priceTables.effectiveOn, todayInLuanda(now))))
      .orderBy(desc(priceTables.effectiveOn), desc(priceTables.id))
      .limit(1);
    const table = row && priceTableShape.safeParse(row.prices);
    const prices = table?.success ? { effectiveOn: row!.effectiveOn, table: table.data, example: false } : seedInForce;
    lastRead.set(db, prices);
    return prices;
  } catch {
    // A page showing these prices is not kept in the page cache: the next visitor's render reads them again.
    noteDegradedRender();
    return lastRead.get(db) ?? seedInForce;
  }
}

/** Every saved table, newest first. */
export async function priceVersions(db: Database): Promise<PriceVersion[]> {
  const rows = await db.select().from(priceTables).orderBy(desc(priceTables.id));
  return rows.map((row) => ({
    id: row.id,
    effectiveOn: row.effectiveOn,
    table: row.prices,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnByName: row.withdrawnByName,
  }));
}

/** What a saved table is now: in force, waiting for its day, in force before, replaced before its day, or withdrawn. */
export type VersionState = "in-force" | "scheduled" | "earlier" | "replaced" | "withdrawn";

/** The state of each version (newest first, as `priceVersions` lists them) today in Luanda. */
export function versionStates(versions: PriceVersion[], now = new Date()): Map<number, VersionState> {
  const today = todayInLuanda(now);
  const live = versions.filter((version) => !version.withdrawnAt);
  // Newest first: the first of a day is the one that day keeps; the first not after today is in force.
  const keptOfDay = new Map<string, number>();
  for (const version of live) if (!keptOfDay.has(version.effectiveOn)) keptOfDay.set(version.effectiveOn, version.id);
  const inForce = live
    .filter((version) => version.effectiveOn <= today && keptOfDay.get(version.effectiveOn) === version.id)
    .sort((a, b) => b.effectiveOn.localeCompare(a.effectiveOn))[0]?.id;
  const states = new Map<number, VersionState>();
  for (const version of versions) {
    const state: VersionState = version.withdrawnAt
      ? "withdrawn"
      : keptOfDay.get(version.effectiveOn) !== version.id
        ? "replaced"
        : version.id === inForce
          ? "in-force"
          : version.effectiveOn > today
            ? "scheduled"
            : "earlier";
    states.set(version.id, state);
  }
  return states;
}

/** The price tables as the history and the editors' revisions name them (ADR 038). */
const PRICES = { area: "price-list", subjectId: "prices" } as const;

/** The revision the prices' page stands on: the id of the latest line of their history. */
export const pricesRevision = (db: Database) => publishedRevision(db, PRICES.area, PRICES.subjectId);

/** Serialises the changes of the price tables: the second of two waits, then finds the first's history line. */
const lockPriceTables = async (tx: Database) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('price-tables'))`);
  return true;
};

const historyLine = (actor: Actor, action: "created" | "unpublished", version: number, effectiveOn: string) => ({
  inbox: PRICES.area,
  recordId: null,
  subjectId: PRICES.subjectId,
  actor,
  action,
  detail: { version, effectiveOn },
});

/**
 * Saves a new price table, taking effect on `effectiveOn`, only if no table was saved or withdrawn since
 * the page was read at `revision`. The form's key makes a form sent twice save once (the repeat gets the
 * first one's id). Public pages showing prices are rebuilt on every process.
 */
export async function savePriceTable(
  db: Database,
  actor: Actor,
  change: { table: PriceTable; effectiveOn: string; note: string | null; revision: number; formKey: string },
): Promise<PublishedChange<{ id: number; created: boolean }>> {
  return db.transaction(async (tx): Promise<PublishedChange<{ id: number; created: boolean }>> => {
    await lockPriceTables(tx);
    // The same form sent again (a double tap, a resend) finds the table it saved, not a "someone saved" refusal.
    const claimed = await claimFormKey(tx, change.formKey);
    if (!claimed.first && claimed.created) return { ok: true, value: { id: Number(claimed.created), created: false } };
    const current = await pricesRevision(tx);
    if (current !== change.revision) {
      await releaseFormKey(tx, change.formKey);
      const changes = await publishingHistorySince(tx, PRICES.area, PRICES.subjectId, change.revision);
      return { ok: false, problem: "stale", revision: current, changes };
    }
    const [row] = await tx
      .insert(priceTables)
      .values({
        effectiveOn: change.effectiveOn,
        prices: priceTableShape.parse(change.table),
        note: change.note,
        createdBy: actor.id,
        createdByName: actor.name,
      })
      .returning({ id: priceTables.id });
    await noteCreated(tx, change.formKey, String(row!.id));
    await recordPublicChange(tx, historyLine(actor, "created", row!.id, change.effectiveOn));
    return { ok: true, value: { id: row!.id, created: true } };
  });
}

/**
 * Withdraws a saved table whose day has not come, only if nothing changed since the page was read at
 * `revision`: it never takes effect and stays listed as withdrawn. `value` is false for a table in force
 * or before, or already withdrawn (nothing changed).
 */
export async function withdrawPriceTable(
  db: Database,
  actor: Actor,
  { id, revision }: { id: number; revision: number },
  now = new Date(),
): Promise<PublishedChange<boolean>> {
  return changePublishedItem(db, { ...PRICES, revision }, lockPriceTables, async (tx) => {
    const [withdrawn] = await tx
      .update(priceTables)
      .set({ withdrawnAt: sql`now()`, withdrawnBy: actor.id, withdrawnByName: actor.name })
      .where(
        and(eq(priceTables.id, id), isNull(priceTables.withdrawnAt), gt(priceTables.effectiveOn, todayInLuanda(now))),
      )
      .returning({ effectiveOn: priceTables.effectiveOn });
    if (!withdrawn) return false;
    await recordPublicChange(tx, historyLine(actor, "unpublished", id, withdrawn.effectiveOn));
    return true;
  });
}
