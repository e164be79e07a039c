import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPt } from "~/i18n/admin/pt";
import { adminEn } from "~/i18n/admin/en";
import { siteDatabases } from "../support/databases";
import { TestMailServer } from "../support/mail-server";
import type { SiteProcess } from "../support/site-process";
import { revisionIn } from "../support/publishing-forms";
import {
  addMember,
  formKeyIn,
  shownText as shown,
  siteWithAdmin,
  type StaffBrowser,
  subjectIn,
  bodyIn,
} from "../support/staff-browser";
import { submitDriver } from "../support/submissions";

const m = adminPt;
const editor = "/admin/templates?inbox=drivers&purpose=reject";
/** What the editor's box for a field holds. */
const fieldIn = (html: string, name: string) =>
  name.startsWith("subject")
    ? (new RegExp(`id="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "")
    : (new RegExp(`id="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "");

/** An admin's version of the drivers' "reject" template, in the three languages. */
const texts = {
  subject_pt: "Candidatura de {{name}}",
  body_pt: "Olá {{name}},\n\nA referência {{reference}} não avança.\n\n{{staff}}, {{company}}",
  subject_en: "Application of {{name}}",
  body_en: "Hello {{name}},\n\nReference {{reference}} does not go on.\n\n{{staff}}, {{company}}",
  subject_fr: "Candidature de {{name}}",
  body_fr: "Bonjour {{name}},\n\nLa référence {{reference}} ne continue pas.\n\n{{staff}}, {{company}}",
};

describe.each(siteDatabases)("admins manage the message templates, on $name", ({ env }) => {
  let site: SiteProcess;
  let mail: TestMailServer;
  let admin: StaffBrowser;
  let driver: string;
  /** The editor's form fields as the page holds them now (a fresh key, its revision). */
  const formOf = async (address = editor) => {
    const page = (await admin.request(address)).body;
    return { formKey: formKeyIn(page), revision: revisionIn(page), inbox: "drivers", purpose: "reject" };
  };

  beforeAll(async () => {
    mail = await TestMailServer.start();
    ({ site, admin } = await siteWithAdmin("message-templates", {
      ...(await env()),
      ...mail.env,
      MAIL_POLL_SECONDS: "0.1",
    }));
    driver = await submitDriver(site, { firstName: "Joana", lastName: "Lopes", email: "joana@example.ao" }, "fr");
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
    await mail.stop();
  });

  it("lists each inbox's templates; previews an edit filled with an example person, escaped, saving nothing", async () => {
    const list = shown((await admin.request("/admin/templates")).body);
    expect(list).toContain(m.templates.title);
    expect(list).toContain('data-template-link="applications.invite"');
    expect(list).toContain('data-template-link="deliveries.answer"');
    expect(list).not.toContain('data-template-link="drivers.invite"');
    expect((await admin.request("/admin")).body).toContain('href="/admin/templates"');

    const page = (await admin.request(editor)).body;
    expect(fieldIn(page, "subject_fr")).toBe("Votre candidature de chauffeur");
    expect(revisionIn(page)).toBe("0");
    expect(shown(page)).toContain("{{reference}}");
    // The job is no placeholder of the drivers' templates.
    expect(page).not.toContain('<code class="font-mono text-brand-900">{{job}}</code>');
    const preview = await admin.request(editor, {
      ...(await formOf()),
      ...texts,
      body_en: "Hello {{name}} <script>alert(1)</script>,\n\n{{reference}} · {{staff}}",
      intent: "preview",
    });
    expect(preview.status).toBe(200);
    const previewed = shown(preview.body);
    expect(previewed).toContain("[KX-7F3K-92QD] Candidature de Maria Domingos");
    expect(previewed).toContain("Hello Maria Domingos <script>alert(1)</script>,");
    expect(previewed).toContain("KX-7F3K-92QD · Ana Admin");
    expect(preview.body).not.toContain("<script>alert(1)");
    // What was typed stays in the form; nothing is saved.
    expect(fieldIn(preview.body, "subject_pt")).toBe("Candidatura de {{name}}");
    expect(shown((await admin.request("/admin/templates")).body)).not.toContain('data-template-state="changed"');
  });

  it("saves the admin's version once; a record's draft starts from it in each language; the audit says so", async () => {
    const form = await formOf();
    const saved = await admin.request(editor, { ...form, ...texts, intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.location).toContain("done=saved");
    // The same form sent again (a double tap) saves nothing more.
    const again = await admin.request(editor, { ...form, ...texts, intent: "save" });
    expect(again.status).toBe(302);
    const audit = shown((await admin.request("/admin/audit?kind=settings")).body);
    expect(audit.split("Mudou o modelo de mensagem «Rejeitar» de Motoristas")).toHaveLength(2);

    const page = shown((await admin.request(saved.location!)).body);
    expect(page).toContain(m.templates.done.saved);
    expect(page).toMatch(/Mudado por Ana Admin em/);

    const record = `/admin/drivers/${driver}?template=reject`;
    const french = (await admin.request(record)).body;
    expect(subjectIn(french)).toBe("Candidature de Joana Lopes");
    expect(shown(bodyIn(french))).toContain(`La référence ${driver} ne continue pas.`);
    expect(shown(bodyIn(french))).toContain("Ana Admin, Kamba Express");
    expect(subjectIn((await admin.request(`${record}&in=pt`)).body)).toBe("Candidatura de Joana Lopes");
    const english = (await admin.request(`${record}&in=en`)).body;
    expect(subjectIn(english)).toBe("Application of Joana Lopes");
    expect(shown(bodyIn(english))).toContain(`Reference ${driver} does not go on.`);
    // The status the template goes with is still offered.
    expect(french).toMatch(/<option value="rejected" selected="">/);
    // Another inbox's templates are untouched.
    const other = (await admin.request("/admin/templates?inbox=drivers&purpose=approve")).body;
    expect(fieldIn(other, "subject_pt")).toBe("A sua candidatura de motorista foi aprovada");
  });

  it("keeps HTML in a template as text: the e-mail escapes it", async () => {
    const form = await formOf();
    const html = "<b>Olá</b> {{name}} & <script>alert(1)</script>";
    const saved = await admin.request(editor, { ...form, ...texts, body_fr: html, intent: "save" });
    expect(saved.status).toBe(302);
    const page = (await admin.request(`/admin/drivers/${driver}?template=reject`)).body;
    expect(shown(bodyIn(page))).toBe("<b>Olá</b> Joana Lopes & <script>alert(1)</script>");
    const sent = await admin.request(`/admin/drivers/${driver}`, {
      intent: "message",
      formKey: formKeyIn(page),
      revision: revisionIn(page),
      language: "fr",
      purpose: "reject",
      subject: subjectIn(page),
      body: shown(bodyIn(page)),
      status: "",
    });
    expect(sent.status).toBe(200);
    const [message] = await mail.waitForTo("joana@example.ao", 1, (found) => /^\[KX-/.test(found.subject ?? ""));
    expect(message!.text).toContain("<b>Olá</b> Joana Lopes & <script>alert(1)</script>");
    expect(message!.html).toContain("&#60;b&#62;Olá&#60;/b&#62; Joana Lopes &#38; &#60;script&#62;");
    expect(message!.html).not.toContain("<script>");
  });

  it("refuses each bad field with a message in the admin's language, keeping the text, writing nothing", async () => {
    const before = (await admin.request(editor)).body;
    const form = await formOf();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ subject_en: "" }, "subject_en", m.templates.errors.required],
      [{ body_fr: "   " }, "body_fr", m.templates.errors.required],
      [{ subject_pt: "x".repeat(201) }, "subject_pt", m.templates.errors.tooLong.replace("{{max}}", "200")],
      [{ body_pt: "x".repeat(5001) }, "body_pt", m.templates.errors.tooLong.replace("{{max}}", "5000")],
      [{ subject_pt: "Olá\r\nBcc: todos@evil.example" }, "subject_pt", m.templates.errors.characters],
      [{ body_pt: "Olá\u0000 mundo" }, "body_pt", m.templates.errors.characters],
      [{ body_en: "Hello \u202Eevil" }, "body_en", m.templates.errors.characters],
      [{ subject_pt: "Olá \u2066{{name}}" }, "subject_pt", m.templates.errors.characters],
      [
        { body_pt: "O seu salário: {{salary}}" },
        "body_pt",
        m.templates.errors.placeholder.replace("{{found}}", "{{salary}}"),
      ],
      [{ body_pt: "A vaga {{job}}" }, "body_pt", m.templates.errors.placeholder.replace("{{found}}", "{{job}}")],
      [
        { body_pt: "Entrevista: {{interview}}" },
        "body_pt",
        m.templates.errors.placeholder.replace("{{found}}", "{{interview}}"),
      ],
      [
        { subject_fr: "Bonjour {{ name }}" },
        "subject_fr",
        m.templates.errors.placeholder.replace("{{found}}", "{{ name }}"),
      ],
      [
        { body_en: "Hello {{ name, thanks" },
        "body_en",
        m.templates.errors.unclosed.replace("{{found}}", "{{ name,").replace("{{example}}", "{{name}}"),
      ],
      [
        { body_en: "Hello name}}" },
        "body_en",
        m.templates.errors.unclosed.replace("{{found}}", "name}}").replace("{{example}}", "{{name}}"),
      ],
    ];
    for (const [changes, field, message] of cases) {
      const refused = await admin.request(editor, { ...form, ...texts, ...changes, intent: "save" });
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(shown(refused.body), JSON.stringify(changes)).toContain(message);
      expect(refused.body, JSON.stringify(changes)).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
      // What was typed is still in the form (the other fields too).
      expect(shown(fieldIn(refused.body, "subject_pt")), JSON.stringify(changes)).toBe(
        changes.subject_pt ?? texts.subject_pt,
      );
    }
    // A purpose the inbox does not offer, an inbox that is none: refused, with a message.
    for (const other of [{ purpose: "invite" }, { inbox: "kitchen" }]) {
      const refused = await admin.request("/admin/templates", { ...form, ...texts, ...other, intent: "save" });
      expect(refused.status).toBe(400);
      expect(shown(refused.body)).toContain(m.templates.errors.unknownTemplate);
    }
    // A changed form (no revision, an unknown intent): refused, never a 5xx.
    expect((await admin.request(editor, { ...form, ...texts, revision: "x", intent: "save" })).status).toBe(400);
    expect((await admin.request(editor, { ...form, ...texts, revision: "99999999999", intent: "save" })).status).toBe(
      400,
    );
    expect((await admin.request(editor, { ...form, ...texts, intent: "drop" })).status).toBe(400);
    expect((await admin.request("/admin/templates?inbox=drivers&purpose=invite")).status).toBe(404);
    // Nothing was written.
    expect(fieldIn((await admin.request(editor)).body, "body_fr")).toBe(fieldIn(before, "body_fr"));
    expect(revisionIn((await admin.request(editor)).body)).toBe(revisionIn(before));
  });

  it("lets the applications' invitation use {{job}} and {{interview}}; messages in the admin's language", async () => {
    const address = "/admin/templates?inbox=applications&purpose=invite";
    const page = (await admin.request(address)).body;
    expect(shown(page)).toContain("{{interview}}");
    const form = { formKey: formKeyIn(page), revision: revisionIn(page), inbox: "applications", purpose: "invite" };
    const preview = await admin.request(address, {
      ...form,
      ...texts,
      body_pt: "Olá {{name}}, entrevista para {{job}}: {{interview}}.",
      intent: "preview",
    });
    expect(preview.status).toBe(200);
    expect(shown(preview.body)).toContain("entrevista para Motorista de entregas: segunda-feira, 7 de dezembro");

    await admin.request("/admin/language", { language: "en", back: "/admin" });
    const refused = await admin.request(address, { ...form, ...texts, body_pt: "{{salary}}", intent: "preview" });
    expect(refused.status).toBe(400);
    expect(shown(refused.body)).toContain(adminEn.templates.errors.placeholder.replace("{{found}}", "{{salary}}"));
    await admin.request("/admin/language", { language: "pt", back: "/admin" });
  });

  it("refuses a stale page, saying who changed it and keeping the typed text; restores the original", async () => {
    const stalePage = await formOf();
    // Someone else saves in between.
    const saved = await admin.request(editor, {
      ...(await formOf()),
      ...texts,
      subject_pt: "Outra versão",
      intent: "save",
    });
    expect(saved.status).toBe(302);
    const refused = await admin.request(editor, {
      ...stalePage,
      ...texts,
      subject_pt: "A minha versão",
      intent: "save",
    });
    expect(refused.status).toBe(409);
    expect(shown(refused.body)).toMatch(/Nada foi guardado: Ana Admin guardou este modelo em/);
    expect(shown(refused.body)).toContain(m.templates.staleKept);
    expect(fieldIn(refused.body, "subject_pt")).toBe("A minha versão");
    expect(fieldIn((await admin.request(editor)).body, "subject_pt")).toBe("Outra versão");
    // The refused page now stands on the current revision: saving again replaces theirs.
    expect(revisionIn(refused.body)).toBe(revisionIn((await admin.request(editor)).body));

    // Back to the original text.
    const current = await formOf();
    // Asked first: without the dialog's `confirmed`, nothing is restored.
    const unconfirmed = await admin.request(editor, { ...current, intent: "restore" });
    expect(unconfirmed.status).toBe(400);
    expect(shown(unconfirmed.body)).toContain(m.templates.errors.confirm);
    expect(fieldIn((await admin.request(editor)).body, "subject_pt")).toBe("Outra versão");
    const dialog = shown((await admin.request(`${editor}&confirm=restore`)).body);
    expect(dialog).toContain(
      m.templates.confirmTitle.replace("{{purpose}}", "Rejeitar").replace("{{inbox}}", "Motoristas"),
    );
    const restored = await admin.request(editor, { ...current, intent: "restore", confirmed: "yes" });
    expect(restored.status).toBe(302);
    const page = (await admin.request(restored.location!)).body;
    expect(shown(page)).toContain(m.templates.done.restored);
    expect(revisionIn(page)).toBe("0");
    expect(fieldIn(page, "subject_pt")).toBe("A sua candidatura de motorista");
    expect(subjectIn((await admin.request(`/admin/drivers/${driver}?template=reject`)).body)).toBe(
      "Votre candidature de chauffeur",
    );
    // A page read before the restore cannot save over it, nor restore again.
    const late = await admin.request(editor, { ...current, formKey: crypto.randomUUID(), ...texts, intent: "save" });
    expect(late.status).toBe(409);
    expect(shown(late.body)).toMatch(/Ana Admin repôs o texto original em/);
    const audit = shown((await admin.request("/admin/audit?kind=settings")).body);
    expect(audit).toContain("Repôs o texto original do modelo de mensagem «Rejeitar» de Motoristas");
  });

  it("opens for admins only, as the other admin pages", async () => {
    const olga = (await addMember(site, admin, "olga@kamba.ao", "operations", "Olga Operações")).member;
    expect((await olga.request("/admin/templates")).status).toBe(403);
    expect((await olga.request(editor, { ...(await formOf()), ...texts, intent: "save" })).status).toBe(403);
    expect((await olga.request("/admin")).body).not.toContain('href="/admin/templates"');
    expect(shown((await admin.request(editor)).body)).not.toContain('data-template-state="changed"');
  });
});
