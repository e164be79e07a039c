import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPt } from "~/i18n/admin/pt";
import { siteDatabases } from "../support/databases";
import { erasureForm, previewRows } from "../support/erasure-form";
import type { SiteProcess } from "../support/site-process";
import { addMember, formKeyIn, shownText as shown, siteWithAdmin, type StaffBrowser } from "../support/staff-browser";
import { openJobId, submitApplication, submitDriver, submitProposal } from "../support/submissions";

const m = adminPt;
/** The tags a page shows (the record's section, or a list's rows), by their keys. */
const tagKeysIn = (html: string) => [...html.matchAll(/data-tag="([^"]+)"/g)].map((match) => match[1]);
/** What the history of a record page says, line by line. */
const historyOf = (html: string) =>
  [...html.matchAll(/<li data-history="[^"]+">([\s\S]*?)<\/li>/g)].map((match) => shown(match[1]!));

describe.each(siteDatabases)("tags and ratings on records, on $name", ({ name, env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  let recruiter: StaffBrowser;
  let databaseUrl: string | undefined;
  let driver: string;
  let other: string;
  let application: string;

  beforeAll(async () => {
    const databaseEnv = await env();
    databaseUrl = databaseEnv.DATABASE_URL;
    ({ site, admin } = await siteWithAdmin("tags", {
      ...databaseEnv,
      FORM_RATE_LIMIT: "1000",
      FORM_BURST_LIMIT: "1000",
    }));
    operations = (await addMember(site, admin, "olga@kamba.ao", "operations", "Olga Operações")).member;
    recruiter = (await addMember(site, admin, "rui@kamba.ao", "recruiter", "Rui Recrutador")).member;
    driver = await submitDriver(site, { firstName: "Joana", lastName: "Lopes", email: "joana@example.ao" });
    other = await submitDriver(site, {
      firstName: "Pedro",
      lastName: "Neto",
      email: "pedro@example.ao",
      phone: "923 000 111",
    });
    application = await submitApplication(site, await openJobId(site), {
      email: "marta@example.ao",
      phone: "924 555 666",
    });
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  const tag = async (who: StaffBrowser, inbox: string, reference: string, text: string, intent = "tag") => {
    const page = (await who.request(`/admin/${inbox}/${reference}`)).body;
    return who.request(`/admin/${inbox}/${reference}`, { intent, tag: text, formKey: formKeyIn(page) });
  };

  it("adds a tag once whatever its case, accents or spaces, and writes it to the history", async () => {
    expect((await tag(admin, "drivers", driver, "Inglês")).status).toBe(200);
    for (const same of ["  ingles ", "INGLÊS", "Inglês"]) {
      expect((await tag(operations, "drivers", driver, same)).status).toBe(200);
    }
    expect((await tag(operations, "drivers", driver, "Carta   B")).status).toBe(200);
    const page = (await admin.request(`/admin/drivers/${driver}`)).body;
    expect(tagKeysIn(page)).toEqual(["carta b", "ingles"]);
    expect(shown(page)).toContain("Carta B");
    const history = historyOf(page);
    expect(history.filter((line) => line.includes("adicionou a etiqueta «Inglês»"))).toHaveLength(1);
    expect(history.some((line) => line.includes("Olga Operações adicionou a etiqueta «Carta B»"))).toBe(true);
    // Another record of the inbox is offered the inbox's tags, spelt as the inbox spells them.
    const otherPage = (await admin.request(`/admin/drivers/${other}`)).body;
    expect(otherPage).toMatch(/<datalist id="record-tag-suggestions"><option value="Carta B">/);
  });

  it("refuses a tag too long, empty, with control characters, HTML or SQL, writing nothing", async () => {
    const before = (await admin.request(`/admin/drivers/${driver}`)).body;
    const cases: Array<[string, string]> = [
      ["x".repeat(41), m.problems.tagLength],
      ["   ", m.problems.tagLength],
      ["inglês\u0000", m.problems.tagCharacters],
      ["fala\u202Eportuguês", m.problems.tagCharacters],
      ["linha\nnova", m.problems.tagCharacters],
      ["<script>alert(1)</script>", m.problems.tagCharacters],
      ["'); drop table record_tags; --", m.problems.tagCharacters],
      ["#urgente", m.problems.tagCharacters],
    ];
    for (const [typed, message] of cases) {
      const refused = await tag(admin, "drivers", driver, typed);
      expect(refused.status, JSON.stringify(typed)).toBe(400);
      expect(shown(refused.body), JSON.stringify(typed)).toContain(message);
    }
    // A refused tag comes back in its box, as typed.
    expect((await tag(admin, "drivers", driver, "#urgente")).body).toMatch(/id="record-tag"[^>]*value="#urgente"/);
    const after = (await admin.request(`/admin/drivers/${driver}`)).body;
    expect(tagKeysIn(after)).toEqual(tagKeysIn(before));
    expect(historyOf(after)).toEqual(historyOf(before));
    // A tag in another script is a tag.
    expect((await tag(admin, "drivers", other, "Кириллица 2")).status).toBe(200);
    expect((await tag(admin, "drivers", other, "Кириллица 2", "untag")).status).toBe(200);
  });

  it("holds at most 10 tags on a record, and removes one whatever case it is typed in", async () => {
    for (let index = 1; index <= 8; index += 1) {
      expect((await tag(admin, "drivers", driver, `Extra ${index}`)).status).toBe(200);
    }
    const eleventh = await tag(admin, "drivers", driver, "Uma a mais");
    expect(eleventh.status).toBe(400);
    expect(shown(eleventh.body)).toContain(m.problems.tooManyTags);
    for (let index = 1; index <= 8; index += 1) {
      expect((await tag(admin, "drivers", driver, `EXTRA ${index}`, "untag")).status).toBe(200);
    }
    const page = (await admin.request(`/admin/drivers/${driver}`)).body;
    expect(tagKeysIn(page)).toEqual(["carta b", "ingles"]);
    expect(historyOf(page).some((line) => line.includes("Ana Admin retirou a etiqueta «Extra 8»"))).toBe(true);
    expect((await tag(admin, "drivers", driver, "<b>", "untag")).status).toBe(400);
  });

  it("filters the list by a tag, finds records by their tags, ignores an unreadable tag, and exports them", async () => {
    const filtered = (await admin.request(`/admin/drivers?tag=${encodeURIComponent("CARTA b")}`)).body;
    expect(filtered).toContain(`data-reference="${driver}"`);
    expect(filtered).not.toContain(`data-reference="${other}"`);
    // The box shows the filter as the tag rule keeps it.
    expect(filtered).toMatch(/id="inbox-tag"[^>]*value="CARTA b"/);
    const searched = (await admin.request("/admin/drivers?q=ingl")).body;
    expect(searched).toContain(`data-reference="${driver}"`);
    expect(searched).not.toContain(`data-reference="${other}"`);
    const unreadable = await admin.request(`/admin/drivers?tag=${encodeURIComponent("<script>")}`);
    expect(unreadable.status).toBe(200);
    expect(shown(unreadable.body)).toContain(m.inbox.ignored.replace("{{names}}", "tag"));
    expect(unreadable.body).toContain(`data-reference="${other}"`);
    // Chips on the list's rows.
    const row = new RegExp(`data-reference="${driver}"[\\s\\S]*?</tr>`).exec(filtered)?.[0] ?? "";
    expect(tagKeysIn(row)).toEqual(["carta b", "ingles"]);

    const csv = await (await admin.fetch(`/admin/drivers/export.csv?tag=ingles`)).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain(`"${m.inbox.tags}","${m.inbox.ratingAverage}","${m.inbox.ratingCount}"`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"Carta B, Inglês"`);
    const proposals = await (await admin.fetch("/admin/proposals/export.csv")).text();
    expect(proposals).toContain(`"${m.inbox.tags}"`);
    expect(proposals).not.toContain(m.inbox.ratingAverage);
  });

  it("tags a record in every inbox the role opens, and refuses a role that cannot open it", async () => {
    const proposal = await submitProposal(site);
    expect((await tag(operations, "proposals", proposal, "Cliente grande")).status).toBe(200);
    expect((await tag(recruiter, "applications", application, "Entrevista")).status).toBe(200);
    const refused = await recruiter.request(`/admin/drivers/${driver}`, { intent: "tag", tag: "Recrutar" });
    expect(refused.status).toBe(403);
    const rateRefused = await operations.request(`/admin/applications/${application}`, { intent: "rate", score: "5" });
    expect(rateRefused.status).toBe(403);
    expect(tagKeysIn((await admin.request(`/admin/drivers/${driver}`)).body)).not.toContain("recrutar");
    expect(tagKeysIn((await admin.request(`/admin/applications/${application}`)).body)).toEqual(["entrevista"]);
  });

  const rate = async (who: StaffBrowser, inbox: string, reference: string, fields: Record<string, string>) => {
    const page = (await who.request(`/admin/${inbox}/${reference}`)).body;
    return who.request(`/admin/${inbox}/${reference}`, { intent: "rate", formKey: formKeyIn(page), ...fields });
  };

  it("refuses a score that is not 1 to 5, a long comment or one with control characters, and ratings elsewhere", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ score: "0" }, m.problems.ratingScore],
      [{ score: "6" }, m.problems.ratingScore],
      [{ score: "abc" }, m.problems.ratingScore],
      [{ score: "4.5" }, m.problems.ratingScore],
      [{ score: "" }, m.problems.ratingScore],
      [{}, m.problems.ratingScore],
      [{ score: "4", comment: "x".repeat(501) }, m.problems.ratingComment],
      [{ score: "4", comment: "bom\u0007candidato" }, m.problems.ratingComment],
    ];
    for (const [fields, message] of cases) {
      const refused = await rate(admin, "drivers", driver, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(shown(refused.body), JSON.stringify(fields)).toContain(message);
    }
    const long = await rate(admin, "drivers", driver, { score: "3", comment: `Longo ${"x".repeat(500)}` });
    expect(long.body).toMatch(/id="record-rating-comment"[^>]*>Longo x{500}<\/textarea>/);
    const proposal = await submitProposal(site, { email: "empresa2@example.ao" });
    const elsewhere = await rate(admin, "proposals", proposal, { score: "4" });
    expect(elsewhere.status).toBe(400);
    expect(shown(elsewhere.body)).toContain(m.problems.invalid);
    const page = (await admin.request(`/admin/drivers/${driver}`)).body;
    expect(shown(page)).toContain(m.record.ratingsNone);
    expect(page).not.toContain('data-history="rating"');
  });

  it("keeps one rating per member (a new one replaces theirs), shows each and the average on the record and the list", async () => {
    expect((await rate(admin, "drivers", driver, { score: "4", comment: "Boa <b>conversa</b>" })).status).toBe(200);
    expect((await rate(admin, "drivers", driver, { score: "2", comment: "Mudei de ideias" })).status).toBe(200);
    // The same form twice (a double tap) stores once.
    const page = (await operations.request(`/admin/drivers/${driver}`)).body;
    const twice = { intent: "rate", formKey: formKeyIn(page), score: "5", comment: "" };
    expect((await operations.request(`/admin/drivers/${driver}`, twice)).status).toBe(200);
    expect((await operations.request(`/admin/drivers/${driver}`, twice)).status).toBe(200);

    const record = (await admin.request(`/admin/drivers/${driver}`)).body;
    expect([...record.matchAll(/data-rating="(\d)"/g)].map((match) => match[1])).toEqual(["2", "5"]);
    expect(shown(record)).toContain("Mudei de ideias");
    expect(shown(record)).not.toContain("Boa <b>conversa</b>");
    expect(shown(record)).toContain("3,5 de 2 avaliações");
    // The admin's own rating is chosen in the form.
    expect(/<input[^>]*name="score"[^>]*checked=""[^>]*>/.exec(record)?.[0]).toContain('value="2"');
    const history = historyOf(record).filter((line) => line.includes("avaliou"));
    expect(history).toHaveLength(3);
    expect(history[0]).toContain("Ana Admin avaliou com 4/5");
    expect(history[1]).toContain("Ana Admin avaliou com 2/5");
    expect(history[2]).toContain("Olga Operações avaliou com 5/5");
    // The history keeps the score, never the comment.
    expect(history.join(" ")).not.toContain("Mudei de ideias");

    // In English (a member who reads it so): the decimal point and the words of that language.
    const list = (await operations.request("/admin/drivers?lng=en")).body;
    const row = new RegExp(`data-reference="${driver}"[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "";
    expect(shown(row)).toContain("3.5 from 2 ratings");
    const otherRow = new RegExp(`data-reference="${other}"[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "";
    expect(shown(otherRow)).toContain("Not rated");
    const csv = await (await admin.fetch("/admin/drivers/export.csv")).text();
    const line = csv.split("\r\n").find((text) => text.startsWith(`"${driver}"`)) ?? "";
    expect(line).toContain(`"Carta B, Inglês","3,5","2"`);

    // A job application is rated too; the recruiter sees it.
    expect((await rate(recruiter, "applications", application, { score: "5", comment: "Excelente" })).status).toBe(200);
    expect(shown((await recruiter.request(`/admin/applications/${application}`)).body)).toContain("5,0 de 1 avaliação");
  });

  it("gives tags and ratings in everything about the person", async () => {
    const json = (await (await admin.fetch(`/admin/drivers/${driver}/person/json`)).json()) as {
      records: Array<Record<string, unknown>>;
    };
    const mine = json.records.find((record) => record.reference === driver)!;
    expect(mine[m.person.tags]).toEqual(["Carta B", "Inglês"]);
    expect(mine[m.person.ratings]).toEqual([
      expect.objectContaining({ by: "Ana Admin", score: 2, comment: "Mudei de ideias" }),
      expect.objectContaining({ by: "Olga Operações", score: 5, comment: "" }),
    ]);
    const readable = await (await admin.fetch(`/admin/drivers/${driver}/person/html`)).text();
    expect(readable).toContain("Carta B, Inglês");
    expect(readable).toContain("Mudei de ideias");
  });

  it("erases the record's tags (and their history lines) and ratings with it; the scores' lines stay", async () => {
    expect((await tag(admin, "drivers", driver, "Só da Joana")).status).toBe(200);
    const address = `/admin/drivers/${driver}/erase`;
    const rows = previewRows((await admin.request(address)).body);
    const erased = await admin.request(
      address,
      erasureForm(rows, { ticked: rows.filter((row) => row.reference === driver).map((row) => row.value) }),
    );
    expect(erased.status).toBe(200);
    expect((await admin.request(`/admin/drivers/${driver}`)).status).toBe(410);
    const tombstone = shown((await admin.request(`/admin/drivers/${driver}`)).body);
    expect(tombstone).not.toContain("etiqueta");
    expect(tombstone).toContain("Ana Admin avaliou com 2/5");
    // The inbox no longer suggests a tag only the erased record had.
    const otherPage = (await admin.request(`/admin/drivers/${other}`)).body;
    expect(otherPage).not.toContain("Só da Joana");
    expect((await admin.request(`/admin/drivers?tag=ingles`)).body).not.toContain(`data-reference="${driver}"`);

    if (name !== "PostgreSQL") return;
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const left = await database.query<{ tags: number; ratings: number; lines: number }>(
        `select (select count(*)::int from record_tags where inbox = 'drivers') as tags,
          (select count(*)::int from record_ratings where inbox = 'drivers') as ratings,
          (select count(*)::int from record_history where action = 'tag' and inbox = 'drivers') as lines`,
      );
      // Only the other driver's tags ever existed besides: added and removed, so none stored, two lines.
      expect(left.rows[0]).toEqual({ tags: 0, ratings: 0, lines: 2 });
      const everything = await database.query<{ line: string }>(
        "select row_to_json(h)::text as line from record_history h",
      );
      expect(everything.rows.map((row) => row.line).join("\n")).not.toContain("Mudei de ideias");
    } finally {
      await database.end();
    }
  });
});
