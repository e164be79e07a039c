import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import type { SiteProcess } from "../support/site-process";
import { addMember, decodeHtml, siteWithAdmin, type StaffBrowser } from "../support/staff-browser";
import {
  openJobId,
  submitApplication,
  submitContact,
  submitDelivery,
  submitDriver,
  submitProposal,
} from "../support/submissions";

/** The references an inbox list shows, in order. */
const listed = (html: string) => [...html.matchAll(/<tr data-reference="(KX-[0-9A-Z-]+)"/g)].map(([, found]) => found!);

/** The references a record's "also received from the same e-mail or phone" lists, with each line's words. */
function sameSender(html: string) {
  const lines = [...html.matchAll(/<li data-same-sender="(KX-[0-9A-Z-]+)">([\s\S]*?)<\/li>/g)];
  return Object.fromEntries(
    lines.map(([, reference, line]) => [reference!, decodeHtml(line!.replace(/<[^>]+>/g, ""))]),
  );
}
/** The words of that part of a record's page (the page also carries every text of the back-office). */
const sameSenderSection = (html: string) =>
  decodeHtml(/<section aria-labelledby="record-same-sender">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "");
const othersMayExist = "Pode haver outras em caixas que a sua função não abre";

/** How staff type a phone number stored as +244923456789. */
const spellings = ["00244923456789", "+244 923 456 789", "(923) 456-789", "923456789", "923 456 789", "+244923456789"];

