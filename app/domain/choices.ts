/**
 * The fixed lists of choices the business works with (the domain: no texts, no features). The database CHECK constraints,
 * the form schemas and the pickers all read these, so they cannot drift apart.
 */
export const vehicleTypes = ["moto", "city-car", "utility-car", "hiace", "van", "truck"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const driverCities = [
  "luanda",
  "huambo",
  "lobito",
  "benguela",
  "lubango",
  "malanje",
  "namibe",
  "saurimo",
  "cabinda",
  "uige",
  "soyo",
  "menongue",
] as const;
export type DriverCity = (typeof driverCities)[number];

export const employmentTypes = ["full-time", "part-time", "contract"] as const;
export const jobLocations = ["luanda", "malanje"] as const;
export const departments = ["operations", "logistics", "customer-service"] as const;
export const experienceLevels = ["entry", "mid", "senior"] as const;
export const salaryBands = ["low", "medium", "high"] as const;
export const datePostedWindows = ["1d", "7d", "30d"] as const;

export const contactMethods = ["email", "phone", "whatsapp"] as const;
export const industries = ["retail", "food", "ecommerce", "health", "other"] as const;
export const monthlyDeliveryBands = ["1-50", "51-200", "201-500", "500+"] as const;
export const orderPreferences = ["web", "app", "phone", "other"] as const;
export const newsCategories = ["company", "logistics", "announcement"] as const;

export const driverStatuses = ["pending", "reviewing", "approved", "rejected"] as const;
export const jobApplicationStatuses = ["pending", "reviewed", "accepted", "rejected"] as const;
export const enterpriseStatuses = ["new", "contacted", "closed"] as const;
export const contactStatuses = ["unread", "read", "archived"] as const;
/**
 * A delivery's steps in order, then its one way out: cancelled, with a reason, before it is delivered
 * (docs/product/spec-decisions.md, "Deliveries").
 */
export const deliveryStatuses = [
  "received",
  "confirmed",
  "driver-assigned",
  "picked-up",
  "on-the-way",
  "delivered",
  "cancelled",
] as const;

/** How a customer pays: the four the site names, the same in every language. */
export const paymentMethods = ["card", "transfer", "multicaixa-express", "cash-on-delivery"] as const;

/** The back-office's five inboxes, by the address each has under /admin. */
export const inboxes = ["drivers", "applications", "proposals", "messages", "deliveries"] as const;
export type Inbox = (typeof inboxes)[number];
/** What a message to a person is for: each inbox offers the ones its work needs (its templates). */
export const messagePurposes = ["answer", "invite", "approve", "reject", "document"] as const;
export type MessagePurpose = (typeof messagePurposes)[number];
/** What staff publish on the site: each has its history, like an inbox. */
export const publishingAreas = ["jobs", "news", "price-list"] as const;
export type PublishingArea = (typeof publishingAreas)[number];
/** The history's areas: the five inboxes and the three things staff publish. */
export const historyAreas = [...inboxes, ...publishingAreas] as const;
export type HistoryArea = (typeof historyAreas)[number];

/** What the history of a record (or of an inbox, for exports) can say happened. */
export const historyActions = [
  "status",
  "note",
  "assignment",
  "download",
  "export",
  "erasure",
  // Publishing: a job offer or news item created, edited, opened or published, closed or unpublished;
  // a price-list PDF replaced or the generated one restored.
  "created",
  "edited",
  "opened",
  "closed",
  "published",
  "unpublished",
  "replaced",
  "restored",
  // A delivery: its confirmed price changed (with the reason), a driver sent.
  "price",
  "driver",
  // A message written to the person from the record (its subject and text stay in the outbox only).
  "message",
  // A job applicant's interview set, moved or cancelled (when, where, with whom).
  "interview",
  // A tag added to or removed from a record (detail `added` or `removed`: the tag as shown).
  "tag",
  // A member's rating of an applicant (detail `score`; the comment stays with the rating, erased with it).
  "rating",
] as const;
export type HistoryAction = (typeof historyActions)[number];

/**
 * What the staff audit records (ADR 039), by kind: signing in (a success, a wrong password or code, an
 * attempt refused while the account or address must wait), the changes of an account and of the back-office's
 * settings (the message templates). Exports and erasures are lines of the records' history, listed beside these.
 */
export const staffAuditEvents = {
  "sign-ins": ["sign-in", "sign-in-failed", "sign-in-throttled"],
  accounts: [
    "account-created",
    "role-changed",
    "account-disabled",
    "account-enabled",
    "authenticator-reset",
    "authenticator-enrolled",
    "password-reset",
    "password-changed",
  ],
  // The back-office's settings: the reasons given when rejecting an application (ADR 057), an admin's version
  // of a message template saved or its original restored (ADR 056).
  settings: ["reason-added", "reason-retired", "reason-restored", "template-saved", "template-restored"],
} as const;
export type StaffAuditEvent = (typeof staffAuditEvents)[keyof typeof staffAuditEvents][number];

/** Back-office roles (docs/product/spec-decisions.md): admin (everything, staff accounts), recruiter (job
 * applications and offers), operations (drivers, business proposals, contact messages). */
export const staffRoles = ["admin", "recruiter", "operations"] as const;
export type StaffRole = (typeof staffRoles)[number];
