import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPt } from "~/i18n/admin/pt";
import { siteDatabases } from "../support/databases";
import { TestMailServer } from "../support/mail-server";
import type { SiteProcess } from "../support/site-process";
import { revisionIn } from "../support/publishing-forms";
import {
  addMember,
  formKeyIn,
  reasonsIn,
  shownText as shown,
  siteWithAdmin,
  type StaffBrowser,
  subjectIn,
  bodyIn,
} from "../support/staff-browser";
import { submitContact, submitDriver } from "../support/submissions";

const m = adminPt;

describe.each(siteDatabases)("writing to the person from the record, on $name", ({ env }) => {
  let site: SiteProcess;
  let mail: TestMailServer;
  let admin: StaffBrowser;
  let driver: string;
  let noEmail: string;
  /** A message staff wrote (not the confirmation): its subject starts with the reference. */
  const byStaff = (message: { subject?: string }) => /^\[KX-/.test(message.subject ?? "");
  const sentTo = (address: string) => mail.to(address).filter(byStaff);
  const waitForMail = (address: string, count: number) => mail.waitForTo(address, count, byStaff);

  beforeAll(async () => {
    mail = await TestMailServer.start();
    ({ site, admin } = await siteWithAdmin("person-messages", {
      ...(await env()),
      ...mail.env,
      MAIL_POLL_SECONDS: "0.1",
      MAIL_TO_DRIVERS: "motoristas@kamba.ao",
    }));
    driver = await submitDriver(site, { firstName: "Joana", lastName: "Lopes", email: "joana@example.ao" }, "fr");
    noEmail = await submitDriver(site, { firstName: "Sem", lastName: "Email", email: "" });
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("starts from a template in the person's language, filled in; another language on demand", async () => {
    const page = (await admin.request(`/admin/drivers/${driver}`)).body;
    expect(shown(page)).toContain(m.write.title.replace("{{name}}", "Joana Lopes"));
    expect(subjectIn(page)).toBe("");
    const french = (await admin.request(`/admin/drivers/${driver}?template=reject`)).body;
    expect(subjectIn(french)).toBe("Votre candidature de chauffeur");
    expect(shown(bodyIn(french))).toContain("Bonjour Joana Lopes,");
    expect(shown(bodyIn(french))).toContain("Ana Admin");
    // The status the template goes with is offered in the same step.
    expect(french).toMatch(/<option value="rejected" selected="">/);
    const english = (await admin.request(`/admin/drivers/${driver}?template=approve&in=en`)).body;
    expect(subjectIn(english)).toBe("Your driver application is approved");
    // A template the inbox does not have, a language that is none: a blank message in the person's language.
    const unknown = (await admin.request(`/admin/drivers/${driver}?template=invite&in=de`)).body;
    expect(subjectIn(unknown)).toBe("");
    expect(unknown).toMatch(/name="language" value="fr"/);
    // Nobody to write to without an address.
    expect(shown((await admin.request(`/admin/drivers/${noEmail}`)).body)).not.toContain("write-subject");
  });

  it("'reject and tell them': the status and the message in one step, answered to the inbox's address", async () => {
    const address = `/admin/drivers/${driver}`;
    const page = (await admin.request(`${address}?template=reject`)).body;
    const sent = await admin.request(address, {
      intent: "message",
      formKey: formKeyIn(page),
      revision: revisionIn(page),
      language: "fr",
      purpose: "reject",
      subject: subjectIn(page),
      body: `${shown(bodyIn(page))}\n\nLes places de cette saison sont prises.`,
      status: "rejected",
      reason: reasonsIn(page, "write-reason")[0]!.value,
    });
    expect(sent.status).toBe(200);
    expect(shown(sent.body)).toContain(m.write.sent.replace("{{email}}", "joana@example.ao"));
    const [message] = await waitForMail("joana@example.ao", 1);
    expect(message!.subject).toBe(`[${driver}] Votre candidature de chauffeur`);
    expect(JSON.stringify(message!.replyTo)).toContain("motoristas@kamba.ao");
    expect(message!.text).toContain("Les places de cette saison sont prises.");
    const after = shown((await admin.request(address)).body);
    expect(after).toContain('data-status="rejected"');
    expect(after).toContain(`Ana Admin escreveu à pessoa: «[${driver}] Votre candidature de chauffeur»`);
    expect(after).toMatch(/enviada \d/);
  });

  it("refuses a stale page, an injected header, an empty text and a status of another inbox, sending nothing", async () => {
    const address = `/admin/drivers/${driver}`;
    const page = (await admin.request(address)).body;
    const before = sentTo("joana@example.ao").length;
    const base = {
      intent: "message",
      formKey: formKeyIn(page),
      revision: revisionIn(page),
      language: "fr",
      purpose: "",
      subject: "Une question",
      body: "Bonjour,\n\nPouvez-vous nous rappeler ?",
      status: "",
    };
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ subject: "Olá\r\nBcc: todos@evil.example" }, 400, m.problems.characters],
      [{ subject: "" }, 400, m.problems.subjectLength],
      [{ subject: "x".repeat(201) }, 400, m.problems.subjectLength],
      [{ body: "   " }, 400, m.problems.bodyLength],
      [{ body: "Olá\u0000 mundo" }, 400, m.problems.characters],
      [{ status: "delivered" }, 400, m.problems.invalid],
      [{ language: "xx" }, 400, m.problems.invalid],
      [{ status: "reviewing", revision: "1" }, 409, m.problems.stale],
    ];
    for (const [changes, status, message] of cases) {
      const refused = await admin.request(address, { ...base, ...changes });
      expect(refused.status, JSON.stringify(changes)).toBe(status);
      expect(shown(refused.body), JSON.stringify(changes)).toContain(message);
      // What was typed is still in the form.
      if (changes.subject === undefined) expect(subjectIn(refused.body)).toBe("Une question");
    }
    const nobody = (await admin.request(`/admin/drivers/${noEmail}`)).body;
    const refused = await admin.request(`/admin/drivers/${noEmail}`, {
      ...base,
      formKey: formKeyIn(nobody),
      revision: revisionIn(nobody),
    });
    expect(shown(refused.body)).toContain(m.problems.noEmail);

    // The same form sent twice sends once.
    const twice = { ...base, formKey: crypto.randomUUID() };
    expect((await admin.request(address, twice)).status).toBe(200);
    expect((await admin.request(address, twice)).status).toBe(200);
    await waitForMail("joana@example.ao", before + 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(sentTo("joana@example.ao")).toHaveLength(before + 1);
    expect(shown((await admin.request(address)).body)).toContain('data-status="rejected"');
  });

  it("an admin sees and exports everything held about the person, each export kept in the history and the audit", async () => {
    const message = await submitContact(site, {
      name: "Joana <script>alert(1)</script>",
      email: "JOANA@example.ao",
      message: "Quero saber <b>que dados</b> têm sobre mim.",
    });
    const page = shown((await admin.request(`/admin/drivers/${driver}/person`)).body);
    expect(page).toContain(m.person.title.replace("{{name}}", "Joana Lopes"));
    expect(page).toContain(`data-person-record="${driver}"`);
    expect(page).toContain(`data-person-record="${message}"`);
    expect(page).toContain(m.person.matchedOn.email);
    expect(page).toContain(m.person.matchedOn.phone);
    expect(page).toContain("Quero saber <b>que dados</b> têm sobre mim.");

    const json = await admin.fetch(`/admin/drivers/${driver}/person/json`);
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    expect(json.headers.get("content-disposition")).toBe(`attachment; filename="${driver}-data.json"`);
    const exported = (await json.json()) as { records: Array<{ reference: string; history: unknown[] }> };
    // The driver sign-up without an e-mail came from the same phone: it is theirs too.
    expect(exported.records.map((record) => record.reference).sort()).toEqual([driver, message, noEmail].sort());
    expect(JSON.stringify(exported)).toContain(`[${driver}] Votre candidature de chauffeur`);

    const html = await admin.fetch(`/admin/drivers/${driver}/person/html`);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    const readable = await html.text();
    expect(readable).toContain("Joana &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(readable).not.toContain("<script>");

    const record = shown((await admin.request(`/admin/drivers/${driver}`)).body);
    expect(record).toContain("Ana Admin exportou tudo sobre a pessoa (3 registos, JSON)");
    expect(record).toContain("Ana Admin exportou tudo sobre a pessoa (3 registos, HTML)");
    expect(shown((await admin.request("/admin/audit")).body)).toContain(
      "Exportou tudo sobre uma pessoa (3 registos, JSON)",
    );

    const olga = (await addMember(site, admin, "olga@kamba.ao", "operations", "Olga Operações")).member;
    expect((await olga.request(`/admin/drivers/${driver}/person`)).status).toBe(403);
    expect((await olga.fetch(`/admin/drivers/${driver}/person/json`)).status).toBe(403);
    expect((await admin.fetch(`/admin/drivers/${driver}/person/xml`)).status).toBe(404);
    expect((await admin.fetch(`/admin/drivers/KX-AAAA-AAAA/person/json`)).status).toBe(404);
  });
});
