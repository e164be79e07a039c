import { createHmac } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore, databaseTargets, migrationsFolder, siteDatabases } from "../support/databases";
import { browserPost } from "../support/browser-post";
import { erasureForm, previewRows } from "../support/erasure-form";
import { TestMailServer } from "../support/mail-server";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { addMember, decodeHtml as decode, firstAdmin, type StaffBrowser } from "../support/staff-browser";
import { openJobId, submitApplication, submitContact, submitDriver, submitProposal } from "../support/submissions";

const AUTH_SECRET = "the erasure tests' secret, thirty-two characters or more";

/** A withdrawal link of the first form (`inbox.id.expires.sig`), as sent by e-mail a minute ago, before this change. */
function firstFormLink(inbox: string, id: number) {
  const expires = Math.floor(Date.now() / 1000) + 30 * 86_400 - 60;
  const key = createHmac("sha256", AUTH_SECRET).update("kamba withdraw links v1").digest();
  const payload = `${inbox}.${id}.${expires}`;
  return `/withdraw/${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}

const WITHDRAW_TOKEN = /\/withdraw\/[A-Za-z0-9._-]{20,}/;

describe.each(siteDatabases)("erasing a person's data on $name", ({ name, env }) => {
  let mail: TestMailServer;
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  let databaseUrl: string | undefined;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    mail = await TestMailServer.start();
    const databaseEnv = await env();
    databaseUrl = databaseEnv.DATABASE_URL;
    const siteEnv = {
      ...databaseEnv,
      ...mail.env,
      AUTH_SECRET,
      PUBLIC_URL: "https://kamba.example",
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-erasure-")),
      FORM_RATE_LIMIT: "1000",
      FORM_BURST_LIMIT: "1000",
      MAIL_POLL_SECONDS: "0.1",
    };
    site = await startSite(siteEnv);
    await waitUntilReady(site);
    admin = await firstAdmin(site, siteEnv);
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;

    // Ângela, twice (the second time without e-mail, her name typed otherwise); a company that shares her
    // phone; a message from her e-mail in other capitals; and Carla, who has nothing in common with her.
    refs.angela = await submitDriver(site, {
      firstName: "Ângela",
      lastName: "Gonçalves",
      phone: "923 111 222",
      email: "angela@example.ao",
    });
    refs.angelaAgain = await submitDriver(site, { firstName: "ANGELA", lastName: "Goncalves", phone: "923 111 222" });
    refs.proposal = await submitProposal(site, {
      firstName: "Maria",
      lastName: "Costa",
      companyName: "Farmácia Central",
      phone: "923 111 222",
      email: "compras@farmacia.example",
    });
    refs.message = await submitContact(site, { name: "Â. Gonçalves", email: "Angela@Example.AO" });
    refs.carla = await submitApplication(site, await openJobId(site), {
      name: "Carla Dias",
      email: "carla@example.ao",
      phone: "924 555 666",
    });
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("lists beforehand every record it would take, in every inbox, ticking a phone-only match only under the same name", async () => {
    const address = `/admin/drivers/${refs.angela}/erase`;
    expect((await operations.request(address)).status).toBe(403);
    expect((await operations.request(address, { erase: "x", confirm: "yes" })).status).toBe(403);
    expect((await operations.request(`/admin/drivers/${refs.angela}`)).body).not.toContain(address);
    expect((await admin.request(`/admin/drivers/${refs.angela}`)).body).toContain(`href="${address}"`);

    const preview = await admin.request(address);
    expect(preview.status).toBe(200);
    const rows = previewRows(preview.body);
    const byReference = Object.fromEntries(rows.map((row) => [row.reference, row]));
    expect(rows.map((row) => row.reference).sort()).toEqual(
      [refs.angela, refs.angelaAgain, refs.proposal, refs.message].sort(),
    );
    expect(rows[0]?.reference).toBe(refs.angela);
    expect(byReference[refs.angela!]).toMatchObject({ matchedOn: "self", ticked: true });
    expect(byReference[refs.angelaAgain!]).toMatchObject({ matchedOn: "phone", ticked: true });
    expect(byReference[refs.message!]).toMatchObject({ matchedOn: "email", ticked: true });
    expect(byReference[refs.proposal!]).toMatchObject({ matchedOn: "phone", ticked: false });
    expect(byReference[refs.proposal!]?.text).toContain("Maria Costa");
    expect(byReference[refs.proposal!]?.text).toContain("Farmácia Central");
    expect(byReference[refs.proposal!]?.text).toContain("Outro nome: marque só se for a mesma pessoa");
    expect(byReference[refs.message!]?.text).toContain("Mensagens de contacto");
    expect(decode(preview.body)).toContain("A pessoa pediu que os seus dados fossem apagados");
    // The preview changes nothing.
    expect((await admin.request(`/admin/proposals/${refs.proposal}`)).status).toBe(200);
  });

  it("erases exactly the ticked records, each checked again, and says what it left and why", async () => {
    const address = `/admin/drivers/${refs.angela}`;
    const revision = /name="revision" value="(\d+)"/.exec((await operations.request(address)).body)![1]!;
    expect((await operations.request(address, { intent: "status", status: "reviewing", revision })).status).toBe(200);
    const note = "Ligou: mora no Bairro Azul, rua 7";
    expect((await operations.request(address, { intent: "note", note })).status).toBe(200);

    const rows = previewRows((await admin.request(`${address}/erase`)).body);
    // Meanwhile: someone moves her second application on, and she writes again.
    const again = await operations.request(`/admin/drivers/${refs.angelaAgain}`);
    const againRevision = /name="revision" value="(\d+)"/.exec(again.body)![1]!;
    const moved = { intent: "status", status: "reviewing", revision: againRevision };
    expect((await operations.request(`/admin/drivers/${refs.angelaAgain}`, moved)).status).toBe(200);
    const arrived = await submitContact(site, { name: "Ângela Gonçalves", email: "angela@example.ao" });

    const unconfirmed = await admin.request(`${address}/erase`, erasureForm(rows, { confirm: false }));
    expect(unconfirmed.status).toBe(400);
    expect(decode(unconfirmed.body)).toContain("Marque a caixa para confirmar");
    const carla = previewRows((await admin.request(`/admin/applications/${refs.carla}/erase`)).body)[0]!.value;
    const forged = erasureForm(rows, { ticked: [rows[0]!.value, carla] });
    const refused = await admin.request(`${address}/erase`, forged);
    expect(refused.status).toBe(400);
    expect(decode(refused.body)).toContain("Um registo marcado não tem o e-mail nem o telefone desta pessoa");
    const nothing = await admin.request(`${address}/erase`, erasureForm(rows, { ticked: [] }));
    expect(nothing.status).toBe(400);
    for (const reference of [refs.angela, refs.carla]) {
      const inbox = reference === refs.carla ? "applications" : "drivers";
      expect((await admin.request(`/admin/${inbox}/${reference}`)).status).toBe(200);
    }

    const done = await admin.request(`${address}/erase`, erasureForm(rows));
    expect(done.status).toBe(200);
    const result = decode(done.body);
    expect(result).toContain("2 registos apagados.");
    const section = (id: string) => done.body.split(`data-erasure-result="${id}"`)[1]?.split("</section>")[0] ?? "";
    expect(section("erased")).toContain(refs.angela);
    expect(section("erased")).toContain(refs.message);
    expect(section("changed")).toContain(refs.angelaAgain);
    expect(section("arrived")).toContain(arrived);
    expect(section("erased")).not.toContain(refs.proposal);

    expect((await admin.request(`/admin/messages/${refs.message}`)).status).toBe(410);
    for (const [inbox, reference] of [
      ["drivers", refs.angelaAgain],
      ["proposals", refs.proposal],
      ["messages", arrived],
    ]) {
      expect((await admin.request(`/admin/${inbox}/${reference}`)).status, reference).toBe(200);
    }
  });

  it("leaves a tombstone in the history (who, when, which, why) and the lines without personal data, nothing else", async () => {
    const erased = await operations.request(`/admin/drivers/${refs.angela}`);
    expect(erased.status).toBe(410);
    const page = decode(erased.body);
    expect(page).toContain(`Ana Admin apagou a pedido da pessoa: ${refs.angela}`);
    expect(page).toContain("Olga Operações mudou o estado de Pendente para Em análise");
    expect(page).not.toContain("Bairro Azul");
    expect(page).not.toContain("Gonçalves");
    const list = decode((await operations.request("/admin/drivers")).body);
    expect(list).toContain(`Ana Admin apagou a pedido da pessoa: ${refs.angela}`);
    expect((await operations.request("/admin/drivers/KX-2222-2222")).status).toBe(404);

    if (name !== "PostgreSQL") return;
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const { rows: tombstones } = await database.query<{
        staff_id: string | null;
        staff_name: string;
        detail: object;
      }>("select staff_id, staff_name, detail from record_history where action = 'erasure' order by id");
      expect(tombstones).toEqual([
        {
          staff_id: expect.any(String),
          staff_name: "Ana Admin",
          detail: { reason: "request", reference: refs.angela },
        },
        {
          staff_id: expect.any(String),
          staff_name: "Ana Admin",
          detail: { reason: "request", reference: refs.message },
        },
      ]);
      const { rows: history } = await database.query<{ line: string }>(
        "select row_to_json(h)::text as line from record_history h",
      );
      const everything = history.map((row) => row.line).join("\n");
      for (const personal of ["Bairro Azul", "Gonçalves", "Goncalves", "ngela", "angela@", "244923111222", "111 222"]) {
        expect(everything).not.toContain(personal);
      }
    } finally {
      await database.end();
    }
  });

  it("sends withdrawal links that name the reference, not a row id, and never shows a usable one in the back-office", async () => {
    await mail.waitFor(1);
    await expect.poll(() => mail.to("carla@example.ao").length, { timeout: 10_000 }).toBe(1);
    const confirmation = mail.to("carla@example.ao")[0]!;
    const link = /https:\/\/kamba\.example(\/withdraw\/[A-Za-z0-9._-]+)/.exec(confirmation.text ?? "")?.[1] ?? "";
    expect(link).toMatch(new RegExp(`^/withdraw/applications\\.${refs.carla}\\.\\d{10}\\.[A-Za-z0-9_-]{43}$`));
    // It opens in the e-mail's language.
    expect(confirmation.html).toContain(`href="https://kamba.example${link}?lng=pt"`);

    const outbox = await admin.request("/admin/outbox");
    expect(outbox.body).toContain(`(${refs.carla})`);
    expect(outbox.body).not.toMatch(WITHDRAW_TOKEN);
    expect(decode(outbox.body)).toContain("[ligação para retirar o pedido: criada só quando o e-mail é enviado");

    const withdrawn = await browserPost(`${site.url}${link}`, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(withdrawn.status).toBe(200);
    const gone = await admin.request(`/admin/applications/${refs.carla}`);
    expect(gone.status).toBe(410);
    expect(decode(gone.body)).toContain(`Retirado pelo remetente, dados apagados: ${refs.carla}`);
    expect(site.output()).not.toContain(link.split("/withdraw/")[1]);
    expect(site.output()).toContain("/withdraw/[token]");
  });

  it("never puts a withdrawal link in the staff's notice, whatever the visitor typed", async () => {
    const reference = await submitContact(site, { name: "{{withdraw-link}}", email: "trick@example.ao" });
    const isNotice = (message: { text?: string; to?: unknown }) =>
      Boolean(message.text?.includes(reference)) && !JSON.stringify(message.to).includes("trick@");
    await expect.poll(() => mail.received.some(isNotice), { timeout: 10_000 }).toBe(true);
    const notice = mail.received.find(isNotice)!;
    expect(`${notice.text}\n${notice.html || ""}`).not.toMatch(WITHDRAW_TOKEN);
    // The visitor's own confirmation has its one link where it belongs, and the name as typed.
    await expect.poll(() => mail.to("trick@example.ao").length, { timeout: 10_000 }).toBe(1);
    const confirmation = mail.to("trick@example.ao")[0]!;
    expect(confirmation.text?.match(new RegExp(WITHDRAW_TOKEN, "g"))).toHaveLength(1);
    expect(confirmation.text).toContain("{{withdraw-link}}");
  });

  it("still honours a link of the first form already sent, until it expires", async () => {
    const list = (await admin.request(`/admin/proposals?q=${refs.proposal}`)).body;
    const id = Number(/name="record" value="(\d+)\.\d+"/.exec(list)?.[1]);
    const link = firstFormLink("proposals", id);
    const page = await fetch(`${site.url}${link}`, { headers: { cookie: "language=pt" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Vai retirar o pedido ${refs.proposal}`);
    const done = await browserPost(`${site.url}${link}`, { body: new URLSearchParams() });
    expect(done.status).toBe(200);
    expect((await fetch(`${site.url}${link}`)).status).toBe(410);
    expect(decode((await admin.request(`/admin/proposals/${refs.proposal}`)).body)).toContain(
      `Retirado pelo remetente, dados apagados: ${refs.proposal}`,
    );
  });
});

