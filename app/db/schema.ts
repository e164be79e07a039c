import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";
import {
  contactMethods,
  contactStatuses,
  deliveryStatuses,
  departments,
  driverCities,
  driverStatuses,
  employmentTypes,
  enterpriseStatuses,
  experienceLevels,
  industries,
  jobApplicationStatuses,
  monthlyDeliveryBands,
  newsCategories,
  orderPreferences,
  paymentMethods,
  vehicleTypes,
  staffRoles,
  inboxes,
  historyActions,
  historyAreas,
  staffAuditEvents,
  messagePurposes,
} from "~/domain/choices";
import { RATING_COMMENT_MAX_LENGTH, ratedInboxes, TAG_MAX_LENGTH } from "~/domain/inboxes";
import { languages } from "~/i18n/languages";
import { vitalNames } from "~/lib/page-speed/vital-names";
import type { PriceTable } from "~/modules/price-list/price-table";

/** Text per language: Portuguese always, English and French when translated (they fall back to Portuguese). */
export type LocalizedText = { pt: string; en?: string; fr?: string };
export type LocalizedList = { pt: string[]; en?: string[]; fr?: string[] };

const oneOf = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;
const lengthBetween = (column: string, min: number, max: number) =>
  sql.raw(`char_length(${column}) between ${min} and ${max}`);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** One key per submitted form, so a double click or a retried request stores one row. */
const submissionKey = () => text("submission_key").notNull().unique();
/**
 * What the visitor is shown and staff search by (`KX-7F3K-92QD`, modules/submissions/reference.ts); never the row id.
 * The app sets it (crypto random); the database's default (drizzle/0002) covers rows inserted by hand.
 */
const reference = () =>
  text("reference")
    .notNull()
    .unique()
    .default(sql`new_submission_reference()`);
/** When the visitor ticked the consent box (Lei n.º 22/11). */
const consentedAt = () => timestamp("consented_at", { withTimezone: true }).notNull();
/** Which privacy text they accepted (content/privacy.ts `privacyVersion`); the language is `language`. */
const consentVersion = () => text("consent_version").notNull().default("before-2026-11-23");

/** The language the visitor used on the site when they sent it (the back-office shows it). */
const submittedLanguage = () => text("language").notNull().default("pt");
/** The member of staff working on it (the back-office's "assign"). */
const assignedTo = () => text("assigned_to").references(() => staffUsers.id, { onDelete: "set null" });
/**
 * Goes up by one with each change staff make: a change sent with an older revision was made on stale
 * data and is refused (two members of staff on one record), not silently written over.
 */
const revision = () => integer("revision").notNull().default(1);
/** When the application was last decided (accepted, approved or rejected): retention counts from it. */
const decidedAt = () => timestamp("decided_at", { withTimezone: true });
/** Why an application was rejected (one of the admins' list); null unless its status is "rejected". */
const rejectionReason = () =>
  integer("rejection_reason_id").references(() => rejectionReasons.id, { onDelete: "restrict" });
/**
 * What staff search an inbox by (names, e-mail, phones with and without "+", a message's subject and
 * words, reference with and without dashes), lower-cased with its accents folded, stored with a trigram
 * index (drizzle/0006, 0017).
 */
const inboxSearchText = (...columns: string[]) => {
  const phones = columns.filter((column) => column.endsWith("phone")).map((phone) => `replace("${phone}", '+', '')`);
  const parts = [...columns.map((column) => `"${column}"`), ...phones, `"reference"`, `replace("reference", '-', '')`];
  const joined = parts.map((part) => `coalesce(${part}, '')`).join(" || ' ' || ");
  return text("search_text").generatedAlwaysAs(
    sql.raw(`translate(lower(${joined}), '${ACCENTED_LETTERS}', '${FOLDED_LETTERS}')`),
  );
};

/**
 * The indexes an inbox list reads (modules/submissions): newest first (the id breaks ties, so a page is a
 * short index scan rather than a sort of every row), by status, by assignee, and the counts per status
 * of an assignee from the index alone.
 */
