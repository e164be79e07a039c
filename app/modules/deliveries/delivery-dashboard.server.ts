import { and, count, eq, inArray, like, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryRequests } from "~/db/schema";
import { BEFORE_THE_DOOR } from "./delivery-steps";

/** The promise of the site's texts: delivered within 2 hours in Luanda, counted from the pickup time. */
const PROMISE = sql`interval '2 hours'`;

/**
 * What deliveries wait on staff: a price to confirm, a driver to send, and those within Luanda older
 * than the 2-hour promise (from the pickup time asked for, else from the request) and not yet delivered.
 */
export async function deliveryCounts(db: Database) {
  const countWhere = async (condition: ReturnType<typeof and>) =>
    Number((await db.select({ count: count() }).from(deliveryRequests).where(condition))[0]?.count ?? 0);
  const [toConfirm, toDispatch, late] = await Promise.all([
    countWhere(eq(deliveryRequests.status, "received")),
    countWhere(eq(deliveryRequests.status, "confirmed")),
    countWhere(
      and(
        inArray(deliveryRequests.status, [...BEFORE_THE_DOOR]),
        like(deliveryRequests.pickupLabel, "%, Luanda"),
        like(deliveryRequests.dropoffLabel, "%, Luanda"),
        lt(sql`coalesce(${deliveryRequests.pickupAt}, ${deliveryRequests.createdAt})`, sql`now() - ${PROMISE}`),
      ),
    ),
  ]);
  return { toConfirm, toDispatch, late };
}

export type DeliveryCounts = Awaited<ReturnType<typeof deliveryCounts>>;
