import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departments, employmentTypes, experienceLevels, jobLocations } from "~/domain/choices";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { contactMessages, driverApplications, businessProposals, jobOffers, news, recordHistory } from "~/db/schema";
import { hasDemoSeedRun, seedDemoContent } from "~/db/seed.server";
import { parseJobFilters } from "~/modules/careers/job-filters";
import {
  countActiveJobOffers,
  findActiveJobOffer,
  listJobOffers,
  listOpenJobOfferIds,
} from "~/modules/careers/job-offers.server";
import { listLatestNews, recentNewsSince } from "~/modules/news/news.server";
import { todayInLuanda } from "~/lib/luanda-day";
import { databaseTargets, migrationsFolder } from "../support/databases";

const DAY_MS = 86_400_000;

const noFilters = parseJobFilters(new URLSearchParams());

const validContact = (key: string) => ({
  name: "Ana Silva",
  email: "ana@example.ao",
  subject: "Orçamento",
  message: "Gostaria de um orçamento para entregas diárias.",
  submissionKey: key,
  consentedAt: new Date(),
});

/** Runs an insert that the database must refuse, and returns PostgreSQL's reason. */
async function refusal(write: () => Promise<unknown>): Promise<string> {
  try {
    await write();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error("the database accepted a row it should have refused");
}

describe.each(databaseTargets)("database layer on $name", (target) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await target.open();
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("applies the committed migrations again without change", async () => {
    await database.migrate(migrationsFolder);
    // Both drivers answer raw SQL with { rows }.
    const tables = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      "business_proposals",
      "contact_messages",
      "delivery_positions",
      "delivery_requests",
      "driver_applications",
      "interviews",
      "job_applications",
      "job_offers",
      "message_templates",
      "news",
      "outbox",
      "page_speed_days",
      "price_tables",
      "record_history",
      "record_ratings",
      "record_tags",
      "rejection_reasons",
      "site_settings",
      "staff_accounts",
      "staff_audit",
      "staff_drafts",
      "staff_sessions",
      "staff_sign_in_failures",
      "staff_submissions",
      "staff_two_factors",
      "staff_used_codes",
      "staff_users",
      "staff_verifications",
    ]);
  });

  it("seeds demo job offers and the four news items once", async () => {
    const now = new Date();
    expect(await seedDemoContent(database.db, now)).toBe(true);
    expect(await seedDemoContent(database.db, now)).toBe(false);
    expect(await hasDemoSeedRun(database.db)).toBe(true);

    const offers = await database.db.select().from(jobOffers);
    expect(offers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(offers.map((o) => o.employmentType))).toEqual(new Set(employmentTypes));
    expect(new Set(offers.map((o) => o.location))).toEqual(new Set(jobLocations));
    expect(new Set(offers.map((o) => o.department))).toEqual(new Set(departments));
    expect(new Set(offers.map((o) => o.experienceLevel))).toEqual(new Set(experienceLevels));
    const maxSalaries = offers.map((o) => o.salaryMax);
    expect(maxSalaries.some((s) => s !== null && s < 150_000)).toBe(true);
    expect(offers.some((o) => o.salaryMin !== null && o.salaryMin >= 150_000 && (o.salaryMax ?? 0) <= 300_000)).toBe(
      true,
    );
    expect(offers.some((o) => (o.salaryMin ?? 0) > 300_000)).toBe(true);
    expect(maxSalaries).toContain(null);
    const ages = offers.map((o) => (now.getTime() - o.createdAt.getTime()) / DAY_MS);
    expect(ages.some((age) => age < 1)).toBe(true);
    expect(ages.some((age) => age > 1 && age <= 7)).toBe(true);
    expect(ages.some((age) => age > 7 && age <= 30)).toBe(true);
    expect(ages.some((age) => age > 30)).toBe(true);

    const items = await database.db.select().from(news);
    expect(items.map((item) => item.slug).sort()).toEqual([
      "fleet-expansion",
      "new-headquarters",
      "pharmaceutical-partnership",
      "real-time-tracking",
    ]);
    for (const item of items) expect(Object.keys(item.title).sort()).toEqual(["en", "fr", "pt"]);
    // Dated before the seeding, recent enough for the home page's news.
    const since = recentNewsSince(12, now);
    for (const item of items) expect(item.publishedOn >= since && item.publishedOn <= todayInLuanda(now)).toBe(true);
  });

  it("lists on the home page only the news of the last months, newest first", async () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const item = (slug: string, publishedOn: string) => ({
      slug,
      title: { pt: `Notícia ${slug}` },
      excerpt: { pt: "Resumo" },
      content: { pt: "Texto" },
      imageUrl: "/images/news/fleet-expansion.svg",
      category: "company",
      publishedOn,
    });
    await database.db
      .insert(news)
      .values([item("stale-august", "2025-08-18"), item("just-in", "2025-11-25"), item("fresh", "2026-10-02")]);
    expect(recentNewsSince(12, now)).toBe("2025-11-25");
    expect(recentNewsSince(1, new Date("2026-03-31T12:00:00Z"))).toBe("2026-02-28");
    const shown = await listLatestNews(database.db, "en", { since: recentNewsSince(12, now) });
    const titles = shown.map((card) => card.title);
    expect(titles).toContain("Notícia fresh");
    expect(titles).toContain("Notícia just-in");
    expect(titles).not.toContain("Notícia stale-august");
    expect(titles.indexOf("Notícia fresh")).toBeLessThan(titles.indexOf("Notícia just-in"));
    expect(await listLatestNews(database.db, "en", { since: "2030-01-01" })).toEqual([]);
  });

  it("lists active offers newest first, in the visitor's language with Portuguese as fallback", async () => {
    const french = (await listJobOffers(database.db, "fr", noFilters)).jobs;
    const dates = french.map((job) => job.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(french.map((job) => job.title)).toContain("Coursier à moto");
    // This offer has no French text yet, so it reads in Portuguese.
    expect(french.map((job) => job.title)).toContain("Coordenador de distribuição farmacêutica");
    expect((await listJobOffers(database.db, "en", noFilters)).jobs.map((job) => job.title)).toContain(
      "Motorbike courier",
    );
    // The page marks the fallback: it knows which titles are in Portuguese.
    const fallback = french.find((job) => job.title === "Coordenador de distribuição farmacêutica");
    expect(fallback?.titleLanguage).toBe("pt");
    expect(french.find((job) => job.title === "Coursier à moto")?.titleLanguage).toBe("fr");
  });

  it("applies every job board filter in the query, with a count and pages", async () => {
    const titles = async (query: string, language: "pt" | "en" | "fr" = "en") =>
      (await listJobOffers(database.db, language, parseJobFilters(new URLSearchParams(query)))).jobs
        .map((job) => job.title)
        .sort();
    expect(await titles("q=TRUCK")).toEqual(["Truck driver"]);
    expect(await titles("q=coursier", "fr")).toEqual(["Coursier à moto"]);
    expect(await titles("q=100%25")).toEqual([]);
    expect(await titles("type=contract")).toEqual(["Logistics route planner", "Truck driver"]);
    expect(await titles("type=contract&type=part-time")).toHaveLength(4);
    expect(await titles("location=malanje")).toEqual(["Truck driver", "Warehouse assistant"]);
    expect(await titles("department=customer-service")).toEqual(["Customer service agent"]);
    expect(await titles("experience=mid")).toEqual(["Logistics route planner", "Truck driver"]);
    // Bands: low < 150 000, medium 150 000-300 000, high > 300 000; an offer without salary stays.
    expect(await titles("salary=low")).toEqual(["Customer service agent", "Motorbike courier", "Warehouse assistant"]);
    expect(await titles("salary=medium")).toEqual([
      "Customer service agent",
      "Logistics route planner",
      "Truck driver",
    ]);
    expect(await titles("salary=high")).toEqual([
      "Customer service agent",
      "Delivery team supervisor",
      "Pharmaceutical distribution coordinator",
    ]);
    expect(await titles("posted=1d")).toEqual(["Motorbike courier"]);
    expect(await titles("posted=7d")).toHaveLength(4);
    expect(await titles("posted=30d")).toHaveLength(6);
    expect(
      await titles("type=full-time&location=luanda&department=logistics&experience=senior&salary=high&posted=7d"),
    ).toEqual(["Pharmaceutical distribution coordinator"]);
    // Unknown values are ignored rather than trusted.
    expect(await titles("type=freelance&location=paris&salary=huge")).toHaveLength(7);

    const page = await listJobOffers(database.db, "pt", parseJobFilters(new URLSearchParams("page=1")));
    expect(page).toMatchObject({ matching: 7, page: 1, pageCount: 1 });
    const beyond = await listJobOffers(database.db, "pt", parseJobFilters(new URLSearchParams("page=3")));
    expect(beyond).toMatchObject({ jobs: [], matching: 7, page: 3 });
    expect(await countActiveJobOffers(database.db)).toBe(7);
  });

  it("searches job titles ignoring case and accents in every language", async () => {
    const titles = async (q: string, language: "pt" | "en" | "fr") =>
      (await listJobOffers(database.db, language, parseJobFilters(new URLSearchParams({ q })))).jobs.map(
        (job) => job.title,
      );
    for (const q of ["armazém", "armazem", "ARMAZEM", "Armazém"]) {
      expect(await titles(q, "pt"), q).toEqual(["Assistente de armazém"]);
    }
    for (const q of ["camião", "camiao", "CAMIÃO", "cami\u0061\u0303o"]) {
      expect(await titles(q, "pt"), q).toEqual(["Motorista de camião"]);
    }
    for (const q of ["entrepôt", "entrepot", "ENTREPOT"]) {
      expect(await titles(q, "fr"), q).toEqual(["Assistant d'entrepôt"]);
    }
    expect(await titles("warehouse", "en")).toEqual(["Warehouse assistant"]);
  });

  it("keeps the accent-free title search of every language on its trigram index", async () => {
    const { sql } = await import("drizzle-orm");
    await database.db.execute(sql`set enable_seqscan = off`);
    try {
      for (const language of ["pt", "en", "fr"]) {
        const plan = await database.db.execute(
          sql.raw(`explain select id from job_offers where title_search_${language} like '%camiao%'`),
        );
        expect(JSON.stringify(plan)).toContain(`job_offers_title_search_${language}_trgm_idx`);
      }
    } finally {
      await database.db.execute(sql`reset enable_seqscan`);
    }
  });

  it("keeps the inboxes' folded search text on its trigram index, with the phone's digits and the reference without dashes", async () => {
    const [driver] = await database.db
      .insert(driverApplications)
      .values({
        firstName: "Ângela",
        lastName: "Gonçalves",
        phone: "+244923111222",
        city: "luanda",
        vehicleType: "moto",
        licenseNumber: "LA-1",
        submissionKey: crypto.randomUUID(),
        reference: "KX-7F3K-92QD",
        consentedAt: new Date(),
      })
      .returning({ searchText: driverApplications.searchText });
    expect(driver?.searchText).toBe("angela goncalves  +244923111222 244923111222 kx-7f3k-92qd kx7f3k92qd");
    await database.db.execute(sql`set enable_seqscan = off`);
    try {
      // The indexes keep the names they had before the tables were renamed.
      for (const [table, indexPrefix] of [
        ["driver_applications", "drivers"],
        ["job_applications", "job_applications"],
        ["business_proposals", "enterprises"],
        ["contact_messages", "contacts"],
        ["delivery_requests", "deliveries"],
      ]) {
        const plan = await database.db.execute(
          sql.raw(`explain select id from ${table} where search_text like '%angela%'`),
        );
        expect(JSON.stringify(plan)).toContain(`${indexPrefix}_search_trgm_idx`);
      }
    } finally {
      await database.db.execute(sql`reset enable_seqscan`);
    }
  });

  it("vacuums (the site's daily upkeep on the embedded database) without losing a row", async () => {
    const before = await database.db.select({ id: driverApplications.id }).from(driverApplications);
    await database.vacuum();
    expect(await database.db.select({ id: driverApplications.id }).from(driverApplications)).toEqual(before);
  });

  it("keeps the history append-only: no change, deletion or truncation of a line once written", async () => {
    await database.db.insert(recordHistory).values({ inbox: "drivers", recordId: 1, staffName: "Ana", action: "note" });
    for (const statement of [
      sql`update record_history set staff_name = 'someone else'`,
      sql`delete from record_history`,
      sql`truncate record_history`,
    ]) {
      await expect(database.db.execute(statement)).rejects.toThrow();
    }
    const lines = await database.db.select().from(recordHistory);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.staffName).toBe("Ana");
    await expect(
      database.db.insert(recordHistory).values({ inbox: "payroll", recordId: 1, staffName: "Ana", action: "note" }),
    ).rejects.toThrow();
  });

  it("finds an active offer by id and hides closed, unknown and malformed ids", async () => {
    const [first] = (await listJobOffers(database.db, "pt", noFilters)).jobs;
    if (!first) throw new Error("no demo offer");
    const offer = await findActiveJobOffer(database.db, first.id, "en");
    expect(offer?.requirements.length).toBeGreaterThan(0);
    expect(await findActiveJobOffer(database.db, "00000000-0000-4000-8000-000000000000", "pt")).toBeNull();
    expect(await findActiveJobOffer(database.db, "1' or '1'='1", "pt")).toBeNull();
    await database.db.update(jobOffers).set({ isActive: false }).where(eq(jobOffers.id, first.id));
    expect(await findActiveJobOffer(database.db, first.id, "pt")).toBeNull();
    expect((await listJobOffers(database.db, "pt", noFilters)).jobs.map((job) => job.id)).not.toContain(first.id);
  });

  it("stores a contact message as unread with is_read false and a creation time", async () => {
    const [row] = await database.db.insert(contactMessages).values(validContact("contact-1")).returning();
    expect(row).toMatchObject({ status: "unread", isRead: false });
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("refuses, in the database itself, rows that break the rules", async () => {
    const db = database.db;
    expect(await refusal(() => db.insert(contactMessages).values(validContact("contact-1")))).toMatch(/submission_key/);
    expect(
      await refusal(() => db.insert(contactMessages).values({ ...validContact("c2"), status: "spam", isRead: true })),
    ).toMatch(/contacts_status/);
    expect(
      await refusal(() => db.insert(contactMessages).values({ ...validContact("c3"), status: "unread", isRead: true })),
    ).toMatch(/contacts_is_read_matches_status/);
    expect(await refusal(() => db.insert(contactMessages).values({ ...validContact("c4"), name: "A" }))).toMatch(
      /contacts_name/,
    );
    expect(
      await refusal(() => db.insert(contactMessages).values({ ...validContact("c5"), message: "x".repeat(2001) })),
    ).toMatch(/contacts_message/);

    const driver = {
      firstName: "João",
      lastName: "Manuel",
      phone: "+244923111222",
      city: "luanda",
      vehicleType: "moto",
      licenseNumber: "LD-12345",
      submissionKey: "driver-1",
      consentedAt: new Date(),
    };
    const [stored] = await db.insert(driverApplications).values(driver).returning();
    expect(stored).toMatchObject({ status: "pending", experienceYears: 0, hasVehicle: false });
    expect(
      await refusal(() => db.insert(driverApplications).values({ ...driver, submissionKey: "d2", city: "paris" })),
    ).toMatch(/drivers_city/);
    expect(
      await refusal(() =>
        db.insert(driverApplications).values({ ...driver, submissionKey: "d3", experienceYears: 51 }),
      ),
    ).toMatch(/drivers_experience/);
    expect(
      await refusal(() =>
        db.insert(driverApplications).values({ ...driver, submissionKey: "d4", vehicleType: "bicicleta" }),
      ),
    ).toMatch(/drivers_vehicle_type/);

    const enterprise = {
      name: "Farmácia Central",
      email: "compras@farmacia.example",
      phone: "+244923000111",
      contactPerson: "Maria Costa",
      position: "Compras",
      contactMethod: "whatsapp",
      city: "Luanda",
      industry: "health",
      vehicleType: "van",
      monthlyDeliveries: "51-200",
      orderPreference: "web",
      submissionKey: "enterprise-1",
      consentedAt: new Date(),
    };
    const [company] = await db.insert(businessProposals).values(enterprise).returning();
    expect(company?.status).toBe("new");
    expect(
      await refusal(() =>
        db.insert(businessProposals).values({ ...enterprise, submissionKey: "e2", monthlyDeliveries: "9999" }),
      ),
    ).toMatch(/enterprises_monthly_deliveries/);

    expect(
      await refusal(() =>
        db.insert(jobOffers).values({
          title: { pt: "Motorista" },
          description: { pt: "Descrição suficientemente longa." },
          location: "luanda",
          employmentType: "internship",
          department: "operations",
          experienceLevel: "entry",
        }),
      ),
    ).toMatch(/job_offers_employment_type/);
  });

  it("closes an offer by itself once its valid-through date has passed: off the board, its page, the count and the sitemap", async () => {
    const db = database.db;
    const now = new Date();
    const [offer] = await db
      .insert(jobOffers)
      .values({
        title: { pt: "Vaga com prazo" },
        description: { pt: "Descrição suficientemente longa." },
        location: "luanda",
        employmentType: "contract",
        department: "operations",
        experienceLevel: "entry",
        validThrough: new Date(now.getTime() + 60 * 60 * 1000),
      })
      .returning({ id: jobOffers.id });
    const id = offer!.id;
    const later = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const listed = async (at: Date) => (await listJobOffers(db, "pt", noFilters, at)).jobs.some((job) => job.id === id);

    expect(await findActiveJobOffer(db, id, "pt", now)).not.toBeNull();
    expect(await listed(now)).toBe(true);
    expect(await listOpenJobOfferIds(db, now)).toContain(id);
    const countNow = await countActiveJobOffers(db, now);

    expect(await findActiveJobOffer(db, id, "pt", later)).toBeNull();
    expect(await listed(later)).toBe(false);
    expect(await listOpenJobOfferIds(db, later)).not.toContain(id);
    expect(await countActiveJobOffers(db, later)).toBe(countNow - 1);
  });
});

describe("embedded database", () => {
  it("keeps its data across a clean close and reopen of the data folder", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kamba-reopen-"));
    const first = await openDatabase({ dataDir });
    await first.migrate(migrationsFolder);
    await seedDemoContent(first.db);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate(migrationsFolder);
    expect(await seedDemoContent(second.db)).toBe(false);
    expect((await second.db.select().from(news)).length).toBe(4);
    await second.close();
  });
});