const inboxListIndexes = (
  table: string,
  t: Record<"status" | "createdAt" | "id" | "assignedTo", ExtraConfigColumn>,
) => {
  // In the order the lists ask for (ORDER BY ... DESC puts nulls first): otherwise the index is not used.
  const newest = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
  return [
    index(`${table}_newest_idx`).on(...newest()),
    index(`${table}_status_newest_idx`).on(t.status, ...newest()),
    index(`${table}_assigned_newest_idx`).on(t.assignedTo, ...newest()),
    index(`${table}_assigned_status_idx`).on(t.assignedTo, t.status),
  ];
};

/**
 * The accented letters of Portuguese, English and French and the letters they fold to, so that job
 * search ignores accents ("camiao" finds "Camião"). translate() is built in and immutable: PGlite and
 * PostgreSQL alike can store its result (no unaccent extension, which PGlite lacks).
 */
export const ACCENTED_LETTERS = "áàâãäåéèêëíìîïóòôõöúùûüçñýÿ";
export const FOLDED_LETTERS = "aaaaaaeeeeiiiiooooouuuucnyy";

/** The title a visitor of this language reads (else Portuguese), lower-cased, its accents folded. */
const searchableTitle = (language: "pt" | "en" | "fr") =>
  sql.raw(
    `translate(lower(coalesce(nullif("title"->>'${language}', ''), "title"->>'pt')), '${ACCENTED_LETTERS}', '${FOLDED_LETTERS}')`,
  );

