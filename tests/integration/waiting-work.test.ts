import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPt } from "~/i18n/admin/pt";
import { adminEn } from "~/i18n/admin/en";
import { siteDatabases, testDatabaseUrl } from "../support/databases";
import type { SiteProcess } from "../support/site-process";
import { addMember, shownText as shown, siteWithAdmin, staffIdIn, type StaffBrowser } from "../support/staff-browser";
import { submitContact, submitProposal } from "../support/submissions";

/** The row of a reference in an inbox list, as text. */
const rowOf = (html: string, reference: string) =>
  new RegExp(`<tr data-reference="${reference}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";

describe.each(siteDatabases)("what waits for whom, on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    ({ site, admin } = await siteWithAdmin("waiting", await env()));
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;
    mine = await submitContact(site, { name: "Maria Atribuída" });
    theirs = await submitContact(site, { name: "Nuno Livre" });
    await submitProposal(site);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("a member sees what is assigned to them on the dashboard and in the inbox's 'assigned to me' view", async () => {
    const list = (await operations.request("/admin/messages")).body;
    const olga = staffIdIn(list, "Olga Operações");
    expect(olga).not.toBe("");
    const record = (await operations.request(`/admin/messages/${mine}`)).body;
    const revision = /name="revision" value="(\d+)"/.exec(record)?.[1] ?? "";
    const assigned = await operations.request(`/admin/messages/${mine}`, {
      intent: "assign",
      assignee: olga,
      revision,
    });
    expect(assigned.status).toBe(200);

    const dashboard = shown((await operations.request("/admin")).body);
    expect(dashboard).toContain(adminPt.dashboard.mineTitle);
    expect(dashboard).toMatch(/data-mine="messages"[^>]*>Mensagens de contacto: 1</);
    expect(dashboard).not.toContain('data-mine="proposals"');
    // Another member has nothing assigned.
    expect(shown((await admin.request("/admin")).body)).toContain(adminPt.dashboard.mineNone);

    const view = shown((await operations.request(`/admin/messages?assignee=${olga}`)).body);
    expect(view).toMatch(new RegExp(`aria-current="page"[^>]*>${adminPt.inbox.assignedToMe}<`));
    expect(rowOf(view, mine)).not.toBe("");
    expect(rowOf(view, theirs)).toBe("");
  });

  it("each row says how long ago it arrived and was last changed, in the member's language", async () => {
    const list = shown((await operations.request("/admin/messages")).body);
    expect(rowOf(list, theirs)).toMatch(/há \d+ min/);
    expect(rowOf(list, theirs)).not.toContain("alterado");
    expect(rowOf(list, mine)).toMatch(/alterado há \d+ min/);
    const english = shown((await operations.request("/admin/messages?lng=en")).body);
    expect(rowOf(english, mine)).toMatch(/changed \d+ min\. ago/);
    expect(english).toContain(adminEn.inbox.assignedToMe);
    // Nothing is late yet: the threshold of a message is a day.
    expect(rowOf(list, theirs)).not.toContain("data-late");
  });
});

describe("late records, on PostgreSQL", () => {
  const [, postgres] = siteDatabases;
  let site: SiteProcess;
  let admin: StaffBrowser;
  let stale: string;
  let fresh: string;
  const query = async (text: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    ({ site, admin } = await siteWithAdmin("late", await postgres!.env()));
    stale = await submitContact(site, { name: "Esquecida Silva" });
    fresh = await submitContact(site, { name: "Recente Silva" });
    const staleProposal = await submitProposal(site);
    // A message a little over a day old (its threshold), a proposal a little under two days (its own).
    await query(`update contact_messages set created_at = now() - interval '25 hours' where reference = $1`, [stale]);
    await query(`update business_proposals set created_at = now() - interval '47 hours' where reference = $1`, [
      staleProposal,
    ]);
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("a record past its inbox's threshold shows as late on its row, in the 'late' view and on the dashboard", async () => {
    const list = shown((await admin.request("/admin/messages")).body);
    expect(rowOf(list, stale)).toContain("data-late");
    expect(rowOf(list, stale)).toMatch(/há 1 dia|há 25 h/);
    expect(rowOf(list, fresh)).not.toContain("data-late");
    const late = shown((await admin.request("/admin/messages?late=1")).body);
    expect(rowOf(late, stale)).not.toBe("");
    expect(rowOf(late, fresh)).toBe("");
    const dashboard = shown((await admin.request("/admin")).body);
    expect(dashboard).toMatch(/data-late="messages"[^>]*>1 atrasado</);
    expect(dashboard).not.toContain('data-late="proposals"');

    // Read, it is no longer waiting in its arrival status, so no longer late.
    const record = (await admin.request(`/admin/messages/${stale}`)).body;
    const revision = /name="revision" value="(\d+)"/.exec(record)?.[1] ?? "";
    expect(
      (await admin.request(`/admin/messages/${stale}`, { intent: "status", status: "read", revision })).status,
    ).toBe(200);
    expect(rowOf(shown((await admin.request("/admin/messages")).body), stale)).not.toContain("data-late");
  });
});
