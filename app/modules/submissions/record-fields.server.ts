import { driverCityLabels } from "~/content/driver-cities";
import { vehicles } from "~/content/vehicles";
import type { DriverCity, Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { formatDateTime } from "~/lib/format";
import { formatAoa } from "~/lib/money";
import { shownText } from "~/lib/text-rules";

/** How a field's value is shown: a link only for what is safe to link (http(s), mailto:, tel:). */
type FieldKind = "text" | "multiline" | "email" | "phone" | "url";
/** `label`: the key of its name among the back-office texts (`admin.fields.<label>`). */
export type RecordField = { label: string; value: string; kind: FieldKind };

type Row = Record<string, unknown>;
type FieldSpec = {
  key: string;
  label?: string;
  kind?: FieldKind;
  show?: (value: unknown, language: Language) => string;
};

/** A stored value as staff read it and export it: the text rule applies to what was kept before it. */
const text = (value: unknown) => (value === null || value === undefined ? "" : shownText(String(value)));
const vehicleName = (value: unknown, language: Language) =>
  vehicles.find((vehicle) => vehicle.type === value)?.label[language] ?? text(value);
const cityName = (value: unknown) => driverCityLabels[value as DriverCity] ?? text(value);
const yesOrNo = (value: unknown, language: Language) =>
  value ? messages[language].admin.common.yes : messages[language].admin.common.no;
/** A choice of the business-proposal form, named as the form names it. */
const proposalChoice =
  (group: "contactMethods" | "industries" | "monthlyDeliveries" | "orderPreferences") =>
  (value: unknown, language: Language) =>
    (messages[language].enterpriseForm[group] as Record<string, string>)[text(value)] ?? text(value);

const money = (value: unknown, language: Language) => (typeof value === "number" ? formatAoa(value, language) : "");
const moment = (value: unknown, language: Language) =>
  value instanceof Date || typeof value === "string" ? formatDateTime(new Date(value).toISOString(), language) : "";
/** "Now" when the customer asked for the first free driver. */
const pickupTime = (value: unknown, language: Language) =>
  value ? moment(value, language) : messages[language].deliveries.now;
const kilometres = (value: unknown) => (typeof value === "number" ? `${(value / 1000).toFixed(1)} km` : "");
const paymentName = (value: unknown, language: Language) =>
  (messages[language].deliveries.paymentMethods as Record<string, string>)[text(value)] ?? text(value);

/** Every field a visitor filled in, per inbox, in the order of the form. */
const fieldSpecs: Record<Inbox, FieldSpec[]> = {
  drivers: [
    { key: "firstName" },
    { key: "lastName" },
    { key: "email", kind: "email" },
    { key: "phone", kind: "phone" },
    { key: "city", show: cityName },
    { key: "vehicleType", show: vehicleName },
    { key: "licenseNumber" },
    { key: "experienceYears" },
    { key: "hasVehicle", show: yesOrNo },
    { key: "message", kind: "multiline" },
  ],
  applications: [
    { key: "firstName" },
    { key: "lastName" },
    { key: "email", kind: "email" },
    { key: "phone", kind: "phone" },
    { key: "experienceYears" },
    { key: "motivation", kind: "multiline" },
    { key: "portfolioUrl", kind: "url" },
    { key: "cvFileName" },
    { key: "idCardFileName" },
  ],
  proposals: [
    { key: "name", label: "companyName" },
    { key: "contactPerson" },
    { key: "position" },
    { key: "email", kind: "email" },
    { key: "phone", kind: "phone" },
    { key: "contactMethod", show: proposalChoice("contactMethods") },
    { key: "city" },
    { key: "industry", show: proposalChoice("industries") },
    { key: "vehicleType", show: vehicleName },
    { key: "monthlyDeliveries", show: proposalChoice("monthlyDeliveries") },
    { key: "orderPreference", show: proposalChoice("orderPreferences") },
    { key: "message", kind: "multiline" },
  ],
  messages: [
    { key: "name" },
    { key: "email", kind: "email" },
    { key: "subject" },
    { key: "message", kind: "multiline" },
  ],
  deliveries: [
    { key: "name" },
    { key: "phone", kind: "phone" },
    { key: "email", kind: "email" },
    { key: "recipientName" },
    { key: "recipientPhone", kind: "phone" },
    { key: "pickupLabel" },
    { key: "pickupLandmark" },
    { key: "dropoffLabel" },
    { key: "dropoffLandmark" },
    { key: "vehicleType", show: vehicleName },
    { key: "refrigerated", show: yesOrNo },
    { key: "pickupAt", show: pickupTime },
    { key: "distanceMetres", label: "distance", show: kilometres },
    { key: "estimatedPrice", show: money },
    { key: "confirmedPrice", show: money },
    { key: "description", kind: "multiline" },
    { key: "weightKg" },
    { key: "paymentMethod", show: paymentName },
    { key: "notes", kind: "multiline" },
  ],
};

/**
 * The consent every form asks for (Lei 22/11): when it was given and to which privacy text (its day and
 * digest); the language is the record's own.
 */
const consent: FieldSpec[] = [{ key: "consentedAt", show: moment }, { key: "consentVersion" }];
for (const specs of Object.values(fieldSpecs)) specs.push(...consent);

/** The names of an inbox's fields (the CSV's columns), in the staff member's language. */
export function fieldLabels(inbox: Inbox, language: Language): string[] {
  const labels = messages[language].admin.fields as Record<string, string>;
  return fieldSpecs[inbox].map(({ key, label = key }) => labels[label] ?? label);
}

const SAFE_LINK = /^https?:\/\//i;

/** A stored record's fields as staff read them, in their language. */
export function describeRecord(inbox: Inbox, row: Row, language: Language): RecordField[] {
  return fieldSpecs[inbox].map(({ key, label = key, kind = "text", show }) => {
    const value = show ? show(row[key], language) : text(row[key]);
    // A portfolio "URL" is only a link when it is one: never javascript:, data: or anything else.
    const safeKind = kind === "url" && !SAFE_LINK.test(value) ? "text" : kind;
    return { label, value, kind: value === "" ? "text" : safeKind };
  });
}
