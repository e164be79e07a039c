import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { contacts, drivers, enterprises, jobApplications } from "~/db/schema";
import type { Inbox } from "~/domain/choices";
import type { Language } from "~/i18n/languages";

/**
 * Where each inbox's records live, in one shape, so that listing, searching, exporting and changing a
 * record is written once for the four inboxes.
 */
export type InboxSource = {
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
    table: drivers,
    id: drivers.id,
    reference: drivers.reference,
    status: drivers.status,
    createdAt: drivers.createdAt,
    assignedTo: drivers.assignedTo,
    revision: drivers.revision,
    searchText: drivers.searchText,
    email: drivers.email,
    phone: drivers.phone,
    language: drivers.language,
    updatedAt: drivers.updatedAt,
    decidedAt: drivers.decidedAt,
    name: fullName(drivers.firstName, drivers.lastName),
    personName: fullName(drivers.firstName, drivers.lastName),
    topic: () => sql<string>`${drivers.city}`,
    jobOfferId: null,
  },
  applications: {
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
    table: enterprises,
    id: enterprises.id,
    reference: enterprises.reference,
    status: enterprises.status,
    createdAt: enterprises.createdAt,
    assignedTo: enterprises.assignedTo,
    revision: enterprises.revision,
    searchText: enterprises.searchText,
    email: enterprises.email,
    phone: enterprises.phone,
    language: enterprises.language,
    updatedAt: enterprises.updatedAt,
    decidedAt: null,
    name: sql<string>`${enterprises.name}`,
    personName: sql<string>`${enterprises.contactPerson}`,
    topic: () => sql<string>`${enterprises.contactPerson}`,
    jobOfferId: null,
  },
  messages: {
    table: contacts,
    id: contacts.id,
    reference: contacts.reference,
    status: contacts.status,
    createdAt: contacts.createdAt,
    assignedTo: contacts.assignedTo,
    revision: contacts.revision,
    searchText: contacts.searchText,
    email: contacts.email,
    phone: null,
    language: contacts.language,
    updatedAt: null,
    decidedAt: null,
    name: sql<string>`${contacts.name}`,
    personName: sql<string>`${contacts.name}`,
    topic: () => sql<string>`${contacts.subject}`,
    jobOfferId: null,
  },
};
