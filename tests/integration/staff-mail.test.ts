import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEn } from "~/i18n/admin/en";
import { siteDatabases } from "../support/databases";
import { TestMailServer } from "../support/mail-server";
import type { SiteProcess } from "../support/site-process";
import { revisionIn } from "../support/publishing-forms";
import {
  addMember,
  decodeHtml as decode,
  formKeyIn,
  siteWithAdmin,
  staffIdIn,
  type StaffBrowser,
} from "../support/staff-browser";
import { submitContact } from "../support/submissions";

describe.each(siteDatabases)("e-mails to one member of staff, in their language, on $name", ({ env }) => {
  let site: SiteProcess;
  let mail: TestMailServer;
  let admin: StaffBrowser;
  let olga: StaffBrowser;
  let reference: string;
  const waitForMail = (to: string, count: number) => mail.waitForTo(to, count);

  beforeAll(async () => {
    mail = await TestMailServer.start();
    ({ site, admin } = await siteWithAdmin("staff-mail", {
      ...(await env()),
      ...mail.env,
      MAIL_POLL_SECONDS: "0.1",
    }));
    olga = (await addMember(site, admin, "olga@kamba.ao", "operations", "Olga Operações")).member;
    await addMember(site, admin, "rui@kamba.ao", "recruiter", "Rui Recrutamento");
    reference = await submitContact(site, { name: "Maria Cliente" });
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("a member's language is kept with their account: the back-office speaks it without ?lng=", async () => {
    const refused = await olga.request("/admin/language", { language: "de", back: "/admin" });
    expect(refused.status).toBe(400);
    const chosen = await olga.request("/admin/language", { language: "en", back: "/admin/messages?lng=fr" });
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe("/admin/messages");
    const page = (await olga.request("/admin/messages")).body;
    expect(page).toContain('<html lang="en"');
    expect(decode(page)).toContain(adminEn.inbox.assignedToMe);
    // Another site is never where the switcher sends anyone back to.
    const away = await olga.request("/admin/language", { language: "en", back: "https://evil.example/admin" });
    expect(away.location).toBe("/admin");
    // ?lng= still shows one page in another language, without changing the account's.
    expect((await olga.request("/admin/messages?lng=pt")).body).toContain('<html lang="pt"');
    expect((await olga.request("/admin/messages")).body).toContain('<html lang="en"');
  });

  it("a record assigned to a member, and a note that names them, reach them by e-mail in their language", async () => {
    const address = `/admin/messages/${reference}`;
    const record = (await admin.request(address)).body;
    const olgaId = staffIdIn(record, "Olga Operações");
    expect(olgaId).not.toBe("");
    const assigned = await admin.request(address, { intent: "assign", assignee: olgaId, revision: revisionIn(record) });
    expect(assigned.status).toBe(200);
    const [assignedMail] = await waitForMail("olga@kamba.ao", 1);
    expect(assignedMail!.subject).toBe(`${reference} assigned to you (Contact messages)`);
    expect(assignedMail!.text).toContain(`assigned you ${reference}, from Maria Cliente, in Contact messages.`);
    expect(assignedMail!.text).toContain(`/admin/messages/${reference}`);

    const page = (await admin.request(address)).body;
    const note = "Pode ligar-lhe amanhã, @olga? E @rui e @Ana também leem, @ninguém não existe.";
    expect((await admin.request(address, { intent: "note", note, formKey: formKeyIn(page) })).status).toBe(200);
    const [, mentioned] = await waitForMail("olga@kamba.ao", 2);
    expect(mentioned!.subject).toMatch(new RegExp(`mentioned you on ${reference}$`));
    // The note itself stays in the back-office.
    expect(mentioned!.text).not.toContain("amanhã");
    // Rui cannot open contact messages and the author is not told of their own note: neither is written to.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mail.to("rui@kamba.ao")).toHaveLength(0);
    expect(mail.to("chefe@kamba.ao")).toHaveLength(0);
    // Assigning to oneself tells nobody.
    const olgaPage = (await olga.request(address)).body;
    const self = await olga.request(address, { intent: "assign", assignee: olgaId, revision: revisionIn(olgaPage) });
    expect(self.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.to("olga@kamba.ao")).toHaveLength(2);
  });
});
