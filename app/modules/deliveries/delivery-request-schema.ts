import { z } from "zod";
import { paymentMethods, vehicleTypes } from "~/domain/choices";
import {
  checkbox,
  choice,
  optionalEmail,
  optionalText,
  publicFormFields,
  requiredText,
  wholeNumber,
} from "~/lib/forms/fields";
import { phoneNumber } from "~/lib/forms/phone-field";

/** The limits the database's CHECK constraints say too (app/db/schema.ts, delivery_requests). */
export const deliveryRequestLimits = {
  name: 100,
  landmark: 200,
  description: 500,
  notes: 1000,
  maxWeightKg: 30_000,
} as const;

/** A place of the gazetteer by its id (`viana-luanda`): the quote's choice, carried by the request. */
const placeId = z
  .string({ error: "deliveries.request.quoteChanged" })
  .regex(/^[a-z0-9-]{1,80}$/, { error: "deliveries.request.quoteChanged" });

/**
 * A delivery request: the quote it comes from (places, vehicle, when, refrigerated: hidden fields the
 * server prices again) and what the customer adds. One schema for the browser and the server, which
 * also checks that the quote still holds (quote-check.server.ts).
 */
export const deliveryRequestSchema = z.object({
  from: placeId,
  to: placeId,
  vehicle: choice(vehicleTypes, {
    required: "deliveries.request.quoteChanged",
    invalid: "deliveries.request.quoteChanged",
  }),
  when: z.enum(["now", "later"], { error: "deliveries.request.quoteChanged" }),
  day: z.string().max(10).optional(),
  time: z.string().max(5).optional(),
  refrigerated: checkbox,
  fromLandmark: optionalText({ max: deliveryRequestLimits.landmark }),
  toLandmark: optionalText({ max: deliveryRequestLimits.landmark }),
  name: requiredText({ min: 2, max: deliveryRequestLimits.name, tooShort: "deliveries.request.nameTooShort" }),
  phone: phoneNumber(),
  email: optionalEmail(),
  recipientName: requiredText({
    min: 2,
    max: deliveryRequestLimits.name,
    tooShort: "deliveries.request.nameTooShort",
  }),
  recipientPhone: phoneNumber(),
  description: requiredText({
    min: 3,
    max: deliveryRequestLimits.description,
    tooShort: "deliveries.request.descriptionTooShort",
    shape: "lines",
  }),
  weightKg: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    wholeNumber({
      min: 1,
      max: deliveryRequestLimits.maxWeightKg,
      invalid: "deliveries.request.weightInvalid",
    }).optional(),
  ),
  paymentMethod: choice(paymentMethods),
  notes: optionalText({ max: deliveryRequestLimits.notes, shape: "lines" }),
  ...publicFormFields,
});

export type DeliveryRequestInput = z.output<typeof deliveryRequestSchema>;
