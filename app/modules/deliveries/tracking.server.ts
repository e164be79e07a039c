import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryPositions, deliveryRequests } from "~/db/schema";
import { normaliseReference } from "~/modules/submissions/reference";
import { WITH_DRIVER, type DeliveryStep } from "./delivery-steps";
import { stepTimes } from "./delivery-steps.server";
import { deliveryVersion } from "./tracking-watch.server";

type Step = DeliveryStep;

/** The steps a delivery goes through to the door, in order, with the column that keeps when it reached each. */
const doorSteps = Object.entries(stepTimes).filter(([step]) => step !== "cancelled") as Array<
  [Step, (typeof stepTimes)[Step]]
>;

/**
 * What the tracking page may show of a delivery, and nothing more (docs/product/spec-decisions.md,
 * "Deliveries"): the steps and their times, the confirmed price, the driver's first name and vehicle, the
 * last known position while it moves, the recipient's name once delivered, the reason of a cancellation.
 * No phone, no place, no landmark, no sender.
 */
export type TrackedDelivery = {
  reference: string;
  status: Step;
  steps: Array<{ step: Step; at: string | null }>;
  confirmedPrice: number | null;
  driver: { firstName: string; vehicle: string | null } | null;
  receivedBy: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  position: { latitude: number; longitude: number; at: string } | null;
  /** Changes with every step and every position: the page's live updates start from it. */
  version: string;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The delivery a tracking number names, as the tracking page shows it; null when none does. */
export async function trackDelivery(db: Database, typed: string): Promise<TrackedDelivery | null> {
  const reference = normaliseReference(typed);
  if (!reference) return null;
  const [row] = await db
    .select({
      id: deliveryRequests.id,
      reference: deliveryRequests.reference,
      status: deliveryRequests.status,
      confirmedPrice: deliveryRequests.confirmedPrice,
      driverName: deliveryRequests.driverName,
      driverVehicle: deliveryRequests.driverVehicle,
      receivedBy: deliveryRequests.receivedBy,
      cancelReason: deliveryRequests.cancelReason,
      cancelledAt: deliveryRequests.cancelledAt,
      version: deliveryVersion,
      ...Object.fromEntries(doorSteps.map(([step, column]) => [step, column])),
    })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.reference, reference))
    .limit(1);
  if (!row) return null;
  const status = row.status as Step;
  const times = row as unknown as Record<Step, Date | null>;
  return {
    reference: row.reference,
    status,
    steps: doorSteps.map(([step]) => ({ step, at: iso(times[step]) })),
    confirmedPrice: row.confirmedPrice,
    driver: row.driverName ? { firstName: row.driverName.trim().split(/\s+/)[0]!, vehicle: row.driverVehicle } : null,
    receivedBy: status === "delivered" ? row.receivedBy : null,
    cancelReason: status === "cancelled" ? row.cancelReason : null,
    cancelledAt: iso(row.cancelledAt),
    position: WITH_DRIVER.includes(status) ? await lastPosition(db, row.id) : null,
    version: row.version,
  };
}

async function lastPosition(db: Database, deliveryId: number) {
  const [position] = await db
    .select({
      latitude: deliveryPositions.latitude,
      longitude: deliveryPositions.longitude,
      at: deliveryPositions.recordedAt,
    })
    .from(deliveryPositions)
    .where(eq(deliveryPositions.deliveryId, deliveryId))
    .orderBy(desc(deliveryPositions.recordedAt))
    .limit(1);
  return position ? { ...position, at: position.at.toISOString() } : null;
}
