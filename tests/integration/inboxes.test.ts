import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLuanda } from "~/lib/luanda-day";
import { siteDatabases } from "../support/databases";
import * as sample from "../support/sample-files";
import type { SiteProcess } from "../support/site-process";
import { addMember, decodeHtml as decode, reasonsIn, siteWithAdmin, StaffBrowser } from "../support/staff-browser";
import { openJobId, submitApplication, submitContact, submitDriver, submitProposal } from "../support/submissions";
import { browserPost } from "../support/browser-post";

/** The rows of an inbox list page, in order: reference and the row's hidden "id.revision". */
function listedRows(html: string) {
  return [...html.matchAll(/<tr data-reference="(KX-[0-9A-Z-]+)"[\s\S]*?name="record" value="(\d+\.\d+)"/g)].map(
    ([, reference, record]) => ({ reference: reference!, record: record! }),
  );
}
const statusCount = (html: string, status: string) =>
  Number(new RegExp(`data-status-count="${status}">(\\d+)<`).exec(html)?.[1] ?? NaN);
const revisionOf = (html: string) => /name="revision" value="(\d+)"/.exec(html)?.[1] ?? "";

describe.each(siteDatabases)("the back-office's inboxes on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  let recruiter: StaffBrowser;
  const drivers: Record<string, string> = {};
  const applications: Record<string, string> = {};
  let cvBytes: Buffer;
  let idBytes: Buffer;

  beforeAll(async () => {
    const limits = { FORM_RATE_LIMIT: "1000", FORM_BURST_LIMIT: "1000" };
    ({ site, admin } = await siteWithAdmin("inboxes", { ...(await env()), ...limits }));
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;
    recruiter = (await addMember(site, admin, "rh@kamba.ao", "recruiter", "Rui Recrutamento")).member;

    drivers.first = await submitDriver(site, { firstName: "Ângela", lastName: "Gonçalves", phone: "923 111 222" });
    drivers.second = await submitDriver(site, { firstName: "Bruno", lastName: "Tavares", phone: "924 333 444" }, "fr");
    drivers.again = await submitDriver(site, {
      firstName: "Ângela",
      lastName: "Gonçalves",
      phone: "923 111 222",
      email: "angela@example.ao",
      message: '=HYPERLINK("http://evil.example")',
    });
    const jobId = await openJobId(site);
    cvBytes = sample.pdf(4096);
    idBytes = sample.png();
    applications.first = await submitApplication(
      site,
      jobId,
      { name: "Carla Dias", email: "carla@example.ao" },
      {
        cv: { name: "Currículo Carla (final).pdf", bytes: cvBytes },
        idCard: { name: "bi.png", bytes: idBytes },
      },
    );
    applications.again = await submitApplication(site, jobId, { name: "Carla Dias", email: "Carla@Example.ao" });
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("lists an inbox newest first with counts per status, and finds a record by accent-free name, phone or reference", async () => {
    const page = await operations.request("/admin/drivers");
    expect(page.status).toBe(200);
    expect(listedRows(page.body).map((row) => row.reference)).toEqual([drivers.again, drivers.second, drivers.first]);
    expect(statusCount(page.body, "pending")).toBe(3);
    expect(statusCount(page.body, "approved")).toBe(0);

    const byName = await operations.request("/admin/drivers?q=angela+goncalves");
    expect(listedRows(byName.body).map((row) => row.reference)).toEqual([drivers.again, drivers.first]);
    const byPhone = await operations.request(`/admin/drivers?q=${encodeURIComponent("924 333 444")}`);
    expect(listedRows(byPhone.body).map((row) => row.reference)).toEqual([drivers.second]);
    const byReference = await operations.request(
      `/admin/drivers?q=${drivers.first!.toLowerCase().replaceAll("-", "")}`,
    );
    expect(listedRows(byReference.body).map((row) => row.reference)).toEqual([drivers.first]);
    const nobody = await operations.request("/admin/drivers?q=%25%25%25");
    expect(listedRows(nobody.body)).toEqual([]);
    const short = await operations.request("/admin/drivers?q=an+goncalves");
    expect(listedRows(short.body).map((row) => row.reference)).toEqual([drivers.again, drivers.first]);
    expect(decode(short.body)).toContain("Palavras com menos de 3 caracteres não são pesquisadas: an.");

    // The filter's days are Luanda's (UTC+1): from 23:00 UTC its "today" is already tomorrow's date.
    const today = todayInLuanda();
    const dated = await operations.request(`/admin/drivers?from=${today}&to=${today}&assignee=none`);
    expect(listedRows(dated.body)).toHaveLength(3);
    const future = await operations.request("/admin/drivers?from=2099-01-01");
    expect(listedRows(future.body)).toHaveLength(0);
    expect(statusCount(future.body, "pending")).toBe(0);
  });

  it("shows every field of a record with its reference and language, and links the other submissions of the same sender", async () => {
    const page = await operations.request(`/admin/drivers/${drivers.again}`);
    expect(page.status).toBe(200);
    const text = decode(page.body);
    for (const value of [
      drivers.again,
      "Ângela",
      "Gonçalves",
      "angela@example.ao",
      "+244923111222",
      "Luanda",
      "LA-123456",
    ])
      expect(text).toContain(value);
    expect(text).toContain('=HYPERLINK("http://evil.example")');
    expect(text).toMatch(/em português/);
    expect(page.body).toContain(`href="/admin/drivers/${drivers.first}"`);
    expect(page.body).not.toContain(`href="/admin/drivers/${drivers.second}"`);

    const french = decode((await operations.request(`/admin/drivers/${drivers.second}`)).body);
    expect(french).toMatch(/em francês/);
    expect((await operations.request("/admin/drivers/KX-0000-0000")).status).toBe(404);
    expect((await operations.request("/admin/drivers/not-a-reference")).status).toBe(404);
  });

  it("moves a record along its statuses, keeps who did it in the history, and refuses a change made on stale data", async () => {
    const address = `/admin/drivers/${drivers.first}`;
    const opened = await operations.request(address);
    const revision = revisionOf(opened.body);
    const second = await admin.request(address);
    expect(revisionOf(second.body)).toBe(revision);

    const moved = await operations.request(address, { intent: "status", status: "reviewing", revision });
    expect(moved.status).toBe(200);
    const stale = await admin.request(address, { intent: "status", status: "rejected", revision });
    expect(stale.status).toBe(409);
    const staleText = decode(stale.body);
    expect(staleText).toContain("Alguém alterou este registo");
    expect(staleText).toContain("Olga Operações mudou o estado de Pendente para Em análise");

    const after = decode((await admin.request(address)).body);
    expect(after).toContain('data-status="reviewing"');
    expect(after).not.toContain('data-status="rejected"');
    expect(after).toContain("Olga Operações mudou o estado de Pendente para Em análise");

    const refusals: Array<Record<string, string>> = [
      { intent: "status", status: "approved", revision: "abc" },
      { intent: "status", status: "accepted", revision: revisionOf(after) },
      { intent: "status", status: "<script>", revision: "1" },
      { intent: "explode", revision: "1" },
      { intent: "note", note: "   " },
      { intent: "note", note: "n".repeat(2001) },
      { intent: "assign", assignee: "someone-else", revision: revisionOf(after) },
    ];
    for (const bad of refusals) {
      const refused = await operations.request(address, bad);
      expect(refused.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const notJson = await browserPost(`${site.url}${address}`, {
      headers: { "content-type": "application/json", cookie: `kamba-staff.session_token=${operations.sessionToken}` },
      body: JSON.stringify({ intent: "status" }),
    });
    expect(notJson.status).toBeLessThan(500);
    const unchanged = decode((await admin.request(address)).body);
    expect(unchanged).toContain('data-status="reviewing"');
  });

  it("assigns a record and keeps internal notes in its history, shown as text", async () => {
    const address = `/admin/drivers/${drivers.second}`;
    const page = await operations.request(address);
    const olga = /<option value="([^"]+)">Olga Operações<\/option>/.exec(page.body)?.[1];
    expect(olga).toBeTruthy();
    expect(page.body).not.toContain("Rui Recrutamento");
    const assigned = await operations.request(address, {
      intent: "assign",
      assignee: olga!,
      revision: revisionOf(page.body),
    });
    expect(assigned.status).toBe(200);
    const note = `Ligar amanhã <b>cedo</b> & confirmar a carta`;
    expect((await operations.request(address, { intent: "note", note })).status).toBe(200);
    const after = await admin.request(address);
    expect(after.body).toContain("Olga Operações atribuiu a Olga Operações");
    expect(after.body).toContain("Ligar amanhã &lt;b&gt;cedo&lt;/b&gt; &amp; confirmar a carta");
    const mine = await operations.request(`/admin/drivers?assignee=${olga}`);
    expect(listedRows(mine.body).map((row) => row.reference)).toEqual([drivers.second]);
  });

  it("changes the status of a selection at once, skipping what someone else changed since the list was read", async () => {
    const list = await operations.request("/admin/drivers");
    const rows = listedRows(list.body);
    const target = rows.find((row) => row.reference === drivers.again)!;
    // Someone changes one record after the list was read.
    const detail = await admin.request(`/admin/drivers/${drivers.again}`);
    await admin.request(`/admin/drivers/${drivers.again}`, { intent: "note", note: "vista" });
    await admin.request(`/admin/drivers/${drivers.again}`, {
      intent: "status",
      status: "rejected",
      reason: reasonsIn(detail.body, "record-reason")[0]!.value,
      revision: revisionOf(detail.body),
    });
    const form = new URLSearchParams([
      ["intent", "bulk-status"],
      ["status", "approved"],
    ]);
    for (const row of rows) form.append("record", row.record);
    const bulk = await operations.request("/admin/drivers", form);
    expect(bulk.status).toBe(200);
    expect(decode(bulk.body)).toContain("2 registos alterados. 1 ignorado, porque alguém o alterou entretanto.");
    const approved = await operations.request("/admin/drivers?status=approved");
    expect(
      listedRows(approved.body)
        .map((row) => row.reference)
        .sort(),
    ).toEqual([drivers.first, drivers.second].sort());
    expect(statusCount(approved.body, "rejected")).toBe(1);
    expect(target.reference).toBe(drivers.again);
    expect((await operations.request("/admin/drivers", { intent: "bulk-status", status: "approved" })).status).toBe(
      400,
    );
  });

  it("keeps a contact message unread when it is opened, and marks it read with its button, once", async () => {
    const reference = await submitContact(site, { name: "Pedro Neto", email: "pedro@example.ao" }, "en");
    const list = await operations.request("/admin/messages?status=unread");
    expect(listedRows(list.body).map((row) => row.reference)).toContain(reference);
    // Opening it (a GET, perhaps a link preview or a prefetch) changes nothing.
    const opened = decode((await operations.request(`/admin/messages/${reference}`)).body);
    expect(opened).toContain('data-status="unread"');
    expect(opened).toMatch(/em inglês/);
    expect(opened).toContain(">Marcar como lida</button>");
    const read = decode((await operations.request(`/admin/messages/${reference}`, { intent: "read" })).body);
    expect(read).toContain('data-status="read"');
    expect(read).toContain("Olga Operações abriu a mensagem");
    expect(read).not.toContain(">Marcar como lida</button>");
    expect((await admin.request(`/admin/messages/${reference}`, { intent: "read" })).status).toBe(200);
    const again = decode((await admin.request(`/admin/messages/${reference}`)).body);
    expect(again.match(/Olga Operações abriu a mensagem/g)).toHaveLength(1);
    expect(again).not.toContain("Ana Admin abriu a mensagem");
    const unread = await operations.request("/admin/messages?status=unread");
    expect(listedRows(unread.body).map((row) => row.reference)).not.toContain(reference);
  });

  it("lets a recruiter download a CV and ID card as private attachments, recorded in the history; operations cannot", async () => {
    const page = await recruiter.request(`/admin/applications/${applications.first}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="/admin/applications/${applications.again}"`);
    const cv = await recruiter.fetch(`/admin/applications/${applications.first}/cv`);
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(cvBytes)).toBe(true);
    expect(cv.headers.get("content-disposition")).toBe(
      `attachment; filename="Curriculo Carla _final_.pdf"; filename*=UTF-8''Curr%C3%ADculo%20Carla%20%28final%29.pdf`,
    );
    expect(cv.headers.get("x-content-type-options")).toBe("nosniff");
    expect(cv.headers.get("cache-control")).toBe("no-store");
    const id = await recruiter.fetch(`/admin/applications/${applications.first}/id-card`);
    expect(Buffer.from(await id.arrayBuffer()).equals(idBytes)).toBe(true);
    expect(id.headers.get("content-type")).toBe("image/png");

    expect((await operations.fetch(`/admin/applications/${applications.first}/cv`)).status).toBe(403);
    expect((await new StaffBrowser(site).fetch(`/admin/applications/${applications.first}/cv`)).status).toBe(401);
    expect((await recruiter.fetch(`/admin/applications/${applications.first}/passport`)).status).toBe(404);
    expect((await recruiter.fetch(`/admin/applications/KX-0000-0000/cv`)).status).toBe(404);
    const history = decode((await admin.request(`/admin/applications/${applications.first}`)).body);
    expect(history).toContain("Rui Recrutamento descarregou: CV");
    expect(history).toContain("Rui Recrutamento descarregou: Bilhete de identidade");
  });

  it("exports the filtered list as CSV with a BOM, formula-looking cells neutralised, and records the export", async () => {
    const csv = await operations.fetch("/admin/drivers/export.csv?q=angela");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // Luanda's day, as every date staff see: from 23:00 UTC it is already tomorrow's there.
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="kamba-drivers-${todayInLuanda()}.csv"`);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toMatch(/^"Referência","Recebido","Língua","Estado"/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${drivers.again}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toContain(`"${drivers.first}"`);
    expect(lines.join("\n")).not.toContain(drivers.second!);
    const list = decode((await admin.request("/admin/drivers")).body);
    expect(list).toContain("Olga Operações exportou 2 registos (filtros: q=angela)");
    expect((await recruiter.fetch("/admin/drivers/export.csv")).status).toBe(403);
  });

  it("reads bad filters as no filter and says so, never as an error", async () => {
    for (const query of [
      "status=approved%27%20OR%201=1",
      "from=2026-02-31&to=yesterday",
      "page=-1&assignee=%3Cscript%3E",
      "q=%00%01%1F",
      `q=${"x".repeat(5000)}`,
      "q=' OR '1'='1&job=1",
      "page=999999",
    ]) {
      const page = await operations.request(`/admin/drivers?${query}`);
      expect(page.status, query).toBe(200);
    }
    const noted = decode((await operations.request("/admin/drivers?status=accepted&from=31-12-2026")).body);
    expect(noted).toContain("foram ignorados: status, from");
  });

  it("keeps every e-mail in the outbox while no mail server is set, and shows it to admins only", async () => {
    const outbox = decode((await admin.request("/admin/outbox")).body);
    expect(outbox).toContain("Não há servidor de e-mail configurado (SMTP_HOST)");
    // Portuguese counts 0 as one (Intl.PluralRules, CLDR "pt"), as the translator does everywhere.
    const waiting = Number(/data-outbox-counts="true">(\d+) em espera, 0 enviada</.exec(outbox)?.[1]);
    // A notice for each of the 6 submissions so far, and a confirmation for each that gave an e-mail (3).
    expect(waiting).toBeGreaterThanOrEqual(9);
    expect(outbox).toContain(`Nova submissão ${drivers.first}: Motoristas`);
    expect(outbox).toContain("Recebemos a sua candidatura");
    expect((await operations.request("/admin/outbox")).status).toBe(403);
  });

  it("shows each member what waits in their inboxes and a chart of the last 12 weeks, without JavaScript", async () => {
    await submitProposal(site);
    const ops = decode((await operations.request("/admin")).body);
    expect(ops).toContain('data-waiting="proposals"');
    expect(ops).toMatch(/data-waiting="proposals">1 por tratar/);
    expect(ops).not.toContain('data-waiting="applications"');
    expect(ops).toContain("<svg");
    const today = /data-week="([\d-]+)" data-inbox="drivers">3</.exec(ops);
    expect(today, "this week's drivers in the numbers table").toBeTruthy();
    const rh = decode((await recruiter.request("/admin")).body);
    expect(rh).toMatch(/data-waiting="applications">2 por tratar/);
    expect(rh).not.toContain('data-waiting="drivers"');
  });

  it("erases one person's data on request only through its preview, for admins only", async () => {
    const address = `/admin/applications/${applications.first}`;
    // The record's own page no longer erases in one click: the preview lists what would go first.
    const oneClick = await admin.request(address, { intent: "erase", confirm: "yes" });
    expect(oneClick.status).toBe(400);
    expect((await recruiter.request(address)).status).toBe(200);
    expect((await recruiter.request(`${address}/erase`)).status).toBe(403);
    const preview = await admin.request(`${address}/erase`);
    const shown = [...preview.body.matchAll(/name="shown" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(shown).toHaveLength(2);
    const form = new URLSearchParams([
      ...shown.map((value) => ["erase", value]),
      ...shown.map((value) => ["shown", value]),
    ]);
    form.append("confirm", "yes");
    const erased = await admin.request(`${address}/erase`, form);
    expect(erased.status).toBe(200);
    expect(decode(erased.body)).toContain("2 registos apagados.");
    for (const reference of [applications.first, applications.again]) {
      expect((await recruiter.request(`/admin/applications/${reference}`)).status).toBe(410);
      expect((await recruiter.fetch(`/admin/applications/${reference}/cv`)).status).toBe(404);
    }
    const outbox = decode((await admin.request("/admin/outbox")).body);
    expect(outbox).not.toContain(applications.first!);
    expect(outbox).not.toContain("carla@example.ao");
  });
});
