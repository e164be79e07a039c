import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPt } from "~/i18n/admin/pt";
import { siteDatabases } from "../support/databases";
import {
  idAfter,
  newsForm,
  offerFields,
  photo,
  priceListForm,
  priceListRevision,
  revisionIn,
} from "../support/publishing-forms";
import { erasureForm, previewRows } from "../support/erasure-form";
import * as sample from "../support/sample-files";
import type { SiteProcess } from "../support/site-process";
import {
  addMember,
  decodeHtml as decode,
  MEMBER_PASSWORD,
  PASSWORD,
  siteWithAdmin,
  StaffBrowser,
  formKeyIn,
} from "../support/staff-browser";
import { openJobId, submitApplication } from "../support/submissions";

const m = adminPt;

/** The key a page rendered into its forms (a form that creates something sends it back). */
/** What a record page's note box holds. */
const noteBox = (html: string) => decode(/id="record-note-text"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? "");
const count = (html: string, text: string) => decode(html).split(text).length - 1;
/** The notices a page shows (the page also carries every back-office text for the browser). */
const notices = (html: string) =>
  [...html.matchAll(/data-form-notice="\w+"[^>]*>([\s\S]*?)<\/div>/g)].map(([, text]) => decode(text!)).join("\n");

/**
 * Two members of staff at work at once, sessions that end while a page is open, double clicks and
 * one-click changes: nothing is overwritten unseen, lost, stored twice or changed without asking (ADR 038).
 */