export const jobOffers = pgTable(
  "job_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    // Stored, so a search re-checks plain text rather than folding every candidate's title again.
    titleSearchPt: text("title_search_pt").generatedAlwaysAs(searchableTitle("pt")),
    titleSearchEn: text("title_search_en").generatedAlwaysAs(searchableTitle("en")),
    titleSearchFr: text("title_search_fr").generatedAlwaysAs(searchableTitle("fr")),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    requirements: jsonb("requirements").$type<LocalizedList>().notNull().default({ pt: [] }),
    benefits: jsonb("benefits").$type<LocalizedList>().notNull().default({ pt: [] }),
    location: text("location").notNull(),
    employmentType: text("employment_type").notNull(),
    department: text("department").notNull(),
    experienceLevel: text("experience_level").notNull(),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    isActive: boolean("is_active").notNull().default(true),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    check("job_offers_title_pt", sql`char_length(${t.title}->>'pt') between 2 and 200`),
    check("job_offers_description_pt", sql`char_length(${t.description}->>'pt') >= 10`),
    check("job_offers_location", sql`char_length(${t.location}) >= 2`),
    check("job_offers_employment_type", oneOf(sql`${t.employmentType}`, employmentTypes)),
    check("job_offers_department", oneOf(sql`${t.department}`, departments)),
    check("job_offers_experience_level", oneOf(sql`${t.experienceLevel}`, experienceLevels)),
    check(
      "job_offers_salary",
      sql`(${t.salaryMin} is null or ${t.salaryMin} >= 0) and (${t.salaryMax} is null or ${t.salaryMax} >= coalesce(${t.salaryMin}, 0))`,
    ),
    index("job_offers_active_created_idx").on(t.isActive, t.createdAt.desc()),
    index("job_offers_employment_type_idx").on(t.employmentType),
    index("job_offers_location_idx").on(t.location),
    index("job_offers_department_idx").on(t.department),
    index("job_offers_experience_level_idx").on(t.experienceLevel),
    index("job_offers_salary_idx").on(t.salaryMin, t.salaryMax),
    // Also: the newest-first partial index and the trigram title indexes of drizzle/0001 (hand-written SQL).
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    jobOfferId: uuid("job_offer_id").references(() => jobOffers.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    experienceYears: integer("experience_years").notNull(),
    motivation: text("motivation").notNull(),
    message: text("message"),
    portfolioUrl: text("portfolio_url"),
    cvKey: text("cv_key").notNull(),
    cvFileName: text("cv_file_name").notNull(),
    /** Null once the ID card was deleted, `RETAIN_ID_CARD_DAYS` after the decision (lib retention). */
    idCardKey: text("id_card_key"),
    idCardFileName: text("id_card_file_name"),
    status: text("status").notNull().default("pending"),
    submissionKey: submissionKey(),
    reference: reference(),
    consentedAt: consentedAt(),
    consentVersion: consentVersion(),
    language: submittedLanguage(),
    assignedTo: assignedTo(),
    revision: revision(),
    decidedAt: decidedAt(),
    rejectionReasonId: rejectionReason(),
    searchText: inboxSearchText("first_name", "last_name", "email", "phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("job_applications_first_name", lengthBetween("first_name", 1, 100)),
    check("job_applications_last_name", lengthBetween("last_name", 1, 100)),
    check("job_applications_email", lengthBetween("email", 3, 254)),
    check("job_applications_phone", lengthBetween("phone", 8, 20)),
    check("job_applications_experience", sql`${t.experienceYears} between 0 and 50`),
    check("job_applications_motivation", lengthBetween("motivation", 10, 2000)),
    check("job_applications_status", oneOf(sql`${t.status}`, jobApplicationStatuses)),
    index("job_applications_job_offer_idx").on(t.jobOfferId),
    ...inboxListIndexes("job_applications", t),
    index("job_applications_email_idx").on(sql`lower(${t.email})`),
    index("job_applications_phone_idx").on(t.phone),
    check("job_applications_language", oneOf(sql`${t.language}`, languages)),
  ],
);

export const driverApplications = pgTable(
  "driver_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    vehicleType: text("vehicle_type").notNull(),
    licenseNumber: text("license_number").notNull(),
    experienceYears: integer("experience_years").notNull().default(0),
    message: text("message"),
    hasVehicle: boolean("has_vehicle").notNull().default(false),
    status: text("status").notNull().default("pending"),
    submissionKey: submissionKey(),
    reference: reference(),
    consentedAt: consentedAt(),
    consentVersion: consentVersion(),
    language: submittedLanguage(),
    assignedTo: assignedTo(),
    revision: revision(),
    decidedAt: decidedAt(),
    rejectionReasonId: rejectionReason(),
    searchText: inboxSearchText("first_name", "last_name", "email", "phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("drivers_first_name", lengthBetween("first_name", 1, 100)),
    check("drivers_last_name", lengthBetween("last_name", 1, 100)),
    check("drivers_phone", lengthBetween("phone", 8, 20)),
    check("drivers_license_number", lengthBetween("license_number", 1, 50)),
    check("drivers_message", sql`${t.message} is null or char_length(${t.message}) <= 2000`),
    check("drivers_city", oneOf(sql`${t.city}`, driverCities)),
    check("drivers_vehicle_type", oneOf(sql`${t.vehicleType}`, vehicleTypes)),
    check("drivers_experience", sql`${t.experienceYears} between 0 and 50`),
    check("drivers_status", oneOf(sql`${t.status}`, driverStatuses)),
    ...inboxListIndexes("drivers", t),
    index("drivers_email_idx").on(sql`lower(${t.email})`),
    index("drivers_phone_idx").on(t.phone),
    check("drivers_language", oneOf(sql`${t.language}`, languages)),
  ],
);

export const businessProposals = pgTable(
  "business_proposals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    contactPerson: text("contact_person").notNull(),
    position: text("position").notNull(),
    contactMethod: text("contact_method").notNull(),
    city: text("city").notNull(),
    industry: text("industry").notNull(),
    vehicleType: text("vehicle_type").notNull(),
    monthlyDeliveries: text("monthly_deliveries").notNull(),
    orderPreference: text("order_preference").notNull(),
    message: text("message"),
    status: text("status").notNull().default("new"),
    submissionKey: submissionKey(),
    reference: reference(),
    consentedAt: consentedAt(),
    consentVersion: consentVersion(),
    language: submittedLanguage(),
    assignedTo: assignedTo(),
    revision: revision(),
    searchText: inboxSearchText("name", "contact_person", "email", "phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("enterprises_name", lengthBetween("name", 1, 200)),
    check("enterprises_contact_person", lengthBetween("contact_person", 1, 201)),
    check("enterprises_position", lengthBetween("position", 1, 100)),
    check("enterprises_city", lengthBetween("city", 1, 100)),
    check("enterprises_message", sql`${t.message} is null or char_length(${t.message}) <= 2000`),
    check("enterprises_contact_method", oneOf(sql`${t.contactMethod}`, contactMethods)),
    check("enterprises_industry", oneOf(sql`${t.industry}`, industries)),
    check("enterprises_vehicle_type", oneOf(sql`${t.vehicleType}`, vehicleTypes)),
    check("enterprises_monthly_deliveries", oneOf(sql`${t.monthlyDeliveries}`, monthlyDeliveryBands)),
    check("enterprises_order_preference", oneOf(sql`${t.orderPreference}`, orderPreferences)),
    check("enterprises_status", oneOf(sql`${t.status}`, enterpriseStatuses)),
    ...inboxListIndexes("enterprises", t),
    index("enterprises_email_idx").on(sql`lower(${t.email})`),
    index("enterprises_phone_idx").on(t.phone),
    check("enterprises_language", oneOf(sql`${t.language}`, languages)),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("unread"),
    isRead: boolean("is_read").notNull().default(false),
    submissionKey: submissionKey(),
    reference: reference(),
    consentedAt: consentedAt(),
    consentVersion: consentVersion(),
    language: submittedLanguage(),
    assignedTo: assignedTo(),
    revision: revision(),
    searchText: inboxSearchText("name", "email", "subject", "message"),
    createdAt: createdAt(),
  },
  (t) => [
    check("contacts_name", lengthBetween("name", 2, 100)),
    check("contacts_email", lengthBetween("email", 3, 254)),
    check("contacts_subject", lengthBetween("subject", 3, 200)),
    check("contacts_message", lengthBetween("message", 10, 2000)),
    check("contacts_status", oneOf(sql`${t.status}`, contactStatuses)),
    // is_read mirrors the status so the two can never disagree.
    check("contacts_is_read_matches_status", sql`${t.isRead} = (${t.status} <> 'unread')`),
    ...inboxListIndexes("contacts", t),
    index("contacts_email_idx").on(sql`lower(${t.email})`),
    check("contacts_language", oneOf(sql`${t.language}`, languages)),
  ],
);

/** When a delivery reached a step: its timeline, kept on the row so that erasing the row erases it. */
const stepTime = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A delivery request (the fifth inbox): the quote as the server computed it, who sends and who receives,
 * and the steps it went through. The reference is its tracking number. The driver is copied in (name,
 * phone, vehicle), whether an approved partner or entered by hand; their link is kept only as a hash.
 */
export const deliveryRequests = pgTable(
  "delivery_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The sender: who asked for it and whom staff call. */
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    recipientName: text("recipient_name").notNull(),
    recipientPhone: text("recipient_phone").notNull(),
    /** A place of the gazetteer (modules/deliveries/places.ts) by its id, its label then, and the landmark typed. */
    pickupPlace: text("pickup_place").notNull(),
    pickupLabel: text("pickup_label").notNull(),
    pickupLandmark: text("pickup_landmark"),
    dropoffPlace: text("dropoff_place").notNull(),
    dropoffLabel: text("dropoff_label").notNull(),
    dropoffLandmark: text("dropoff_landmark"),
    vehicleType: text("vehicle_type").notNull(),
    refrigerated: boolean("refrigerated").notNull().default(false),
    /** When to pick it up; null: as soon as possible. */
    pickupAt: timestamp("pickup_at", { withTimezone: true }),
    /** The road distance the price was computed on, in metres. */
    distanceMetres: integer("distance_metres").notNull(),
    /** In kwanzas: the estimate the server computed, and the price staff confirmed. */
    estimatedPrice: integer("estimated_price").notNull(),
    confirmedPrice: integer("confirmed_price"),
    description: text("description").notNull(),
    weightKg: integer("weight_kg"),
    paymentMethod: text("payment_method").notNull(),
    notes: text("notes"),
    status: text("status").notNull().default("received"),
    cancelReason: text("cancel_reason"),
    /** Who took it at the door, as the driver wrote it. */
    receivedBy: text("received_by"),
    /** The driver's photo at the door, where the phone allowed one: a private file like an ID card. */
    proofFileKey: text("proof_file_key"),
    driverName: text("driver_name"),
    driverPhone: text("driver_phone"),
    driverVehicle: text("driver_vehicle"),
    driverApplicationId: integer("driver_application_id").references(() => driverApplications.id, {
      onDelete: "set null",
    }),
    /** The SHA-256 of the driver's link token; the link works only while the delivery runs. */
    driverLinkHash: text("driver_link_hash").unique(),
    confirmedAt: stepTime("confirmed_at"),
    driverAssignedAt: stepTime("driver_assigned_at"),
    pickedUpAt: stepTime("picked_up_at"),
    onTheWayAt: stepTime("on_the_way_at"),
    deliveredAt: stepTime("delivered_at"),
    cancelledAt: stepTime("cancelled_at"),
    submissionKey: submissionKey(),
    reference: reference(),
    consentedAt: consentedAt(),
    consentVersion: consentVersion(),
    language: submittedLanguage(),
    assignedTo: assignedTo(),
    revision: revision(),
    searchText: inboxSearchText("name", "recipient_name", "email", "phone", "recipient_phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("deliveries_name", lengthBetween("name", 2, 100)),
    check("deliveries_phone", lengthBetween("phone", 8, 20)),
    check("deliveries_email", sql`${t.email} is null or char_length(${t.email}) between 3 and 254`),
    check("deliveries_recipient_name", lengthBetween("recipient_name", 2, 100)),
    check("deliveries_recipient_phone", lengthBetween("recipient_phone", 8, 20)),
    check("deliveries_pickup_landmark", sql`${t.pickupLandmark} is null or char_length(${t.pickupLandmark}) <= 200`),
    check("deliveries_dropoff_landmark", sql`${t.dropoffLandmark} is null or char_length(${t.dropoffLandmark}) <= 200`),
    check("deliveries_vehicle_type", oneOf(sql`${t.vehicleType}`, vehicleTypes)),
    check("deliveries_distance", sql`${t.distanceMetres} between 0 and 5000000`),
    check("deliveries_estimated_price", sql`${t.estimatedPrice} > 0`),
    check("deliveries_confirmed_price", sql`${t.confirmedPrice} is null or ${t.confirmedPrice} > 0`),
    check("deliveries_description", lengthBetween("description", 3, 500)),
    check("deliveries_weight", sql`${t.weightKg} is null or ${t.weightKg} between 1 and 30000`),
    check("deliveries_payment_method", oneOf(sql`${t.paymentMethod}`, paymentMethods)),
    check("deliveries_notes", sql`${t.notes} is null or char_length(${t.notes}) <= 1000`),
    check("deliveries_status", oneOf(sql`${t.status}`, deliveryStatuses)),
    check("deliveries_cancel_reason", sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
    ...inboxListIndexes("deliveries", t),
    index("deliveries_email_idx").on(sql`lower(${t.email})`),
    index("deliveries_phone_idx").on(t.phone),
    check("deliveries_language", oneOf(sql`${t.language}`, languages)),
  ],
);

/**
 * Where a delivery's driver was, as their phone reported it while their page was open and they agreed:
 * kept while the delivery runs and 30 days after (the purge), erased with the delivery.
 */
export const deliveryPositions = pgTable(
  "delivery_positions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => deliveryRequests.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** In metres, as the phone estimated it. */
    accuracy: integer("accuracy"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("delivery_positions_latitude", sql`${t.latitude} between -90 and 90`),
    check("delivery_positions_longitude", sql`${t.longitude} between -180 and 180`),
    index("delivery_positions_latest_idx").on(t.deliveryId, t.recordedAt),
    index("delivery_positions_recorded_idx").on(t.recordedAt),
  ],
);

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    excerpt: jsonb("excerpt").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    imageUrl: text("image_url").notNull(),
    category: text("category").notNull(),
    publishedOn: date("published_on").notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("news_title_pt", sql`char_length(${t.title}->>'pt') between 2 and 200`),
    check("news_category", oneOf(sql`${t.category}`, newsCategories)),
    index("news_published_idx").on(t.isPublished, t.publishedOn.desc()),
  ],
);

