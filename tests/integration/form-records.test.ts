import { eq, sql } from "drizzle-orm";
import { privacyVersion } from "~/content/privacy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseHandle } from "~/db/client.server";
import { contactMessages, driverApplications, businessProposals } from "~/db/schema";
import { contactMessageSchema } from "~/features/contact/contact-schema";
import { saveContactMessage } from "~/features/contact/contact.server";
import { driverApplicationSchema } from "~/features/drivers/driver-application-schema";
import { saveDriverApplication } from "~/features/drivers/driver-application.server";
import { enterpriseRequestSchema } from "~/features/enterprise/enterprise-request-schema";
import { saveEnterpriseRequest } from "~/features/enterprise/enterprise-request.server";
import { parseSubmission } from "~/lib/forms/fields";
import { listInbox } from "~/modules/submissions/inbox-list.server";
import { readInboxFilters } from "~/modules/submissions/inbox-filters";
import { databaseBefore, databaseTargets, migrationsFolder } from "../support/databases";

/** The longest and strangest input each schema accepts must also pass the database's CHECK constraints. */
function parsed<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>): z.output<Schema> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const submission = parseSubmission(formData, schema);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as z.output<Schema>;
}

const astral = (count: number) => "𝒜".repeat(count);
const key = () => crypto.randomUUID();

