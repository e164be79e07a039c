import type { ParsedMail } from "mailparser";
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
  staffIdIn,
  type StaffBrowser,
} from "../support/staff-browser";
import { openJobId, submitApplication, submitDriver } from "../support/submissions";
import { erasureForm, previewRows } from "../support/erasure-form";

const m = adminPt;
const ids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());
/** A day in Luanda `days` from now, as the date box sends it. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Luanda" }).format(new Date(Date.now() + days * 86_400_000));
/** The calendar part of an e-mail (nodemailer's icalEvent), as text. */
const calendarOf = (mail: ParsedMail) =>
  mail.attachments
    .filter((part) => part.contentType.startsWith("text/calendar") || part.contentType === "application/ics")
    .map((part) => part.content.toString("utf8"))
    .join("\n")
    // Long lines are folded (RFC 5545): read them whole.
    .replace(/\r?\n[ \t]/g, "");

describe.each(siteDatabases)("recruiting: reasons for a rejection and interviews, on $name", ({ env }) => {
  let site: SiteProcess;
  let mail: TestMailServer;
  let admin: StaffBrowser;

  beforeAll(async () => {
    mail = await TestMailServer.start();
    ({ site, admin } = await siteWithAdmin("recruiting", { ...(await env()), ...mail.env, MAIL_POLL_SECONDS: "0.1" }));
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("a rejection needs one of the reasons offered, keeps it with the decision, in the CSV and on the dashboard", async () => {
    const driver = await submitDriver(site, { firstName: "Rui", lastName: "Neto", email: "rui@example.ao" });
    const address = `/admin/drivers/${driver}`;
    const page = (await admin.request(address)).body;
    const offered = reasonsIn(page, "record-reason");
    expect(offered.map((reason) => reason.label)).toContain("Documentos em falta");
    const application = await submitApplication(site, await openJobId(site), { email: "rui.candidato@example.ao" });
    const applicationPage = (await admin.request(`/admin/applications/${application}`)).body;
    const applicationReason = reasonsIn(applicationPage, "record-reason")[0]!;
    const base = { intent: "status", formKey: formKeyIn(page), revision: revisionIn(page), status: "rejected" };
    for (const reason of ["", "abc", "0", "99999999", "1 OR 1=1", applicationReason.value]) {
      const refused = await admin.request(address, { ...base, reason });
      expect(refused.status, reason).toBe(400);
      expect(shown(refused.body), reason).toContain(m.problems.rejectionReason);
    }
    expect(shown((await admin.request(address)).body)).toContain('data-status="pending"');

    const chosen = offered.find((reason) => reason.label === "Documentos em falta")!;
    expect((await admin.request(address, { ...base, reason: chosen.value })).status).toBe(200);
    const after = shown((await admin.request(address)).body);
    expect(after).toContain('data-status="rejected"');
    expect(after).toContain(m.record.rejectedFor.replace("{{reason}}", "Documentos em falta"));
    expect(after).toContain(m.history.rejectionReason.replace("{{reason}}", "Documentos em falta"));
    // In English, the reason reads in English.
    expect(shown((await admin.request(`${address}?lng=en`)).body)).toContain("Reason: Documents missing");
    await admin.request(`${address}?lng=pt`);

    const csv = (await admin.request("/admin/drivers/export.csv")).body;
    expect(csv.split("\r\n")[0]).toContain(`"${m.inbox.rejectionReason}"`);
    expect(csv).toMatch(new RegExp(`"${driver}",[^\\r\\n]*"Documentos em falta"`));
    const dashboard = shown((await admin.request("/admin")).body);
    expect(dashboard).toContain(m.recruiting.rejections);
    expect(dashboard).toMatch(/data-rejections="drivers"[\s\S]*Documentos em falta[\s\S]*?1/);

    // Taken back from "rejected", the record keeps no reason.
    const rejected = (await admin.request(address)).body;
    const back = { ...base, formKey: formKeyIn(rejected), revision: revisionIn(rejected), status: "reviewing" };
    expect((await admin.request(address, back)).status).toBe(200);
    expect(shown((await admin.request(address)).body)).not.toContain("data-rejection-reason");

    // A selection rejected at once needs a reason too.
    const other = await submitDriver(site, { firstName: "Lia", lastName: "Gomes" });
    const list = (await admin.request("/admin/drivers")).body;
    const row = new RegExp(`name="record" value="(\\d+\\.\\d+)"[^>]*aria-label="[^"]*${other}`).exec(list);
    const value = row?.[1] ?? /name="record" value="(\d+\.\d+)"/.exec(list)![1]!;
    const bulk = { intent: "bulk-status", status: "rejected", record: value, formKey: formKeyIn(list) };
    const refused = await admin.request("/admin/drivers", bulk);
    expect(shown(refused.body)).toContain(m.problems.rejectionReason);
    expect((await admin.request("/admin/drivers", { ...bulk, reason: chosen.value })).status).toBe(200);
  });

  it("admins keep the list: add in three languages, refuse what is wrong, retire; each change in the audit", async () => {
    const page = (await admin.request("/admin/reasons")).body;
    const add = {
      intent: "add",
      inbox: "applications",
      formKey: formKeyIn(page),
      "label-pt": "Não respondeu ao contacto",
      "label-en": "Did not answer our call",
      "label-fr": "N'a pas répondu à notre appel",
    };
    const cases: Array<[Record<string, string>, string]> = [
      [{ "label-fr": "" }, m.problems.reasonLabel],
      [{ "label-en": "x".repeat(81) }, m.problems.reasonLabel],
      [{ "label-pt": "Não\u0000respondeu" }, m.problems.characters],
      [{ "label-pt": "Não\u202Erespondeu" }, m.problems.characters],
      [{ "label-en": "documents MISSING" }, m.problems.reasonTaken],
    ];
    for (const [changes, message] of cases) {
      const refused = await admin.request("/admin/reasons", { ...add, ...changes, formKey: crypto.randomUUID() });
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(shown(refused.body), JSON.stringify(changes)).toContain(message);
    }
    expect((await admin.request("/admin/reasons", { ...add, inbox: "messages" })).status).toBe(400);
    // Sent twice (a double tap): added once. HTML is kept as text.
    const twice = { ...add, "label-pt": "<b>Não respondeu</b> ao contacto" };
    expect((await admin.request("/admin/reasons", twice)).location).toBe("/admin/reasons?done=added");
    expect((await admin.request("/admin/reasons", twice)).location).toBe("/admin/reasons?done=added");
    const listed = (await admin.request("/admin/reasons")).body;
    // Listed once (its retire button is named after it).
    expect(shown(listed).split(`${m.reasons.retire}: <b>Não respondeu</b> ao contacto`).length - 1).toBe(1);
    expect(listed).not.toContain("<b>Não respondeu</b>");

    const [, added] = /data-reason="(\d+)"[^>]*>[^<]*<span[^>]*>&lt;b&gt;Não respondeu/.exec(listed) ?? [];
    expect(added).toBeTruthy();
    const application = await submitApplication(site, await openJobId(site), { email: "paula@example.ao" });
    const record = (await admin.request(`/admin/applications/${application}`)).body;
    expect(reasonsIn(record, "record-reason").map((reason) => reason.value)).toContain(added);
    const retired = await admin.request("/admin/reasons", { intent: "retire", inbox: "applications", reason: added! });
    expect(retired.location).toBe("/admin/reasons?done=changed");
    const again = (await admin.request(`/admin/applications/${application}`)).body;
    expect(reasonsIn(again, "record-reason").map((reason) => reason.value)).not.toContain(added);
    const refused = await admin.request(`/admin/applications/${application}`, {
      intent: "status",
      formKey: formKeyIn(again),
      revision: revisionIn(again),
      status: "rejected",
      reason: added!,
    });
    expect(shown(refused.body)).toContain(m.problems.rejectionReason);
    expect(shown((await admin.request("/admin/reasons")).body)).toContain(m.reasons.retired);

    const audit = shown((await admin.request("/admin/audit")).body);
    expect(audit).toContain("Acrescentou o motivo de recusa «<b>Não respondeu</b> ao contacto» em Candidaturas");
    expect(audit).toContain("Retirou o motivo de recusa");
    // Only admins keep the list.
    const { member } = await addMember(site, admin, "rh@kamba.ao", "recruiter", "Rita Recrutadora");
    expect((await member.request("/admin/reasons")).status).toBe(403);
    expect((await member.request("/admin/reasons", { ...add, formKey: crypto.randomUUID() })).status).toBe(403);
  });

  it("an interview is set, moved and cancelled, told to the person with a calendar file; the dashboard lists the week's", async () => {
    const application = await submitApplication(site, await openJobId(site), { email: "carla@example.ao" });
    const address = `/admin/applications/${application}`;
    const page = (await admin.request(address)).body;
    const me = staffIdIn(page, "Ana Admin");
    expect(me).toBeTruthy();
    const [key, again, cancel] = ids(3);
    const plan = {
      intent: "interview",
      formKey: key!,
      revision: revisionIn(page),
      day: dayFromNow(2),
      time: "10:30",
      minutes: "45",
      place: "https://meet.example.ao/kamba-entrevista",
      interviewer: me,
      tell: "yes",
    };
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ day: "2026-02-30" }, 400, m.problems.interviewWhen],
      [{ day: "amanhã" }, 400, m.problems.interviewWhen],
      [{ time: "25:00" }, 400, m.problems.interviewWhen],
      [{ day: dayFromNow(-1) }, 400, m.problems.interviewPast],
      [{ day: dayFromNow(400) }, 400, m.problems.interviewPast],
      [{ place: "  " }, 400, m.problems.interviewPlace],
      [{ place: "x".repeat(301) }, 400, m.problems.interviewPlace],
      [{ place: "Sala 2\r\nBcc: todos@evil.example" }, 400, m.problems.characters],
      [{ minutes: "50" }, 400, m.problems.invalid],
      [{ interviewer: "someone-else" }, 400, m.problems.invalid],
      [{ revision: "7" }, 409, m.problems.stale],
    ];
    for (const [changes, status, message] of refusals) {
      const refused = await admin.request(address, { ...plan, formKey: crypto.randomUUID(), ...changes });
      expect(refused.status, JSON.stringify(changes)).toBe(status);
      expect(shown(refused.body), JSON.stringify(changes)).toContain(message);
    }
    const untouched = shown((await admin.request(address)).body);
    expect(untouched).toContain(m.interview.none);
    expect(untouched).toContain('data-status="pending"');

    // Sent twice (a double tap): one interview, one invitation.
    expect((await admin.request(address, plan)).status).toBe(200);
    expect((await admin.request(address, plan)).status).toBe(200);
    const [invitation] = await mail.waitForTo("carla@example.ao", 1, (sent) => /^\[KX-/.test(sent.subject ?? ""));
    expect(invitation!.subject).toMatch(new RegExp(`^\\[${application}\\] A sua candidatura: .+: entrevista$`));
    expect(invitation!.text).toContain("Quando:");
    expect(invitation!.text).toContain("(hora de Luanda)");
    expect(invitation!.text).toContain("Duração: 45 minutos");
    expect(invitation!.text).toContain("Onde: https://meet.example.ao/kamba-entrevista");
    expect(invitation!.text).toContain("Com: Ana Admin");
    const calendar = calendarOf(invitation!);
    expect(calendar).toContain("METHOD:REQUEST");
    expect(calendar).toMatch(/UID:interview-\d+@/);
    expect(calendar).toContain("SEQUENCE:0");
    expect(calendar).toContain("ATTENDEE;");
    expect(calendar).toContain("MAILTO:carla@example.ao");
    const uid = /UID:(\S+)/.exec(calendar)![1];

    const set = shown((await admin.request(address)).body);
    expect(set).toContain('data-status="reviewed"');
    expect(set.match(/data-interview="/g)).toHaveLength(1);
    expect(set).toContain(m.interview.move);
    expect(set).toContain(m.history.interviewTold);
    // The invitation template, on the record, has the interview in words.
    const invite = shown((await admin.request(`${address}?template=invite`)).body);
    expect(invite).toContain("Onde: https://meet.example.ao/kamba-entrevista");
    const week = shown((await admin.request("/admin")).body);
    expect(week).toContain(`data-week-interview="${application}"`);

    // Moved: the same event, one sequence later.
    const moving = (await admin.request(address)).body;
    const moved = {
      ...plan,
      formKey: again!,
      revision: revisionIn(moving),
      time: "15:00",
      place: "Rua Rainha Ginga, 12",
    };
    expect((await admin.request(address, moved)).status).toBe(200);
    const [, second] = await mail.waitForTo("carla@example.ao", 2, (sent) => /^\[KX-/.test(sent.subject ?? ""));
    expect(calendarOf(second!)).toContain(`UID:${uid}`);
    expect(calendarOf(second!)).toContain("SEQUENCE:1");
    expect(calendarOf(second!)).toContain("LOCATION:Rua Rainha Ginga\\, 12");
    expect(shown((await admin.request(address)).body).match(/data-interview="/g)).toHaveLength(1);

    // Cancelled: the calendar removes it; the week no longer lists it.
    const cancelling = (await admin.request(address)).body;
    const interviewId = /name="interviewId" value="(\d+)"/.exec(cancelling)![1]!;
    const cancelled = await admin.request(address, {
      intent: "interview-cancel",
      formKey: cancel!,
      revision: revisionIn(cancelling),
      interviewId,
      tell: "yes",
    });
    expect(cancelled.status).toBe(200);
    const [, , third] = await mail.waitForTo("carla@example.ao", 3, (sent) => /^\[KX-/.test(sent.subject ?? ""));
    expect(third!.subject).toContain("a entrevista foi cancelada");
    expect(calendarOf(third!)).toContain("METHOD:CANCEL");
    expect(calendarOf(third!)).toContain(`UID:${uid}`);
    expect(calendarOf(third!)).toContain("SEQUENCE:2");
    const after = shown((await admin.request(address)).body);
    expect(after).toContain(m.interview.cancelledOn);
    expect(after).toContain(m.interview.schedule);
    expect(shown((await admin.request("/admin")).body)).not.toContain(`data-week-interview="${application}"`);
    // Cancelling it again changes nothing.
    const twice = await admin.request(address, {
      intent: "interview-cancel",
      formKey: crypto.randomUUID(),
      revision: revisionIn((await admin.request(address)).body),
      interviewId,
    });
    expect(twice.status).toBe(400);
  });

  it("an interview goes with the person's data when it is erased, and is in the export of everything about them", async () => {
    const application = await submitApplication(site, await openJobId(site), { email: "dora@example.ao" });
    const address = `/admin/applications/${application}`;
    const page = (await admin.request(address)).body;
    const plan = {
      intent: "interview",
      formKey: crypto.randomUUID(),
      revision: revisionIn(page),
      day: dayFromNow(1),
      time: "09:00",
      minutes: "30",
      place: "Sede, sala 3",
      interviewer: staffIdIn(page, "Ana Admin"),
    };
    expect((await admin.request(address, plan)).status).toBe(200);
    const exported = (await admin.request(`${address}/person/json`)).body;
    expect(exported).toContain('"place": "Sede, sala 3"');
    expect(shown((await admin.request("/admin")).body)).toContain(`data-week-interview="${application}"`);
    const preview = (await admin.request(`${address}/erase`)).body;
    const erased = await admin.request(`${address}/erase`, erasureForm(previewRows(preview)));
    expect(erased.status).toBe(200);
    expect(shown((await admin.request("/admin")).body)).not.toContain(`data-week-interview="${application}"`);
  });
});
