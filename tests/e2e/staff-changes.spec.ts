import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { idAfter, offerFields } from "../support/publishing-forms";
import { totpCode } from "../support/totp";
import { openJobId, submitApplication, submitDriver } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { addTeamMember, PASSWORD, signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };

// Staff sign in with argon2id hashes and authenticator codes: slower than a page visit.
test.slow();

/** A record page's status badge (under its heading). */
const statusBadge = (page: Page) => page.locator("h1 + p [data-status]");

/** The browser drops the session's cookies: the session has ended while the page stays open. */
const endSession = (page: Page) => page.context().clearCookies({ name: /^kamba-staff\.session/ });

/** A job offer of this test's own, saved by the member signed in on `page`; its id. */
async function newOffer(page: Page, unique: string) {
  const saved = await page.request.post("/admin/jobs/new", {
    form: { ...offerFields(unique), intent: "save" },
    // As the editor's own page sends it: the site refuses a post without its origin.
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  const id = idAfter(saved.headers().location ?? null, "jobs");
  expect(id, `the new offer was saved (status ${saved.status()})`).not.toBe("");
  return id;
}

/** Signs in again from the sign-in page it is on, with the authenticator's next code (the current one was used). */
async function signInAgain(page: Page, email: string, secret: string) {
  await page.getByLabel(m.signIn.email).fill(email);
  await page.getByLabel(m.signIn.password).fill(PASSWORD);
  await page.getByRole("button", { name: m.signIn.submit }).click();
  await page.getByLabel(m.twoFactor.code).fill(totpCode(secret, Date.now(), 1));
  await page.getByRole("button", { name: m.twoFactor.submit }).click();
}

test("a change refused because someone changed the record first shows the record as it is now; the next change goes through", async ({
  page,
  browser,
  consoleWatch,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitDriver(site, { firstName: "Rosa", lastName: `Recusa ${unique}` });
  const record = `/admin/drivers/${reference}`;
  consoleWatch.expectRefused(`${record}.data`);
  await signInNewAdmin(page);
  const member = await addTeamMember(page, browser, `Osvaldo ${unique}`, "operations");
  await page.goto(record);
  await member.goto(record);

  await member.getByRole("combobox", { name: m.inbox.status }).selectOption("approved");
  await member.getByRole("button", { name: m.inbox.changeStatus }).click();
  await expect(member.getByRole("status")).toHaveText(m.inbox.saved);

  // The admin's page was read before: refused, and the page now shows what the member did.
  await page.getByRole("combobox", { name: m.inbox.status }).selectOption("rejected");
  await page.getByRole("button", { name: m.inbox.changeStatus }).click();
  await expect(page.getByRole("alert")).toContainText(m.problems.stale);
  await expect(page.getByRole("alert")).toContainText("Pendente para Aprovada");
  await expect(statusBadge(page)).toHaveText(m.statuses.approved);
  await expect(page.locator("[data-history='status']")).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Deciding again, on what is there now, without a reload.
  await page.getByRole("combobox", { name: m.inbox.status }).selectOption("rejected");
  await page.getByRole("combobox", { name: m.inbox.rejectionReason }).selectOption({ index: 1 });
  await page.getByRole("button", { name: m.inbox.changeStatus }).click();
  await expect(page.getByRole("status")).toHaveText(m.inbox.saved);
  await expect(statusBadge(page)).toHaveText(m.statuses.rejected);
  await member.context().close();
});

test("two staff edit one job offer: the later save is refused, names what the first changed and keeps the text", async ({
  page,
  browser,
  consoleWatch,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  await signInNewAdmin(page);
  const recruiter = await addTeamMember(page, browser, `Rita ${unique}`, "recruiter");
  const editor = `/admin/jobs/${await newOffer(page, unique)}`;
  consoleWatch.expectRefused(`${editor}.data`);
  await page.goto(editor);
  await recruiter.goto(editor);
  const portuguese = (on: Page) => on.getByRole("group", { name: /^Texto em português/ });

  await portuguese(recruiter).getByLabel(m.jobs.fields.title).fill(`Gestor de armazém ${unique}`);
  await recruiter.getByRole("button", { name: m.jobs.save }).click();
  await expect(recruiter.getByRole("status")).toHaveText(m.jobs.saved);

  const mine = `Coordenar o armazém de Viana, turnos da manhã ${unique}.`;
  await portuguese(page).getByLabel(m.jobs.fields.description).fill(mine);
  await page.getByRole("button", { name: m.jobs.save }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText(m.publishing.stale);
  await expect(refusal).toContainText(`Rita ${unique} editou «Gestor de armazém ${unique}»: Título (português)`);
  // What her change holds now is shown; his text is still in his form.
  await expect(refusal.locator("[data-stored-now] dt")).toHaveText("Título (português):");
  await expect(refusal.locator("[data-stored-now] dd")).toHaveText(`Gestor de armazém ${unique}`);
  await expect(portuguese(page).getByLabel(m.jobs.fields.description)).toHaveValue(mine);
  await expectNoAxeViolations(page);

  // He takes her title and saves again on the current revision: both changes stand.
  await portuguese(page).getByLabel(m.jobs.fields.title).fill(`Gestor de armazém ${unique}`);
  await page.getByRole("button", { name: m.jobs.save }).click();
  await expect(page.getByRole("status")).toHaveText(m.jobs.saved);
  await expect(portuguese(page).getByLabel(m.jobs.fields.description)).toHaveValue(mine);
  await expect(portuguese(page).getByLabel(m.jobs.fields.title)).toHaveValue(`Gestor de armazém ${unique}`);
  await expect(page.getByRole("listitem").filter({ hasText: `Descrição (português)` })).toBeVisible();
  await recruiter.context().close();
});

test("forms start empty after a success: a note, a selection and a new account (whose password stays on screen)", async ({
  page,
  consoleWatch,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitApplication(site, await openJobId(site), { name: `Nuno Nota ${unique}` });
  consoleWatch.expectRefused("/admin/staff.data");
  await signInNewAdmin(page);
  await page.goto(`/admin/applications/${reference}`);
  const note = page.getByRole("textbox", { name: m.record.note });
  await note.fill("Entrevista marcada para quinta-feira");
  await page.getByRole("button", { name: m.record.addNote }).click();
  await expect(page.locator("[data-history='note']")).toHaveCount(1);
  await expect(note).toHaveValue("");
  // A second click has nothing to send.
  await page.getByRole("button", { name: m.record.addNote }).click();
  await expect(page.locator("[data-history='note']")).toHaveCount(1);

  await page.goto(`/admin/applications?q=${encodeURIComponent(`nuno nota ${unique}`)}`);
  const row = page.getByRole("checkbox", { name: m.inbox.select.replace("{{reference}}", reference) });
  await row.check();
  await page.locator("#bulk-status").selectOption("reviewed");
  await page.getByRole("button", { name: m.inbox.changeStatus }).first().click();
  await expect(page.getByRole("status")).toHaveText(m.inbox.saved);
  await expect(row).not.toBeChecked();

  await page.goto("/admin/staff");
  const email = `nova-${unique}@kamba.ao`;
  await page.getByLabel(m.staff.name, { exact: true }).fill(`Nova ${unique}`);
  await page.getByLabel(m.staff.email, { exact: true }).fill(email);
  await page.getByRole("button", { name: m.staff.add }).click();
  const secret = page.getByRole("status").filter({ hasText: email });
  await expect(secret).toContainText(/[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}/);
  await expect(page.getByLabel(m.staff.name, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(m.staff.email, { exact: true })).toHaveValue("");
  // Clicking again sends an empty form: it is refused, and the one-time password is still there.
  await page.getByRole("button", { name: m.staff.add }).click();
  await expect(page.getByRole("alert")).toHaveText(m.staff.problems.email);
  await expect(secret).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the filter boxes show the filters applied, after another inbox, Back and Clear filters", async ({ page }) => {
  await signInNewAdmin(page);
  await page.goto("/admin/drivers");
  await page.getByLabel(m.inbox.search).fill("kiala");
  await page.getByLabel(m.inbox.from).fill("2026-01-05");
  await page.getByRole("button", { name: m.inbox.apply }).click();
  await expect(page).toHaveURL(/q=kiala/);

  await page.getByRole("navigation", { name: m.nav.label }).getByRole("link", { name: m.inboxes.messages }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.inboxes.messages })).toBeVisible();
  await expect(page.getByLabel(m.inbox.search)).toHaveValue("");
  await expect(page.getByLabel(m.inbox.from)).toHaveValue("");

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: m.inboxes.drivers })).toBeVisible();
  await expect(page.getByLabel(m.inbox.search)).toHaveValue("kiala");
  await expect(page.getByLabel(m.inbox.from)).toHaveValue("2026-01-05");

  await page.getByRole("link", { name: m.inbox.clear }).click();
  await expect(page).toHaveURL(/\/admin\/drivers$/);
  await expect(page.getByLabel(m.inbox.search)).toHaveValue("");
  await expect(page.getByLabel(m.inbox.from)).toHaveValue("");
  // The export follows the same address.
  await expect(page.getByRole("link", { name: m.inbox.export })).toHaveAttribute("href", "/admin/drivers/export.csv");
});

test("disabling an account asks first in a dialog, by keyboard; Escape changes nothing", async ({ page }) => {
  const unique = crypto.randomUUID().slice(0, 6);
  await signInNewAdmin(page);
  await page.goto("/admin/staff");
  const name = `Dora ${unique}`;
  await page.getByLabel(m.staff.name, { exact: true }).fill(name);
  await page.getByLabel(m.staff.email, { exact: true }).fill(`dora-${unique}@kamba.ao`);
  await page.getByRole("button", { name: m.staff.add }).click();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(m.staff.active);

  const disable = row.getByRole("link", { name: `${m.staff.disable}: ${name}` });
  await disable.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("alertdialog", { name: m.confirm.disable.title.replace("{{name}}", name) });
  await expect(question).toBeVisible();
  await expect(question).toContainText(m.confirm.disable.message);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(row).toContainText(m.staff.active);

  await disable.click();
  await question.getByRole("button", { name: m.confirm.disable.action }).focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: m.staff.saved })).toBeVisible();
  await expect(row).toContainText(m.staff.disabled);
});