describe.each(databaseTargets)("public form records on $name", (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => database?.close());

  it("stores a contact message at the limits of its schema, unread", async () => {
    const value = parsed(contactMessageSchema, {
      name: "N".repeat(100),
      email: `${"a".repeat(64)}@example.ao`,
      subject: astral(2) + "S",
      message: `${"m".repeat(1990)}\r\n${"é".repeat(8)}`,
      consent: "on",
      submissionKey: key(),
    });
    const { id } = await saveContactMessage(value, database.db, "fr");
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      status: "unread",
      isRead: false,
      subject: astral(2) + "S",
      language: "fr",
      consentVersion: privacyVersion.id,
    });
    expect(row?.message).toHaveLength(1999);
  });

  it("stores a driver application at the limits of its schema, pending", async () => {
    const value = parsed(driverApplicationSchema, {
      firstName: "F".repeat(100),
      lastName: "Ñ".repeat(100),
      phone: "+244 923 456 789",
      city: "uige",
      vehicleType: "truck",
      licenseNumber: "L".repeat(50),
      experienceYears: "50",
      message: "x".repeat(2000),
      hasVehicle: "no",
      consent: "on",
      submissionKey: key(),
    });
    const { id } = await saveDriverApplication(value, database.db, "en");
    const [row] = await database.db.select().from(driverApplications).where(eq(driverApplications.id, id));
    expect(row).toMatchObject({
      status: "pending",
      experienceYears: 50,
      hasVehicle: false,
      email: null,
      city: "uige",
      language: "en",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it("stores a business proposal at the limits of its schema, new, with the contact person joined", async () => {
    const value = parsed(enterpriseRequestSchema, {
      firstName: "F".repeat(100),
      lastName: "L".repeat(100),
      companyName: "C".repeat(200),
      phone: "222 123 456",
      email: "compras@farmacia.example",
      position: "P".repeat(100),
      contactMethod: "phone",
      city: "C".repeat(100),
      industry: "food",
      vehicleType: "moto",
      monthlyDeliveries: "500+",
      orderPreference: "outro",
      message: "",
      consent: "on",
      submissionKey: key(),
    });
    const { id } = await saveEnterpriseRequest(value, database.db, "pt");
    const [row] = await database.db.select().from(businessProposals).where(eq(businessProposals.id, id));
    expect(row).toMatchObject({ status: "new", message: null, phone: "+244222123456", language: "pt", revision: 1 });
    expect(row?.contactPerson).toBe(`${"F".repeat(100)} ${"L".repeat(100)}`);
  });
});

/** A business proposal as the form sends it, with this order preference. */
const proposalWith = (orderPreference: string) => ({
  firstName: "Maria",
  lastName: "Costa",
  companyName: "Farmácia Central",
  phone: "222 123 456",
  email: "compras@farmacia.example",
  position: "Compras",
  contactMethod: "email",
  city: "Luanda",
  industry: "health",
  vehicleType: "moto",
  monthlyDeliveries: "51-200",
  orderPreference,
  message: "",
  consent: "on",
  submissionKey: key(),
});

describe.each(databaseTargets)("the order preference's codes on $name", (target) => {
  const database = databaseBefore(target, "order-preferences-in-english");

  it("become English by the upgrade, every row kept; a form sent with an earlier code is stored in the current one", async () => {
    // Stored as the version before this change did, under the table's name then: 'telefone' and 'outro'.
    for (const [key, earlier] of [
      ["codes-1", "telefone"],
      ["codes-2", "outro"],
      ["codes-3", "web"],
    ]) {
      await database().db.execute(sql`
        insert into enterprises (name, email, phone, contact_person, position, contact_method, city, industry,
          vehicle_type, monthly_deliveries, order_preference, submission_key, consented_at)
        values ('Farmácia Central', 'compras@farmacia.example', '+244222123456', 'Maria Costa', 'Compras', 'email',
          'Luanda', 'health', 'van', '51-200', ${earlier}, ${key}, now())`);
    }
    await database().migrate(migrationsFolder);
    const rows = await database().db.select().from(businessProposals);
    expect(rows.map((row) => [row.submissionKey, row.orderPreference]).sort()).toEqual([
      ["codes-1", "phone"],
      ["codes-2", "other"],
      ["codes-3", "web"],
    ]);

    const sentEarlier = parsed(enterpriseRequestSchema, proposalWith("telefone"));
    const { id } = await saveEnterpriseRequest(sentEarlier, database().db, "pt");
    const [row] = await database().db.select().from(businessProposals).where(eq(businessProposals.id, id));
    expect(row?.orderPreference).toBe("phone");
    expect(() => parsed(enterpriseRequestSchema, proposalWith("fax"))).toThrow();
  });
});

describe.each(databaseTargets)("the inboxes' tables renamed for what they hold, on $name", (target) => {
  const database = databaseBefore(target, "inboxes-named-for-what-they-hold");

  it("keep every row, its reference and its history, and go on numbering where they were", async () => {
    // Stored under the earlier names, as the version before this change did.
    await database().db.execute(sql`
      insert into drivers (first_name, last_name, phone, city, vehicle_type, license_number, submission_key, consented_at)
      values ('Ana', 'Silva', '+244923111222', 'luanda', 'moto', 'LD-1', 'rename-d1', now()),
             ('Rui', 'Costa', '+244923111333', 'benguela', 'van', 'LD-2', 'rename-d2', now())`);
    await database().db.execute(sql`
      insert into enterprises (name, email, phone, contact_person, position, contact_method, city, industry,
        vehicle_type, monthly_deliveries, order_preference, submission_key, consented_at)
      values ('Farmácia Central', 'compras@farmacia.example', '+244222123456', 'Maria Costa', 'Compras', 'email',
        'Luanda', 'health', 'van', '51-200', 'web', 'rename-e1', now())`);
    await database().db.execute(sql`
      insert into contacts (name, email, subject, message, submission_key, consented_at)
      values ('Ana', 'ana@example.ao', 'Entregas', 'Preciso de entregas diárias.', 'rename-c1', now())`);
    const before = await database().db.execute(sql`
      select 'drivers' as t, id, reference from drivers union all
      select 'enterprises', id, reference from enterprises union all
      select 'contacts', id, reference from contacts order by 1, 2`);

    await database().migrate(migrationsFolder);

    const after = await database().db.execute(sql`
      select 'drivers' as t, id, reference from driver_applications union all
      select 'enterprises', id, reference from business_proposals union all
      select 'contacts', id, reference from contact_messages order by 1, 2`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    expect((after as unknown as { rows: unknown[] }).rows).toHaveLength(4);
    // A new submission takes the next number of its table.
    const value = parsed(contactMessageSchema, {
      name: "Rui",
      email: "rui@example.ao",
      subject: "Outra",
      message: "Mais uma mensagem.",
      consent: "on",
      submissionKey: key(),
    });
    const { id } = await saveContactMessage(value, database().db, "pt");
    expect(id).toBe(2);
  });
});

describe.each(databaseTargets)(
  "an upgrade that searches messages' words and recipients' phones, on $name",
  (target) => {
    const database = databaseBefore(target, "inbox-search-words");
    const found = async (inbox: "messages" | "deliveries", words: string) => {
      const { filters } = readInboxFilters(inbox, new URLSearchParams({ q: words }));
      return (await listInbox(database().db, inbox, filters, "pt")).rows.map((row) => row.name);
    };

    it("finds what was stored before it by those words, through the search index", async () => {
      await database().db.execute(sql`
      insert into contact_messages (name, email, subject, message, submission_key, consented_at)
      values ('Ana', 'ana@example.ao', 'Encomenda partida', 'A caixa chegou amolgada em Viana.', 'words-c1', now())`);
      await database().db.execute(sql`
      insert into delivery_requests (name, phone, recipient_name, recipient_phone, pickup_place, pickup_label,
        dropoff_place, dropoff_label, vehicle_type, distance_metres, estimated_price, description, payment_method,
        submission_key, consented_at)
      values ('Rui Costa', '+244931222333', 'Carlos Neto', '+244912345678', 'talatona-luanda', 'Talatona',
        'viana-luanda', 'Viana', 'moto', 12000, 2500, 'Duas caixas', 'cash-on-delivery', 'words-d1', now())`);
      // Before it, the stored search text did not hold the words (read directly: the list's query needs today's tables).
      const before = await database().db.execute(
        sql`select name from contact_messages where search_text like '%amolgada%'`,
      );
      expect((before as unknown as { rows: unknown[] }).rows).toEqual([]);

      await database().migrate(migrationsFolder);

      expect(await found("messages", "AMOLGADA viana")).toEqual(["Ana"]);
      expect(await found("messages", "encomenda")).toEqual(["Ana"]);
      expect(await found("deliveries", "(912) 345-678")).toEqual(["Rui Costa"]);
      expect(await found("deliveries", "00244 912 345 678")).toEqual(["Rui Costa"]);
      expect(await found("deliveries", "931 222 333")).toEqual(["Rui Costa"]);
      const indexes = await database().db.execute(sql`
      select indexname from pg_indexes where indexname in ('contacts_search_trgm_idx', 'deliveries_search_trgm_idx')
      order by 1`);
      expect((indexes as unknown as { rows: unknown[] }).rows).toEqual([
        { indexname: "contacts_search_trgm_idx" },
        { indexname: "deliveries_search_trgm_idx" },
      ]);
    });
  },
);
