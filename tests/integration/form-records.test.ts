import { eq } from "drizzle-orm";
import { privacyVersion } from "~/content/privacy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseHandle } from "~/db/client.server";
import { contacts, drivers, enterprises } from "~/db/schema";
import { contactMessageSchema } from "~/features/contact/contact-schema";
import { saveContactMessage } from "~/features/contact/contact.server";
import { driverApplicationSchema } from "~/features/drivers/driver-application-schema";
import { saveDriverApplication } from "~/features/drivers/driver-application.server";
import { enterpriseRequestSchema } from "~/features/enterprise/enterprise-request-schema";
import { saveEnterpriseRequest } from "~/features/enterprise/enterprise-request.server";
import { parseSubmission } from "~/lib/forms/fields";
import { databaseTargets, migrationsBefore, migrationsFolder } from "../support/databases";

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
    const [row] = await database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({
      status: "unread",
      isRead: false,
      subject: astral(2) + "S",
      language: "fr",
      consentVersion: privacyVersion.date,
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
      consent: "on",
      submissionKey: key(),
    });
    const { id } = await saveDriverApplication(value, database.db, "en");
    const [row] = await database.db.select().from(drivers).where(eq(drivers.id, id));
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
    const [row] = await database.db.select().from(enterprises).where(eq(enterprises.id, id));
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
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
    await database.migrate(await migrationsBefore("order-preferences-in-english"));
  });
  afterAll(async () => database?.close());

  it("become English by the upgrade, every row kept; a form sent with an earlier code is stored in the current one", async () => {
    // Stored as the version before this change did: the codes 'telefone' and 'outro'.
    const stored = [];
    for (const earlier of ["telefone", "outro", "web"]) {
      const value = { ...parsed(enterpriseRequestSchema, proposalWith("web")), orderPreference: earlier };
      stored.push((await saveEnterpriseRequest(value as never, database.db, "pt")).id);
    }
    await database.migrate(migrationsFolder);
    const rows = await database.db.select().from(enterprises);
    expect(rows.map((row) => [row.id, row.orderPreference]).sort()).toEqual(
      [
        [stored[0], "phone"],
        [stored[1], "other"],
        [stored[2], "web"],
      ].sort(),
    );

    const sentEarlier = parsed(enterpriseRequestSchema, proposalWith("telefone"));
    const { id } = await saveEnterpriseRequest(sentEarlier, database.db, "pt");
    const [row] = await database.db.select().from(enterprises).where(eq(enterprises.id, id));
    expect(row?.orderPreference).toBe("phone");
    expect(() => parsed(enterpriseRequestSchema, proposalWith("fax"))).toThrow();
  });
});
