import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases, testDatabaseUrl, wipePostgres } from "../support/databases";
import { TestMailServer } from "../support/mail-server";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import {
  openJobId,
  submitApplication,
  submitContact,
  submitDelivery,
  submitDriver,
  submitProposal,
} from "../support/submissions";
import { browserPost } from "../support/browser-post";

const STAFF = {
  MAIL_TO_DRIVERS: "motoristas@kamba.example",
  MAIL_TO_APPLICATIONS: "rh@kamba.example",
  MAIL_TO_PROPOSALS: "comercial@kamba.example",
  MAIL_TO_MESSAGES: "contacto@kamba.example",
  MAIL_TO_DELIVERIES: "entregas@kamba.example",
};
const quickRetries = {
  MAIL_RETRY_SECONDS: "0.2",
  MAIL_RETRY_MAX_SECONDS: "2",
  MAIL_POLL_SECONDS: "0.1",
  FORM_RATE_LIMIT: "1000",
  FORM_BURST_LIMIT: "1000",
};

describe.each(siteDatabases)("e-mail of new submissions on $name", ({ env }) => {
  let mail: TestMailServer;
  let site: SiteProcess;
  let dataDir: string;

  beforeAll(async () => {
    mail = await TestMailServer.start();
    dataDir = await mkdtemp(path.join(tmpdir(), "kamba-mail-"));
    site = await startSite({
      ...(await env()),
      ...mail.env,
      ...STAFF,
      ...quickRetries,
      PUBLIC_URL: "https://kamba.example",
      DATA_DIR: dataDir,
    });
    await waitUntilReady(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("tells the inbox's staff of each submission (reference, name, link; no other personal data) and confirms it to the sender in their language", async () => {
    const message = await submitContact(site, { name: "Pedro Neto", email: "pedro@example.ao" }, "en");
    const driver = await submitDriver(site, { firstName: "Bruno", lastName: "Tavares", phone: "924 333 444" }, "fr");
    const application = await submitApplication(site, await openJobId(site), {
      name: "Carla Dias",
      email: "carla@example.ao",
    });
    const proposal = await submitProposal(site, { email: "compras@farmacia.example" }, "fr");
    // Notices: 4; confirmations: all but the driver, who gave no e-mail.
    await mail.waitFor(7);

    const [contactNotice] = mail.to(STAFF.MAIL_TO_MESSAGES);
    expect(contactNotice?.subject).toBe(`Nova submissão ${message}: Mensagens de contacto`);
    expect(contactNotice?.text).toContain(`https://kamba.example/admin/messages/${message}`);
    expect(contactNotice?.text).toContain("Pedro Neto");
    expect(contactNotice?.text).not.toContain("pedro@example.ao");
    const [driverNotice] = mail.to(STAFF.MAIL_TO_DRIVERS);
    expect(driverNotice?.text).toContain(driver);
    expect(driverNotice?.text).not.toMatch(/924|333 444/);
    expect(mail.to(STAFF.MAIL_TO_APPLICATIONS)[0]?.text).toContain(`/admin/applications/${application}`);
    expect(mail.to(STAFF.MAIL_TO_PROPOSALS)[0]?.text).toContain(proposal);

    const [english] = mail.to("pedro@example.ao");
    expect(english?.subject).toBe(`We received your message (${message})`);
    expect(english?.text).toContain("Hello Pedro Neto,");
    expect(english?.text).toContain(`Your reference is ${message}.`);
    expect(english?.html).toContain(`<html lang="en">`);
    expect(english?.text).toContain("Kamba Express · We shorten the distance between a supplier and their customer.");
    const [portuguese] = mail.to("carla@example.ao");
    expect(portuguese?.subject).toBe(`Recebemos a sua candidatura (${application})`);
    expect(portuguese?.text).toContain("Olá Carla Dias,");
    const [french] = mail.to("compras@farmacia.example");
    expect(french?.subject).toBe(`Nous avons reçu votre proposition (${proposal})`);
    expect(
      mail.received.every((parsed) => /^<[0-9a-f-]{36}@kamba-express\.example>$/.test(parsed.messageId ?? "")),
    ).toBe(true);
  });

  it("withdraws a submission by the link of its confirmation, erasing its row and files, once", async () => {
    const confirmation = mail.to("carla@example.ao")[0]!;
    const link = /https:\/\/kamba\.example(\/withdraw\/[A-Za-z0-9._-]+)/.exec(confirmation.text ?? "")?.[1];
    expect(link, "a withdrawal link in the confirmation").toBeTruthy();
    // It opens in the e-mail's language, and answers reach the inbox's staff address.
    const escaped = link!.replaceAll(".", "\\.");
    expect(confirmation.html).toMatch(new RegExp(`href="https://kamba\\.example${escaped}\\?lng=(pt|en|fr)"`));
    expect(JSON.stringify(confirmation.replyTo)).toContain("@");
    const reference = /\((KX-[0-9A-Z-]+)\)/.exec(confirmation.subject ?? "")?.[1];
    const filesBefore = await storedFiles();

    const page = await fetch(`${site.url}${link}`, { headers: { cookie: "language=pt" } });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(`Vai retirar o pedido ${reference}`);
    expect(text).toContain('name="robots" content="noindex, nofollow"');

    const withdraw = () =>
      browserPost(`${site.url}${link}`, {
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: "language=pt" },
        body: "",
      });
    const done = await withdraw();
    expect(done.redirected).toBe(true);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`O pedido ${reference} foi retirado e os seus dados foram apagados.`);
    expect((await storedFiles()).length).toBe(filesBefore.length - 2);

    const again = await withdraw();
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Esta ligação já foi usada, expirou ou não é válida.");
    expect((await fetch(`${site.url}${link}`)).status).toBe(410);
    const forged = link!.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await browserPost(`${site.url}${forged}`)).status).toBe(410);
    expect((await fetch(`${site.url}/withdraw/drivers.1.9999999999.${"x".repeat(43)}`)).status).toBe(410);
  });

  async function storedFiles() {
    const root = path.join(dataDir, "uploads");
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  }

  it("keeps markup a visitor typed as text in the HTML part", async () => {
    const before = mail.received.length;
    const reference = await submitContact(site, { name: `<img src=x onerror=alert(1)> Ana`, email: "ana@example.ao" });
    await mail.waitFor(before + 2);
    const confirmation = mail.to("ana@example.ao").find((parsed) => parsed.subject?.includes(reference));
    expect(confirmation?.html).toContain("&#60;img src=x onerror=alert(1)&#62; Ana");
    expect(confirmation?.html).not.toContain("<img");
  });

  it("gives a delivery's customer its tracking number and tracking link, in their language", async () => {
    const before = mail.received.length;
    const reference = await submitDelivery(site, { name: "Luc Martin", email: "luc@example.fr" }, "fr");
    await mail.waitFor(before + 2);
    const [notice] = mail.to(STAFF.MAIL_TO_DELIVERIES);
    expect(notice?.subject).toBe(`Nova submissão ${reference}: Pedidos de entrega`);
    expect(notice?.text).not.toMatch(/923 ?456 ?789|912 ?345 ?678|luc@example/);
    const [confirmation] = mail.to("luc@example.fr");
    expect(confirmation?.subject).toBe(`Nous avons reçu votre demande de livraison (${reference})`);
    expect(confirmation?.text).toContain(`Votre numéro de suivi est ${reference}. Suivez la livraison ici :`);
    const link = `https://kamba.example/track?number=${reference}&lng=fr`;
    expect(confirmation?.text).toContain(link);
    expect(confirmation?.html).toContain(`<a href="${link.replace("&", "&#38;")}">`);
  });
});

