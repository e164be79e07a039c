import { createHash, createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deliveryRequests, driverApplications } from "~/db/schema";
import type { VehicleType } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import type { AppServices } from "~/lib/app-context.server";
import { writeHistory, type Actor, type HistoryDetail } from "~/modules/history/record-history.server";
import { queueDeliveryUpdate } from "~/modules/submissions/outbox.server";
import { BEFORE_THE_DOOR, driverSteps, type DeliveryStep, type DriverStep } from "./delivery-steps";

type Step = DeliveryStep;

/** When a delivery reached each step: its timeline, kept on the row (the tracking page reads it in this order). */
export const stepTimes = {
  received: deliveryRequests.createdAt,
  confirmed: deliveryRequests.confirmedAt,
  "driver-assigned": deliveryRequests.driverAssignedAt,
  "picked-up": deliveryRequests.pickedUpAt,
  "on-the-way": deliveryRequests.onTheWayAt,
  delivered: deliveryRequests.deliveredAt,
  cancelled: deliveryRequests.cancelledAt,
} satisfies Record<Step, unknown>;

export type Driver = { name: string; phone: string; vehicle: VehicleType; applicationId: number | null };

export type DeliveryChange =
  | { kind: "confirm"; price: number; reason: string | null }
  | { kind: "price"; price: number; reason: string }
  | { kind: "dispatch"; driver: Driver }
  | { kind: "step"; step: DriverStep; receivedBy: string | null; proofKey?: string | null }
  | { kind: "cancel"; reason: string };

export type DeliveryChangeOutcome =
  | { ok: true; revision: number; driverLink?: string }
  | { ok: false; problem: "stale"; revision: number }
  | { ok: false; problem: "invalid" | "missing" | "reasonRequired" };

/**
 * The driver's link: an HMAC of the delivery and the moment it was assigned, under the site's secret, so
 * it names no row, cannot be made without the secret, and a new assignment makes a new one (the old
 * stops working). Only its SHA-256 is stored, to find the delivery; staff see it again from the row.
 */
export function driverLinkToken(secret: string, deliveryId: number, assignedAt: Date): string {
  return createHmac("sha256", secret).update(`driver-link|${deliveryId}|${assignedAt.getTime()}`).digest("base64url");
}

export const driverLinkHash = (token: string) => createHash("sha256").update(token).digest("hex");

type Row = typeof deliveryRequests.$inferSelect;

/** What a change writes on the row, or why it cannot be made from the delivery's current state. */
function plan(row: Row, change: DeliveryChange, now: Date): Record<string, unknown> | "invalid" | "reasonRequired" {
  const status = row.status as Step;
  switch (change.kind) {
    case "confirm":
      if (status !== "received") return "invalid";
      if (change.price !== row.estimatedPrice && !change.reason) return "reasonRequired";
      return { status: "confirmed", confirmed_at: now, confirmed_price: change.price };
    case "price":
      if (!BEFORE_THE_DOOR.includes(status) || status === "received") return "invalid";
      return { confirmed_price: change.price };
    case "dispatch":
      if (status !== "confirmed" && status !== "driver-assigned") return "invalid";
      return {
        status: "driver-assigned",
        driver_assigned_at: now,
        driver_name: change.driver.name,
        driver_phone: change.driver.phone,
        driver_vehicle: change.driver.vehicle,
        driver_application_id: change.driver.applicationId,
      };
    case "step":
      if (status !== driverSteps[change.step]) return "invalid";
      if (change.step === "delivered") {
        if (!change.receivedBy) return "invalid";
        return {
          status: "delivered",
          delivered_at: now,
          received_by: change.receivedBy,
          proof_file_key: change.proofKey ?? null,
          driver_link_hash: null,
        };
      }
      return { status: change.step, [stepTimes[change.step].name]: now };
    case "cancel":
      if (!BEFORE_THE_DOOR.includes(status)) return "invalid";
      return { status: "cancelled", cancelled_at: now, cancel_reason: change.reason, driver_link_hash: null };
  }
}

