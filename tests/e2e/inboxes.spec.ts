import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { withdrawUrl } from "~/modules/submissions/withdraw-link.server";
import { authSecret, baseURL } from "../../playwright.config";
import * as sample from "../support/sample-files";
import { openJobId, submitApplication, submitContact, submitDriver, submitProposal } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { addTeamMember, signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };

// Each test signs staff in with argon2id hashes and authenticator codes: slower than a page visit.
test.slow();

/** Console errors of a page the fixture does not watch (a second member's browser). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("an operations member finds a driver application by its reference and approves it", async ({ page, browser }) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitDriver(site, { firstName: "Domingos", lastName: `Kiala ${unique}` });
  await signInNewAdmin(page);
  const member = await addTeamMember(page, browser, `Olívia ${unique}`, "operations");
  const errors = consoleErrors(member);

  await member.getByRole("navigation", { name: m.nav.label }).getByRole("link", { name: m.inboxes.drivers }).click();
  await expect(member.getByRole("heading", { level: 1, name: m.inboxes.drivers })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.getByLabel(m.inbox.search).fill(reference.toLowerCase());
  await member.getByLabel(m.inbox.search).press("Enter");
  await expect(member).toHaveURL(new RegExp(`q=${reference.toLowerCase()}`));
  await expect(member.locator("tbody tr")).toHaveCount(1);
  await member.getByRole("link", { name: reference }).click();

  await expect(member.getByRole("heading", { level: 1 })).toContainText(`Domingos Kiala ${unique}`);
  await expectNoAxeViolations(member);
  await member.getByRole("combobox", { name: m.inbox.status }).selectOption("approved");
  await member.getByRole("button", { name: m.inbox.changeStatus }).click();
  await expect(member.getByRole("status")).toHaveText(m.inbox.saved);
  await expect(member.locator("h1 + p [data-status]")).toHaveText(m.statuses.approved);
  await expect(member.getByRole("listitem").filter({ hasText: "Pendente para Aprovada" })).toBeVisible();

  await member.goto(`/admin/drivers?status=approved&q=${unique}`);
  await expect(member.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
  expect(errors).toEqual([]);
  await member.context().close();
});

test("a recruiter downloads a CV byte for byte and cannot open the drivers inbox", async ({ page, browser }) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const cv = sample.pdf(6000);
  const reference = await submitApplication(
    site,
    await openJobId(site),
    { name: `Rita ${unique} Lopes` },
    {
      cv: { name: `Currículo Rita ${unique}.pdf`, bytes: cv },
      idCard: { name: "bi.png", bytes: sample.png() },
    },
  );
  await signInNewAdmin(page);
  const recruiter = await addTeamMember(page, browser, `Rui ${unique}`, "recruiter");
  const errors = consoleErrors(recruiter);

  await expect(recruiter.getByRole("link", { name: m.inboxes.drivers })).toHaveCount(0);
  await recruiter
    .getByRole("navigation", { name: m.nav.label })
    .getByRole("link", { name: m.inboxes.applications })
    .click();
  await recruiter.getByLabel(m.inbox.search).fill(`rita ${unique}`);
  await recruiter.getByRole("button", { name: m.inbox.apply }).click();
  await recruiter.getByRole("link", { name: reference }).click();
  await expectNoAxeViolations(recruiter);
  const downloading = recruiter.waitForEvent("download");
  await recruiter.getByRole("link", { name: new RegExp(`Currículo Rita ${unique}`) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Currículo Rita ${unique}.pdf`);
  expect((await readFile((await download.path())!)).equals(cv)).toBe(true);
  await recruiter.reload();
  await expect(recruiter.getByText(`Rui ${unique} descarregou: CV`)).toBeVisible();

  await recruiter.goto("/admin/drivers");
  await expect(recruiter.getByRole("heading", { level: 1, name: m.errors.forbiddenTitle })).toBeVisible();
  expect(errors.filter((error) => !error.includes("403"))).toEqual([]);
  await recruiter.context().close();
});

test("the CSV export holds the filtered rows, with a formula-looking cell neutralised", async ({ page }) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const first = await submitDriver(site, { firstName: "Zeca", lastName: `Export ${unique}`, message: "=1+2" });
  const second = await submitDriver(site, { firstName: "Zita", lastName: `Export ${unique}`, message: "@SUM(A1)" });
  const other = await submitDriver(site, { firstName: "Zeca", lastName: "Elsewhere" });
  await signInNewAdmin(page);
  await page.goto(`/admin/drivers?q=export+${unique}`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: m.inbox.export }).click();
  const csv = await readFile((await (await downloading).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString("utf8").slice(1).trim().split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(second);
  expect(lines[1]).toContain(`"'@SUM(A1)"`);
  expect(lines[2]).toContain(first);
  expect(lines[2]).toContain(`"'=1+2"`);
  expect(csv.toString("utf8")).not.toContain(other);
  await page.reload();
  await expect(page.getByText(new RegExp(`exportou 2 registos \\(filtros: q=export\\+${unique}\\)`))).toBeVisible();
});

const PAYLOADS = {
  script: `<script>alert(1)</script>`,
  image: `"><img src=x onerror=alert(2)>`,
  svg: `<svg onload=alert(3)>`,
};
const marked = (field: string) => `${field} ${PAYLOADS.script} ${PAYLOADS.image} ${PAYLOADS.svg}`;

test("markup stored in every text field shows as plain text everywhere staff read it, and nothing runs", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on("dialog", (dialog) => {
    violations.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  const references = {
    drivers: await submitDriver(site, {
      firstName: marked("first"),
      lastName: marked("last"),
      message: marked("message"),
    }),
    messages: await submitContact(site, {
      name: marked("name"),
      subject: marked("subject"),
      message: marked("message"),
    }),
    proposals: await submitProposal(site, {
      companyName: marked("company"),
      firstName: marked("first"),
      lastName: "L",
      position: marked("position"),
      city: marked("city"),
      message: marked("message"),
    }),
    applications: await submitApplication(
      site,
      await openJobId(site),
      {
        name: `${marked("name")} Silva`,
        motivation: marked("motivation"),
        portfolio: `https://portfolio.example/?q="><script>alert(4)</script>`,
      },
      {
        cv: { name: `${PAYLOADS.image}.pdf`, bytes: sample.pdf() },
        idCard: { name: `${PAYLOADS.svg}.png`, bytes: sample.png() },
      },
    ),
  };
  await signInNewAdmin(page);
  for (const [inbox, reference] of Object.entries(references)) {
    await page.goto(`/admin/${inbox}`);
    await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText(PAYLOADS.script);
    await page.goto(`/admin/${inbox}/${reference}`);
    await expect(page.locator("main")).toContainText(PAYLOADS.image);
    await page.getByRole("textbox", { name: m.record.note }).fill(marked("note"));
    await page.getByRole("button", { name: m.record.addNote }).click();
    await expect(page.locator("[data-history='note']").last()).toContainText(PAYLOADS.svg);
    await expect(page.locator("img[src='x'], svg[onload], main script")).toHaveCount(0);
    const csv = await page.request.get(`/admin/${inbox}/export.csv?q=${reference}`);
    expect(await csv.text()).toContain(PAYLOADS.script.replaceAll('"', '""'));
  }
  await page.goto(`/admin/applications/${references.applications}`);
  const portfolio = page.getByRole("link", { name: /portfolio\.example/ });
  await expect(portfolio).toHaveAttribute("href", /^https:\/\/portfolio\.example\//);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: m.dashboard.title })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the outbox shows each message without a usable withdrawal link; a visitor withdraws by the link of their e-mail", async ({
  page,
  browser,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const reference = await submitContact(site, { name: `Visitante ${unique}`, email: `v${unique}@example.ao` });
  await signInNewAdmin(page);
  await page.getByRole("navigation", { name: m.nav.label }).getByRole("link", { name: m.nav.outbox }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.outbox.title })).toBeVisible();
  await expectNoAxeViolations(page);
  const confirmation = page.getByRole("rowheader").filter({ hasText: `(${reference})` });
  await confirmation.getByText(new RegExp(reference)).first().click();
  const stored = (await confirmation.locator("pre").textContent())!;
  expect(stored).toContain(m.outbox.withdrawLink);
  expect(stored).not.toMatch(/\/withdraw\//);

  // The link as the sender puts it into the e-mail when it goes out (signed with the site's secret).
  const link = new URL(withdrawUrl(baseURL, authSecret, "messages", reference)).pathname;
  const visitor = await (await browser.newContext({ locale: "pt-AO" })).newPage();
  const errors = consoleErrors(visitor);
  await visitor.goto(link);
  const t = texts.pt.withdraw;
  await expect(visitor.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(visitor.getByText(t.intro.replace("{{reference}}", reference))).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("button", { name: t.button }).click();
  await expect(visitor.getByRole("status")).toHaveText(t.done.replace("{{reference}}", reference));
  await expectNoAxeViolations(visitor);
  expect(errors).toEqual([]);
  await visitor.context().close();
});
