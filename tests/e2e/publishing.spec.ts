import sharp from "sharp";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { addTeamMember, signInNewAdmin } from "./staff";

const m = texts.pt.admin;

// Staff sign in with argon2id hashes and authenticator codes: slower than a page visit.
test.slow();

test("a recruiter publishes a job in three languages, previews it and sees it on the board", async ({
  page,
  browser,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  await signInNewAdmin(page);
  const recruiter = await addTeamMember(page, browser, `Rita ${unique}`, "recruiter");

  await recruiter.getByRole("navigation", { name: m.nav.label }).getByRole("link", { name: m.nav.jobs }).click();
  await expect(recruiter.getByRole("heading", { level: 1, name: m.jobs.title })).toBeVisible();
  await expectNoAxeViolations(recruiter);
  await recruiter.getByRole("link", { name: m.jobs.new }).click();
  await expect(recruiter.getByRole("heading", { level: 1, name: m.jobs.newTitle })).toBeVisible();

  const texts3 = {
    pt: { title: `Gestor de frota ${unique}`, description: "Coordenar a frota de motas e carrinhas em Luanda." },
    en: { title: `Fleet manager ${unique}`, description: "Coordinate the fleet of motorbikes and vans in Luanda." },
    fr: {
      title: `Gestionnaire de flotte ${unique}`,
      description: "Coordonner la flotte de motos et de fourgons à Luanda.",
    },
  };
  for (const [language, text] of Object.entries(texts3)) {
    const section = recruiter.getByRole("group", { name: new RegExp(`^Texto em ${m.languages[language as "pt"]}`) });
    await section.getByLabel(m.jobs.fields.title).fill(text.title);
    await section.getByLabel(m.jobs.fields.description).fill(text.description);
    await section.getByLabel(m.jobs.fields.requirements).fill(`${language} 1\n${language} 2`);
  }
  await recruiter.getByLabel(m.jobs.fields.department).selectOption("operations");
  await recruiter.getByLabel(m.jobs.fields.location).selectOption("luanda");
  await recruiter.getByLabel(m.jobs.fields.employmentType).selectOption("full-time");
  await recruiter.getByLabel(m.jobs.fields.experienceLevel).selectOption("senior");
  await recruiter.getByLabel(m.jobs.fields.salaryMin).fill("400000");

  await recruiter.getByRole("button", { name: m.publishing.preview }).click();
  const preview = recruiter.getByRole("region", { name: m.publishing.previewTitle });
  await expect(preview.getByRole("heading", { name: texts3.en.title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: texts3.fr.title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: texts3.pt.title })).toBeVisible();
  // What was typed stays in the form after the preview.
  await expect(recruiter.getByRole("group", { name: /^Texto em francês/ }).getByLabel(m.jobs.fields.title)).toHaveValue(
    texts3.fr.title,
  );
  await expectNoAxeViolations(recruiter);

  await recruiter.getByRole("button", { name: m.jobs.saveAndOpen }).click();
  await expect(recruiter.getByRole("status")).toHaveText(m.jobs.opened);
  await expect(recruiter.locator("[data-publish-state]")).toContainText(m.jobs.states.open);
  await expect(recruiter.getByRole("listitem").filter({ hasText: `criou «${texts3.pt.title}»` })).toBeVisible();
  await expectNoAxeViolations(recruiter);

  for (const [language, text] of Object.entries(texts3)) {
    await page.goto(`/careers?lng=${language}`);
    await page
      .getByRole("link", { name: new RegExp(text.title) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.description)).toBeVisible();
  }

  await recruiter.getByRole("button", { name: m.jobs.close }).click();
  await expect(recruiter.getByRole("status")).toHaveText(m.jobs.closed);
  await page.goto("/careers");
  await expect(page.getByRole("link", { name: new RegExp(texts3.pt.title) })).toHaveCount(0);
  await recruiter.context().close();
});

test("an admin publishes news with a photo on the home page and replaces a price list, every page axe-clean", async ({
  page,
}, testInfo) => {
  const unique = crypto.randomUUID().slice(0, 6);
  await signInNewAdmin(page);
  await page.getByRole("navigation", { name: m.nav.label }).getByRole("link", { name: m.nav.news }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.news.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: m.news.new }).click();
  const portuguese = page.getByRole("group", { name: /^Texto em português/ });
  await portuguese.getByLabel(m.news.fields.title).fill(`Armazém novo no Talatona ${unique}`);
  await portuguese.getByLabel(m.news.fields.excerpt).fill("Mais espaço para guardar a mercadoria dos clientes.");
  await portuguese.getByLabel(m.news.fields.content).fill("Abrimos um armazém.\n\nVeja https://kamba.ao/servicos.");
  await page.getByLabel(m.news.fields.category).selectOption("company");
  const photo = testInfo.outputPath("armazem.jpg");
  await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .toFile(photo);
  await page.getByLabel(m.news.fields.image).setInputFiles(photo);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: m.news.saveAndPublish }).click();
  await expect(page.getByRole("status")).toHaveText(m.news.published);
  await expect(page.locator(`figure img[srcset*="/media/news/"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/");
  const card = page.getByRole("heading", { name: `Armazém novo no Talatona ${unique}` });
  await expect(card.first()).toBeAttached();
  const image = page.locator(`img[srcset*="/media/news/"]`).first();
  await expect(image).toHaveAttribute("width", "800");

  await page.goto("/admin/price-list");
  await expect(page.getByRole("heading", { level: 1, name: m.priceList.title })).toBeVisible();
  await expectNoAxeViolations(page);
  const english = page.getByRole("region", { name: /inglês/i });
  const pdf = testInfo.outputPath("precos.pdf");
  const { pdf: samplePdf } = await import("../support/sample-files");
  const { writeFile } = await import("node:fs/promises");
  await writeFile(pdf, samplePdf(20_480));
  await english.getByLabel(/PDF/).setInputFiles(pdf);
  await english.getByRole("button", { name: m.priceList.upload }).click();
  await expect(page.getByRole("status")).toContainText("inglês");
  await expect(page.getByRole("region", { name: /inglês/i })).toContainText("precos.pdf");
  await expectNoAxeViolations(page);
  await page.goto("/services?lng=en");
  await expect(page.getByText(/20 kB/).first()).toBeVisible();
  // Visiting in English made English the language of this browser, the back-office's too.
  await page.goto("/admin/price-list?lng=pt");
  await page.getByRole("link", { name: new RegExp(`${m.priceList.restore}.*inglês`) }).click();
  // Restoring deletes the uploaded PDF: it asks first.
  const question = page.getByRole("alertdialog", { name: m.confirm.restore.title.replace("{{language}}", "inglês") });
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: m.confirm.restore.action }).click();
  await expect(page.getByRole("status")).toContainText("inglês");
  await expect(page.getByRole("region", { name: /inglês/i })).toContainText(m.priceList.generated);
});
