import type { Database } from "~/db/client.server";
import { deliveryRequests } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { insertOnce, type MailFor } from "~/modules/submissions/insert-once.server";
import { deliveryRequestSchema, type DeliveryRequestInput } from "./delivery-request-schema";
import { roadDistanceKm } from "./distance";
import { findPlace, placeLabel, type Place } from "./places";
import { readWhen } from "./pickup-time";
import type { DeliveryTariff } from "~/modules/price-list/price-table";
import { quoteDelivery, uncoveredTrip } from "./pricing";

/** A request's quote as the server prices it: never the price a browser posted. */
type PricedRequest = {
  from: Place;
  to: Place;
  pickupAt: Date | null;
  distanceKm: number;
  total: number;
};

/**
 * Prices the quote a request carries, now: its places must exist, its time must not have passed, and
 * the price table must carry its vehicle. Else the message key that says what changed.
 */
function priceRequest(value: DeliveryRequestInput, tariff: DeliveryTariff, now = new Date()): PricedRequest | string {
  const from = findPlace(value.from);
  const to = findPlace(value.to);
  if (!from || !to) return "deliveries.request.quoteChanged";
  const when = readWhen(value, now);
  if (when.state === "invalid") return "deliveries.whenInvalid";
  if (when.state === "past") return "deliveries.whenPast";
  const pickupAt = when.state === "later" ? when.at : null;
  const distanceKm = roadDistanceKm(from, to);
  const trip = { vehicle: value.vehicle, distanceKm, provinces: [from.province, to.province] };
  if (uncoveredTrip(tariff, trip)) return "deliveries.request.notCovered";
  const price = quoteDelivery(tariff, {
    vehicle: value.vehicle,
    distanceKm,
    refrigerated: value.refrigerated,
    pickupAt: pickupAt ?? now,
  });
  if (!price) return "deliveries.request.notCovered";
  return { from, to, pickupAt, distanceKm, total: price.total };
}

/** The request form as the server checks it: the shared schema, and the quote priced again with the table in force. */
const serverSchema = (tariff: DeliveryTariff) =>
  deliveryRequestSchema.superRefine((value, context) => {
    const priced = priceRequest(value, tariff);
    if (typeof priced === "string") context.addIssue({ code: "custom", message: priced, path: [] });
  });

/** Stores a delivery request as received (once per submission key), priced on the server. */
async function saveDeliveryRequest(
  tariff: DeliveryTariff,
  input: DeliveryRequestInput,
  db: Database,
  language: Language,
  mailFor: MailFor,
) {
  const priced = priceRequest(input, tariff);
  // The schema checked the quote a moment ago; a quote that lapsed in between is not stored unpriced.
  if (typeof priced === "string") throw new Error(`delivery request: ${priced}`);
  return insertOnce(
    db,
    deliveryRequests,
    {
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      recipientName: input.recipientName,
      recipientPhone: input.recipientPhone,
      pickupPlace: priced.from.id,
      pickupLabel: placeLabel(priced.from),
      pickupLandmark: input.fromLandmark ?? null,
      dropoffPlace: priced.to.id,
      dropoffLabel: placeLabel(priced.to),
      dropoffLandmark: input.toLandmark ?? null,
      vehicleType: input.vehicle,
      refrigerated: input.refrigerated,
      pickupAt: priced.pickupAt,
      distanceMetres: Math.round(priced.distanceKm * 1000),
      estimatedPrice: priced.total,
      description: input.description,
      weightKg: input.weightKg ?? null,
      paymentMethod: input.paymentMethod,
      notes: input.notes ?? null,
      status: "received",
      submissionKey: input.submissionKey,
      language,
    },
    mailFor,
  );
}

/**
 * What the public-form guard needs to check and store a delivery request with its e-mails, priced with
 * the table in force: the schema, where requests go, and who sent one.
 */
export const deliverySubmissions = (tariff: DeliveryTariff) =>
  ({
    schema: serverSchema(tariff),
    inbox: "deliveries",
    store: (input: DeliveryRequestInput, db: Database, language: Language, mailFor: MailFor) =>
      saveDeliveryRequest(tariff, input, db, language, mailFor),
    sender: (input: DeliveryRequestInput) => ({ name: input.name, email: input.email ?? null }),
  }) as const;
