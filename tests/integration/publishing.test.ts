import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPt } from "~/i18n/admin/pt";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import { pt } from "~/i18n/pt";
import { siteDatabases } from "../support/databases";
import {
  idAfter,
  newsFields,
  newsForm,
  offerFields,
  photo,
  priceListForm,
  priceListRevision,
  revisionIn,
} from "../support/publishing-forms";
import * as sample from "../support/sample-files";
import type { SiteProcess } from "../support/site-process";
import { addMember, decodeHtml as decode, siteWithAdmin, type StaffBrowser } from "../support/staff-browser";
import { submitApplication } from "../support/submissions";

const m = adminPt;

describe.each(siteDatabases)("publishing from the back-office on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let recruiter: StaffBrowser;
  let operations: StaffBrowser;
  const get = async (pathname: string) => {
    const response = await fetch(`${site.url}${pathname}`);
    return { status: response.status, body: await response.text(), response };
  };

  beforeAll(async () => {
    ({ site, admin } = await siteWithAdmin("publishing", await env()));
    recruiter = (await addMember(site, admin, "rh@kamba.ao", "recruiter", "Rui Recrutamento")).member;
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("a recruiter's offer, published in two languages, is on the board, its page and the sitemap at once; closed, it is gone", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const saved = await recruiter.request("/admin/jobs/new", { ...offerFields(unique), intent: "save-open" });
    expect(saved.status).toBe(302);
    const id = idAfter(saved.location, "jobs");
    expect(id).not.toBe("");

    expect((await get("/careers")).body).toContain(`Motorista de entregas ${unique}`);
    expect((await get("/careers?lng=en")).body).toContain(`Delivery driver ${unique}`);
    // French was left empty: the site falls back to Portuguese.
    expect((await get("/careers?lng=fr")).body).toContain(`Motorista de entregas ${unique}`);
    const page = await get(`/careers/${id}?lng=en`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Knowing Luanda");
    expect((await get("/sitemap.xml")).body).toContain(`/careers/${id}`);

    const revision = async () => revisionIn((await recruiter.request(`/admin/jobs/${id}`)).body);
    const edited = await recruiter.request(`/admin/jobs/${id}`, {
      ...offerFields(unique, { title_pt: `Motorista de mota ${unique}` }),
      revision: await revision(),
      intent: "save",
    });
    expect(edited.location).toBe(`/admin/jobs/${id}?done=saved`);
    expect((await get("/careers")).body).toContain(`Motorista de mota ${unique}`);

    const closed = await recruiter.request(`/admin/jobs/${id}`, { intent: "close", revision: await revision() });
    expect(closed.location).toBe(`/admin/jobs/${id}?done=closed`);
    expect((await get(`/careers/${id}`)).status).toBe(404);
    expect((await get("/careers")).body).not.toContain(unique);
    expect((await get("/sitemap.xml")).body).not.toContain(id);

    const editor = decode((await recruiter.request(`/admin/jobs/${id}`)).body);
    for (const line of [
      `Rui Recrutamento criou «Motorista de entregas ${unique}»`,
      `Rui Recrutamento publicou «Motorista de entregas ${unique}» no site`,
      `Rui Recrutamento editou «Motorista de mota ${unique}»: Título (português)`,
      `Rui Recrutamento fechou «Motorista de mota ${unique}»`,
    ]) {
      expect(editor).toContain(line);
    }
    const list = (await recruiter.request("/admin/jobs")).body;
    expect(list).toContain(`data-offer-id="${id}"`);
  });

  it("previews an offer in each language without saving it", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const before = (await recruiter.request("/admin/jobs")).body.match(/data-offer-id=/g)?.length ?? 0;
    const preview = await recruiter.request("/admin/jobs/new", { ...offerFields(unique), intent: "preview" });
    expect(preview.status).toBe(200);
    const html = decode(preview.body);
    expect(html).toContain(m.publishing.previewTitle);
    expect(html).toContain(`Delivery driver ${unique}`);
    expect(html).toContain("Knowing Luanda");
    // French: the Portuguese text, said so.
    expect(html.match(new RegExp(`Motorista de entregas ${unique}</h2>`, "g"))).toHaveLength(2);
    expect(html).toContain(m.publishing.fallback);
    // Each preview's labels are those a visitor in its language reads, not the recruiter's.
    const previewIn = (language: string) =>
      html.split(`data-preview="${language}"`)[1]?.split("data-preview=")[0] ?? "";
    expect(previewIn("en")).toContain(en.careers.requirements);
    expect(previewIn("fr")).toContain(fr.careers.requirements);
    expect(previewIn("pt")).toContain(pt.careers.requirements);
    const after = (await recruiter.request("/admin/jobs")).body.match(/data-offer-id=/g)?.length ?? 0;
    expect(after).toBe(before);
  });

  it("refuses an offer's bad fields one message each, in the staff member's language, and saves nothing", async () => {
    const before = (await recruiter.request("/admin/jobs")).body.match(/data-offer-id=/g)?.length ?? 0;
    const nasty = offerFields("x", {
      title_pt: "",
      description_pt: "<script>alert(1)</script> descrição longa",
      requirements_en: "ok\nbad\u0007line",
      department: "logistics'; drop table job_offers; --",
      salaryMin: "300000",
      salaryMax: "100000",
      validThrough: "2020-01-01",
      employmentType: "x".repeat(5000),
    });
    for (const intent of ["save", "save-open", "preview"]) {
      const refused = await recruiter.request("/admin/jobs/new", { ...nasty, intent });
      expect(refused.status).toBe(400);
      const html = decode(refused.body);
      for (const message of [
        m.publishing.errors.summary,
        m.publishing.errors.required,
        m.publishing.errors.hasHtml,
        m.publishing.errors.characters,
        m.publishing.errors.salaryOrder,
        m.publishing.errors.pastDate,
      ]) {
        expect(html, intent).toContain(message);
      }
      expect(refused.body).not.toContain("<script>alert(1)");
    }
    // A date that does not exist, a salary in words, a body far too large.
    const odd = await recruiter.request("/admin/jobs/new", {
      ...offerFields("y", { validThrough: "2031-02-30", salaryMin: "muito" }),
      intent: "save",
    });
    expect(odd.status).toBe(400);
    const huge = await recruiter.request("/admin/jobs/new", {
      ...offerFields("z"),
      description_fr: "a".repeat(400_000),
    });
    expect(huge.status).toBe(413);
    const after = (await recruiter.request("/admin/jobs")).body.match(/data-offer-id=/g)?.length ?? 0;
    expect(after).toBe(before);
    expect((await recruiter.request("/admin/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await recruiter.request("/admin/jobs/not-an-id")).status).toBe(404);
  });

  it("keeps job offers to recruiters and admins, and news and the price list to admins", async () => {
    expect((await operations.request("/admin/jobs")).status).toBe(403);
    expect((await operations.request("/admin/jobs/new", { ...offerFields("o"), intent: "save" })).status).toBe(403);
    expect((await recruiter.request("/admin/news")).status).toBe(403);
    expect((await recruiter.request("/admin/price-list")).status).toBe(403);
    expect((await admin.request("/admin/jobs")).status).toBe(200);
  });

  it("an admin publishes a news item with an uploaded photo, served as AVIF and WebP; unpublished, it leaves the home page", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const fields = newsFields(unique);
    const created = await admin.upload(
      "/admin/news/new",
      newsForm(fields, { bytes: await photo(1600, 1200), name: "benguela.jpg", type: "image/jpeg" }),
    );
    expect(created.status, created.body.slice(0, 300)).toBe(302);
    const id = idAfter(created.location, "news");
    const home = (await get("/?lng=en")).body;
    expect(home).toContain(`New route to Benguela ${unique}`);
    const base = /\/media\/news\/([0-9a-f-]{36})-800\.avif/.exec(home)?.[1];
    expect(base).toBeDefined();
    for (const [file, type, width] of [
      [`${base}-800.avif`, "image/avif", 800],
      [`${base}-400.webp`, "image/webp", 400],
    ] as const) {
      const image = await fetch(`${site.url}/media/news/${file}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe(type);
      expect(image.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, (width * 9) / 16]);
    }

    // A new photo replaces the old files; the old address is gone.
    const revision = async () => revisionIn((await admin.request(`/admin/news/${id}`)).body);
    const replaced = await admin.upload(
      `/admin/news/${id}`,
      newsForm(
        { ...fields, intent: "save", revision: await revision() },
        { bytes: await photo(900, 500, "png"), name: "b.png", type: "image/png" },
      ),
    );
    expect(replaced.location).toBe(`/admin/news/${id}?done=saved`);
    expect((await fetch(`${site.url}/media/news/${base}-800.avif`)).status).toBe(404);

    const unpublished = await admin.upload(
      `/admin/news/${id}`,
      newsForm({ intent: "unpublish", revision: await revision() }),
    );
    expect(unpublished.location).toBe(`/admin/news/${id}?done=unpublished`);
    expect((await get("/?lng=en")).body).not.toContain(unique);
    const editor = decode((await admin.request(`/admin/news/${id}`)).body);
    expect(editor).toContain(`publicou «Nova rota para Benguela ${unique}»`);
    expect(editor).toContain(`retirou «Nova rota para Benguela ${unique}» do site`);
  });

  it("refuses a spoofed, tiny or missing news image and HTML in a text, and publishes nothing", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const fields = {
      title_pt: `Notícia recusada ${unique}`,
      excerpt_pt: "Um resumo suficientemente longo.",
      content_pt: "Um texto suficientemente longo.",
      category: "company",
      date: "2026-11-20",
      intent: "save-publish",
    };
    const cases: Array<[string, FormData, string]> = [
      [
        "a PDF named .jpg",
        newsForm(fields, { bytes: sample.pdf(4000), name: "x.jpg", type: "image/jpeg" }),
        m.news.imageErrors.type,
      ],
      [
        "an SVG",
        newsForm(fields, {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>'),
          name: "x.jpg",
          type: "image/jpeg",
        }),
        m.news.imageErrors.type,
      ],
      [
        "a tiny photo",
        newsForm(fields, { bytes: await photo(300, 200), name: "x.jpg", type: "image/jpeg" }),
        m.news.imageErrors.tooSmall,
      ],
      ["no image", newsForm(fields), m.news.imageErrors.required],
      [
        "HTML in the text",
        newsForm(
          { ...fields, content_pt: 'Olá <a href="javascript:alert(1)">clique</a> aqui' },
          { bytes: await photo(900, 500), name: "x.jpg", type: "image/jpeg" },
        ),
        m.publishing.errors.hasHtml,
      ],
    ];
    for (const [label, form, message] of cases) {
      const refused = await admin.upload("/admin/news/new", form);
      expect(refused.status, label).toBe(400);
      expect(decode(refused.body), label).toContain(message);
    }
    const oversized = await admin.upload(
      "/admin/news/new",
      newsForm(fields, { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), name: "x.jpg", type: "image/jpeg" }),
    );
    expect(oversized.status).toBe(413);
    expect(decode(oversized.body)).toContain(m.news.imageErrors.tooLarge);
    expect((await admin.request("/admin/news")).body).not.toContain(unique);
    expect((await get("/")).body).not.toContain(unique);
  });

  it("an admin replaces a price list with a PDF and restores the generated one; anything but a PDF is refused", async () => {
    const generated = await fetch(`${site.url}/pdf/price-list-en.pdf`);
    const generatedBytes = Buffer.from(await generated.arrayBuffer());
    const upload = async (bytes: Buffer, name: string, intent = "upload", language = "en") => {
      const revision = priceListRevision((await admin.request("/admin/price-list")).body, "en");
      const fields = { language, intent, revision, confirmed: "yes" };
      return admin.upload("/admin/price-list", priceListForm(fields, { bytes, name }));
    };
    for (const [bytes, name] of [
      [sample.png(), "prices.pdf"],
      [Buffer.from("%PDX not really"), "prices.pdf"],
    ] as const) {
      const refused = await upload(bytes, name);
      expect(refused.status).toBe(400);
      expect(decode(refused.body)).toContain(m.priceList.errors.type);
    }
    expect((await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), "big.pdf")).status).toBe(413);
    expect((await upload(sample.pdf(3000), "p.pdf", "upload", "de")).status).toBe(400);

    const mine = sample.pdf(12_345);
    const replaced = await upload(mine, "Preçário 2027.pdf");
    expect(replaced.location).toBe("/admin/price-list?done=replaced&language=en");
    const served = await fetch(`${site.url}/pdf/price-list-en.pdf`);
    expect(Buffer.from(await served.arrayBuffer()).equals(mine)).toBe(true);
    const services = (await get("/services?lng=en")).body;
    expect(services).toContain("12 kB");
    expect(services).toMatch(/\/pdf\/price-list-en\.pdf\?v=[0-9a-f]{12}/);
    // The other languages keep the generated list.
    const portuguese = await fetch(`${site.url}/pdf/price-list-pt.pdf`);
    expect(Buffer.from(await portuguese.arrayBuffer()).equals(mine)).toBe(false);

    const restored = await upload(Buffer.alloc(0), "", "restore");
    expect(restored.location).toBe("/admin/price-list?done=restored&language=en");
    const back = Buffer.from(await (await fetch(`${site.url}/pdf/price-list-en.pdf`)).arrayBuffer());
    expect(back.equals(generatedBytes)).toBe(true);
    const page = decode((await admin.request("/admin/price-list")).body);
    expect(page).toContain("carregou a tabela de preços em inglês (Preçário 2027.pdf)");
    expect(page).toContain("repôs a tabela de preços gerada em inglês");
  });

  it("a draft offer is not on the site and takes no application; opened, it does", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const saved = await recruiter.request("/admin/jobs/new", { ...offerFields(unique), intent: "save" });
    const id = idAfter(saved.location, "jobs");
    expect(saved.location).toBe(`/admin/jobs/${id}?done=created`);
    expect((await get(`/careers/${id}`)).status).toBe(404);
    await expect(submitApplication(site, id)).rejects.toThrow(/answered 4\d\d/);
    const revision = revisionIn((await recruiter.request(`/admin/jobs/${id}`)).body);
    expect((await recruiter.request(`/admin/jobs/${id}`, { intent: "open", revision })).location).toBe(
      `/admin/jobs/${id}?done=opened`,
    );
    expect(await submitApplication(site, id)).toMatch(/^KX-/);
  });
});
