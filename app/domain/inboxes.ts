import {
  contactStatuses,
  deliveryStatuses,
  driverStatuses,
  enterpriseStatuses,
  inboxes,
  jobApplicationStatuses,
  publishingAreas,
  staffRoles,
  type Inbox,
  type PublishingArea,
  type StaffRole,
} from "./choices";

/** The statuses a record of each inbox moves through (docs/product/spec-decisions.md, "Forms and records"). */
export const inboxStatuses = {
  drivers: driverStatuses,
  applications: jobApplicationStatuses,
  proposals: enterpriseStatuses,
  messages: contactStatuses,
  deliveries: deliveryStatuses,
} as const satisfies Record<Inbox, readonly string[]>;

/** The status a submission arrives in: what the dashboard counts as new. */
export const arrivalStatus = {
  drivers: "pending",
  applications: "pending",
  proposals: "new",
  messages: "unread",
  deliveries: "received",
} as const satisfies Record<Inbox, string>;

/** The statuses that decide an application: personal data is kept for a time counted from them. */
export const decisionStatuses: Record<Inbox, readonly string[]> = {
  drivers: ["approved", "rejected"],
  applications: ["accepted", "rejected"],
  proposals: [],
  messages: [],
  deliveries: [],
};

/** The statuses where nothing more is asked of staff: "assigned to me" leaves them out. */
export const doneStatuses: Record<Inbox, readonly string[]> = {
  drivers: ["approved", "rejected"],
  applications: ["accepted", "rejected"],
  proposals: ["closed"],
  messages: ["archived"],
  deliveries: ["delivered", "cancelled"],
};

/**
 * How long a record may wait in its arrival status, in hours, before it shows as late: a message unread
 * for a day, a proposal new for two, a driver pending for three, an application for five (a recruiter
 * reads them in batches), a delivery waiting for its price for an hour (the 2-hour promise runs).
 */
export const lateAfterHours: Record<Inbox, number> = {
  drivers: 72,
  applications: 120,
  proposals: 48,
  messages: 24,
  deliveries: 1,
};

/** Who works each inbox: recruiters the job applications, operations the rest, admins everything. */
export const inboxRoles: Record<Inbox, readonly StaffRole[]> = {
  drivers: ["admin", "operations"],
  applications: ["admin", "recruiter"],
  proposals: ["admin", "operations"],
  messages: ["admin", "operations"],
  deliveries: ["admin", "operations"],
};

/** The files of a job application staff may download, by the last part of their address. */
export const applicationFiles = ["cv", "id-card"] as const;
export type ApplicationFile = (typeof applicationFiles)[number];

export function inboxesFor(role: StaffRole): Inbox[] {
  return inboxes.filter((inbox) => inboxRoles[inbox].includes(role));
}

export function isInbox(value: string | undefined): value is Inbox {
  return (inboxes as readonly string[]).includes(value ?? "");
}

/**
 * The inbox an address under /admin belongs to (`/admin/drivers/KX-…` → drivers), also as the data
 * request of a client-side navigation (`/admin/drivers.data`).
 */
export function inboxAt(pathname: string): Inbox | null {
  const segment = pathname.replace(/\.data$/, "").split("/")[2];
  return isInbox(segment) ? segment : null;
}

/**
 * The roles of the inbox an address belongs to. An address of the inboxes' pages that names no inbox
 * (`/admin/no-such-page`) is open to every member, as any unknown back-office address is: its page answers
 * the back-office's 404 before it reads anything.
 */
export function inboxRolesAt(pathname: string): readonly StaffRole[] {
  const inbox = inboxAt(pathname);
  return inbox ? inboxRoles[inbox] : staffRoles;
}

/**
 * Admins only at an inbox's address (a record's erasure, the person behind it); an address that names no inbox
 * is open to every member as above, so a member meets the same 404 there as anywhere else, not a refusal that
 * says the address exists.
 */
export function inboxAdminsAt(pathname: string): readonly StaffRole[] {
  return inboxAt(pathname) ? (["admin"] as const) : staffRoles;
}

/**
 * Whether staff set a record's status by choosing it (one record or a selection): not a delivery, which
 * moves by steps of its own (a price to confirm, a driver, a reason to cancel).
 */
export function statusSetByHand(inbox: Inbox): boolean {
  return inbox !== "deliveries";
}

export function isStatusOf(inbox: Inbox, value: unknown): value is string {
  return typeof value === "string" && (inboxStatuses[inbox] as readonly string[]).includes(value);
}

/** Rows per page of an inbox list. */
export const INBOX_PAGE_SIZE = 25;
/** The longest internal note. */
export const NOTE_MAX_LENGTH = 2000;

/** A tag on a record (modules/submissions/record-tags.server.ts): its longest length, and the most one record holds. */
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS_PER_RECORD = 10;

/** The inboxes of applicants, where each member of staff may rate a record (1 to 5, with a comment). */
export const ratedInboxes = ["drivers", "applications"] as const satisfies readonly Inbox[];
export const RATING_COMMENT_MAX_LENGTH = 500;

export function isRated(inbox: Inbox): inbox is (typeof ratedInboxes)[number] {
  return (ratedInboxes as readonly Inbox[]).includes(inbox);
}

/** Who publishes what on the site: recruiters the job offers, admins everything (docs/product/spec-decisions.md). */
export const publishingRoles: Record<PublishingArea, readonly StaffRole[]> = {
  jobs: ["admin", "recruiter"],
  news: ["admin"],
  "price-list": ["admin"],
};

/** The publishing areas a role opens in the back-office. */
export function publishingFor(role: StaffRole): PublishingArea[] {
  return publishingAreas.filter((area) => publishingRoles[area].includes(role));
}