describe.each(siteDatabases)("finding people in the back-office on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  let recruiter: StaffBrowser;
  const sent: Record<string, string> = {};
  let started: Date;

  beforeAll(async () => {
    started = new Date(Date.now() - 1000);
    const limits = { FORM_RATE_LIMIT: "1000", FORM_BURST_LIMIT: "1000" };
    ({ site, admin } = await siteWithAdmin("finding-people", { ...(await env()), ...limits }));
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;
    recruiter = (await addMember(site, admin, "rh@kamba.ao", "recruiter", "Rui Recrutamento")).member;
    sent.driver = await submitDriver(site, { firstName: "Ângela", lastName: "Gonçalves", phone: "923456789" });
    sent.otherDriver = await submitDriver(site, {
      firstName: "Bruno",
      lastName: "Tavares",
      phone: "924 333 444",
      hasVehicle: "no",
    });
    sent.proposal = await submitProposal(site, { phone: "+244 923 456 789", email: "angela@empresa.ao" });
    sent.sender = await submitDelivery(site, { phone: "923 456 789", recipientPhone: "912 345 678" });
    sent.recipient = await submitDelivery(site, {
      name: "Carlos Neto",
      phone: "931 222 333",
      email: "",
      recipientName: "Ângela Gonçalves",
      recipientPhone: "00244 923 456 789",
    });
    sent.message = await submitContact(site, {
      subject: "Encomenda partida em Viana",
      message: "A caixa chegou amolgada; preciso de 100% de reembolso_rápido.",
    });
    sent.otherMessage = await submitContact(site, {
      subject: "Pedido de orçamento",
      message: "Quanto custa enviar 1000 caixas por mês?",
    });
    sent.hostile = await submitContact(site, {
      name: "-Rita Hostil",
      email: "rita@example.ao",
      subject: '=HYPERLINK("http://evil.example","Ver")',
      message: "+1+cmd|' /C calc'!A0 e @SUM(A1)",
    });
    sent.application = await submitApplication(site, await openJobId(site), {
      name: "Ângela Gonçalves",
      email: "ANGELA@empresa.ao",
      phone: "+244 931 000 111",
    });
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  const search = async (inbox: string, words: string) =>
    listed((await operations.request(`/admin/${inbox}?q=${encodeURIComponent(words)}`)).body);

  it("finds a phone number in any common spelling, in every inbox that keeps one", async () => {
    for (const spelling of spellings) {
      expect(await search("drivers", spelling), spelling).toEqual([sent.driver]);
      expect(await search("proposals", spelling), spelling).toEqual([sent.proposal]);
      expect((await search("deliveries", spelling)).sort(), spelling).toEqual([sent.sender, sent.recipient].sort());
    }
    expect(await search("deliveries", "912-345-678")).toEqual([sent.sender]);
    expect(await search("deliveries", "ângela 00244923456789")).toEqual([sent.recipient]);
    expect(await search("drivers", "923 456 780")).toEqual([]);
  });

  it("finds a contact message by its subject and by the words of its message, accents aside", async () => {
    expect(await search("messages", "partida viana")).toEqual([sent.message]);
    expect(await search("messages", "AMOLGADA")).toEqual([sent.message]);
    expect(await search("messages", "reembolso_rapido")).toEqual([sent.message]);
    expect(await search("messages", "100%")).toEqual([sent.message]);
    // % and _ are letters to find, not patterns: "1_0%" matches neither 100% nor 1000.
    expect(await search("messages", "1_0%")).toEqual([]);
    expect(await search("messages", "orcamento caixas")).toEqual([sent.otherMessage]);
    expect(await search("messages", "viana orcamento")).toEqual([]);
    // The box says what it searches, in the member's language.
    const hint = /id="inbox-q-hint"[^>]*>([^<]*)</.exec((await operations.request("/admin/messages")).body)?.[1];
    expect(hint).toBe("Nome, e-mail, assunto, palavras da mensagem, referência ou etiqueta");
  });

  it("shows one person's submissions across the inboxes a member may open, and says others may exist elsewhere", async () => {
    // Operations open four inboxes: the driver's page lists the proposal and the delivery sent from the
    // same phone, each with its inbox, link, date and status, and never the job application.
    const page = await operations.request(`/admin/drivers/${sent.driver}`);
    const found = sameSender(page.body);
    expect(Object.keys(found).sort()).toEqual([sent.proposal, sent.sender].sort());
    expect(found[sent.proposal!]).toMatch(/^Propostas de empresas · KX-.* · Farmácia Central · .*2\d{3}.* · Nova$/);
    expect(found[sent.sender!]).toMatch(/^Pedidos de entrega · KX-.* · Ana Silva · .* · Recebido$/);
    expect(page.body).toContain(`href="/admin/proposals/${sent.proposal}"`);
    expect(page.body).toContain(`href="/admin/deliveries/${sent.sender}"`);
    expect(page.body).not.toContain(sent.application!);
    expect(sameSenderSection(page.body)).toContain(othersMayExist);

    // The same sentence whether or not the closed inbox holds a match: Bruno has none anywhere.
    const bruno = sameSenderSection((await operations.request(`/admin/drivers/${sent.otherDriver}`)).body);
    expect(bruno).toContain("Nenhuma outra submissão deste e-mail ou telefone nas caixas que pode abrir.");
    expect(bruno).toContain(othersMayExist);

    // The delivery's sender shares an e-mail with two contact messages and a phone with the driver.
    const delivery = sameSender((await operations.request(`/admin/deliveries/${sent.sender}`)).body);
    expect(Object.keys(delivery).sort()).toEqual([sent.driver, sent.proposal, sent.message, sent.otherMessage].sort());

    // A recruiter opens only the job applications: nothing of the other inboxes shows.
    const application = await recruiter.request(`/admin/applications/${sent.application}`);
    expect(sameSender(application.body)).toEqual({});
    expect(application.body).not.toContain(sent.proposal!);
    expect(sameSenderSection(application.body)).toContain(othersMayExist);

    // An admin opens every inbox: the proposal's e-mail (any case) finds the job application too.
    const proposal = await admin.request(`/admin/proposals/${sent.proposal}`);
    expect(Object.keys(sameSender(proposal.body)).sort()).toEqual([sent.driver, sent.sender, sent.application].sort());
    expect(sameSender(proposal.body)[sent.application!]).toMatch(
      /^Candidaturas · .* · Ângela Gonçalves · .* · Pendente$/,
    );
    expect(sameSenderSection(proposal.body)).toContain("Candidaturas");
    expect(sameSenderSection(proposal.body)).not.toContain(othersMayExist);
  });

  /** An inbox's CSV as staff download it: its lines, each as its cells. */
  async function exported(address: string) {
    const csv = await operations.fetch(address);
    expect(csv.status).toBe(200);
    const text = (await csv.text()).replace(/^\uFEFF/, "").trim();
    return text.split("\r\n").map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(([, cell]) => cell!));
  }

  it("exports phone numbers as they are, times in Luanda, and guards what a spreadsheet would run", async () => {
    const drivers = await exported(`/admin/drivers/export.csv?q=${encodeURIComponent("923 456 789")}`);
    expect(drivers).toHaveLength(2);
    const [header, angela] = drivers as [string[], string[]];
    expect(header[1]).toBe("Recebido");
    expect(angela[0]).toBe(sent.driver);
    expect(angela).toContain("+244923456789");
    expect(angela.join()).not.toContain("'+244");
    // Luanda keeps UTC+1 all year: the time read as Luanda's falls between the start of the test and now.
    expect(angela[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const received = new Date(`${angela[1]!.replace(" ", "T")}+01:00`).getTime();
    expect(received).toBeGreaterThanOrEqual(started.getTime() - 1000);
    expect(received).toBeLessThanOrEqual(Date.now());

    const deliveries = await exported("/admin/deliveries/export.csv?q=912345678");
    expect(deliveries[1]).toEqual(expect.arrayContaining(["+244923456789", "+244912345678"]));

    const messages = await exported("/admin/messages/export.csv?q=rita");
    expect(messages).toHaveLength(2);
    const hostile = messages[1]!;
    expect(hostile).toContain(`'=HYPERLINK(""http://evil.example"",""Ver"")`);
    expect(hostile).toContain("'+1+cmd|' /C calc'!A0 e @SUM(A1)");
    expect(hostile).toContain("'-Rita Hostil");
    for (const cell of hostile) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("shows staff the driver's own answer about a vehicle of their own", async () => {
    const answer = async (reference: string) =>
      /Tem veículo próprio<\/dt><dd[^>]*>([^<]*)</.exec(
        decodeHtml((await operations.request(`/admin/drivers/${reference}`)).body),
      )?.[1];
    expect(await answer(sent.driver!)).toBe("Sim");
    expect(await answer(sent.otherDriver!)).toBe("Não");
  });
});