/**
 * Moves a delivery one step, only from the step it is at (and, for staff, only if nobody changed it since
 * their page was read: `revision`; a driver's taps carry none). The change, its history line and the
 * customer's e-mail are written together.
 */
export async function changeDelivery(
  services: Pick<AppServices, "database" | "env" | "signingSecret">,
  target: { id: number; revision: number | null },
  change: DeliveryChange,
  actor: Actor | { id: null; name: string },
): Promise<DeliveryChangeOutcome> {
  const { env, signingSecret } = services;
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(deliveryRequests).where(eq(deliveryRequests.id, target.id)).for("update");
    if (!row) return { ok: false, problem: "missing" } as const;
    if (target.revision !== null && row.revision !== target.revision) {
      return { ok: false, problem: "stale", revision: row.revision } as const;
    }
    const now = new Date();
    const values = plan(row, change, now);
    if (values === "invalid" || values === "reasonRequired") return { ok: false, problem: values } as const;
    const revision = row.revision + 1;
    let driverLink: string | undefined;
    if (change.kind === "dispatch") {
      driverLink = driverLinkToken(signingSecret, row.id, now);
      values.driver_link_hash = driverLinkHash(driverLink);
    }
    await tx.execute(
      sql`update ${deliveryRequests} set ${sql.join(
        Object.entries({ ...values, revision, updated_at: now }).map(
          ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
        ),
        sql`, `,
      )} where ${deliveryRequests.id} = ${row.id}`,
    );
    await writeHistory(tx, { inbox: "deliveries", recordId: row.id, actor, ...historyOf(row, change, revision) });
    // A reason is free text: a note of its own, which an erasure takes away with the person's data, while
    // the line of what changed stays.
    const reason = "reason" in change ? change.reason : null;
    if (reason) {
      await writeHistory(tx, {
        inbox: "deliveries",
        recordId: row.id,
        actor,
        action: "note",
        detail: { text: reason, reason: 1 },
      });
    }
    const status = (typeof values.status === "string" ? values.status : row.status) as Step;
    if (row.email && (status !== row.status || change.kind === "price")) {
      await queueDeliveryUpdate(
        tx,
        { ...env.mail, publicUrl: env.publicUrl },
        {
          recordId: row.id,
          reference: row.reference,
          language: row.language as Language,
          name: row.name,
          email: row.email,
          status,
          price: typeof values.confirmed_price === "number" ? values.confirmed_price : null,
          reason: change.kind === "cancel" ? change.reason : null,
        },
      );
    }
    return { ok: true, revision, ...(driverLink ? { driverLink } : {}) } as const;
  });
}

/** The history line of a change: a status moved, a price changed (with its reason), a driver sent. */
function historyOf(
  row: Row,
  change: DeliveryChange,
  revision: number,
): { action: "status" | "price" | "driver"; detail: HistoryDetail } {
  switch (change.kind) {
    case "price":
      return {
        action: "price",
        detail: { from: row.confirmedPrice, to: change.price, revision },
      };
    case "dispatch":
      return { action: "driver", detail: { to: change.driver.name, revision } };
    case "confirm":
      return {
        action: "status",
        detail: { from: row.status, to: "confirmed", price: change.price, revision },
      };
    case "cancel":
      return { action: "status", detail: { from: row.status, to: "cancelled", revision } };
    case "step":
      return { action: "status", detail: { from: row.status, to: change.step, revision } };
  }
}

/** The partner drivers staff approved: whom a delivery can be sent with (name, phone, vehicle). */
export async function approvedDrivers(db: Database) {
  return db
    .select({
      id: driverApplications.id,
      name: sql<string>`${driverApplications.firstName} || ' ' || ${driverApplications.lastName}`,
      phone: driverApplications.phone,
      email: driverApplications.email,
      vehicle: driverApplications.vehicleType,
    })
    .from(driverApplications)
    .where(and(eq(driverApplications.status, "approved")))
    .orderBy(driverApplications.firstName, driverApplications.lastName);
}