test("a note typed after the session ended is kept: sign in again and it is back on the same record", async ({
  page,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitApplication(site, await openJobId(site), { name: `Sara Sessão ${unique}` });
  const { email, secret } = await signInNewAdmin(page);
  const record = `/admin/applications/${reference}`;
  await page.goto(record);
  const note = `Ligar à Sara na sexta de manhã ${unique}`;
  await page.getByRole("textbox", { name: m.record.note }).fill(note);
  await endSession(page);
  await page.getByRole("button", { name: m.record.addNote }).click();

  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await expect(page.getByRole("alert")).toHaveText(m.signIn.expiredKept);
  // Nobody is named: the session has ended.
  await expect(page.getByText(m.nav.signedInAs.replace("{{name}}", "Marta Operações"))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signInAgain(page, email, secret);

  await expect(page).toHaveURL(new RegExp(`${record}$`));
  await expect(page.getByRole("textbox", { name: m.record.note })).toHaveValue(note);
  await expect(page.getByRole("status")).toHaveText(m.draftRestored);
  await expect(page.locator("[data-history='note']")).toHaveCount(0);
  await page.getByRole("button", { name: m.record.addNote }).click();
  await expect(page.locator("[data-history='note']")).toContainText(note);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a job offer's text typed after the session ended comes back after signing in; an account change asks first", async ({
    page,
  }) => {
    const unique = crypto.randomUUID().slice(0, 6);
    const { email, secret } = await signInNewAdmin(page);
    const jobId = await newOffer(page, unique);
    await page.goto(`/admin/jobs/${jobId}`);
    const title = page.getByRole("group", { name: /^Texto em português/ }).getByLabel(m.jobs.fields.title);
    await title.fill(`Título escrito tarde ${unique}`);
    await endSession(page);
    await page.getByRole("button", { name: m.jobs.save }).click();
    await expect(page.getByRole("alert")).toHaveText(m.signIn.expiredKept);
    await signInAgain(page, email, secret);
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}$`));
    await expect(title).toHaveValue(`Título escrito tarde ${unique}`);
    await page.getByRole("button", { name: m.jobs.save }).click();
    await expect(page.getByRole("status")).toHaveText(m.jobs.saved);
    await expect(title).toHaveValue(`Título escrito tarde ${unique}`);

    await page.goto("/admin/staff");
    const name = `Teodoro ${unique}`;
    await page.getByLabel(m.staff.name, { exact: true }).fill(name);
    await page.getByLabel(m.staff.email, { exact: true }).fill(`teodoro-${unique}@kamba.ao`);
    await page.getByRole("button", { name: m.staff.add }).click();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.getByRole("link", { name: `${m.staff.resetPassword}: ${name}` }).click();
    const question = page.getByRole("alertdialog", { name: m.confirm.resetPassword.title.replace("{{name}}", name) });
    await expect(question).toBeVisible();
    await question.getByRole("link", { name: m.confirm.cancel }).click();
    await expect(question).toHaveCount(0);
    await row.getByRole("link", { name: `${m.staff.resetPassword}: ${name}` }).click();
    await question.getByRole("button", { name: m.confirm.resetPassword.action }).click();
    await expect(page.getByRole("status")).toContainText(/[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}/);
  });
});
