import { and, desc, eq, gt, sql } from "drizzle-orm";
import { deliveryPositions, deliveryRequests } from "~/db/schema";
import { vehicles } from "~/content/vehicles";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import type { AppServices } from "~/lib/app-context.server";
import { formatDateTime } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import { isAcceptableText, normalizeLines } from "~/lib/text-rules";
import { writeHistory } from "~/modules/history/record-history.server";
import { MAX_FORM_BYTES, readFormBody } from "~/lib/forms/form-body.server";
import { inspectFile } from "~/modules/files/file-inspection.server";
import { deliveryProofFolder, newFileKey } from "~/modules/files/file-store.server";
import {
  discardSpooled,
  receiveMultipart,
  UploadRefused,
  type SpooledFile,
} from "~/modules/files/upload-receiver.server";
import { driverSteps, nextDriverStep, WITH_DRIVER, type DeliveryStep, type DriverStep } from "./delivery-steps";
import { changeDelivery, driverLinkHash } from "./delivery-steps.server";

/** A link works at most this long after the driver was sent, even if the delivery never ends. */
const LINK_LIFETIME = sql`interval '3 days'`;
/** A phone reports its position at most this often; more is ignored, not stored. */
const POSITION_EVERY_SECONDS = 10;
const MAX_PROBLEM = 1000;

type Row = typeof deliveryRequests.$inferSelect;

/** The running delivery a driver's link opens, or null: unknown, ended, reassigned or too old. */
async function deliveryOfLink(services: Pick<AppServices, "database">, token: string): Promise<Row | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await services.database.db
    .select()
    .from(deliveryRequests)
    .where(
      and(
        eq(deliveryRequests.driverLinkHash, driverLinkHash(token)),
        gt(deliveryRequests.driverAssignedAt, sql`now() - ${LINK_LIFETIME}`),
      ),
    )
    .limit(1);
  return row && WITH_DRIVER.includes(row.status as DeliveryStep) ? row : null;
}

/** What the driver's phone page shows: the job, whom to call, what to collect, and the next step. */
export async function driverJob(services: Pick<AppServices, "database">, token: string, language: Language) {
  const row = await deliveryOfLink(services, token);
  if (!row) return null;
  const texts = messages[language];
  const price = row.confirmedPrice ?? row.estimatedPrice;
  const next = nextDriverStep(row.status)!;
  return {
    reference: row.reference,
    status: texts.track.steps[row.status as keyof typeof texts.track.steps],
    next,
    nextLabel: texts.track.steps[next],
    pickup: { place: row.pickupLabel, landmark: row.pickupLandmark, name: row.name, phone: row.phone },
    dropoff: {
      place: row.dropoffLabel,
      landmark: row.dropoffLandmark,
      name: row.recipientName,
      phone: row.recipientPhone,
    },
    when: row.pickupAt ? formatDateTime(row.pickupAt.toISOString(), language) : texts.deliveries.now,
    vehicle: vehicles.find((vehicle) => vehicle.type === row.vehicleType)?.label[language] ?? row.vehicleType,
    refrigerated: row.refrigerated,
    description: row.description,
    weightKg: row.weightKg,
    notes: row.notes,
    payment: texts.deliveries.paymentMethods[row.paymentMethod as keyof typeof texts.deliveries.paymentMethods],
    collect: row.paymentMethod === "cash-on-delivery" ? formatAoa(price, language) : null,
    price: formatAoa(price, language),
  };
}

export type DriverJob = NonNullable<Awaited<ReturnType<typeof driverJob>>>;

export type DriverAnswer =
  { kind: "saved" } | { kind: "problem"; problem: "receivedBy" | "text" | "photo" } | { kind: "gone" };

/** A phone's photo: far above what a phone camera writes for one picture, far below what fills a disk. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

type DriverServices = Pick<AppServices, "database" | "env" | "signingSecret" | "fileStore">;

/** The form the driver sent: text fields, and the photo when the phone attached one (multipart). */
async function readDriverForm(services: DriverServices, request: Request) {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const body = await readFormBody(request, MAX_FORM_BYTES, services.env.uploadIdleTimeoutMs);
    return body instanceof FormData ? { fields: body, photo: null } : null;
  }
  try {
    const received = await receiveMultipart(request, {
      incomingDir: services.fileStore.incomingDir,
      maxFileBytes: MAX_PHOTO_BYTES,
      maxRequestBytes: MAX_PHOTO_BYTES + 64 * 1024,
      idleTimeoutMs: services.env.uploadIdleTimeoutMs,
      fileFields: ["proof"],
    });
    const fields = new FormData();
    for (const [name, value] of received.fields) fields.set(name, value);
    // A file input left empty sends a part with no bytes and no name: no photo.
    const photos = received.files.filter((file) => file.size > 0 || file.originalName !== "");
    await discardSpooled(received.files.filter((file) => !photos.includes(file)));
    return { fields, photo: photos[0] ?? null, extra: photos.slice(1) };
  } catch (error) {
    if (error instanceof UploadRefused) return null;
    throw error;
  }
}

