import { baseURL } from "../../playwright.config";
import { submitProposal } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };

test.slow();

// The browser tests share one site: no other spec starts from the proposals' "answer" template, and this
// one puts the original text back before it ends.
test("an admin edits a template on a phone, previews and saves it; on a record 'Use' starts from it", async ({
  page,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitProposal(site, { email: `empresa.${unique}@example.ao` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewAdmin(page);
  await page.getByRole("navigation").getByRole("link", { name: m.nav.templates }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.templates.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('[data-template-link="proposals.answer"]').click();
  await expect(page.getByRole("heading", { level: 2, name: /Propostas de empresas/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.locator("[data-placeholders]")).toContainText("{{company}}");
  await expectNoAxeViolations(page);

  const portuguese = page.getByRole("group", { name: "Texto em português" });
  await portuguese.getByLabel(m.templates.subject).fill(`A sua proposta ${unique}`);
  await portuguese
    .getByLabel(m.templates.body)
    .fill(`Caro(a) {{name}},\n\nRecebemos a proposta ${unique} <b>com gosto</b>.\n\n{{staff}}, {{company}}`);
  await page.getByRole("button", { name: m.templates.preview }).click();
  const preview = page.locator('[data-preview="pt"]');
  await expect(preview).toContainText(`[KX-7F3K-92QD] A sua proposta ${unique}`);
  // HTML is shown as text, and the typed text stays in the form.
  await expect(preview).toContainText(`Recebemos a proposta ${unique} <b>com gosto</b>.`);
  await expect(preview).toContainText("Kamba Express");
  await expect(portuguese.getByLabel(m.templates.subject)).toHaveValue(`A sua proposta ${unique}`);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: m.templates.save }).click();
  await expect(page.getByRole("status").filter({ hasText: m.templates.done.saved })).toBeVisible();
  await expect(page.locator('[data-template-link="proposals.answer"] + [data-template-state]')).toHaveAttribute(
    "data-template-state",
    "changed",
  );

  // On a computer: the record's "Use" gives the admin's text.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/proposals/${reference}`);
  const write = page.getByRole("region", { name: /^Escrever a / });
  await write.getByLabel(m.write.template).selectOption("answer");
  await write.getByRole("button", { name: m.write.use }).click();
  await expect(write.getByLabel(m.write.subject)).toHaveValue(`A sua proposta ${unique}`);
  await expect(write.getByLabel(m.write.body)).toHaveValue(
    new RegExp(`Recebemos a proposta ${unique} <b>com gosto</b>\\.\\n\\n.+, Kamba Express$`),
  );
  await expectNoAxeViolations(page);

  // The three languages side by side; then back to the original text.
  await page.goto("/admin/templates?inbox=proposals&purpose=answer");
  const tops = await Promise.all(
    ["Texto em português", "Texto em inglês", "Texto em francês"].map(
      async (name) => (await page.getByRole("group", { name }).boundingBox())!.y,
    ),
  );
  expect(new Set(tops).size).toBe(1);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: m.templates.restore }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: m.templates.restore }).click();
  await expect(page.getByRole("status").filter({ hasText: m.templates.done.restored })).toBeVisible();
  await expect(portuguese.getByLabel(m.templates.subject)).toHaveValue("A sua mensagem");
});