describe.each(siteDatabases)("staff never overwrite or lose each other's work on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let rui: StaffBrowser;
  let rita: { member: StaffBrowser; recoveryCodes: string[] };

  beforeAll(async () => {
    const limits = { FORM_RATE_LIMIT: "1000", FORM_BURST_LIMIT: "1000" };
    ({ site, admin } = await siteWithAdmin("staff-changes", { ...(await env()), ...limits }));
    rui = (await addMember(site, admin, "rui@kamba.ao", "recruiter", "Rui Recrutamento")).member;
    rita = await addMember(site, admin, "rita@kamba.ao", "recruiter", "Rita Recrutamento");
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("the later of two edits of one job offer is refused, shows what the first changed and keeps what was typed", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const created = await rui.request("/admin/jobs/new", { ...offerFields(unique), intent: "save-open" });
    const id = idAfter(created.location, "jobs");
    // Both open the editor.
    const ruiPage = (await rui.request(`/admin/jobs/${id}`)).body;
    const ritaPage = (await rita.member.request(`/admin/jobs/${id}`)).body;
    expect(revisionIn(ritaPage)).toBe(revisionIn(ruiPage));

    const ruiSaved = await rui.request(`/admin/jobs/${id}`, {
      ...offerFields(unique, { title_pt: `Estafeta de mota ${unique}`, salaryMax: "250000" }),
      revision: revisionIn(ruiPage),
      intent: "save",
    });
    expect(ruiSaved.location).toBe(`/admin/jobs/${id}?done=saved`);

    const ritaText = `Entregas ao fim de semana em Viana ${unique}.`;
    const refused = await rita.member.request(`/admin/jobs/${id}`, {
      ...offerFields(unique, { description_pt: ritaText }),
      revision: revisionIn(ritaPage),
      intent: "save",
    });
    expect(refused.status).toBe(409);
    const html = decode(refused.body);
    expect(notices(refused.body)).toContain(m.publishing.stale);
    // Who changed which fields: the title and the maximum salary, not the description.
    expect(notices(refused.body)).toContain(
      `Rui Recrutamento editou «Estafeta de mota ${unique}»: Título (português), Salário máximo (AOA)`,
    );
    expect(notices(refused.body)).toContain(m.publishing.staleKept);
    // What those fields hold now, beside her form.
    expect(notices(refused.body)).toMatch(
      new RegExp(`Título \\(português\\):</dt><dd[^>]*>Estafeta de mota ${unique}</dd>`),
    );
    // Her text is in the form; his is stored and on the site.
    expect(decode(/id="description_pt"[^>]*>([^<]*)</.exec(refused.body)?.[1] ?? "")).toBe(ritaText);
    expect(html).toContain(`value="Motorista de entregas ${unique}"`);
    const board = decode(await (await fetch(`${site.url}/careers/${id}`)).text());
    expect(board).toContain(`Estafeta de mota ${unique}`);
    expect(board).not.toContain(ritaText);

    // Having seen it, she saves her text on the revision the refusal gave; her line names her field.
    const again = await rita.member.request(`/admin/jobs/${id}`, {
      ...offerFields(unique, { title_pt: `Estafeta de mota ${unique}`, salaryMax: "250000", description_pt: ritaText }),
      revision: revisionIn(refused.body),
      intent: "save",
    });
    expect(again.location).toBe(`/admin/jobs/${id}?done=saved`);
    const editor = decode((await rita.member.request(`/admin/jobs/${id}`)).body);
    expect(editor).toContain(`Rita Recrutamento editou «Estafeta de mota ${unique}»: Descrição (português)`);

    // Closing from a page read before both edits is refused too: the offer stays on the site.
    const close = await rui.request(`/admin/jobs/${id}`, { intent: "close", revision: revisionIn(ruiPage) });
    expect(close.status).toBe(409);
    expect(notices(close.body)).toContain(`Rita Recrutamento editou «Estafeta de mota ${unique}»`);
    expect((await fetch(`${site.url}/careers/${id}`)).status).toBe(200);
    // A change without its revision is not a form of ours.
    expect((await rui.request(`/admin/jobs/${id}`, { intent: "close" })).status).toBe(400);
  });

  it("news and the price list refuse a change made on a page read before someone else's", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const fields = {
      title_pt: `Armazém novo ${unique}`,
      excerpt_pt: "Mais espaço para a mercadoria dos clientes.",
      content_pt: "Abrimos um armazém novo no Talatona.",
      category: "company",
      date: "2026-11-20",
    };
    const image = { bytes: await photo(900, 500), name: "a.jpg", type: "image/jpeg" };
    const created = await admin.upload("/admin/news/new", newsForm({ ...fields, intent: "save-publish" }, image));
    const id = idAfter(created.location, "news");
    const read = revisionIn((await admin.request(`/admin/news/${id}`)).body);
    const saved = await admin.upload(
      `/admin/news/${id}`,
      newsForm({ ...fields, excerpt_pt: "Um resumo escrito por outra pessoa.", revision: read, intent: "save" }),
    );
    expect(saved.location).toBe(`/admin/news/${id}?done=saved`);
    const stale = await admin.upload(
      `/admin/news/${id}`,
      newsForm(
        { ...fields, content_pt: `O meu texto ${unique}, escrito antes.`, revision: read, intent: "save" },
        image,
      ),
    );
    expect(stale.status).toBe(409);
    expect(notices(stale.body)).toContain(`editou «Armazém novo ${unique}»: Resumo (português)`);
    expect(decode(/id="content_pt"[^>]*>([^<]*)</.exec(stale.body)?.[1] ?? "")).toBe(
      `O meu texto ${unique}, escrito antes.`,
    );
    const unpublish = await admin.upload(`/admin/news/${id}`, newsForm({ intent: "unpublish", revision: read }));
    expect(unpublish.status).toBe(409);
    expect(decode(await (await fetch(`${site.url}/`)).text())).toContain(`Armazém novo ${unique}`);

    const page = (await admin.request("/admin/price-list")).body;
    const first = sample.pdf(11_111);
    const upload = (bytes: Buffer, revision: string) =>
      admin.upload(
        "/admin/price-list",
        priceListForm({ language: "fr", intent: "upload", revision }, { bytes, name: "grille.pdf" }),
      );
    expect((await upload(first, priceListRevision(page, "fr"))).location).toBe(
      "/admin/price-list?done=replaced&language=fr",
    );
    const late = await upload(sample.pdf(22_222), priceListRevision(page, "fr"));
    expect(late.status).toBe(409);
    expect(notices(late.body)).toContain("carregou a tabela de preços em francês (grille.pdf)");
    const served = Buffer.from(await (await fetch(`${site.url}/pdf/price-list-fr.pdf`)).arrayBuffer());
    expect(served.equals(first)).toBe(true);
  });

  it("restoring the generated price list, disabling an account, resetting its authenticator or password ask first", async () => {
    const now = priceListRevision((await admin.request("/admin/price-list")).body, "fr");
    const unasked = await admin.upload(
      "/admin/price-list",
      priceListForm({ language: "fr", intent: "restore", revision: now }),
    );
    expect(unasked.status).toBe(400);
    expect(notices(unasked.body)).toContain(m.priceList.errors.confirm);
    const asking = decode((await admin.request("/admin/price-list?confirm=restore&language=fr")).body);
    expect(asking).toContain("Repor a tabela de preços gerada em francês?");
    expect(asking).toMatch(/role="alertdialog"/);
    const restored = await admin.upload(
      "/admin/price-list",
      priceListForm({ language: "fr", intent: "restore", revision: now, confirmed: "yes" }),
    );
    expect(restored.location).toBe("/admin/price-list?done=restored&language=fr");

    const staff = (await admin.request("/admin/staff")).body;
    const ruiId = /data-staff-id="([^"]+)"[^>]*>\s*<th[^>]*>Rui Recrutamento/.exec(staff)?.[1] ?? "";
    expect(ruiId).not.toBe("");
    // The buttons are links to a question, not forms that act.
    expect(staff).toContain(`href="/admin/staff?confirm=disable&amp;account=${ruiId}"`);
    for (const intent of ["disable", "reset-authenticator", "reset-password"]) {
      const refused = await admin.request("/admin/staff", { intent, id: ruiId });
      expect(refused.status, intent).toBe(400);
      expect(notices(refused.body), intent).toContain(m.staff.problems.confirm);
    }
    // Nothing happened to Rui: his session still works.
    expect((await rui.request("/admin/jobs")).status).toBe(200);
    const question = decode((await admin.request(`/admin/staff?confirm=disable&account=${ruiId}`)).body);
    expect(question).toContain("Desativar a conta de Rui Recrutamento?");
    expect(question).toContain('name="confirmed" value="yes"');
    const disabled = await admin.request("/admin/staff", { intent: "disable", id: ruiId, confirmed: "yes" });
    expect(notices(disabled.body)).toContain(m.staff.saved);
    expect((await rui.request("/admin/jobs")).location).toMatch(/^\/admin\/sign-in/);
  });

  it("a form sent twice creates one note, one account and one job offer; a refused note comes back in its box", async () => {
    const reference = await submitApplication(site, await openJobId(site), { name: "Dina Dupla" });
    const record = `/admin/applications/${reference}`;
    const key = formKeyIn((await admin.request(record)).body);
    for (let click = 0; click < 2; click += 1) {
      const sent = await admin.request(record, { intent: "note", note: "Ligar na segunda-feira", formKey: key });
      expect(sent.status).toBe(200);
    }
    const page = (await admin.request(record)).body;
    expect(count(page, 'data-history="note"')).toBe(1);
    // After the note is stored the page's box is empty, with a new key.
    expect(noteBox(page)).toBe("");
    expect(formKeyIn(page)).not.toBe(key);
    const tooLong = "x".repeat(2001);
    const refused = await admin.request(record, { intent: "note", note: tooLong, formKey: formKeyIn(page) });
    expect(refused.status).toBe(400);
    expect(noteBox(refused.body)).toBe(tooLong);

    const accountKey = formKeyIn((await admin.request("/admin/staff")).body);
    const account = { intent: "create", name: "Dupla Conta", email: "dupla@kamba.ao", role: "operations" };
    const first = await admin.request("/admin/staff", { ...account, formKey: accountKey });
    expect(decode(first.body)).toMatch(/Palavra-passe temporária \(mostrada só agora\): [A-Za-z2-9-]{23}/);
    const second = await admin.request("/admin/staff", { ...account, formKey: accountKey });
    expect(second.status).toBe(409);
    expect(notices(second.body)).toContain(m.staff.problems.duplicate);
    expect(notices(second.body)).not.toContain(m.staff.problems.exists);

    const unique = crypto.randomUUID().slice(0, 6);
    const offerKey = formKeyIn((await admin.request("/admin/jobs/new")).body);
    const offers = await Promise.all(
      [0, 1].map(() => admin.request("/admin/jobs/new", { ...offerFields(unique), intent: "save", formKey: offerKey })),
    );
    expect(idAfter(offers[0]!.location, "jobs")).toBe(idAfter(offers[1]!.location, "jobs"));
    expect(count((await admin.request("/admin/jobs")).body, `>Motorista de entregas ${unique}</a>`)).toBe(1);
  });

  it("the applications of an offer are its rows: an erased application no longer counts", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const created = await admin.request("/admin/jobs/new", { ...offerFields(unique), intent: "save-open" });
    const id = idAfter(created.location, "jobs");
    const erased = await submitApplication(site, id, {
      name: "Eva Apagada",
      email: `eva${unique}@example.ao`,
      phone: "931 222 333",
    });
    await submitApplication(site, id, {
      name: "Fabio Fica",
      email: `fabio${unique}@example.ao`,
      phone: "912 345 678",
    });
    const applications = async () => {
      const list = (await admin.request("/admin/jobs")).body;
      return new RegExp(`data-offer-id="${id}"(?:(?!</tr>)[\\s\\S])*?<td class="px-3 py-3">(\\d+)</td>`).exec(
        list,
      )?.[1];
    };
    expect(await applications()).toBe("2");
    const erasePage = `/admin/applications/${erased}/erase`;
    const erasure = await admin.request(erasePage, erasureForm(previewRows((await admin.request(erasePage)).body)));
    expect(erasure.status).toBe(200);
    expect(await applications()).toBe("1");
  });

  it("a form sent after the session ended leads to signing in, then back to its page with what was typed", async () => {
    const reference = await submitApplication(site, await openJobId(site), { name: "Gil Sessão" });
    const record = `/admin/applications/${reference}`;
    const member = rita.member;
    const key = formKeyIn((await member.request(record)).body);
    // The session ends while the page is open (the browser drops its expired cookies).
    for (const name of [...member.cookies.keys()]) if (name.startsWith("kamba-staff.")) member.cookies.delete(name);

    const note = `Ligar à candidata amanhã às 10h ${reference}`;
    const sent = await member.request(record, { intent: "note", note, formKey: key });
    expect(sent.status).toBe(303);
    const signInAddress = sent.location ?? "";
    expect(signInAddress).toBe(`/admin/sign-in?next=${encodeURIComponent(record)}&ended=kept`);
    expect(member.cookies.has("kamba-staff.draft")).toBe(true);
    expect(decode((await admin.request(record)).body)).not.toContain(note);

    // The sign-in page says why, without naming anyone; signing in leads back to the record.
    const signInPage = (await member.request(signInAddress)).body;
    expect(notices(signInPage)).toContain(m.signIn.expiredKept);
    expect(decode(signInPage)).not.toContain("Rita Recrutamento");
    const password = await member.request(signInAddress, { email: "rita@kamba.ao", password: MEMBER_PASSWORD });
    expect(password.location).toBe(`/admin/two-factor?next=${encodeURIComponent(record)}`);
    const code = await member.request(`/admin/two-factor?method=recovery&next=${encodeURIComponent(record)}`, {
      code: rita.recoveryCodes.shift()!,
    });
    expect(code.location).toBe(record);
    const back = await member.request(record);
    expect(noteBox(back.body)).toBe(note);
    expect(notices(back.body)).toContain(m.draftRestored);
    expect(member.cookies.has("kamba-staff.draft")).toBe(false);
    // Given back once: the next visit shows an empty box, and nothing was stored meanwhile.
    expect(noteBox((await member.request(record)).body)).toBe("");
    expect(count((await admin.request(record)).body, note)).toBe(0);
  });

  it("keeps nothing a form from another site sends, and signs in only to a back-office page of this site", async () => {
    const stranger = await fetch(`${site.url}/admin/staff`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ intent: "create", name: "Intrusa", email: "x@evil.example", role: "admin" }),
    });
    // Refused before anything else (ADR 039): no draft kept, no cookie, no way in.
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get("location")).toBeNull();
    expect(stranger.headers.getSetCookie()).toEqual([]);

    const visitor = new StaffBrowser(site);
    for (const next of [
      "//evil.example/admin",
      "/\\evil.example",
      "https://evil.example/admin",
      "/admin/../careers",
      "/admin/\r\nSet-Cookie: x=1",
      "/admin\u202e/staff",
      "/adminx",
      "/careers",
    ]) {
      const signedIn = await visitor.request(`/admin/sign-in?next=${encodeURIComponent(next)}`, {
        email: "chefe@kamba.ao",
        password: PASSWORD,
      });
      expect(signedIn.location, next).toBe("/admin/two-factor?next=%2Fadmin");
    }
  });
});
