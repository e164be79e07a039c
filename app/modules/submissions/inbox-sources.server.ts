import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { contactMessages, deliveryRequests, driverApplications, businessProposals, jobApplications } from "~/db/schema";
import type { Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";

/**
 * Where each inbox's records live, in one shape, so that listing, searching, exporting and changing a
 * record is written once for the five inboxes.
 */
export type InboxSource = {
  inbox: Inbox;
  table: PgTable;
  id: PgColumn;
  reference: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  assignedTo: PgColumn;
  revision: PgColumn;
  searchText: PgColumn;
  email: PgColumn;
  phone: PgColumn | null;
  language: PgColumn;
  /** Set with the status, for the tables that keep one. */
  updatedAt: PgColumn | null;
  /** When the application was decided (drivers and job applications): retention counts from it. */
  decidedAt: PgColumn | null;
  /** Who sent it, as staff call them. */
  name: SQL<string>;
  /** The person who sent it (a business proposal's contact person, not the company): erasure compares it. */
  personName: SQL<string>;
  /** What it is about: a city, a job offer, a company, a subject. */
  topic: (language: Language) => SQL<string | null>;
  jobOfferId: PgColumn | null;
};

const fullName = (first: PgColumn, last: PgColumn) => sql<string>`${first} || ' ' || ${last}`;

/** The offer's title in the staff member's language (else Portuguese); null once the offer is gone. */
const jobTitle = (language: Language) =>
  sql<
    string | null
  >`(select coalesce(nullif(o.title->>${language}, ''), o.title->>'pt') from job_offers o where o.id = ${jobApplications.jobOfferId})`;

export const inboxSources: Record<Inbox, InboxSource> = {
  drivers: {
    inbox: "drivers",
    table: driverApplications,
    id: driverApplications.id,
    reference: driverApplications.reference,
    status: driverApplications.status,
    createdAt: driverApplications.createdAt,
    assignedTo: driverApplications.assignedTo,
    revision: driverApplications.revision,
    searchText: driverApplications.searchText,
    email: driverApplications.email,
    phone: driverApplications.phone,
    language: driverApplications.language,
    updatedAt: driverApplications.updatedAt,
    decidedAt: driverApplications.decidedAt,
    name: fullName(driverApplications.firstName, driverApplications.lastName),
    personName: fullName(driverApplications.firstName, driverApplications.lastName),
    topic: () => sql<string>`${driverApplications.city}`,
    jobOfferId: null,
  },
  applications: {
    inbox: "applications",
    table: jobApplications,
    id: jobApplications.id,
    reference: jobApplications.reference,
    status: jobApplications.status,
    createdAt: jobApplications.createdAt,
    assignedTo: jobApplications.assignedTo,
    revision: jobApplications.revision,
    searchText: jobApplications.searchText,
    email: jobApplications.email,
    phone: jobApplications.phone,
    language: jobApplications.language,
    updatedAt: jobApplications.updatedAt,
    decidedAt: jobApplications.decidedAt,
    name: fullName(jobApplications.firstName, jobApplications.lastName),
    personName: fullName(jobApplications.firstName, jobApplications.lastName),
    topic: jobTitle,
    jobOfferId: jobApplications.jobOfferId,
  },
  proposals: {
    inbox: "proposals",
    table: businessProposals,
    id: businessProposals.id,
    reference: businessProposals.reference,
    status: businessProposals.status,
    createdAt: businessProposals.createdAt,
    assignedTo: businessProposals.assignedTo,
    revision: businessProposals.revision,
    searchText: businessProposals.searchText,
    email: businessProposals.email,
    phone: businessProposals.phone,
    language: businessProposals.language,
    updatedAt: businessProposals.updatedAt,
    decidedAt: null,
    name: sql<string>`${businessProposals.name}`,
    personName: sql<string>`${businessProposals.contactPerson}`,
    topic: () => sql<string>`${businessProposals.contactPerson}`,
    jobOfferId: null,
  },
  messages: {
    inbox: "messages",
    table: contactMessages,
    id: contactMessages.id,
    reference: contactMessages.reference,
    status: contactMessages.status,
    createdAt: contactMessages.createdAt,
    assignedTo: contactMessages.assignedTo,
    revision: contactMessages.revision,
    searchText: contactMessages.searchText,
    email: contactMessages.email,
    phone: null,
    language: contactMessages.language,
    updatedAt: null,
    decidedAt: null,
    name: sql<string>`${contactMessages.name}`,
    personName: sql<string>`${contactMessages.name}`,
    topic: () => sql<string>`${contactMessages.subject}`,
    jobOfferId: null,
  },
  deliveries: {
    inbox: "deliveries",
    table: deliveryRequests,
    id: deliveryRequests.id,
    reference: deliveryRequests.reference,
    status: deliveryRequests.status,
    createdAt: deliveryRequests.createdAt,
    assignedTo: deliveryRequests.assignedTo,
    revision: deliveryRequests.revision,
    searchText: deliveryRequests.searchText,
    email: deliveryRequests.email,
    phone: deliveryRequests.phone,
    language: deliveryRequests.language,
    updatedAt: deliveryRequests.updatedAt,
    decidedAt: null,
    name: sql<string>`${deliveryRequests.name}`,
    personName: sql<string>`${deliveryRequests.name}`,
    // The arrow escaped: the server's code stays ASCII (vite.config.ts says why).
    topic: () => sql<string>`${deliveryRequests.pickupLabel} || ' \u2192 ' || ${deliveryRequests.dropoffLabel}`,
    jobOfferId: null,
  },
};

/**
 * Locks a record for the rest of a transaction (what staff add beside it: a tag, a rating), so two
 * members at once take turns; false when it is gone (erased meanwhile).
 */
export async function lockRecord(tx: Pick<Database, "select">, source: InboxSource, id: number): Promise<boolean> {
  const [record] = await tx.select({ id: source.id }).from(source.table).where(eq(source.id, id)).for("update");
  return record !== undefined;
}