describe.each(databaseTargets)("an upgrade with erasures and e-mail already stored, on $name", (target) => {
  const database = databaseBefore(target, "erasure-tombstones");

  it("takes the withdrawal links out of the outbox, says why each old erasure happened, and keeps the trail from then on", async () => {
    const oldLink = "https://kamba.example/withdraw/messages.12.1795000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
    await database().db.execute(sql`
      insert into outbox (message_id, kind, inbox, record_id, recipient, subject, text_body, html_body)
      values ('<old@kamba>', 'confirmation', 'messages', 12, 'ana@example.ao', 'Recebemos a sua mensagem',
        ${`Mudou de ideias?\n${oldLink}\n`}, ${`<p>Mudou de ideias?<br><a href="${oldLink}">${oldLink}</a></p>`})`);
    await database().db.execute(sql`
      insert into record_history (inbox, record_id, staff_name, action, detail) values
        ('drivers', 3, 'Ana Admin', 'erasure', '{"by":"staff"}'),
        ('messages', 4, '', 'erasure', '{"by":"visitor"}'),
        ('drivers', 5, '', 'erasure', '{"by":"retention"}'),
        ('drivers', 6, 'Olga', 'status', '{"from":"pending","to":"reviewing","revision":2}'),
        ('drivers', 6, 'Olga', 'note', '{"text":"mora no Bairro Azul"}')`);

    await database().migrate(migrationsFolder);

    const { rows: messages } = (await database().db.execute(
      sql`select text_body, html_body from outbox`,
    )) as unknown as {
      rows: Array<{ text_body: string; html_body: string }>;
    };
    expect(messages[0]?.text_body).toBe("Mudou de ideias?\n{{withdraw-link}}\n");
    expect(messages[0]?.html_body).toBe(`<p>Mudou de ideias?<br><a href="{{withdraw-link}}">{{withdraw-link}}</a></p>`);
    const { rows: tombstones } = (await database().db.execute(
      sql`select detail from record_history where action = 'erasure' order by id`,
    )) as unknown as { rows: Array<{ detail: object }> };
    expect(tombstones.map((row) => row.detail)).toEqual([
      { reason: "request", reference: null },
      { reason: "withdrawal", reference: null },
      { reason: "retention", reference: null },
    ]);

    // An erasure may take a record's notes, and nothing else of its history.
    const inErasure = (statement: ReturnType<typeof sql>) =>
      database().db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('kamba.history_erasure', 'on', true)`);
        await tx.execute(statement);
      });
    await expect(inErasure(sql`delete from record_history where action = 'status'`)).rejects.toThrow();
    await expect(inErasure(sql`delete from record_history where action = 'erasure'`)).rejects.toThrow();
    await expect(inErasure(sql`update record_history set staff_name = 'x' where action = 'note'`)).rejects.toThrow();
    await inErasure(sql`delete from record_history where action = 'note'`);
    const { rows: left } = (await database().db.execute(
      sql`select action from record_history order by id`,
    )) as unknown as { rows: Array<{ action: string }> };
    expect(left.map((row) => row.action)).toEqual(["erasure", "erasure", "erasure", "status"]);
  });
});
