import type { deliveryStatuses } from "~/domain/choices";

/** Where a delivery stands: a step of `deliveryStatuses`, in order, or cancelled. */
export type DeliveryStep = (typeof deliveryStatuses)[number];

/** The steps a driver (or staff for them) moves a delivery through, each from the one before. */
export const driverSteps = {
  "picked-up": "driver-assigned",
  "on-the-way": "picked-up",
  delivered: "on-the-way",
} as const;
export type DriverStep = keyof typeof driverSteps;

/** Before the door: a delivery that may still be re-priced or cancelled, and that is late once past the promise. */
export const BEFORE_THE_DOOR: readonly DeliveryStep[] = [
  "received",
  "confirmed",
  "driver-assigned",
  "picked-up",
  "on-the-way",
];

/** While a driver has it: what the driver's link opens, and whose last position the tracking page shows. */
export const WITH_DRIVER: readonly DeliveryStep[] = ["driver-assigned", "picked-up", "on-the-way"];

/** The step a driver makes next from where the delivery stands; none before a driver has it or after the door. */
export function nextDriverStep(status: string): DriverStep | undefined {
  return (Object.keys(driverSteps) as DriverStep[]).find((step) => driverSteps[step] === status);
}