/** Small site-wide facts kept between restarts (for example, that the demo content was seeded once). */
/**
 * Every price table an admin saved (ADR 052), never changed after: the one in force on a day is the one
 * with the latest effective day not after it (the last saved among those of one day). A table that has
 * not yet taken effect may be withdrawn; it stays listed, marked so. Without any, the seed's example
 * prices are in force (app/modules/price-list/seed-prices.ts).
 */
/**
 * The reasons staff give when they reject a driver or a job application, kept by admins in three languages.
 * A reason is never deleted once used, only retired (no longer offered; past decisions keep it).
 */
export const rejectionReasons = pgTable(
  "rejection_reasons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inbox: text("inbox").notNull(),
    label: jsonb("label").$type<Required<LocalizedText>>().notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("rejection_reasons_inbox", sql`${t.inbox} in ('drivers', 'applications')`),
    check(
      "rejection_reasons_label",
      sql`char_length(${t.label}->>'pt') between 1 and 80 and char_length(${t.label}->>'en') between 1 and 80 and char_length(${t.label}->>'fr') between 1 and 80`,
    ),
    index("rejection_reasons_inbox_idx").on(t.inbox, t.id),
  ],
);

/**
 * An interview with a job applicant: when (stored in UTC, shown in Luanda time), how long, where (an address
 * or a link) and with whom. Rescheduling changes the row and raises `sequence`, so the calendar the
 * invitation went to moves the event rather than adding another. Goes with the application (cascade).
 */
