import { vehicleTypes } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { createTranslator } from "~/i18n/translate";
import type { AppServices } from "~/lib/app-context.server";
import { isAcceptableText } from "~/lib/text-rules";
import { phoneNumber } from "~/lib/forms/phone-field";
import { readHistory, type Actor } from "~/modules/history/record-history.server";
import { problem, type InboxOutcome } from "~/modules/submissions/inbox-actions.server";
import { driverSteps, WITH_DRIVER, type DeliveryStep } from "./delivery-steps";
import {
  approvedDrivers,
  changeDelivery,
  driverLinkToken,
  type DeliveryChange,
  type Driver,
} from "./delivery-steps.server";
import { type deliveryRequests } from "~/db/schema";

/** The highest price staff may confirm: far above any delivery, far below what an integer column holds. */
const MAX_PRICE = 100_000_000;
const MAX_REASON = 500;
const MAX_NAME = 100;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const readPrice = (text: string) => {
  const digits = text.replace(/[\s.\u00a0\u202f]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return null;
  const price = Number(digits);
  return price >= 1 && price <= MAX_PRICE ? price : null;
};

const readLine = (text: string, max: number) =>
  text.length > 0 && text.length <= max && isAcceptableText(text, "line") ? text : null;

const readPhone = (text: string) => {
  const parsed = phoneNumber().safeParse(text);
  return parsed.success ? parsed.data : null;
};

type Read = { change: DeliveryChange } | { problem: Parameters<typeof problem>[0] };

/** A driver chosen among the approved ones, or typed by hand (name, phone, vehicle). */
async function readDriver(services: AppServices, form: FormData): Promise<Driver | Read> {
  const chosen = field(form, "driver");
  if (chosen !== "" && chosen !== "other") {
    const driver = (await approvedDrivers(services.database.db)).find((one) => String(one.id) === chosen);
    if (!driver) return { problem: "driverRequired" };
    return {
      name: driver.name,
      phone: driver.phone,
      vehicle: driver.vehicle as Driver["vehicle"],
      applicationId: driver.id,
    };
  }
  const name = readLine(field(form, "driverName"), MAX_NAME);
  const vehicle = vehicleTypes.find((type) => type === field(form, "driverVehicle"));
  if (!name || !vehicle || field(form, "driverPhone") === "") return { problem: "driverRequired" };
  const phone = readPhone(field(form, "driverPhone"));
  if (!phone) return { problem: "driverPhone" };
  return { name, phone, vehicle, applicationId: null };
}

/** The change a delivery form asks for, read and checked; null when the form is not one of a delivery's. */
async function readChange(services: AppServices, form: FormData): Promise<Read | null> {
  const reason = field(form, "reason");
  const checkedReason = reason === "" ? null : readLine(reason, MAX_REASON);
  if (reason !== "" && !checkedReason) return { problem: "characters" };
  switch (field(form, "intent")) {
    case "confirm": {
      const price = readPrice(field(form, "price"));
      return price ? { change: { kind: "confirm", price, reason: checkedReason } } : { problem: "price" };
    }
    case "price": {
      const price = readPrice(field(form, "price"));
      if (!price) return { problem: "price" };
      return checkedReason
        ? { change: { kind: "price", price, reason: checkedReason } }
        : { problem: "reasonRequired" };
    }
    case "dispatch": {
      const driver = await readDriver(services, form);
      return "name" in driver ? { change: { kind: "dispatch", driver } } : driver;
    }
    case "step": {
      const step = Object.keys(driverSteps).find((name) => name === field(form, "step")) as keyof typeof driverSteps;
      if (!step) return { problem: "invalid" };
      const receivedBy = readLine(field(form, "receivedBy"), MAX_NAME);
      if (step === "delivered" && !receivedBy) return { problem: "receivedByRequired" };
      return { change: { kind: "step", step, receivedBy } };
    }
    case "cancel":
      return checkedReason ? { change: { kind: "cancel", reason: checkedReason } } : { problem: "reasonRequired" };
    default:
      return null;
  }
}

/**
 * A change staff make on a delivery's page (confirm, re-price, dispatch, a step, cancel), with the
 * revision their page was read at; null when the form is one every inbox shares (assign, note).
 */
export async function actOnDelivery(
  services: AppServices,
  record: { id: number },
  form: FormData,
  actor: Actor,
): Promise<InboxOutcome | null> {
  const read = await readChange(services, form);
  if (!read) return null;
  if ("problem" in read) return problem(read.problem);
  const revision = /^\d{1,9}$/.test(field(form, "revision")) ? Number(field(form, "revision")) : null;
  if (revision === null) return problem("invalid");
  const outcome = await changeDelivery(services, { id: record.id, revision }, read.change, actor);
  if (outcome.ok) return { kind: "saved", changed: 1, skipped: 0 };
  if (outcome.problem === "stale") {
    // What the other member of staff (or the driver) did since this page was read.
    const changes = (await readHistory(services.database.db, "deliveries", record.id)).filter(
      (entry) => Number(entry.detail.revision ?? 0) > revision,
    );
    return { kind: "stale", changes };
  }
  return problem(outcome.problem);
}

/** What a delivery's page shows staff to move it on: its state, its driver and their link, the drivers to choose. */
export async function deliveryPanel(services: AppServices, row: Record<string, unknown>, language: Language) {
  const { t } = createTranslator(language, messages[language]);
  const delivery = row as typeof deliveryRequests.$inferSelect;
  const status = delivery.status as DeliveryStep;
  const link =
    WITH_DRIVER.includes(status) && delivery.driverAssignedAt && delivery.driverLinkHash
      ? `${services.env.publicUrl}/driver/${driverLinkToken(services.signingSecret, delivery.id, delivery.driverAssignedAt)}`
      : null;
  const driverMessage = link ? t("admin.deliveries.driverMessage", { reference: delivery.reference, link }) : null;
  const drivers = await approvedDrivers(services.database.db);
  // An approved partner who gave an e-mail address gets the link that way too.
  const email = drivers.find((driver) => driver.id === delivery.driverApplicationId)?.email;
  return {
    status: delivery.status,
    revision: delivery.revision,
    estimatedPrice: delivery.estimatedPrice,
    confirmedPrice: delivery.confirmedPrice,
    driver: delivery.driverName
      ? { name: delivery.driverName, phone: delivery.driverPhone ?? "", vehicle: delivery.driverVehicle ?? "" }
      : null,
    driverLink: link,
    proof: delivery.proofFileKey ? `/admin/deliveries/${delivery.reference}/proof` : null,
    driverWhatsapp:
      link && delivery.driverPhone
        ? `https://wa.me/${delivery.driverPhone.replace(/\D/g, "")}?text=${encodeURIComponent(driverMessage!)}`
        : null,
    driverEmail:
      link && email
        ? `mailto:${email}?subject=${encodeURIComponent(delivery.reference)}&body=${encodeURIComponent(driverMessage!)}`
        : null,
    drivers: drivers.map(({ id, name, phone, vehicle }) => ({ id: String(id), name, phone, vehicle })),
  };
}

export type DeliveryPanelData = Awaited<ReturnType<typeof deliveryPanel>>;