describe("e-mail across a 30-second mail server outage, with two site processes on PostgreSQL", () => {
  it("stores all 50 submissions at once, and delivers each of their messages exactly once when the server is back", async () => {
    const url = testDatabaseUrl();
    await wipePostgres(url);
    const mail = await TestMailServer.start();
    const settings = { DATABASE_URL: url, ...mail.env, ...STAFF, ...quickRetries, LOG_LEVEL: "error" };
    const sites = [
      await startSite({ ...settings, DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-mail-a-")) }),
      await startSite({ ...settings, DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-mail-b-")) }),
    ];
    const database = new pg.Client({ connectionString: url });
    try {
      await Promise.all(sites.map((site) => waitUntilReady(site)));
      await database.connect();
      await mail.stop();
      const outageStarted = Date.now();
      const references = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          submitContact(sites[i % 2]!, { name: `Visitante ${i}`, email: `visitante${i}@example.ao` }),
        ),
      );
      const submittedIn = Date.now() - outageStarted;
      expect(new Set(references).size).toBe(50);
      const { rows: waiting } = await database.query<{ n: number }>(
        "select count(*)::int as n from outbox where sent_at is null and attempts >= 1",
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 30_000 - (Date.now() - outageStarted))));
      expect(mail.received).toHaveLength(0);
      await mail.resume();
      const back = Date.now();
      await mail.waitFor(100, 60_000);
      const recoveredIn = Date.now() - back;
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const perMessageId = new Map<string, number>();
      for (const parsed of mail.received)
        perMessageId.set(parsed.messageId!, (perMessageId.get(parsed.messageId!) ?? 0) + 1);
      expect(mail.received).toHaveLength(100);
      expect([...perMessageId.values()].every((count) => count === 1)).toBe(true);
      for (const reference of references) {
        expect(mail.received.filter((parsed) => parsed.subject?.includes(reference))).toHaveLength(2);
      }
      const { rows } = await database.query<{ unsent: number; attempts: number }>(
        "select count(*) filter (where sent_at is null)::int as unsent, max(attempts)::int as attempts from outbox",
      );
      expect(rows[0]?.unsent).toBe(0);
      console.info(
        `outage: 50 submissions stored in ${submittedIn} ms while the mail server was down (${waiting[0]?.n} messages had failed once by then); ` +
          `100 messages delivered ${recoveredIn} ms after it came back, each once; at most ${rows[0]?.attempts} attempts for one message`,
      );
    } finally {
      await database.end().catch(() => {});
      for (const site of sites) {
        site.child.kill("SIGTERM");
        await site.exited;
      }
      await mail.stop();
    }
  }, 120_000);
});