export const interviews = pgTable(
  "interviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull(),
    place: text("place").notNull(),
    interviewerId: text("interviewer_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Copied in, so the interview still says who it was with once the account is gone. */
    interviewerName: text("interviewer_name").notNull(),
    /** RFC 5545's SEQUENCE: one more at each change the person is told of. */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("interviews_minutes", sql`${t.minutes} between 15 and 240`),
    check("interviews_place", lengthBetween("place", 1, 300)),
    index("interviews_application_idx").on(t.applicationId),
    index("interviews_upcoming_idx")
      .on(t.startsAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

export const priceTables = pgTable(
  "price_tables",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The day in Luanda from which it applies. */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    /** The table, as PriceTable (app/modules/price-list/price-table.ts); checked when saved and when read. */
    prices: jsonb("prices").$type<PriceTable>().notNull(),
    /** Why it changed, as the admin wrote it (shown in the versions' list). */
    note: text("note"),
    createdBy: text("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    withdrawnBy: text("withdrawn_by").references(() => staffUsers.id, { onDelete: "set null" }),
    withdrawnByName: text("withdrawn_by_name"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    check("price_tables_note", sql`char_length(${t.note}) <= 300`),
    check("price_tables_withdrawn", sql`(${t.withdrawnAt} is null) = (${t.withdrawnByName} is null)`),
    index("price_tables_in_force_idx")
      .on(t.effectiveOn, t.id)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

// Staff accounts of the back-office, in the shape better-auth reads and writes (ADR 023): the JS keys
// are its field names, the tables and columns ours. Ids are random UUIDs written by better-auth.
const staffId = () => text("id").primaryKey();
const staffUserId = () =>
  text("user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" });

export const staffUsers = pgTable(
  "staff_users",
  {
    id: staffId(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("operations"),
    /** Set by an admin: the account can no longer sign in and its sessions are gone. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** A temporary password set by an admin (or the first admin's) must be changed at the next sign-in. */
    mustChangePassword: boolean("must_change_password").notNull().default(true),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** The back-office's language the member chose, and that of the e-mails sent to them; null: the browser's. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("staff_users_role", oneOf(sql`${t.role}`, staffRoles)),
    check("staff_users_language", sql`${t.language} is null or ${oneOf(sql`${t.language}`, languages)}`),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: staffId(),
    token: text("token").notNull().unique(),
    userId: staffUserId(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** Sign-in methods of an account; ours is only the password ('credential'), hashed with argon2id. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: staffId(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: staffUserId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: staffId(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** The authenticator-app secret and the one-time recovery codes of an account (both encrypted). */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: staffId(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: staffUserId(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId)],
);

/**
 * Every authenticator code accepted (hashed with its account), kept while it could be accepted again:
 * a code is accepted once (RFC 6238 section 5.2), not merely unlike the last one (ADR 039).
 */
export const staffUsedCodes = pgTable(
  "staff_used_codes",
  {
    userId: staffUserId(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Failed sign-in steps per account and per client address (shared by every process): each failure
 * beyond the first few makes the next attempt wait longer, rather than locking anyone out.
 */
export const staffSignInFailures = pgTable("staff_sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The staff audit (ADR 039): sign-ins (with the client address) and account changes, who and when.
 * Append-only like the history (a trigger, drizzle/0010), but for the retention purge, which deletes
 * lines past their time (they hold staff members' addresses). Names are copied in, as in the history.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    event: text("event").notNull(),
    /** Who acted: an admin, the member themselves; null for someone unknown or the command line. */
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** The account concerned, when there is one. */
    subjectId: text("subject_id").references(() => staffUsers.id, { onDelete: "set null" }),
    subjectName: text("subject_name").notNull().default(""),
    /** The client address, for sign-ins (Express's view, honouring TRUST_PROXY). */
    address: text("address"),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check("staff_audit_event", oneOf(sql`${t.event}`, Object.values(staffAuditEvents).flat())),
    index("staff_audit_newest_idx").on(t.createdAt, t.id),
  ],
);

/**
 * An admin's version of a message template (the texts staff start from when they write to a person from a
 * record, ADR 056): one row per inbox and purpose, its subject and text in the three languages. Without a
 * row the built-in texts of the code are in force (modules/submissions/message-templates.server.ts);
 * "Back to the original text" deletes the row.
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    inbox: text("inbox").notNull(),
    purpose: text("purpose").notNull(),
    /** `{ pt: { subject, body }, en: …, fr: … }`, checked when saved and when read. */
    texts: jsonb("texts").$type<Record<string, { subject: string; body: string }>>().notNull(),
    /**
     * The stale-page guard's number: an identity, so each save takes a number never used before (an update
     * sets it to DEFAULT), even after a restore deleted the row; the built-in texts stand at 0.
     */
    revision: integer("revision").notNull().generatedByDefaultAsIdentity(),
    updatedBy: text("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
    updatedByName: text("updated_by_name").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.inbox, t.purpose] }),
    check("message_templates_inbox", oneOf(sql`${t.inbox}`, inboxes)),
    check("message_templates_purpose", oneOf(sql`${t.purpose}`, messagePurposes)),
  ],
);

/**
 * Who did what to which record, and when (docs/product/spec-decisions.md, "Back-office"): status changes, notes,
 * assignments, file downloads, exports. Append-only: a trigger (drizzle/0006) refuses UPDATE, DELETE
 * and TRUNCATE. The member's name is copied in, so an entry still says who it was once the account is gone.
 */
export const recordHistory = pgTable(
  "record_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inbox: text("inbox").notNull(),
    /** The record's row id; null for what concerns a whole list (an export) or a published item. */
    recordId: integer("record_id"),
    /** A published item's id (a job offer's or news item's uuid, a price list's language). */
    subjectId: text("subject_id"),
    staffId: text("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check("record_history_inbox", oneOf(sql`${t.inbox}`, historyAreas)),
    check("record_history_action", oneOf(sql`${t.action}`, historyActions)),
    index("record_history_record_idx").on(t.inbox, t.recordId, t.createdAt),
    index("record_history_subject_idx")
      .on(t.inbox, t.subjectId, t.createdAt)
      .where(sql`${t.subjectId} is not null`),
    // Tombstones: an erased record found by its reference, and each inbox's latest erasures (its list page).
    index("record_history_erased_reference_idx")
      .on(t.inbox, sql`(detail->>'reference')`)
      .where(sql`action = 'erasure'`),
    index("record_history_erasures_idx")
      .on(t.inbox, t.id)
      .where(sql`action = 'erasure'`),
  ],
);

/**
 * Tags staff put on a record (modules/submissions/record-tags.server.ts), shared by everyone who opens its
 * inbox: `label` as first typed ("Inglês"), `key` folded (case, accents and spacing aside: "ingles"), one
 * per key and record. A table of its own rather than a column on each inbox's table: one index by
 * (inbox, key) filters every inbox, and the list reads a page's tags in one query (ADR 055). No foreign
 * key can name five tables: an erasure deletes a record's tags with it (erasure.server.ts).
 */
export const recordTags = pgTable(
  "record_tags",
  {
    inbox: text("inbox").notNull(),
    recordId: integer("record_id").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.inbox, t.recordId, t.key] }),
    check("record_tags_inbox", oneOf(sql`${t.inbox}`, inboxes)),
    check("record_tags_label", sql`char_length(${t.label}) between 1 and ${sql.raw(String(TAG_MAX_LENGTH))}`),
    index("record_tags_key_idx").on(t.inbox, t.key, t.recordId),
  ],
);

/**
 * Each member's rating of an applicant (1 to 5, with an optional comment), one per member and record: a
 * new one replaces theirs. The member's name is copied in, as in the history, so a rating still says who
 * gave it once the account is gone. Erased with the record (erasure.server.ts).
 */
export const recordRatings = pgTable(
  "record_ratings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inbox: text("inbox").notNull(),
    recordId: integer("record_id").notNull(),
    staffId: text("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    score: integer("score").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    check("record_ratings_inbox", oneOf(sql`${t.inbox}`, ratedInboxes)),
    check("record_ratings_score", sql`${t.score} between 1 and 5`),
    check("record_ratings_comment", sql`char_length(${t.comment}) <= ${sql.raw(String(RATING_COMMENT_MAX_LENGTH))}`),
    uniqueIndex("record_ratings_member_idx").on(t.inbox, t.recordId, t.staffId),
  ],
);

/**
 * What a member of staff had typed when a form reached the site after their session had ended: kept for
 * an hour under the hash of a random token that only their browser holds (an HttpOnly cookie), and put
 * back into the page it was typed on once they have signed in again (ADR 038).
 */
export const staffDrafts = pgTable(
  "staff_drafts",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The back-office address the form was on: the draft goes back there only. */
    path: text("path").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_drafts_created_idx").on(t.createdAt)],
);

/**
 * The key of each back-office form that created something (a note, an account, a job offer, a news
 * item): a double click or a form sent again creates it once (ADR 038). Kept for a day.
 */
export const staffSubmissions = pgTable(
  "staff_submissions",
  {
    key: text("key").primaryKey(),
    /** What the form created (a job offer's or news item's id), to send a repeated form to it. */
    created: text("created"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_submissions_created_idx").on(t.createdAt)],
);

/**
 * E-mail waiting to be sent, or sent (modules/submissions/outbox.server.ts). A submission writes its messages here in its own
 * transaction, so a mail server that is down never delays or loses one; a background sender claims due
 * messages for a while (`leaseUntil`: two processes never send one at once) and retries with growing
 * waits. The Message-ID is fixed here, so a message sent again after a crash is recognisable.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: text("message_id").notNull().unique(),
    /**
     * `notice` to an inbox's staff address, `confirmation` to the visitor, `update` to a delivery's customer
     * at each step, `staff` to one member of staff (a record assigned to them, a note that names them),
     * `message` to the person, written by staff from the record.
     */
    kind: text("kind").notNull(),
    inbox: text("inbox").notNull(),
    recordId: integer("record_id").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** An iCalendar invitation sent with the message (an interview), as text; null for most mail. */
    calendar: text("calendar"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    check("outbox_kind", sql`${t.kind} in ('notice', 'confirmation', 'update', 'staff', 'message')`),
    check("outbox_inbox", oneOf(sql`${t.inbox}`, inboxes)),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index("outbox_record_idx").on(t.inbox, t.recordId),
  ],
);

/**
 * Real visitors' page speed (modules/page-speed, ADR 058): one row per Luanda day, page (its route
 * pattern), language and measure, with a count per fixed bucket (`buckets[i]`: values up to the i-th
 * bound of `vitalBuckets`) from which the 75th percentile is read. A beacon adds one to a bucket; no
 * visit is kept, nor anything about the visitor.
 */
export const pageSpeedDays = pgTable(
  "page_speed_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    route: text("route").notNull(),
    language: text("language").notNull(),
    metric: text("metric").notNull(),
    buckets: integer("buckets").array().notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.route, t.language, t.metric] }),
    check("page_speed_days_metric", oneOf(sql`${t.metric}`, vitalNames)),
    check("page_speed_days_language", oneOf(sql`${t.language}`, languages)),
  ],
);