/**
 * A tap on the driver's page: the next step (a name, and a photo where the phone allows, for "delivered"),
 * or a problem told to staff. The photo is checked by its content (JPEG or PNG) and kept privately.
 */
export async function actAsDriver(services: DriverServices, token: string, request: Request): Promise<DriverAnswer> {
  const form = await readDriverForm(services, request);
  if (!form) return { kind: "problem", problem: "photo" };
  try {
    return await act(services, token, form.fields, form.photo);
  } finally {
    await discardSpooled([...(form.photo ? [form.photo] : []), ...("extra" in form ? (form.extra ?? []) : [])]);
  }
}

async function act(
  services: DriverServices,
  token: string,
  form: FormData,
  photo: SpooledFile | null,
): Promise<DriverAnswer> {
  const row = await deliveryOfLink(services, token);
  if (!row) return { kind: "gone" };
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry.trim() : "";
  };
  const driver = { id: null, name: row.driverName ?? "" };
  if (value("intent") === "problem") {
    const text = normalizeLines(value("problem"));
    if (text === "" || text.length > MAX_PROBLEM || !isAcceptableText(text, "lines")) {
      return { kind: "problem", problem: "text" };
    }
    // A flagged note in the record's history, not a status (docs/product/spec-decisions.md, "Deliveries").
    await writeHistory(services.database.db, {
      inbox: "deliveries",
      recordId: row.id,
      actor: driver,
      action: "note",
      detail: { text, problem: 1 },
    });
    return { kind: "saved" };
  }
  const step = (Object.keys(driverSteps) as DriverStep[]).find((name) => name === value("step"));
  // A step already made (a double tap, a page sent again) is done, not an error.
  if (!step || driverSteps[step] !== row.status) return { kind: "saved" };
  const receivedBy = value("receivedBy");
  if (step === "delivered" && (receivedBy === "" || receivedBy.length > 100 || !isAcceptableText(receivedBy, "line"))) {
    return { kind: "problem", problem: "receivedBy" };
  }
  const proofKey = step === "delivered" && photo ? await keepPhoto(services, photo) : null;
  if (proofKey === false) return { kind: "problem", problem: "photo" };
  const outcome = await changeDelivery(
    services,
    { id: row.id, revision: null },
    { kind: "step", step, receivedBy, proofKey },
    driver,
  );
  // Another tap got there first: the photo stored for nothing goes.
  if (!outcome.ok && proofKey) await services.fileStore.delete(proofKey).catch(() => {});
  return { kind: "saved" };
}

/** The photo in the private store under a new key; false when it is not a whole JPEG or PNG. */
async function keepPhoto(services: DriverServices, photo: SpooledFile): Promise<string | false> {
  const verdict = await inspectFile(["jpg", "png"], photo);
  if (!verdict.ok) return false;
  const key = newFileKey(deliveryProofFolder, verdict.file.kind);
  await services.fileStore.putFile(key, photo.path, verdict.file.contentType);
  return key;
}

/**
 * A position from the driver's phone, while their page is open and they agreed: accepted only through the
 * link of a running delivery, at most one every POSITION_EVERY_SECONDS; false when the link no longer works.
 */
export async function recordPosition(
  services: Pick<AppServices, "database">,
  token: string,
  position: { latitude: number; longitude: number; accuracy: number | null },
): Promise<boolean> {
  const row = await deliveryOfLink(services, token);
  if (!row) return false;
  const { db } = services.database;
  const [last] = await db
    .select({ at: deliveryPositions.recordedAt })
    .from(deliveryPositions)
    .where(eq(deliveryPositions.deliveryId, row.id))
    .orderBy(desc(deliveryPositions.recordedAt))
    .limit(1);
  if (last && Date.now() - last.at.getTime() < POSITION_EVERY_SECONDS * 1000) return true;
  await db.insert(deliveryPositions).values({ deliveryId: row.id, ...position });
  return true;
}
