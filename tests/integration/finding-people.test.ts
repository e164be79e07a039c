import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDatabases } from "../support/databases";
import type { SiteProcess } from "../support/site-process";
import { addMember, siteWithAdmin, type StaffBrowser } from "../support/staff-browser";
import { submitContact, submitDelivery, submitDriver, submitProposal } from "../support/submissions";

/** The references an inbox list shows, in order. */
const listed = (html: string) => [...html.matchAll(/<tr data-reference="(KX-[0-9A-Z-]+)"/g)].map(([, found]) => found!);

/** How staff type a phone number stored as +244923456789. */
const spellings = ["00244923456789", "+244 923 456 789", "(923) 456-789", "923456789", "923 456 789", "+244923456789"];

describe.each(siteDatabases)("finding people in the back-office on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  const sent: Record<string, string> = {};

  beforeAll(async () => {
    const limits = { FORM_RATE_LIMIT: "1000", FORM_BURST_LIMIT: "1000" };
    ({ site, admin } = await siteWithAdmin("finding-people", { ...(await env()), ...limits }));
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;
    sent.driver = await submitDriver(site, { firstName: "Ângela", lastName: "Gonçalves", phone: "923456789" });
    sent.otherDriver = await submitDriver(site, { firstName: "Bruno", lastName: "Tavares", phone: "924 333 444" });
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
  });
});
